import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../core/pipeline/build.ts';
import { buildDemo, DEMO_SUBSET } from '../helpers/build-demo.ts';

let out: string;
let result: BuildResult;

async function page(file: string): Promise<CheerioAPI> {
  return load(await readFile(path.join(out, file), 'utf8'));
}

beforeAll(async () => {
  ({ out, result } = await buildDemo(DEMO_SUBSET));
});

describe('building the demo sites against the sandbox content service', () => {
  it('writes one tree per site with the latest-build file and the manifest named by build id', async () => {
    expect(result.sites.map((site) => site.technicalName).sort()).toEqual(
      ['cabinet_building', 'events_north_america', 'machinery_group', 'partner_shop', 'productronica'].sort(),
    );
    const latest = JSON.parse(await readFile(path.join(out, 'machinery_group/_build/latest.json'), 'utf8'));
    expect(latest.buildId).toBe(result.buildId);
    const manifest = JSON.parse(
      await readFile(path.join(out, `machinery_group/_build/${result.buildId}.json`), 'utf8'),
    );
    expect(manifest.pages.some((entry: { file: string }) => entry.file === 'de-ch/index.html')).toBe(true);
  });

  it('renders the main site home in English with layout, title, canonical and hreflang', async () => {
    const $ = await page('machinery_group/en/index.html');
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('class')).toMatch(/theme-/);
    // The home page is titled with the site's name: the brand suffix would repeat it.
    expect($('title').text()).toBe('Machinery Group');
    expect((await page('machinery_group/en/company/index.html'))('title').text()).toBe(
      'Company | Machinery Group',
    );
    expect($('link[rel=canonical]').attr('href')).toBe('https://www.machinery-group.test/en');
    expect($('link[rel=alternate][hreflang=x-default]').attr('href')).toBe(
      'https://www.machinery-group.test/en',
    );
    expect($('link[rel=alternate][hreflang=de]').length).toBe(1);
    expect($('header nav a').length).toBeGreaterThan(3);
    expect($('footer').text().length).toBeGreaterThan(10);
    expect($('main h1').text().length).toBeGreaterThan(0);
  });

  it('renders a language-country locale with translated content and localized links', async () => {
    const $ = await page('machinery_group/de-ch/index.html');
    expect($('html').attr('lang')).toBe('de-CH');
    const hrefs = $('header nav a[data-sf-link="route"]')
      .map((_, element) => $(element).attr('href'))
      .get();
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/de-ch')).toBe(true);
  });

  it('filters navigation by country and hides hidden items and hidden sub-items', async () => {
    const swiss = await page('machinery_group/de-ch/index.html');
    const american = await page('machinery_group/en-us/index.html');
    expect(swiss('header nav a[href="/de-ch/careers/apprenticeships"]').length).toBe(1);
    expect(american('header nav a[href="/en-us/careers/apprenticeships"]').length).toBe(0);
    expect(american('header nav a[href="/en-us/preview"]').length).toBe(0);
    expect(american('header nav a[href^="/en-us/solutions/"]').length).toBe(0);
    expect(american('header nav a[href="/en-us/solutions"]').length).toBe(1);
  });

  it('prefixes slug-site links with the locale and the site slug', async () => {
    const $ = await page('productronica/en/index.html');
    const hrefs = $('header nav a[data-sf-link="route"]')
      .map((_, element) => $(element).attr('href'))
      .get();
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/en/productronica')).toBe(true);
  });

  it('applies the per-site locale tweaks', async () => {
    const exists = (file: string) =>
      stat(path.join(out, file)).then(
        () => true,
        () => false,
      );
    expect(await exists('events_north_america/es/index.html')).toBe(true);
    expect(await exists('events_north_america/de-ch/index.html')).toBe(false);
    expect(await exists('cabinet_building/en/index.html')).toBe(false);
    expect(await exists('cabinet_building/de-ch/index.html')).toBe(true);
    expect(await exists('partner_shop/en/index.html')).toBe(false);
  });

  it("gives a site without an en locale an x-default alternate: its default locale's page", async () => {
    const xDefaults = await Promise.all(
      ['de-ch', 'fr-ch'].map(async (locale) =>
        (await page(`cabinet_building/${locale}/company/index.html`))(
          'link[rel=alternate][hreflang=x-default]',
        )
          .map((_, link) => link.attribs.href)
          .get(),
      ),
    );
    // One x-default, the same on every page of the path, a page in one of the site's own locales.
    expect(xDefaults[0]).toHaveLength(1);
    expect(xDefaults[0]![0]).toMatch(
      /^https:\/\/cabinet-building\.machinery-group\.test\/[a-z]{2}-[a-z]{2}\/company$/,
    );
    expect(xDefaults[1]).toEqual(xDefaults[0]);
  });

  it('gives breadcrumbs home first and the current page last', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(out, `machinery_group/_build/${result.buildId}.json`), 'utf8'),
    );
    // A CMS page two levels down (capability pages sit two levels down with a trail of two).
    const nested = manifest.pages.find(
      (entry: { file: string; id?: string }) =>
        entry.id?.startsWith('page-') && /^en\/[^/]+\/[^/]+\/index\.html$/.test(entry.file),
    );
    expect(nested).toBeDefined();
    const $ = await page(`machinery_group/${nested.file}`);
    const items = $('nav ol li');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.first().find('a').attr('href')).toBe('/en');
    expect(items.last().find('a').length).toBe(0);
    expect(
      items.last().find('[aria-current="page"]').length + (items.last().is('[aria-current="page"]') ? 1 : 0),
    ).toBe(1);
  });

  it('localizes site-relative links in rich text', async () => {
    const $ = await page('productronica/de-ch/index.html');
    const hrefs = $('.sf-rich-text a[href^="/"]')
      .map((_, element) => $(element).attr('href'))
      .get();
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/de-ch/productronica')).toBe(true);
  });

  it('never lets script from rich text through', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(out, `machinery_group/_build/${result.buildId}.json`), 'utf8'),
    );
    for (const entry of manifest.pages.filter((item: { locale: string }) => item.locale === 'en')) {
      const html = await readFile(path.join(out, 'machinery_group', entry.file), 'utf8');
      expect(html).not.toMatch(/<script>alert/);
    }
  });

  it('writes the not-found and error pages per locale', async () => {
    const notFound = await readFile(path.join(out, 'machinery_group/de-ch/404.html'), 'utf8');
    expect(notFound).toContain('__SITEFLEET_NOT_FOUND_PATH__');
    const $ = await page('machinery_group/en/500.html');
    expect($('main').text()).toContain('Sorry, something went wrong');
    expect($('main a[href="/"]').length).toBeGreaterThan(0);
  });

  it('links the site stylesheet on every page and a plugin’s own stylesheet only on its pages', async () => {
    const assets = JSON.parse(await readFile(path.join(out, '_assets/client-manifest.json'), 'utf8'));
    const stylesheets = ($: CheerioAPI) =>
      $('link[rel=stylesheet]')
        .map((_, element) => $(element).attr('href'))
        .get();
    expect(stylesheets(await page('machinery_group/en/index.html'))).toEqual(assets.styles);
    expect(
      stylesheets(await page('machinery_group/en/products/wire-processing/crimping/alpha-550/index.html')),
    ).toEqual([...assets.styles, ...assets.pageStyles['sitefleet:catalogue']]);
    // What a plugin shows on every page stays in the site's: the header search box (an island the
    // browser renders over the plain form), not the search screen's rules.
    const site = (
      await Promise.all(assets.styles.map((url: string) => readFile(path.join(out, url), 'utf8')))
    ).join('');
    expect(site).toContain('.sf-search-box{');
    expect(site).toMatch(/\[data-island=("?)search-box\1\]/);
    expect(site).not.toContain('.sf-search__results');
    expect(site).not.toContain('.sf-catalogue{');
  });

  it('styles every class a page uses: a class only a plugin’s own stylesheet defines is on its pages alone', async () => {
    const classesOf = async (url: string) => {
      const css = await readFile(path.join(out, url), 'utf8');
      return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
    };
    const assets = JSON.parse(await readFile(path.join(out, '_assets/client-manifest.json'), 'utf8'));
    const site = new Set<string>();
    for (const url of assets.styles) for (const name of await classesOf(url)) site.add(name);
    const own = new Map<string, Set<string>>();
    for (const url of Object.values<string[]>(assets.pageStyles).flat()) {
      own.set(url, new Set([...(await classesOf(url))].filter((name) => !site.has(name))));
    }
    expect(own.size).toBeGreaterThan(3);
    const manifest = JSON.parse(
      await readFile(path.join(out, `machinery_group/_build/${result.buildId}.json`), 'utf8'),
    );
    const unstyled: string[] = [];
    for (const entry of manifest.pages.filter((item: { locale: string }) => item.locale === 'en')) {
      const $ = await page(path.join('machinery_group', entry.file));
      const linked = new Set(
        $('link[rel=stylesheet]')
          .map((_, element) => $(element).attr('href'))
          .get(),
      );
      const used = new Set(
        $('[class]')
          .map((_, element) => ($(element).attr('class') ?? '').split(/\s+/))
          .get(),
      );
      for (const [url, names] of own) {
        if (linked.has(url)) continue;
        for (const name of names) if (used.has(name)) unstyled.push(`${entry.file}: .${name} (${url})`);
      }
    }
    expect(unstyled).toEqual([]);
  });
});
