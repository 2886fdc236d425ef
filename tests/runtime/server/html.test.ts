import { describe, expect, it } from 'vitest';
import { withMeasurementSystem } from '../../../runtime/server/html.ts';

describe("withMeasurementSystem (customer-area §4: the visitor's measurement system wins)", () => {
  it('adds the attribute to the <html> start tag of a page built without one', () => {
    const html = '<!DOCTYPE html><html lang="en" class="theme-light_blue"><head></head><body></body></html>';
    expect(withMeasurementSystem({ html, measurementSystem: 'Imperial' })).toBe(
      '<!DOCTYPE html><html data-measurement-system="Imperial" lang="en" class="theme-light_blue"><head></head><body></body></html>',
    );
  });

  it("replaces the country default the page was built with, and nothing in the page's body", () => {
    const html =
      '<!DOCTYPE html><html lang="en-US" data-measurement-system="Imperial"><body><div data-measurement-system="Imperial">x</div></body></html>';
    expect(withMeasurementSystem({ html, measurementSystem: 'Metric' })).toBe(
      '<!DOCTYPE html><html lang="en-US" data-measurement-system="Metric"><body><div data-measurement-system="Imperial">x</div></body></html>',
    );
  });
});
