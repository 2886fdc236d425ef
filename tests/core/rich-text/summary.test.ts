import { describe, expect, it } from 'vitest';
import { summarizeRichText } from '../../../core/rich-text/summary.ts';

describe('summarizeRichText (page descriptions from CMS bodies)', () => {
  it('describes a body by its first paragraphs, without headings, lists, markup or "read more" links', () => {
    const markdown = [
      '## Company',
      'We build **wire processing** machines for [customers](/customers) worldwide.',
      '- Cutting\n- Stripping',
      'Our service teams are close to you.',
      '[Read more](/contact)',
    ].join('\n\n');
    expect(summarizeRichText(markdown, { language: 'en' })).toEqual({
      description:
        'We build wire processing machines for customers worldwide. Our service teams are close to you.',
      image: null,
    });
  });

  it("names the body's first image for Open Graph", () => {
    const markdown = 'Intro text.\n\n- ![Crimping press](https://assets.example.test/press.jpg)';
    expect(summarizeRichText(markdown, { language: 'en' }).image).toBe(
      'https://assets.example.test/press.jpg',
    );
  });

  it('leaves raw HTML out of the description', () => {
    const markdown = 'Contact us today.\n\n<script>alert(1)</script>';
    expect(summarizeRichText(markdown, { language: 'en' }).description).toBe('Contact us today.');
  });

  it('gives an empty summary for a page without body', () => {
    expect(summarizeRichText(null, { language: 'de' })).toEqual({ description: null, image: null });
  });
});
