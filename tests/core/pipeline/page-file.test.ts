import { describe, expect, it } from 'vitest';
import { pageFile, payloadFile } from '../../../core/pipeline/page-file.ts';

describe('pageFile and payloadFile (public-site §7 per-route payload)', () => {
  it("puts a page at its own path into its folder's index.html, its payload beside it", () => {
    const file = pageFile({ locale: 'de-ch', path: 'company/history' });
    expect(file).toBe('de-ch/company/history/index.html');
    expect(payloadFile(file)).toBe('de-ch/company/history/_payload.json');
  });

  it("gives a locale's home page its payload in the locale folder", () => {
    expect(payloadFile(pageFile({ locale: 'en', path: '' }))).toBe('en/_payload.json');
  });

  it('gives no payload to a page with a file of its own, which no URL names', () => {
    expect(payloadFile(pageFile({ locale: 'en', path: '', file: 'en/404.html' }))).toBeNull();
    expect(payloadFile('en/company/history.html')).toBeNull();
  });
});
