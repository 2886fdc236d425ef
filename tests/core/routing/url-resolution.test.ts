import { describe, expect, it } from 'vitest';
import { resolveUrl } from '../../../core/routing/url-resolution.ts';

const siteSlugs: ReadonlySet<string> = new Set(['events', 'brand-portal']);

describe('resolveUrl (public-site §2 URL resolution)', () => {
  it.each([
    ['/', null, null, 'home', 'home', []],
    ['', null, null, 'home', 'home', []],
    ['/en', 'en', null, 'home', 'home', []],
    ['/de-ch/', 'de-ch', null, 'home', 'home', []],
    ['/de-ch/company', 'de-ch', null, 'company', 'home', ['company']],
    ['/de-ch/company/history', 'de-ch', null, 'history', 'company', ['company', 'history']],
    ['/en/about/company/history', 'en', null, 'history', 'company', ['about', 'company', 'history']],
    ['/fr/events', 'fr', 'events', 'home', 'home', []],
    ['/es/events/internal-2025', 'es', 'events', 'internal-2025', 'home', ['internal-2025']],
    [
      '/de-ch/events/internal-2025/internal-productronica',
      'de-ch',
      'events',
      'internal-productronica',
      'internal-2025',
      ['internal-2025', 'internal-productronica'],
    ],
    ['/events/company', null, 'events', 'company', 'home', ['company']],
    ['/company', null, null, 'company', 'home', ['company']],
    ['/de/company', null, null, 'company', 'de', ['de', 'company']],
    ['/de-CH/company', null, null, 'company', 'de-CH', ['de-CH', 'company']],
    ['/en/unknown-site/company', 'en', null, 'company', 'unknown-site', ['unknown-site', 'company']],
    ['/en/company/events', 'en', null, 'events', 'company', ['company', 'events']],
    ['//en///company//', 'en', null, 'company', 'home', ['company']],
  ])(
    '%s → locale %s, site %s, page %s, parent %s',
    (pathname, localeSegment, siteSlug, pageSlug, parentSlug, segments) => {
      expect(resolveUrl({ pathname, siteSlugs })).toEqual({
        localeSegment,
        siteSlug,
        pageSlug,
        parentSlug,
        segments,
      });
    },
  );

  it.each([
    ['/de-ch/%C3%BCber-uns', 'über-uns'],
    ['/en/a%20b', 'a b'],
    ['/en/100%', '100%'],
  ])('decodes percent-encoding in %s', (pathname, pageSlug) => {
    expect(resolveUrl({ pathname, siteSlugs }).pageSlug).toBe(pageSlug);
  });

  it('ignores a query string and hash left on the path', () => {
    expect(resolveUrl({ pathname: '/en/company?testing=true#team', siteSlugs }).pageSlug).toBe('company');
  });
});
