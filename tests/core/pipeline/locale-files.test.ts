import { describe, expect, it } from 'vitest';
import { localeLinks, localeRoutes } from '../../../core/pipeline/locale-files.ts';
import type { BuildManifest, ManifestPage } from '../../../core/pipeline/manifest.ts';
import { localePages } from '../../../core/pipeline/page-links.ts';
import type { ResolvedSite } from '../../../core/pipeline/plugin.ts';

const site = {
  cms: { id: 'wirepro-expo-2024', slug: null, domains: [{ hostName: 'wirepro.test', slug: null }] },
  locales: [],
} as unknown as ResolvedSite;
const page = (path: string, extra: Partial<ManifestPage> = {}): ManifestPage => ({
  locale: 'en',
  path,
  file: path ? `en/${path}/index.html` : 'en/index.html',
  hash: 'h',
  ...extra,
});

describe('localeRoutes (public-site §7 route rules)', () => {
  it('lists the prerendered pages of each locale, leaving out unlisted ones (customer-area §2 {token})', () => {
    const manifest = {
      buildId: '20260101T000000Z-abcdef',
      pages: [
        page(''),
        page('company'),
        page('x7k2m9q4', { unlisted: true }),
        page('404', { file: 'en/404.html' }),
      ],
    } as unknown as BuildManifest;
    const routes = localeRoutes({ site, manifest, locales: new Set(['en']) });
    expect(routes.get('en')).toEqual({
      locale: 'en',
      pages: ['/en', '/en/company'],
    });
  });
});

describe("localeLinks (the link check's links of each written locale)", () => {
  const manifest = {
    buildId: '20260101T000000Z-abcdef',
    pages: [page(''), page('company')],
  } as BuildManifest;
  const data = new Map([
    [
      'en',
      localePages([
        { file: 'en/index.html', bytes: 10, links: ['/en/company'] },
        { file: 'en/company/index.html', bytes: 20, links: ['/en'] },
      ]),
    ],
  ]);
  const fresh = localeLinks({ site, manifest, data });

  it('collects each href with its count and linking pages from the pages tables', () => {
    expect(fresh.slug).toBe('');
    expect(fresh.byLocale.get('en')).toEqual(
      new Map([
        ['/en/company', { count: 1, pages: ['/en'] }],
        ['/en', { count: 1, pages: ['/en/company'] }],
      ]),
    );
  });

  it("takes a previous tree's links for the locales whose pages link as before, under the same slug only", () => {
    const previous = { slug: '', byLocale: new Map([['en', new Map()]]) };
    expect(
      localeLinks({ site, manifest, data, same: { links: previous, locales: new Set(['en']) } }).byLocale.get(
        'en',
      ),
    ).toBe(previous.byLocale.get('en'));
    // Not named as linking as before, or collected under another slug: collected again.
    expect(localeLinks({ site, manifest, data, same: { links: previous, locales: new Set() } })).toEqual(
      fresh,
    );
    const otherSlug = { ...previous, slug: 'expo' };
    expect(
      localeLinks({ site, manifest, data, same: { links: otherSlug, locales: new Set(['en']) } }),
    ).toEqual(fresh);
  });
});
