import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_ASSET_HOST } from '../../core/media/asset-host.ts';
import { createProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { collectImages } from '../../sandbox/images/catalogue.ts';
import { type RunningImageService, startImageService } from '../../sandbox/images/server.ts';
import { launchChromium } from '../helpers/browser.ts';
import { EDITOR_TEST_KEYS, type EditorRuntime, startEditorRuntime } from '../helpers/editor-runtime.ts';

/*
 * What a visitor and an editor see, measured in Chromium: the product gallery's lightbox (public-site §9
 * lightbox thumbnail 80) used with the keyboard, and per page type the layout checks that would catch a
 * visual defect (geometry of the rendered boxes rather than pixel baselines). Each check saves its
 * screenshot under test-results/page-look/ for a person to look at.
 */

/** A product of the sandbox catalogue with several images (a gallery with thumbnails). */
const GALLERY_PRODUCT = '/en/products/test-systems/cs-40';
/** Where the screenshots go (gitignored). */
const SHOTS = path.resolve('test-results/page-look');
/** How long a UI change may take to show. */
const POLL = { timeout: 10_000 };

let runtime: EditorRuntime;
let images: RunningImageService;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [runtime, browser, images] = await Promise.all([
    startEditorRuntime(),
    launchChromium(),
    // The demo's images from a sandbox image service on a free port (the fixed one may be taken).
    startImageService({
      images: collectImages({
        assetHost: DEFAULT_IMAGE_ASSET_HOST,
        datasets: [createContentDataset(), createProductDataset()],
      }),
      assetHost: 'http://127.0.0.1:0/',
    }),
    mkdir(SHOTS, { recursive: true }),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(`${DEFAULT_IMAGE_ASSET_HOST}**`, async (route) => {
    const url = route.request().url().replace(DEFAULT_IMAGE_ASSET_HOST, images.assetHost);
    try {
      await route.fulfill({ response: await route.fetch({ url }) });
    } catch {
      // An image still loading when the page closes: its answer has nowhere to go.
    }
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await images?.close();
  await runtime?.close();
});

/** An image the page shows, fetched from the test's image service. */
async function fetchShown(src: string): Promise<Buffer> {
  const response = await fetch(src.replace(DEFAULT_IMAGE_ASSET_HOST, images.assetHost));
  return Buffer.from(await response.arrayBuffer());
}

/** Loads a page with every image loaded (lazy ones too), so that boxes have their final sizes. */
async function open(pathname: string): Promise<void> {
  await page.goto(`${runtime.baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // An image that never arrives must not hold the test: its box then keeps the attributes' size.
    const settled = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/** Saves a screenshot of `target` under {@link SHOTS}. */
async function shoot(target: Locator, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The element's box in CSS px. */
async function box(target: Locator) {
  const rect = await target.boundingBox();
  if (!rect) throw new Error('the element is not rendered');
  return rect;
}

/** The element that has the focus, described by its class and accessible text (for messages). */
function focused(): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName}.${element.className} ${element.getAttribute('aria-label') ?? ''}`
      : '';
  });
}

describe('the product gallery lightbox', () => {
  it('opens from a thumbnail as a labelled modal dialog with 80 px thumbnails', async () => {
    await open(GALLERY_PRODUCT);
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    await thumbnails.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /CS 40/ });
    await dialog.waitFor(POLL);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    // The second image is shown, and named so for a screen reader.
    await expect.poll(() => dialog.getByRole('status').textContent(), POLL).toBe('Image 2 of 3');
    const strip = dialog.getByRole('list', { name: 'Product images' });
    const stripImages = strip.locator('img');
    expect(await stripImages.count()).toBe(3);
    for (const image of await stripImages.all()) {
      expect(await image.getAttribute('width')).toBe('80');
      expect(await image.getAttribute('src')).toContain('w=80&');
      expect((await box(image)).width).toBe(80);
    }
    expect(await strip.locator('[aria-current="true"]').getAttribute('aria-label')).toContain('2');
    await page.waitForTimeout(200);
    await dialog.screenshot({ path: path.join(SHOTS, 'lightbox.png') });
  });

  it('moves with the arrow keys, keeps the focus inside and gives it back when Esc closes it', async () => {
    const dialog = page.getByRole('dialog', { name: /CS 40/ });
    const status = dialog.getByRole('status');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent(), POLL).toBe('Image 3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent(), POLL).toBe('Image 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => status.textContent(), POLL).toBe('Image 3 of 3');
    // Tab and Shift+Tab cycle through the dialog's controls only.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press(step < 6 ? 'Tab' : 'Shift+Tab');
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        await focused(),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    // The focus is back on the thumbnail that opened it.
    const opener = page.getByRole('list', { name: 'Product images' }).getByRole('link').nth(1);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('closes with its close button too', async () => {
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    await thumbnails.first().click();
    const dialog = page.getByRole('dialog', { name: /CS 40/ });
    await dialog.waitFor(POLL);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count(), POLL).toBe(0);
    expect(await thumbnails.first().evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('page layouts, measured in Chromium', () => {
  it('home: the square side image shows the whole picture, its caption included', async () => {
    await open('/en');
    const image = page.locator('.sf-module--aside:not(.sf-module--aside-video) img').first();
    await shoot(page.locator('.sf-module--aside').first(), 'home-aside');
    const { natural, rendered, fit } = await image.evaluate((element: HTMLImageElement) => ({
      natural: element.naturalWidth / element.naturalHeight,
      rendered: element.clientWidth / element.clientHeight,
      fit: getComputedStyle(element).objectFit,
    }));
    // The box stays square (public-site §9 AsideSquare 960×960) ...
    expect(rendered).toBeCloseTo(1, 2);
    // ... and the service sent the picture uncropped (the demo machines are drawn 4:3, their caption
    // along the bottom-left edge), fitted into the box whole.
    expect(natural).toBeCloseTo(4 / 3, 2);
    expect(fit).toBe('contain');
  });

  it('home: a video poster shows one play mark, centred on the poster', async () => {
    const video = page.locator('.sf-module-video').first();
    await shoot(video, 'home-video');
    const still = await box(video.locator('img'));
    const marks = video.locator('.sf-module-video__play');
    expect(await marks.count()).toBe(1);
    const mark = await box(marks);
    expect(mark.x + mark.width / 2).toBeCloseTo(still.x + still.width / 2, 0);
    expect(mark.y + mark.height / 2).toBeCloseTo(still.y + still.height / 2, 0);
    // The poster itself carries no play mark of its own: the middle of the image the page shows holds
    // no pure-white pixels of a second glyph.
    const poster = await video.locator('img').evaluate((element: HTMLImageElement) => element.currentSrc);
    const { data, info } = await sharp(await fetchShown(poster))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const side = Math.round(info.height * 0.3);
    const [left, top] = [Math.round((info.width - side) / 2), Math.round((info.height - side) / 2)];
    let whitePixels = 0;
    for (let y = top; y < top + side; y++) {
      for (let x = left; x < left + side; x++) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 245 && data[at + 1]! > 245 && data[at + 2]! > 245) whitePixels++;
      }
    }
    expect(whitePixels).toBe(0);
  });

  it('home: the brand-logo strip shows each logo at least at its spec height (marketing logo 304×52)', async () => {
    const strip = page.locator('.sf-logos').first();
    await shoot(strip, 'home-logos');
    const logos = strip.locator('img');
    expect(await logos.count()).toBeGreaterThan(1);
    for (const logo of await logos.all()) {
      const rect = await box(logo);
      expect(rect.height).toBeGreaterThanOrEqual(52);
      expect(rect.width).toBeGreaterThanOrEqual(200);
    }
  });

  it('product: "Add to comparison" and the "Comparison (0)" link keep a gap between them', async () => {
    await open(GALLERY_PRODUCT);
    const basket = page.locator('.sf-basket-button').first();
    await shoot(page.locator('.sf-product__header'), 'product-header');
    const add = await box(basket.getByRole('button', { name: 'Add to comparison' }));
    const link = await box(basket.getByRole('link', { name: /Comparison \(\d+\)/ }));
    const sameRow = link.y < add.y + add.height && add.y < link.y + link.height;
    const gap = sameRow ? link.x - (add.x + add.width) : link.y - (add.y + add.height);
    expect(gap).toBeGreaterThanOrEqual(12);
  });

  it('editor: each item of the navigation tree keeps its pair of links on one line', async () => {
    await page.goto(`${runtime.baseUrl}/en/editor`);
    await page.getByLabel('Editor password').fill(EDITOR_TEST_KEYS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const tree = page.getByRole('navigation', { name: 'Site navigation' });
    await tree.locator('.sf-editor-tree__actions').first().waitFor(POLL);
    await shoot(tree, 'editor-tree');
    const pairs = await tree.locator('.sf-editor-tree__actions').evaluateAll((elements) =>
      elements.map((element) => {
        const rects = [...element.children].map((child) => child.getBoundingClientRect());
        return { count: rects.length, tops: rects.map((rect) => Math.round(rect.top)) };
      }),
    );
    expect(pairs.length).toBeGreaterThan(3);
    for (const pair of pairs.filter(({ count }) => count > 1)) {
      expect(new Set(pair.tops).size, `tops ${pair.tops.join(', ')}`).toBe(1);
    }
    // And the pairs line up: every pair starts at the same distance from the tree's right edge.
    const rights = await tree
      .locator('.sf-editor-tree__actions')
      .evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().right)),
      );
    expect(new Set(rights).size, `right edges ${[...new Set(rights)].join(', ')}`).toBeLessThanOrEqual(1);
  });
});
