import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { demoPlugins } from '../../../helpers/demo-plugins.ts';
import { get } from '../../../runtime/server/http.ts';

/*
 * Issue 12 "What search engines read", over a built demo of two sites (the main site, and events,
 * reached by its slug on the main site's hosts) in three locales: sitemaps that parse and list only
 * built pages with the alternates their pages list, robots.txt naming them, every listed page with a
 * meta description and Open Graph tags, and the runtime answering the root files on each site's URLs.
 */

const ORIGIN = 'https://www.machinery-group.test';
/** Site tree and URL prefix after the locale of each built site. */
const SITES = [
  { tree: 'machinery_group', slug: null, index: `${ORIGIN}/sitemap.xml` },
  { tree: 'events_north_america', slug: 'events', index: `${ORIGIN}/events/sitemap.xml` },
] as const;

interface SitemapUrl {
  loc: string;
  'xhtml:link'?: { rel: string; hreflang: string; href: string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

let out: string;
let baseUrl: string;
let close: () => Promise<void>;
/** Every URL the sitemaps list, with its alternates, by site. */
const listed = new Map<string, Map<string, SitemapUrl>>();

/** The tree file of a URL of the fleet (`https://…/en/events/company` → `events_north_america/en/company/index.html`). */
function fileOf(url: string): string | null {
  const [locale, ...rest] = new URL(url).pathname.split('/').filter(Boolean);
  for (const site of SITES) {
    if (site.slug ? rest[0] !== site.slug : SITES.some((other) => other.slug && rest[0] === other.slug))
      continue;
    const pagePath = site.slug ? rest.slice(1) : rest;
    return path.join(out, site.tree, locale!, ...pagePath, 'index.html');
  }
  return null;
}

/** Reads a root file the sitemaps name, from the tree of the site whose URL it is. */
async function rootFile(url: string): Promise<string> {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const site = SITES.find((candidate) =>
    candidate.slug ? segments[0] === candidate.slug : segments.length === 1,
  );
  expect(site, `a site serves ${url}`).toBeDefined();
  return readFile(path.join(out, site!.tree, segments.at(-1)!), 'utf8');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['main', 'events'], locale: ['en', 'en-us', 'de-ch'] }));
  for (const site of SITES) {
    const index = parser.parse(await rootFile(site.index)).sitemapindex;
    const urls = new Map<string, SitemapUrl>();
    for (const { loc } of index.sitemap as { loc: string }[]) {
      for (const url of parser.parse(await rootFile(loc)).urlset.url as SitemapUrl[]) urls.set(url.loc, url);
    }
    listed.set(site.tree, urls);
  }
  const context = await createRuntimeContext({ outDir: out, logger: silentLogger(), endpoints: {} });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
  close = server.close;
}, 180_000);

afterAll(async () => {
  await close?.();
});

