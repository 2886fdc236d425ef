import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../core/logger.ts';
import { LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import type { PageViewEvent } from '../../runtime/client/page-view.ts';
import { RELEASE_EVENT } from '../../runtime/client/release-watch.ts';
import { RELOAD_GUARD_KEY } from '../../runtime/client/reload-guard.ts';
import { createPreviewApp } from '../../runtime/server/app.ts';
import { listen } from '../../runtime/server/listen.ts';
import { ROUTE_PAYLOAD_FORMAT } from '../../runtime/ui/route-payload.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo, DEMO_SUBSET } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';

declare global {
  interface Window {
    /** Set by the test: it survives only as long as the document does (no full page load). */
    __marker?: number;
  }
}

let browser: Browser;
let baseUrl: string;
let outDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { out } = await buildDemo(DEMO_SUBSET);
  outDir = out;
  const { app } = await createPreviewApp({
    outDir: out,
    logger: silentLogger(),
    plugins: await demoPlugins(),
  });
  const server = await listen({ app, port: 0, host: '127.0.0.1' });
  baseUrl = server.url;
  close = () => server.close();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Opens `path` in a fresh context (own cookies and session storage) and waits for the bundle to run. */
async function open(path: string, viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() =>
    window.dataLayer?.some((entry) => (entry as PageViewEvent).event === 'page_view'),
  );
  return page;
}

/** Top-level route links of the header navigation, distinct and other than the current page. */
async function headerRoutes(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header nav > ul > li > a[data-sf-link="route"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const current = new URL(page.url()).pathname;
  return [...new Set(hrefs)].filter((href) => href !== current);
}

/** Adds a visible route link `#sf-test-link` to `href` at the top of the main content. */
async function addRouteLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.id = 'sf-test-link';
    link.href = target;
    link.setAttribute('href', target);
    link.dataset.sfLink = 'route';
    link.textContent = 'Test link';
    document.querySelector('main')?.prepend(link);
  }, href);
}

/** Clicks the first visible link to `href` and waits until its page is shown. */
async function follow(page: Page, href: string): Promise<void> {
  await page.locator(`a[data-sf-link="route"][href="${href}"]:visible`).first().click();
  await page.waitForFunction(
    (path) => location.pathname === path && document.documentElement.dataset.loading === undefined,
    href,
  );
}

/** The stylesheet URLs the server links on the page at `pathname`, in document order. */
async function servedStyles(pathname: string): Promise<string[]> {
  const $ = load(await (await fetch(`${baseUrl}${pathname}`)).text());
  return $('link[rel="stylesheet"]')
    .map((_, link) => $(link).attr('href'))
    .get();
}

async function pageViews(page: Page): Promise<PageViewEvent[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is PageViewEvent => (entry as PageViewEvent).event === 'page_view',
    ),
  );
}

