import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../core/text/format-bytes.ts';

describe('formatBytes (document and download sizes: whole kB, one decimal from MB up, pretty-bytes)', () => {
  it.each([
    [0, 'en', '0 B'],
    [512, 'en', '1 kB'],
    [1, 'en', '1 kB'],
    [-5, 'en', '0 B'],
    [1_000, 'en', '1 kB'],
    [18_432, 'en', '18 kB'],
    [18_500, 'en', '19 kB'],
    [245_400, 'en', '245 kB'],
    [864_256, 'en', '864 kB'],
    [999_600, 'en', '1 MB'],
    [1_000_000, 'en', '1 MB'],
    [1_450_000, 'en-US', '1.5 MB'],
    [3_482_112, 'en', '3.5 MB'],
    [12_340_000, 'en', '12.3 MB'],
    [1_250_000_000, 'en', '1.3 GB'],
    [2_500_000_000_000, 'en', '2.5 TB'],
  ])('%d bytes in %s: %s', (bytes, locale, expected) => {
    expect(formatBytes({ bytes, locale })).toBe(expected);
  });

  it('writes the number in the locale’s format, every German locale as de-CH (public-site §9)', () => {
    expect(formatBytes({ bytes: 3_482_112, locale: 'fr' })).toBe('3,5 Mo');
    expect(formatBytes({ bytes: 1_450_000, locale: 'fr-FR' })).toBe('1,5 Mo');
    expect(formatBytes({ bytes: 3_482_112, locale: 'de-at' })).toBe('3.5 MB');
    expect(formatBytes({ bytes: 3_482_112, locale: 'de-DE' })).toBe('3.5 MB');
    expect(formatBytes({ bytes: 3_482_112, locale: 'de-DE' })).not.toBe('3,5 MB');
  });

  it('writes the unit symbol of the page’s language where it has its own', () => {
    expect(formatBytes({ bytes: 245_400, locale: 'fr-ch' })).toBe('245 ko');
    expect(formatBytes({ bytes: 245_400, locale: 'ja-jp' })).toBe('245 KB');
    expect(formatBytes({ bytes: 245_400, locale: 'de-ch' })).toBe('245 kB');
    expect(formatBytes({ bytes: 2_600_000, locale: 'hu-hu' })).toBe('2,6 MB');
  });

  it('writes an ill-formed locale in English', () => {
    expect(formatBytes({ bytes: 1_245_184, locale: 'not a locale!' })).toBe('1.2 MB');
  });
});
