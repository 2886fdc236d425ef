import { describe, expect, it } from 'vitest';
import {
  type Download,
  downloadPlatforms,
  filterByPlatform,
  formatBytes,
  formatReleaseDate,
} from '../../../../../plugins/portal/islands/wire-flow/downloads.ts';

const download = (id: string, platform: string): Download => ({
  id,
  name: id,
  version: '1.0',
  releaseDate: '2025-03-18',
  platform,
  sizeBytes: 1,
  fileName: `${id}.bin`,
  url: `http://127.0.0.1:1/downloads/${id}.bin`,
});

describe('formatBytes (download sizes)', () => {
  it.each([
    [0, 'en', '0 byte'],
    [512, 'en', '512 byte'],
    [1_000, 'en', '1 kB'],
    [18_432, 'en', '18 kB'],
    [864_256, 'en', '864 kB'],
    [999_600, 'en', '1 MB'],
    [1_245_184, 'en', '1.2 MB'],
    [3_482_112, 'en', '3.5 MB'],
    [1_250_000_000, 'en', '1.3 GB'],
    [3_482_112, 'de', '3.5 MB'],
    [3_482_112, 'de-at', '3.5 MB'],
    [3_482_112, 'fr', '3,5 Mo'],
    [512, 'de', '512 Byte'],
    [-5, 'en', '0 byte'],
  ])('%d bytes in %s: %s', (bytes, locale, expected) => {
    expect(formatBytes({ bytes, locale }).replace(/\s/g, ' ')).toBe(expected);
  });

  it('writes large numbers with the locale grouping (de as de-CH)', () => {
    expect(formatBytes({ bytes: 2_500_000_000_000, locale: 'en' }).replace(/\s/g, ' ')).toBe('2,500 GB');
    // Intl puts a no-break space between number and unit.
    const german = formatBytes({ bytes: 2_500_000_000_000, locale: 'de' }).replace(/\s/g, ' ');
    expect(german).toBe(`${new Intl.NumberFormat('de-CH').format(2500)} GB`);
    expect(german).not.toBe('2.500 GB');
  });
});

describe('formatReleaseDate', () => {
  it('writes the calendar date in the page locale, whatever the time zone', () => {
    expect(formatReleaseDate({ isoDate: '2025-03-18', locale: 'en' })).toBe('Mar 18, 2025');
    expect(formatReleaseDate({ isoDate: '2025-03-18', locale: 'de-ch' })).toBe('18.03.2025');
    expect(formatReleaseDate({ isoDate: '2025-01-01', locale: 'en' })).toBe('Jan 1, 2025');
  });

  it('shows a text that is no date as received, and an ill-formed locale in English', () => {
    expect(formatReleaseDate({ isoDate: 'soon', locale: 'en' })).toBe('soon');
    expect(formatReleaseDate({ isoDate: '2025-03-18', locale: 'not a locale!' })).toBe('Mar 18, 2025');
  });
});

describe('platform filter', () => {
  const downloads = [
    download('notes', 'any'),
    download('server-linux', 'linux'),
    download('mac-tool', 'macos'),
    download('server-win', 'windows'),
  ];

  it('offers windows, linux, platform-independent, then others as they appear', () => {
    expect(downloadPlatforms(downloads)).toEqual(['windows', 'linux', 'any', 'macos']);
    expect(downloadPlatforms([])).toEqual([]);
  });

  it('keeps platform-independent files in every platform and everything for all platforms', () => {
    const ids = (platform: string) => filterByPlatform({ downloads, platform }).map((entry) => entry.id);
    expect(ids('')).toEqual(['notes', 'server-linux', 'mac-tool', 'server-win']);
    expect(ids('windows')).toEqual(['notes', 'server-win']);
    expect(ids('any')).toEqual(['notes']);
  });
});