describe('sitemaps and robots.txt of a built demo', () => {
  it('writes a sitemap index per site whose sitemaps, one per locale group, are well-formed XML', async () => {
    for (const site of SITES) {
      const indexXml = await rootFile(site.index);
      expect(XMLValidator.validate(indexXml)).toBe(true);
      const locs = (parser.parse(indexXml).sitemapindex.sitemap as { loc: string }[]).map(({ loc }) => loc);
      const prefix = site.slug ? `${ORIGIN}/${site.slug}` : ORIGIN;
      expect(locs).toEqual([`${prefix}/sitemap-en.xml`, ...(site.slug ? [] : [`${prefix}/sitemap-de.xml`])]);
      for (const loc of locs) expect(XMLValidator.validate(await rootFile(loc))).toBe(true);
    }
  });

  it('lists only pages that were built, every one of them at its own path, and no 404 or portal page', async () => {
    for (const site of SITES) {
      const urls = [...listed.get(site.tree)!.keys()];
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) {
        expect(await exists(fileOf(url)!), `${url} was built`).toBe(true);
        expect(url).not.toMatch(/\/(404|500|mykomax|callback)(\/|$)/);
      }
    }
    const main = listed.get('machinery_group')!;
    expect(main.has(`${ORIGIN}/en/products`)).toBe(true);
    expect(main.has(`${ORIGIN}/de-ch`)).toBe(true);
    expect(listed.get('events_north_america')!.has(`${ORIGIN}/en-us/events`)).toBe(true);
  });

  it("gives each URL the alternates its page's head lists, itself among them, each pointing at a listed page", async () => {
    for (const site of SITES) {
      const urls = listed.get(site.tree)!;
      for (const [loc, entry] of urls) {
        const alternates = (entry['xhtml:link'] ?? []).map(({ hreflang, href }) => `${hreflang} ${href}`);
        const $ = load(await readFile(fileOf(loc)!, 'utf8'));
        const head = $('link[rel=alternate][hreflang]')
          .toArray()
          .map((link) => `${$(link).attr('hreflang')} ${$(link).attr('href')}`);
        expect(alternates, loc).toEqual(head);
        const hrefs = (entry['xhtml:link'] ?? []).map((link) => link.href);
        expect(hrefs, `${loc} lists itself`).toContain(loc);
        for (const href of hrefs) {
          expect(urls.has(href), `${href} (alternate of ${loc}) is listed`).toBe(true);
          const back = (urls.get(href)!['xhtml:link'] ?? []).map((link) => link.href);
          expect(back, `${href} lists ${loc} back`).toContain(loc);
        }
      }
    }
  });

  it('makes every page list itself, and the en page its country variant en-US', () => {
    const main = listed.get('machinery_group')!;
    const codes = (url: string) => (main.get(url)!['xhtml:link'] ?? []).map((link) => link.hreflang).sort();
    // de-ch is German's only locale here, so it stands for the language: `de`.
    expect(codes(`${ORIGIN}/de-ch/company`)).toEqual(['de', 'en', 'en-US', 'x-default']);
    expect(codes(`${ORIGIN}/en/company`)).toEqual(['de', 'en', 'en-US', 'x-default']);
    expect(codes(`${ORIGIN}/en-us/company`)).toEqual(['de', 'en', 'en-US', 'x-default']);
  });

  it('names the sitemap index in robots.txt; the main host also names the slug sites on it', async () => {
    const main = await readFile(path.join(out, 'machinery_group/robots.txt'), 'utf8');
    expect(main).toMatch(/^User-agent: \*$/m);
    expect(main).toMatch(/^Disallow: \/api\/$/m);
    expect(main).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(main).toContain(`Sitemap: ${ORIGIN}/events/sitemap.xml\n`);
    const events = await readFile(path.join(out, 'events_north_america/robots.txt'), 'utf8');
    expect(events).toContain(`Sitemap: ${ORIGIN}/events/sitemap.xml\n`);
  });
});

describe('what every listed page tells search engines', () => {
  it('has a meta description of at most 160 characters and Open Graph tags matching its head', async () => {
    for (const site of SITES) {
      for (const loc of listed.get(site.tree)!.keys()) {
        const $ = load(await readFile(fileOf(loc)!, 'utf8'));
        const description = $('meta[name=description]').attr('content') ?? '';
        expect(description.trim().length, `${loc} has a description`).toBeGreaterThan(0);
        expect(Array.from(description).length).toBeLessThanOrEqual(160);
        expect($('meta[property="og:description"]').attr('content')).toBe(description);
        expect($('meta[property="og:title"]').attr('content')).toBe($('title').text());
        expect($('meta[property="og:url"]').attr('content')).toBe($('link[rel=canonical]').attr('href'));
        expect($('meta[property="og:locale"]').attr('content')).toBe(
          $('html').attr('lang')!.replace('-', '_'),
        );
      }
    }
  });

  it('describes a content page by its first sentences and a product page by its own text, with its image', async () => {
    const $ = load(await readFile(path.join(out, 'machinery_group/en/company/index.html'), 'utf8'));
    expect($('meta[name=description]').attr('content')).toMatch(/[.!?]$/);
    const products = load(await readFile(path.join(out, 'machinery_group/en/products/index.html'), 'utf8'));
    expect(products('meta[property="og:image"]').attr('content')).toMatch(/^https?:\/\/.+[?&]w=1200/);
  });
});

