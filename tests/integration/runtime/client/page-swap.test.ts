import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as PageSwap from '../../../../runtime/client/page-swap.ts';
import { STYLESHEET_TIMEOUT_MS } from '../../../../runtime/client/page-swap.ts';
import { launchChromium } from '../../../helpers/browser.ts';

declare global {
  interface Window {
    /** runtime/client/page-swap.ts, as the test page runs it. */
    pageSwap: typeof PageSwap;
    /** Links returned by `loadStylesheets` (null: the page must load whole), kept for `dropStylesheets`. */
    kept?: Element[] | null;
    /** Set once the test's `loadStylesheets` call has resolved. */
    loaded?: boolean;
  }
}

const ORIGIN = 'http://sitefleet.test';
const ENTRY = fileURLToPath(new URL('../../../../runtime/client/page-swap.ts', import.meta.url));

/** Each page stylesheet gives the heading its own colour, so the cascade shows which one came last. */
const COLOURS: Record<string, string> = {
  '/_assets/client.css': 'rgb(0, 0, 1)',
  '/_assets/catalogue.css': 'rgb(0, 0, 2)',
  '/_assets/news.css': 'rgb(0, 0, 3)',
};
/** A stylesheet Vite's preload helper appends for a lazy island chunk: no page lists it. */
const LAZY = '/_assets/chunks/Comparison.css';

let browser: Browser;
let script: string;

beforeAll(async () => {
  // The module as the client bundle ships it, in a classic script that exposes its exports.
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: ENTRY, name: 'pageSwap', formats: ['iife'] } },
  });
  const [output] = Array.isArray(built) ? built : [built];
  if (!output || !('output' in output)) throw new Error('Vite returned no bundle of page-swap.ts');
  script = output.output[0].code;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * Opens a page that links `styles` and the lazy chunk's stylesheet after them, served by the test:
 * stylesheets in `held` are answered only once the returned `release` is called with their URL, and
 * `/_assets/missing.css` fails.
 */
