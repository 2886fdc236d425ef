import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKET_STORAGE_KEY } from '../../core/catalogue/basket.ts';
import { DEFAULT_IMAGE_ASSET_HOST } from '../../core/media/asset-host.ts';
import { createProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { collectImages } from '../../sandbox/images/catalogue.ts';
import { type RunningImageService, startImageService } from '../../sandbox/images/server.ts';
import { DEMO_PASSWORD, type PortalRuntime, startPortalRuntime } from '../helpers/portal-runtime.ts';

/*
 * What the demo looks like, kept: screenshots of the pages a visitor, a customer and an editor see first,
 * at a phone's, a tablet's and a desktop's width, in the theme the demo gives them and in the Copper
 * theme, compared with the baselines under tests/e2e/screenshots/ (half resolution, at most
 * MAX_HEIGHT tall). A page whose look changes by more than TOLERANCE of its pixels fails, with the new
 * screenshot and a diff image under test-results/screenshots/. After an intended change of the look,
 * write new baselines with `SITEFLEET_UPDATE_SCREENSHOTS=1 npx vitest run tests/e2e/screenshots.test.ts`
 * and look at them before committing them.
 */

/** Where the baselines live (committed). */
const BASELINES = path.resolve('tests/e2e/screenshots');
/** Where a failing comparison leaves the new screenshot and the diff (gitignored). */
const RESULTS = path.resolve('test-results/screenshots');
/** Set to write the baselines instead of comparing with them. */
const UPDATE = process.env.SITEFLEET_UPDATE_SCREENSHOTS === '1';

/** Viewport widths in CSS px: a phone, a tablet, a desktop. */
const WIDTHS = [375, 768, 1280] as const;
/** The second theme every page is shown in (public-site §9 themes), set as the `<html>` theme class. */
const SECOND_THEME = 'copper';
/** How much of a long page is kept, in CSS px from the top. */
const MAX_HEIGHT = 3000;
/** Share of pixels that may differ (anti-aliasing, image decoding) before a page counts as changed. */
const TOLERANCE = 0.005;
/** Per-pixel colour distance pixelmatch ignores (0–1). */
const PIXEL_THRESHOLD = 0.1;
/** How long a page may take to show what it shows. */
const POLL = { timeout: 15_000 };

/** A page to keep, and how a visitor gets to see it. */
interface Shot {
  name: string;
  /** Opens the page in `page` (signed in where the page needs it). */
  open(page: Page): Promise<void>;
  /** Signed-in pages get their own browser context. */
  context?: 'customer' | 'editor';
}

let runtime: PortalRuntime;
let images: RunningImageService;
const contexts: BrowserContext[] = [];

const EDITOR = {
  password: 'screenshots-editor-password',
  secret: 'screenshots-editor-secret-0123456789abcdef',
};

const SHOTS: Shot[] = [
  { name: 'home', open: (page) => visit(page, '/en') },
  { name: 'content-page', open: (page) => visit(page, '/en/company') },
  { name: 'product', open: (page) => visit(page, '/en/products/wire-processing/crimping/alpha-550') },
  {
    name: 'comparison',
    async open(page) {
      // Two products in the basket, added as a visitor adds them.
      for (const product of ['alpha-550', 'gamma-333']) {
        await visit(page, `/en/products/wire-processing/crimping/${product}`);
        const before = await basketCount(page);
        await page.getByRole('button', { name: 'Add to comparison' }).click();
        await expect.poll(() => basketCount(page), POLL).toBe(before + 1);
      }
      await visit(page, '/en/products/compare');
      await page.locator('li.sf-comparison__product').nth(1).waitFor(POLL);
    },
  },
  { name: 'story', open: (page) => visit(page, '/en/stories/alpine-leads-crimping') },
  { name: 'portal-dashboard', context: 'customer', open: (page) => visit(page, '/en/mykomax') },
  { name: 'editor-area', context: 'editor', open: (page) => visit(page, '/en/editor') },
];

beforeAll(async () => {
  [runtime, images] = await Promise.all([
    startPortalRuntime({ editor: EDITOR }),
    // The demo's images from a sandbox image service on a free port (the fixed one may be taken).
    startImageService({
      images: collectImages({
        assetHost: DEFAULT_IMAGE_ASSET_HOST,
        datasets: [createContentDataset(), createProductDataset()],
      }),
      assetHost: 'http://127.0.0.1:0/',
    }),
    mkdir(RESULTS, { recursive: true }),
    mkdir(BASELINES, { recursive: true }),
  ]);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await images?.close();
  await runtime?.close();
});

/** A fresh browser context at `width`, its images served by the test's image service, signed in as `as`. */
async function newPage(width: number, as: Shot['context']): Promise<Page> {
  const context = await runtime.browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  await context.route(`${DEFAULT_IMAGE_ASSET_HOST}**`, async (route) => {
    const url = route.request().url().replace(DEFAULT_IMAGE_ASSET_HOST, images.assetHost);
    try {
      await route.fulfill({ response: await route.fetch({ url }) });
    } catch {
      // An image still loading when the page closes: its answer has nowhere to go.
    }
  });
  const page = await context.newPage();
  if (as === 'customer') {
    await page.goto(`${runtime.baseUrl}/en/mykomax`);
    await runtime.waitForLoginPage(page);
    await page.getByLabel('Username').fill('customer.full');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${runtime.baseUrl}/en/mykomax`);
  }
  if (as === 'editor') {
    await page.goto(`${runtime.baseUrl}/en/editor`);
    await page.getByLabel('Editor password').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Site navigation' }).waitFor(POLL);
  }
  return page;
}

/** Opens `pathname` and waits until it has its final look: islands hydrated, fonts and every image in. */
async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(`${runtime.baseUrl}${pathname}`, { waitUntil: 'load' });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // An image that never arrives must not hold the test: its box keeps the attributes' size.
    const settled = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await document.fonts.ready;
  });
  // Pages with a live event stream (the editor area) never go quiet: a short wait then stands for it.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** The number of products in the stored comparison basket (customer-area §3 basket state). */
async function basketCount(page: Page): Promise<number> {
  return page.evaluate((key) => {
    const basket = JSON.parse(localStorage.getItem(key) ?? '{"classifications":[]}') as {
      classifications: { products: unknown[] }[];
    };
    return basket.classifications.reduce((count, group) => count + group.products.length, 0);
  }, BASKET_STORAGE_KEY);
}

/** Switches the page to `theme` as a theme class on `<html>` would (public-site §9). */
async function switchTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((name) => {
    const root = document.documentElement;
    for (const token of [...root.classList]) if (token.startsWith('theme-')) root.classList.remove(token);
    root.classList.add(`theme-${name}`);
  }, theme);
}

/** The page's top {@link MAX_HEIGHT} px at half resolution, as PNG bytes of a fixed 128-colour palette. */
async function capture(page: Page, width: number): Promise<Buffer> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const shot = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
  });
  return sharp(shot)
    .resize({ width: Math.round(width / 2) })
    .png({ palette: true, colours: 128, dither: 0, compressionLevel: 9 })
    .toBuffer();
}

/** RGBA pixels of a PNG. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares `actual` with the baseline `name.png` (writes it in update mode).
 * @returns what differs, or undefined when the page looks as kept.
 */
async function compare(name: string, actual: Buffer): Promise<string | undefined> {
  const baselineFile = path.join(BASELINES, `${name}.png`);
  if (UPDATE) {
    await writeFile(baselineFile, actual);
    return undefined;
  }
  await writeFile(path.join(RESULTS, `${name}.png`), actual);
  if (!existsSync(baselineFile)) {
    return `${name}: no baseline at ${path.relative('.', baselineFile)} (write it with SITEFLEET_UPDATE_SCREENSHOTS=1)`;
  }
  const [expected, got] = await Promise.all([pixels(await readFile(baselineFile)), pixels(actual)]);
  if (expected.width !== got.width || expected.height !== got.height) {
    return `${name}: ${got.width}×${got.height} px instead of ${expected.width}×${expected.height} px`;
  }
  const diff = Buffer.alloc(got.data.length);
  const changed = pixelmatch(expected.data, got.data, diff, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = changed / (got.width * got.height);
  if (share <= TOLERANCE) return undefined;
  await sharp(diff, { raw: { width: got.width, height: got.height, channels: 4 } })
    .png()
    .toFile(path.join(RESULTS, `${name}.diff.png`));
  return `${name}: ${(share * 100).toFixed(2)} % of the pixels changed (see ${path.relative('.', RESULTS)}/${name}.diff.png)`;
}

describe('the demo keeps its look', () => {
  for (const shot of SHOTS) {
    it(`${shot.name} at ${WIDTHS.join(', ')} px, in its theme and in ${SECOND_THEME}`, async () => {
      const problems: (string | undefined)[] = [];
      for (const width of WIDTHS) {
        const page = await newPage(width, shot.context);
        await shot.open(page);
        problems.push(await compare(`${shot.name}-${width}`, await capture(page, width)));
        await switchTheme(page, SECOND_THEME);
        problems.push(await compare(`${shot.name}-${width}-${SECOND_THEME}`, await capture(page, width)));
        await page.context().close();
      }
      expect(problems.filter(Boolean)).toEqual([]);
    }, 180_000);
  }
});