describe('client navigation in Chromium (public-site §2, §4)', () => {
  it('clicks through three pages without a full reload, each with its own heading, title and page view', async () => {
    const page = await open('/en');
    await page.evaluate(() => {
      window.__marker = 1;
    });
    const routes = (await headerRoutes(page)).slice(0, 3);
    expect(routes).toHaveLength(3);
    const headings = [await page.locator('main h1').first().textContent()];
    const pageStyles = new Set(await servedStyles('/en'));
    for (const href of routes) {
      await follow(page, href);
      // The page's own stylesheets in the served order (the cascade), none left of the pages before it;
      // the lazy island chunks' stylesheets are no page's.
      const served = await servedStyles(href);
      for (const url of served) pageStyles.add(url);
      const linked = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      );
      expect(linked.filter((url) => url !== null && pageStyles.has(url))).toEqual(served);
      const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(0);
      expect(headings).not.toContain(heading);
      headings.push(heading);
      expect(await page.title()).toContain(heading);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${href}$`),
      );
      expect(await page.evaluate(() => window.__marker)).toBe(1);
    }
    const views = await pageViews(page);
    expect(views.map((view) => view.page_path)).toEqual(['/en', ...routes]);
    expect(views.at(-1)?.page_title).toBe(await page.title());
    // One document all along: the browser recorded a single navigation.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.context().close();
  });

  it('brings a product page’s own stylesheet along when it swaps one in, and leaves it behind on the way back', async () => {
    const product = '/en/products/wire-processing/crimping/alpha-550';
    const [site, catalogue] = await servedStyles(product);
    expect(catalogue).toBeDefined();
    expect(await servedStyles('/en')).toEqual([site]);
    const page = await open('/en');
    await page.evaluate(() => {
      window.__marker = 1;
    });
    await addRouteLink(page, product);
    await follow(page, product);
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    const linked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      );
    expect((await linked()).filter((url) => url === site || url === catalogue)).toEqual([site, catalogue]);
    // The catalogue's rules apply: its product page lays out as a grid, as when loaded whole.
    expect(
      await page
        .locator('main .sf-catalogue')
        .first()
        .evaluate((element) => getComputedStyle(element).display),
    ).toBe('grid');
    await page.goBack();
    await page.waitForFunction(
      () => location.pathname === '/en' && document.documentElement.dataset.loading === undefined,
    );
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    expect(await linked()).not.toContain(catalogue);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.context().close();
  });

  it('goes back to the previous page and finds its scroll position restored', async () => {
    const page = await open('/en', { width: 1280, height: 400 });
    await page.evaluate(() => {
      window.__marker = 1;
    });
    const [first] = await headerRoutes(page);
    await follow(page, first!);
    // Scrolled down to where a route link shows (pages with a hero image have none in the first 300 px).
    const target = await page.evaluate((current) => {
      const tops = [...document.querySelectorAll('a[data-sf-link="route"]')]
        .filter((link) => link.getAttribute('href') !== current && link.getBoundingClientRect().height > 0)
        .map((link) => link.getBoundingClientRect().top + window.scrollY);
      const below = tops.find((top) => top > 250) ?? 300;
      const y = Math.round(Math.min(below - 150, document.documentElement.scrollHeight - window.innerHeight));
      window.scrollTo(0, y);
      return y;
    }, first!);
    expect(target).toBeGreaterThan(100);
    await page.waitForFunction((y) => window.scrollY === y, target);

    // The visitor clicks a link they see where they scrolled to (a locator would scroll to its first match).
    const second = await page.evaluate((current) => {
      const links = [...document.querySelectorAll('a[data-sf-link="route"]')];
      for (const link of links) {
        const box = link.getBoundingClientRect();
        const onScreen = box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        const href = link.getAttribute('href')!;
        if (onScreen && href !== current)
          return { href, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }
      return null;
    }, first!);
    expect(second).not.toBeNull();
    await page.mouse.click(second!.x, second!.y);
    await page.waitForFunction(
      (path) => location.pathname === path && document.documentElement.dataset.loading === undefined,
      second!.href,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForFunction(({ path, y }) => location.pathname === path && window.scrollY === y, {
      path: first!,
      y: target,
    });
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    expect((await pageViews(page)).map((view) => view.page_path)).toEqual([
      '/en',
      first,
      second!.href,
      first,
    ]);
    await page.context().close();
  });

  it('finishes a navigation to a link whose hash is a malformed escape (#100%)', async () => {
    const page = await open('/en');
    await page.evaluate(() => {
      window.__marker = 1;
    });
    await addRouteLink(page, '/en/company#100%');
    await page.locator('#sf-test-link').click();
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as PageViewEvent).page_path === '/en/company'),
    );
    expect(await page.evaluate(() => window.__marker)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.loading)).toBeUndefined();
    await page.context().close();
  });

  it('loads the customer area fully, so no tag script of a public page runs there (docs/security.md rule 4)', async () => {
    const page = await open('/en');
    expect(await page.locator('script[data-sf-tag]').count()).toBe(3);
    await page.evaluate(() => {
      window.__marker = 1;
    });
    await addRouteLink(page, '/en/mykomax');
    await Promise.all([page.waitForURL(`${baseUrl}/en/mykomax`), page.locator('#sf-test-link').click()]);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.__marker)).toBeUndefined();
    expect(await page.locator('script[data-sf-tag]').count()).toBe(0);
    await page.context().close();
  });

  it('leaves out the tag scripts with ?testing=true, on this and later pages', async () => {
    const page = await open('/en');
    expect(await page.locator('script[data-sf-tag]').count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/en?testing=true`);
    expect(await page.locator('script[data-sf-tag]').count()).toBe(0);
    const [next] = await headerRoutes(page);
    await follow(page, next!);
    expect(await page.locator('script[data-sf-tag]').count()).toBe(0);
    // A full load of a later page: the testing cookie keeps the tags out.
    await page.goto(`${baseUrl}${next}`);
    expect(await page.locator('script[data-sf-tag]').count()).toBe(0);
    await page.context().close();
  });

  it('hydrates the mobile menu island on its first click, which opens and closes the navigation on a small screen', async () => {
    const page = await open('/en', { width: 375, height: 740 });
    const toggle = page.locator('header .sf-menu-toggle');
    const expanded = (value: boolean) => page.locator(`header .sf-menu-toggle[aria-expanded="${value}"]`);
    const navigation = page.locator('header nav.sf-header__nav');
    // It hydrates on the visitor's first interaction, not with the page; that first click is not lost.
    expect(await page.locator('[data-island="menu-toggle"][data-hydrated]').count()).toBe(0);
    expect(await navigation.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-label')).toBe('Open menu');

    await toggle.click();
    await expanded(true).waitFor();
    await navigation.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-label')).toBe('Close menu');

    await page.keyboard.press('Escape');
    await expanded(false).waitFor();
    await navigation.waitFor({ state: 'hidden' });

    // A page swapped in client-side brings its own header: its island hydrates too.
    await toggle.click();
    await navigation.waitFor({ state: 'visible' });
    const [href] = await headerRoutes(page);
    await follow(page, href!);
    expect(await navigation.isVisible()).toBe(false);
    await toggle.click();
    await navigation.waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('reloads once when a script chunk fails to load, and not again within 10 s (public-site §4, §8)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The island's chunk is gone, as after a release removed the old hashed files (the comparison
    // hydrates as the page loads; the header's islands would wait for an interaction).
    await page.route(/\/_assets\/chunks\/Comparison-[\w-]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    const refused = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('not reloading'),
    });
    await page.goto(`${baseUrl}/en/products/compare`);
    await refused;
    // The refusal can be logged before the reloaded page's load event arrives here.
    await expect.poll(() => loads).toBe(2);
    await context.close();
  });

  it('gives the click back to the server markup when an interaction island cannot load', async () => {
    const page = await open('/en/company');
    await page.route(/\/_assets\/chunks\/SearchBox-[\w-]+\.js$/, (route) => route.abort());
    // The one reload a failed chunk may cause was spent a moment ago: this failure is not followed by one.
    await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), RELOAD_GUARD_KEY);
    // The header's search form is a client island hydrating on interaction; its plain form submits.
    await page.locator('header .sf-header-form__submit').click();
    await page.waitForURL(`${baseUrl}/en/search?q=`);
    await page.context().close();
  });

  it('loads the next page fully once the latest-build file names a newer build (public-site §4)', async () => {
    const page = await open('/en');
    await page.evaluate(() => {
      window.__marker = 1;
    });
    const [first, second] = await headerRoutes(page);
    await follow(page, first!);
    expect(await page.evaluate(() => window.__marker)).toBe(1);

    const main = (await readBuiltSites(outDir)).find(({ manifest }) => manifest.site.key === 'main')!;
    const latestFile = path.join(main.dir, LATEST_BUILD_FILE);
    const latest = await readFile(latestFile, 'utf8');
    try {
      await writeFile(
        latestFile,
        JSON.stringify({ buildId: 'a-newer-build', builtAt: new Date().toISOString() }),
      );
      const found = page.evaluate(
        (type) =>
          new Promise<unknown>((resolve) =>
            window.addEventListener(type, (event) => resolve((event as CustomEvent).detail), { once: true }),
          ),
        RELEASE_EVENT,
      );
      // The visitor comes back to the tab: the latest-build file is polled.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(await found).toMatchObject({ buildId: 'a-newer-build' });
      await Promise.all([page.waitForEvent('load'), page.locator(`header a[href="${second}"]`).click()]);
      expect(new URL(page.url()).pathname).toBe(second);
      expect(await page.evaluate(() => window.__marker)).toBeUndefined();
    } finally {
      await writeFile(latestFile, latest);
    }
    await page.context().close();
  });

  it("fetches the locale's route rules from the build manifest about a second after start (public-site §7)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    const rules = page.waitForResponse((response) =>
      /\/_build\/main\/[\w-]+\.de-ch\.json$/.test(response.url()),
    );
    await page.goto(`${baseUrl}/de-ch`);
    const response = await rules;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { locale: string; pages: string[] };
    expect(answer.locale).toBe('de-ch');
    expect(answer.pages).toContain('/de-ch');
    await context.close();
  });

  it('shows a prerendered page from its route payload, not its HTML, once the route rules are in (public-site §7)', async () => {
    const page = await (await browser.newContext()).newPage();
    const rules = page.waitForResponse((response) =>
      /\/_build\/main\/[\w-]+\.de-ch\.json$/.test(response.url()),
    );
    await page.goto(`${baseUrl}/de-ch`);
    const { pages } = (await (await rules).json()) as { pages: string[] };
    // A public page (the customer area and its callback are loaded whole) no link of this one names, so
    // nothing prefetched its HTML before the rules came in.
    const linked = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const href = pages.find(
      (candidate) =>
        candidate.startsWith('/de-ch/') && !/callback|mykomax/.test(candidate) && !linked.includes(candidate),
    )!;
    const header = await page.evaluateHandle(() => document.querySelector('header'));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await addRouteLink(page, href);
    await follow(page, href);

    expect(requested).toContain(`${href}/_payload.json`);
    expect(requested).not.toContain(href);
    // Header and footer stay the same elements; main, title, canonical and alternates are the page's.
    expect(await header.evaluate((element) => element === document.querySelector('header'))).toBe(true);
    const html = await (await fetch(`${baseUrl}${href}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(await page.title()).toBe(title?.replaceAll('&amp;', '&'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${href}$`));
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(
      html.match(/rel="alternate" hrefLang=|rel="alternate" hreflang=/gi)?.length ?? 0,
    );
    expect(await page.locator('main h1').first().textContent()).toBe(
      /<main[\s\S]*?<h1[^>]*>([^<]*)</.exec(html)?.[1],
    );
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.context().close();
  });

  it('answers a route payload with the page main and the visitor measurement system, 404 where there is none', async () => {
    const answer = await fetch(`${baseUrl}/en/_payload.json`, {
      headers: { cookie: 'sf_ms=Imperial' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const payload = (await answer.json()) as Record<string, unknown>;
    expect(payload).toMatchObject({
      format: ROUTE_PAYLOAD_FORMAT,
      lang: 'en',
      measurementSystem: 'Imperial',
    });
    expect(String(payload.content)).toMatch(/^<main id="content"/);
    expect(Array.isArray(payload.tags)).toBe(true);
    expect((await fetch(`${baseUrl}/en/no-such-page/_payload.json`)).status).toBe(404);
  });

  it('skips the route rules on a very slow connection', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g', saveData: false } });
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/de-ch`);
    await page.waitForTimeout(2_000);
    expect(requested.filter((pathname) => /\.de-ch\.json$/.test(pathname))).toEqual([]);
    await context.close();
  });

  it('hides the toggle and shows the navigation on a large screen', async () => {
    const page = await open('/en');
    expect(await page.locator('header .sf-menu-toggle').isVisible()).toBe(false);
    expect(await page.locator('header nav.sf-header__nav').isVisible()).toBe(true);
    await page.context().close();
  });
});