async function open(input: { styles: string[]; held?: string[] }): Promise<{
  page: Page;
  release(url: string): void;
}> {
  const releases = new Map<string, () => void>();
  const holds = new Map(
    (input.held ?? []).map((url) => [url, new Promise<void>((resolve) => releases.set(url, resolve))]),
  );
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      const links = [...input.styles, LAZY].map((href) => `<link rel="stylesheet" href="${href}">`);
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><title>t</title>${links.join('')}</head><body><h1>Heading</h1></body></html>`,
      });
    }
    if (pathname === '/_assets/missing.css') return route.abort();
    await holds.get(pathname);
    const colour = COLOURS[pathname];
    const body = colour ? `h1 { color: ${colour}; }` : 'aside {}';
    // A stylesheet still held when the test closes the page has no one left to answer.
    await route.fulfill({ contentType: 'text/css', body }).catch(() => {});
  });
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: script });
  return { page, release: (url) => releases.get(url)?.() };
}

/** The stylesheet URLs the live document links, in document order. */
function linked(page: Page): Promise<string[]> {
  return page.evaluate(() => window.pageSwap.documentStyles(document));
}

function headingColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.querySelector('h1')!).color);
}

/** Starts `loadStylesheets` in the page; `window.loaded` and `window.kept` are set once it resolves. */
function startLoad(page: Page, lists: { from: string[]; to: string[] }): Promise<void> {
  return page.evaluate(({ from, to }) => {
    window.loaded = false;
    void window.pageSwap.loadStylesheets({ current: document, from, to }).then((links) => {
      window.kept = links;
      window.loaded = true;
    });
  }, lists);
}

function drop(page: Page, from: string[]): Promise<void> {
  return page.evaluate((urls) => {
    window.pageSwap.dropStylesheets({ current: document, from: urls, keep: window.kept ?? [] });
  }, from);
}

// Each test opens a fresh Chromium page and serves its stylesheets through the page's routes: the
// timeout leaves room for that beside the test's own waits.
describe('loadStylesheets and dropStylesheets (per-page stylesheets across a swap, in Chromium)', {
  timeout: 30_000,
}, () => {
  it("links the next page's stylesheet after the global one and resolves once it has loaded", async () => {
    const { page, release } = await open({
      styles: ['/_assets/client.css'],
      held: ['/_assets/catalogue.css'],
    });
    await startLoad(page, {
      from: ['/_assets/client.css'],
      to: ['/_assets/client.css', '/_assets/catalogue.css'],
    });
    // Before the lazy chunk's stylesheet, which comes last when the page loads whole.
    expect(await linked(page)).toEqual(['/_assets/client.css', '/_assets/catalogue.css', LAZY]);
    expect(await page.evaluate(() => window.loaded)).toBe(false);
    release('/_assets/catalogue.css');
    await page.waitForFunction(() => window.loaded);
    expect(await headingColour(page)).toBe(COLOURS['/_assets/catalogue.css']);
    expect(await page.evaluate(() => window.kept?.map((link) => link.getAttribute('href')))).toEqual([
      '/_assets/client.css',
      '/_assets/catalogue.css',
    ]);
    await page.close();
  });

  it('puts a stylesheet the next page links first before the current ones, in the served order', async () => {
    const { page } = await open({ styles: ['/_assets/news.css'] });
    await startLoad(page, {
      from: ['/_assets/news.css'],
      to: ['/_assets/client.css', '/_assets/catalogue.css', '/_assets/news.css'],
    });
    await page.waitForFunction(() => window.loaded);
    expect(await linked(page)).toEqual([
      '/_assets/client.css',
      '/_assets/catalogue.css',
      '/_assets/news.css',
      LAZY,
    ]);
    expect(await headingColour(page)).toBe(COLOURS['/_assets/news.css']);
    await page.close();
  });

  it("keeps the current page's stylesheets until the drop, then removes them but not a lazy chunk's", async () => {
    const from = ['/_assets/client.css', '/_assets/catalogue.css'];
    const { page } = await open({ styles: from });
    await startLoad(page, { from, to: ['/_assets/client.css', '/_assets/news.css'] });
    await page.waitForFunction(() => window.loaded);
    // Before the swap the current page still has its own look.
    expect(await linked(page)).toEqual([
      '/_assets/client.css',
      '/_assets/news.css',
      '/_assets/catalogue.css',
      LAZY,
    ]);
    expect(await headingColour(page)).toBe(COLOURS['/_assets/catalogue.css']);
    await drop(page, from);
    expect(await linked(page)).toEqual(['/_assets/client.css', '/_assets/news.css', LAZY]);
    expect(await headingColour(page)).toBe(COLOURS['/_assets/news.css']);
    await page.close();
  });

  it('says the page must load whole when a stylesheet fails, and leaves no link of it behind', async () => {
    const { page } = await open({ styles: ['/_assets/client.css'] });
    const lists = { from: ['/_assets/client.css'], to: ['/_assets/client.css', '/_assets/missing.css'] };
    await startLoad(page, lists);
    await page.waitForFunction(() => window.loaded);
    expect(await page.evaluate(() => window.kept)).toBeNull();
    expect(await linked(page)).toEqual(['/_assets/client.css', LAZY]);
    // The next navigation to such a page asks for the stylesheet afresh, and is told the same.
    await startLoad(page, lists);
    await page.waitForFunction(() => window.loaded);
    expect(await page.evaluate(() => window.kept)).toBeNull();
    await page.close();
  });

  it('gives up on a stylesheet that does not come within the time limit', async () => {
    const { page } = await open({ styles: ['/_assets/client.css'], held: ['/_assets/catalogue.css'] });
    await page.clock.install();
    await startLoad(page, {
      from: ['/_assets/client.css'],
      to: ['/_assets/client.css', '/_assets/catalogue.css'],
    });
    await page.clock.runFor(STYLESHEET_TIMEOUT_MS - 100);
    expect(await page.evaluate(() => window.loaded)).toBe(false);
    await page.clock.runFor(200);
    await page.waitForFunction(() => window.loaded);
    expect(await page.evaluate(() => window.kept)).toBeNull();
    expect(await linked(page)).toEqual(['/_assets/client.css', LAZY]);
    await page.close();
  });

  it('drops the stylesheet of a navigation that another one overtook while it loaded', async () => {
    const from = ['/_assets/client.css'];
    const { page } = await open({ styles: from, held: ['/_assets/catalogue.css'] });
    // The visitor clicks a product, then the news before the catalogue's stylesheet has come.
    await startLoad(page, { from, to: ['/_assets/client.css', '/_assets/catalogue.css'] });
    await startLoad(page, { from, to: ['/_assets/client.css', '/_assets/news.css'] });
    await page.waitForFunction(() => window.loaded);
    await drop(page, from);
    expect(await linked(page)).toEqual(['/_assets/client.css', '/_assets/news.css', LAZY]);
    await page.close();
  });

  it('waits for the link an overtaken navigation inserted instead of linking the stylesheet twice', async () => {
    const from = ['/_assets/client.css'];
    const to = ['/_assets/client.css', '/_assets/catalogue.css'];
    const { page, release } = await open({ styles: from, held: ['/_assets/catalogue.css'] });
    await startLoad(page, { from, to });
    await startLoad(page, { from, to });
    expect(await linked(page)).toEqual([...to, LAZY]);
    expect(await page.evaluate(() => window.loaded)).toBe(false);
    release('/_assets/catalogue.css');
    await page.waitForFunction(() => window.loaded);
    await drop(page, from);
    expect(await linked(page)).toEqual([...to, LAZY]);
    await page.close();
  });
});
