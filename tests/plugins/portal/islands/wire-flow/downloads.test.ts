import { describe, expect, it } from 'vitest';
import {
  type Download,
  downloadPlatforms,
  filterByPlatform,
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
