import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/model/locale.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import type { PageUrlFacts } from '../../../plugins/seo/load.ts';
import { sitemapFiles, sitemapGroups, sitemapIndexXml } from '../../../plugins/seo/sitemap.ts';

const locale = (urlCode: string, country: string): Locale => {
  const [language, region] = urlCode.split('-');
  return {
    code: region ? `${language}-${region.toUpperCase()}` : urlCode,
    urlCode,
    sisCode: 'en-US',
    isInternational: country === 'ALL',
    language: language as Locale['language'],
    country,
    measurementSystem: 'Metric',
  };
};
const site = {
  cms: { id: 'main', slug: null, domains: [{ hostName: 'www.machinery-group.test', slug: null }] },
  locales: [locale('en', 'ALL'), locale('de-ch', 'CH'), locale('de-de', 'DE')],
} as unknown as ResolvedSite;
const system = {
  languages: new Map([['de', { languageCode: 'de', defaultCountry: 'DE', displayNames: [] }]]),
  sites: [],
} as unknown as SystemIndex;
const origin = 'https://www.machinery-group.test';

const page = (localeCode: string, path: string, extra: Partial<ManifestPage> = {}): ManifestPage => ({
  locale: localeCode,
  path,
  file: path ? `${localeCode}/${path}/index.html` : `${localeCode}/index.html`,
  hash: 'h',
  ...extra,
});
const pages = [
  ...['en', 'de-ch', 'de-de'].flatMap((code) => [page(code, ''), page(code, 'company')]),
  page('en', '404', { file: 'en/404.html' }),
  page('de-ch', 'mykomax'),
  page('de-ch', 'internal', { id: 'p-internal' }),
  page('de-ch', 'wire-harness', { id: 'p-harness' }),
  page('de-de', 'wire-harness', { id: 'p-harness' }),
];
const pageFacts = new Map<string, PageUrlFacts>([
  ['de:p-internal', { protected: true, canonicalUrl: null, alternateVersions: [] }],
  [
    'de:p-harness',
    { protected: false, canonicalUrl: 'https://www.example.com/wire-harness', alternateVersions: [] },
  ],
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});

describe('sitemapGroups (sitemaps)', () => {
  const groups = sitemapGroups({ site, system, pages, origin, exclude: ['mykomax'], pageFacts });

  it('groups the built pages by language, leaving out 404 pages, excluded paths, gates and pages canonical elsewhere', () => {
    expect(groups.map((group) => group.name)).toEqual(['en', 'de']);
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.loc))).toEqual([
      `${origin}/en`,
      `${origin}/en/company`,
      `${origin}/de-ch`,
      `${origin}/de-ch/company`,
      `${origin}/de-de`,
      `${origin}/de-de/company`,
    ]);
  });

  it('leaves out an unlisted page (a URL not to be published), whatever its CMS page says', () => {
    const withToken = [...pages, page('en', 'x7k2m9q4', { id: 'p-token', unlisted: true })];
    const locs = sitemapGroups({ site, system, pages: withToken, origin, exclude: [], pageFacts })
      .flatMap((group) => group.entries)
      .flatMap((entry) => [entry.loc, ...entry.alternates.map((alternate) => alternate.href)]);
    expect(locs).toContain(`${origin}/en/company`);
    expect(locs.filter((loc) => loc.includes('x7k2m9q4'))).toEqual([]);
  });

  it('gives each URL the hreflang alternates its page lists, itself among them', () => {
    const deCh = groups[1]!.entries.find((entry) => entry.loc === `${origin}/de-ch/company`)!;
    expect(deCh.alternates).toEqual([
      { hreflang: 'de-CH', href: `${origin}/de-ch/company` },
      { hreflang: 'en', href: `${origin}/en/company` },
      { hreflang: 'de', href: `${origin}/de-de/company` },
      { hreflang: 'x-default', href: `${origin}/en/company` },
    ]);
  });
});

describe('sitemapFiles', () => {
  const many = {
    name: 'en',
    entries: Array.from({ length: 7 }, (_, index) => ({
      loc: `${origin}/en/page-${index}?a=1&b=2`,
      alternates: [{ hreflang: 'en', href: `${origin}/en/page-${index}` }],
    })),
  };

  it('writes one file per group while it fits, as well-formed XML with escaped URLs', () => {
    const files = [...sitemapFiles({ groups: [many], limits: { urls: 50_000, bytes: 50 * 1024 * 1024 } })];
    expect(files.map((file) => file.file)).toEqual(['sitemap-en.xml']);
    expect(XMLValidator.validate(files[0]!.xml)).toBe(true);
    const urlset = parser.parse(files[0]!.xml).urlset;
    expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(urlset.url[0].loc).toBe(`${origin}/en/page-0?a=1&b=2`);
    expect(urlset.url[0]['xhtml:link'][0]).toEqual({
      rel: 'alternate',
      hreflang: 'en',
      href: `${origin}/en/page-0`,
    });
  });

  it('splits a group at the URL limit, keeping every URL once and in order', () => {
    const files = [...sitemapFiles({ groups: [many], limits: { urls: 3, bytes: 50 * 1024 * 1024 } })];
    expect(files.map((file) => file.file)).toEqual([
      'sitemap-en-1.xml',
      'sitemap-en-2.xml',
      'sitemap-en-3.xml',
    ]);
    const locs = files.flatMap((file) =>
      parser.parse(file.xml).urlset.url.map((url: { loc: string }) => url.loc),
    );
    expect(locs).toEqual(many.entries.map((entry) => entry.loc));
    expect(files.map((file) => parser.parse(file.xml).urlset.url.length)).toEqual([3, 3, 1]);
  });

  it('splits a group at the byte limit', () => {
    const bytes = 700;
    const files = [...sitemapFiles({ groups: [many], limits: { urls: 50_000, bytes } })];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(bytes);
  });

  it('refuses an entry that no sitemap could hold', () => {
    expect(() => [...sitemapFiles({ groups: [many], limits: { urls: 10, bytes: 200 } })]).toThrow(RangeError);
  });
});

describe('sitemapIndexXml', () => {
  it('lists the sitemaps by absolute URL', () => {
    const xml = sitemapIndexXml([`${origin}/sitemap-en.xml`, `${origin}/sitemap-de.xml`]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const index = parser.parse(xml).sitemapindex;
    expect(index.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${origin}/sitemap-en.xml`,
      `${origin}/sitemap-de.xml`,
    ]);
  });
});