describe('the runtime serves the root files', () => {
  const cases = [
    {
      host: 'www.machinery-group.test',
      path: '/robots.txt',
      type: 'text/plain',
      tree: 'machinery_group/robots.txt',
    },
    {
      host: 'www.machinery-group.test',
      path: '/sitemap.xml',
      type: 'application/xml',
      tree: 'machinery_group/sitemap.xml',
    },
    {
      host: 'localhost',
      path: '/sitemap-de.xml',
      type: 'application/xml',
      tree: 'machinery_group/sitemap-de.xml',
    },
    {
      host: 'www.machinery-group.test',
      path: '/events/sitemap.xml',
      type: 'application/xml',
      tree: 'events_north_america/sitemap.xml',
    },
    {
      host: 'www.machinery-group.test',
      path: '/events/sitemap-en.xml',
      type: 'application/xml',
      tree: 'events_north_america/sitemap-en.xml',
    },
  ];
  for (const { host, path: urlPath, type, tree } of cases) {
    it(`answers ${host}${urlPath} with 200 and ${type}`, async () => {
      const answer = await get({ baseUrl, host, path: urlPath });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(`${type}; charset=utf-8`);
      expect(answer.body).toBe(await readFile(path.join(out, tree), 'utf8'));
    });
  }

  it('serves every sitemap the indexes name, at the URL path they name', async () => {
    for (const site of SITES) {
      const index = parser.parse(await rootFile(site.index)).sitemapindex;
      for (const { loc } of index.sitemap as { loc: string }[]) {
        const answer = await get({ baseUrl, host: new URL(loc).host, path: new URL(loc).pathname });
        expect(answer.status, loc).toBe(200);
      }
    }
  });

  it('answers 404 for a root file the site does not have, and never serves build files as root files', async () => {
    expect(
      (await get({ baseUrl, host: 'www.machinery-group.test', path: '/events/robots.txt' })).status,
    ).toBe(200);
    const missing = await get({ baseUrl, host: 'www.machinery-group.test', path: '/sitemap-xx.xml' });
    expect(missing.status).not.toBe(200);
    const traversal = await get({
      baseUrl,
      host: 'www.machinery-group.test',
      path: '/..%2f_build%2flatest.json',
    });
    expect(traversal.status).not.toBe(200);
  });
});

describe('sitemaps across builds', () => {
  const files = [
    'machinery_group/sitemap.xml',
    'machinery_group/sitemap-en.xml',
    'machinery_group/robots.txt',
  ];

  it('keeps the files of a site whose pages did not change (same inode and mtime)', async () => {
    const before = await Promise.all(files.map((file) => stat(path.join(out, file))));
    await buildDemo({ out, site: ['main', 'events'], locale: ['en', 'en-us', 'de-ch'] });
    const after = await Promise.all(files.map((file) => stat(path.join(out, file))));
    expect(after.map((entry) => [entry.ino, entry.mtimeMs])).toEqual(
      before.map((entry) => [entry.ino, entry.mtimeMs]),
    );
  }, 120_000);

  it('writes the same sitemaps from every shard of a build, listing the pages of the other shards too', async () => {
    const options = { site: ['main'], locale: ['en', 'en-us', 'de-ch'], buildId: '20260101T000000Z-5e0000' };
    const first = await buildDemo({ ...options, shard: '1/2' });
    const second = await buildDemo({ ...options, shard: '2/2' });
    for (const file of [
      'machinery_group/sitemap-en.xml',
      'machinery_group/sitemap-de.xml',
      'machinery_group/sitemap.xml',
    ]) {
      const [one, two, whole] = await Promise.all(
        [first.out, second.out, out].map((dir) => readFile(path.join(dir, file), 'utf8')),
      );
      expect(one, file).toBe(two);
      expect(one, file).toBe(whole);
    }
  }, 180_000);
});
