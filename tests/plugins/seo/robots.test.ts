import { describe, expect, it } from 'vitest';
import type { Site } from '../../../core/model/system-data.ts';
import type { ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import { robotsTxt, siteRootUrl, slugSitesOnHost } from '../../../plugins/seo/robots.ts';

const mainHosts = ['www.machinery-group.test', 'localhost'];
const cms = (id: string, slug: string | null, domains: Site['domains'], redirectHost: string | null = null) =>
  ({ id, slug, domains, redirectHost }) as Site;
const main = cms(
  'main',
  null,
  mainHosts.map((hostName) => ({ hostName, slug: null })),
);
const events = cms(
  'events',
  'events',
  mainHosts.map((hostName) => ({ hostName, slug: 'events' })),
);
const shop = cms(
  'shop',
  'shop',
  [{ hostName: 'www.machinery-group.test', slug: 'shop' }],
  'https://shop.test',
);
const cabinet = cms('cabinet', 'cabinet', [{ hostName: 'cabinet.machinery-group.test', slug: null }]);
const system = { sites: [main, events, shop, cabinet] } as unknown as SystemIndex;
const resolved = (site: Site) => ({ cms: site }) as ResolvedSite;

describe('robots.txt', () => {
  it('allows crawling but the APIs and build files and names the sitemap indexes', () => {
    expect(
      robotsTxt({
        disallow: ['/api/', '/_build/'],
        sitemaps: [
          'https://www.machinery-group.test/sitemap.xml',
          'https://www.machinery-group.test/events/sitemap.xml',
        ],
      }),
    ).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /_build/',
        '',
        'Sitemap: https://www.machinery-group.test/sitemap.xml',
        'Sitemap: https://www.machinery-group.test/events/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it("names, on the main site's host, the sites reached there by slug (not the redirect site, not own hosts)", () => {
    expect(slugSitesOnHost(resolved(main), system).map((site) => site.id)).toEqual(['events']);
    expect(slugSitesOnHost(resolved(events), system)).toEqual([]);
    expect(slugSitesOnHost(resolved(cabinet), system)).toEqual([]);
  });

  it('places root files at the root of the host, or below the slug for slug sites', () => {
    const origin = 'https://www.machinery-group.test';
    expect(siteRootUrl({ site: main, origin, file: 'sitemap.xml' })).toBe(`${origin}/sitemap.xml`);
    expect(siteRootUrl({ site: events, origin, file: 'sitemap.xml' })).toBe(`${origin}/events/sitemap.xml`);
    expect(
      siteRootUrl({ site: cabinet, origin: 'https://cabinet.machinery-group.test', file: 'robots.txt' }),
    ).toBe('https://cabinet.machinery-group.test/robots.txt');
  });
});
