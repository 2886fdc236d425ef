import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/model/locale.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { EmitContext, ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import seoPlugin from '../../../plugins/seo/index.ts';
import type { SeoData } from '../../../plugins/seo/load.ts';
import { optionsSchema } from '../../../plugins/seo/options.ts';

/*
 * The sitemaps protocol's two limits per file, 50,000 URLs and 50 MB uncompressed, as the seo plugin
 * writes a site's sitemaps: a locale group too large for one file is split, and the sitemap index
 * lists every part.
 */

const origin = 'https://www.machinery-group.test';
const locale = (urlCode: string): Locale => ({
  code: urlCode,
  urlCode,
  sisCode: 'en-US',
  isInternational: true,
  language: urlCode as Locale['language'],
  country: 'ALL',
  measurementSystem: 'Metric',
});
const site = {
  cms: { id: 'main', slug: null, domains: [{ hostName: 'www.machinery-group.test', slug: null }] },
  locales: [locale('en'), locale('fr')],
} as unknown as ResolvedSite;
const system = { languages: new Map(), sites: [] } as unknown as SystemIndex;
/** 200 pages per locale, each with two hreflang alternates: ~60 KB of sitemap per locale. */
const pages: ManifestPage[] = ['en', 'fr'].flatMap((code) =>
  Array.from({ length: 200 }, (_, index) => ({
    locale: code,
    path: `products/machine-${index}`,
    file: `${code}/products/machine-${index}/index.html`,
    hash: 'h',
  })),
);

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

/** Runs the plugin's emit with `options`; the files it writes, by name. */
async function emit(options: Parameters<typeof seoPlugin>[0]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const context = {
    site,
    system,
    pages,
    data: { pageFacts: new Map() },
    writeFile: async (file: string, contents: string | Uint8Array) => {
      files.set(file, String(contents));
    },
  } as unknown as EmitContext<SeoData>;
  await seoPlugin(options).emit!(context);
  return files;
}

describe('sitemap limits (sitemaps.org protocol: 50,000 URLs and 50 MB per file)', () => {
  it('keeps each file at most 50,000 URLs and 50 MB by default, in either reading of "MB"', () => {
    const defaults = optionsSchema.parse({});
    expect(defaults.maxUrlsPerSitemap).toBe(50_000);
    expect(defaults.maxBytesPerSitemap).toBeLessThanOrEqual(50_000_000);
    expect(() => optionsSchema.parse({ maxBytesPerSitemap: 50_000_001 })).toThrow();
  });

  it('splits a locale group by size, each part under the limit, and lists every part in the index', async () => {
    const limit = 8192;
    const files = await emit({ maxBytesPerSitemap: limit });
    const index = parser
      .parse(files.get('sitemap.xml')!)
      .sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    const parts = [...files.keys()].filter((file) => /^sitemap-.+\.xml$/.test(file));
    expect(parts.length).toBeGreaterThan(2 * 6);
    expect(parts).toContain('sitemap-en-1.xml');
    expect(parts).toContain('sitemap-fr-1.xml');
    expect(index).toEqual(parts.map((file) => `${origin}/${file}`));
    const listed: string[] = [];
    for (const part of parts) {
      const xml = files.get(part)!;
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limit);
      listed.push(...parser.parse(xml).urlset.url.map((url: { loc: string }) => url.loc));
    }
    // Every page once, none lost at a cut.
    expect(listed.sort()).toEqual(pages.map((page) => `${origin}/${page.locale}/${page.path}`).sort());
  });

  it('splits by count as well, whichever limit comes first', async () => {
    const files = await emit({ maxUrlsPerSitemap: 150 });
    expect([...files.keys()].filter((file) => file.startsWith('sitemap-'))).toEqual([
      'sitemap-en-1.xml',
      'sitemap-en-2.xml',
      'sitemap-fr-1.xml',
      'sitemap-fr-2.xml',
    ]);
  });
});
