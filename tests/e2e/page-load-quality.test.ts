import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../core/logger.ts';
import { createPreviewApp } from '../../runtime/server/app.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';

/*
 * What a visitor on a phone notices while a page loads, measured in Chromium: nothing on the page moves
 * when the header's islands render, the browser reports no Content-Security-Policy violation, and a
 * form at the end of a story loads only when the reader scrolls towards it.
 */

/** A phone's viewport (Lighthouse's mobile emulation). */
const PHONE = { width: 412, height: 823 };
/** How long after its header islands render a page is watched for late changes. */
const SETTLE_MS = 1500;

/**
 * Most layout shift a page may add up while it loads. The shift this guards against, the header's search
 * form replaced by its island of another size, moved `main` by 0.29; what remains varies with the
 * machine's load by about 0.01 (the header row settling while the HTML and stylesheet stream in), so the
 * bound sits well above that and far below the swap (and below Lighthouse's "good", 0.1).
 */
const MAX_LAYOUT_SHIFT = 0.05;

const PAGES = [
  ['home', '/en'],
  ['product', '/en/products/wire-processing/crimping/alpha-550'],
  ['story', '/en/stories/alpine-leads-crimping'],
  ['media release', '/en/media-releases/media-release-1'],
] as const;

declare global {
  interface Window {
    /** Layout shifts and CSP violations recorded by the test from the start of the document. */
    __loadQuality?: { shifts: number[]; violations: string[] };
  }
}

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { out } = await buildDemo({ site: ['main'], locale: ['en'] });
  const { app } = await createPreviewApp({
    outDir: out,
    logger: silentLogger(),
    plugins: await demoPlugins(),
  });
  const server = await listen({ app, port: 0, host: '127.0.0.1' });
  baseUrl = server.url;
  close = () => server.close();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Opens `path` on a phone, recording layout shifts and CSP violations, and waits for its header islands. */
async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const record = { shifts: [] as number[], violations: [] as string[] };
    window.__loadQuality = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      record.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  await page.goto(`${baseUrl}${path}`);
  // The header's islands render on the visitor's first interaction: focus starts them.
  await page.locator('header .sf-header-form__submit').focus();
  await page.locator('header .sf-menu-toggle').focus();
  await page.locator('header [data-island="search-box"][data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('header [data-island="menu-toggle"][data-hydrated]').waitFor({ state: 'attached' });
  return page;
}

const recorded = (page: Page) => page.evaluate(() => window.__loadQuality!);

describe('page load on a phone', () => {
  it.each(PAGES)(
    '%s: nothing moves while the header islands render, no CSP violation',
    async (_name, path) => {
      const page = await open(path);
      // What mounts when the browser is idle after load (an action's island) has a moment to.
      await page.waitForTimeout(SETTLE_MS);
      const { shifts, violations } = await recorded(page);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(MAX_LAYOUT_SHIFT);
      expect(violations).toEqual([]);
      await page.context().close();
    },
  );

  it.each(PAGES)(
    '%s: loads no React while the page loads, only on the first interaction with the header',
    async (_name, path) => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, deviceScaleFactor: 1.75 });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const reactLoaded = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/react-dom-[^/]*\.js$/.test(entry.name)),
        );
      expect(await reactLoaded()).toBe(false);
      await page.locator('header .sf-header-form__submit').click();
      await page.getByRole('button', { name: 'Close search' }).waitFor();
      expect(await reactLoaded()).toBe(true);
      await context.close();
    },
  );

  it("loads a story's feedback form only when the reader scrolls towards it", async () => {
    const page = await open('/en/stories/alpine-leads-crimping');
    await page.waitForTimeout(SETTLE_MS);
    expect(await page.locator('form.sf-form').count()).toBe(0);
    await page.locator('.sf-module--form').first().scrollIntoViewIfNeeded();
    await page.locator('form.sf-form').waitFor();
    expect((await recorded(page)).violations).toEqual([]);
    await page.context().close();
  });
});
