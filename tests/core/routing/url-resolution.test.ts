import { describe, expect, it } from 'vitest';
import { resolveSegments, resolveUrl } from '../../../core/routing/url-resolution.ts';

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
    ['/de-CH/company', 'de-CH', null, 'company', 'home', ['company']],
    ['/DE/company', null, null, 'company', 'DE', ['DE', 'company']],
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
        rawSegments: segments,
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

  it('keeps the page segments as sent beside the decoded ones', () => {
    const resolved = resolveUrl({ pathname: '/de-ch/events/%C3%BCber-uns/100%', siteSlugs });
    expect(resolved.rawSegments).toEqual(['%C3%BCber-uns', '100%']);
    expect(resolved.segments).toEqual(['über-uns', '100%']);
  });

  it('ignores a query string and hash left on the path', () => {
    expect(resolveUrl({ pathname: '/en/company?testing=true#team', siteSlugs }).pageSlug).toBe('company');
  });
});

describe('resolveSegments (public-site §2 URL resolution of raw segments)', () => {
  it('reads a locale in any case, as written, and asks the site-slug rule about the next segment', () => {
    const asked: string[] = [];
    const rule = {
      has: (segment: string) => {
        asked.push(segment);
        return segment === 'events';
      },
    };
    expect(resolveSegments({ segments: ['DE-ch', 'events', 'a#b'], siteSlugs: rule })).toEqual({
      localeSegment: 'DE-ch',
      siteSlug: 'events',
      pageSlug: 'a#b',
      parentSlug: 'home',
      segments: ['a#b'],
      rawSegments: ['a#b'],
    });
    expect(asked).toEqual(['events']);
  });

  it('does not read a percent-encoded segment as a locale or slug', () => {
    const resolved = resolveSegments({ segments: ['%65n', '%65vents'], siteSlugs });
    expect(resolved.localeSegment).toBeNull();
    expect(resolved.siteSlug).toBeNull();
    expect(resolved.segments).toEqual(['en', 'events']);
  });
});
