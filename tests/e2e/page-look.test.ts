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

  it('product: "Add to comparison" and the "Comparison" link keep a gap between them', async () => {
    await open(GALLERY_PRODUCT);
    const basket = page.locator('.sf-basket-button').first();
    await shoot(page.locator('.sf-product__header'), 'product-header');
    const add = await box(basket.getByRole('button', { name: 'Add to comparison' }));
    // A first visit: no basket, so the link has no count (the island waits for an interaction).
    const link = await box(basket.getByRole('link', { name: 'Comparison', exact: true }));
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

describe('hero, header and cards of the home page, measured in Chromium', () => {
  /** A page of its own at `width` px, images from the test's image service; scripts off when told. */
  async function pageAt(width: number, javaScriptEnabled = true): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const other = await context.newPage();
    await other.route(`${DEFAULT_IMAGE_ASSET_HOST}**`, async (route) => {
      const url = route.request().url().replace(DEFAULT_IMAGE_ASSET_HOST, images.assetHost);
      try {
        await route.fulfill({ response: await route.fetch({ url }) });
      } catch {
        // An image still loading when the page closes.
      }
    });
    await other.goto(`${runtime.baseUrl}/en`, { waitUntil: 'networkidle' });
    return other;
  }

  /** Saves a screenshot of `target`, in view when the page opens, as the viewport shows it. */
  async function shootTop(on: Page, target: Locator, name: string): Promise<void> {
    await on.screenshot({ path: path.join(SHOTS, `${name}.png`), clip: await box(target) });
  }

  /** WCAG relative luminance of an sRGB pixel. */
  const luminance = (r: number, g: number, b: number) => {
    const [R, G, B] = [r, g, b].map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };

  /**
   * The lowest contrast white text has on what lies behind `target` (its text hidden): the brightest
   * pixel of its box, image and scrim together.
   */
  async function worstContrastBehind(on: Page, target: Locator): Promise<number> {
    await on.addStyleTag({ content: '.sf-hero__content * { visibility: hidden !important; }' });
    const shot = await on.screenshot({ clip: await box(target) });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let brightest = 0;
    for (let at = 0; at < info.width * info.height * 3; at += 3)
      brightest = Math.max(brightest, luminance(data[at]!, data[at + 1]!, data[at + 2]!));
    return 1.05 / (brightest + 0.05);
  }

  it.each([1280, 768])(
    'at %i px the hero message sits over the image, white text at AA contrast on any part of it',
    async (width) => {
      const wide = await pageAt(width);
      const hero = wide.locator('.sf-module--stretched').first();
      await shootTop(wide, hero, `home-hero-${width}`);
      const image = await box(hero.locator('img'));
      const lead = hero.locator('.sf-hero__lead');
      for (const part of [hero.locator('h2'), lead, hero.locator('.sf-hero__action')]) {
        const rect = await box(part);
        expect(rect.y).toBeGreaterThanOrEqual(image.y);
        expect(rect.y + rect.height).toBeLessThanOrEqual(image.y + image.height);
      }
      // The image is the page's largest paint: requested at once, with high priority.
      expect(await hero.locator('img').getAttribute('fetchpriority')).toBe('high');
      expect(await hero.locator('img').getAttribute('loading')).toBe('eager');
      expect(await worstContrastBehind(wide, lead)).toBeGreaterThanOrEqual(4.5);
      await wide.context().close();
    },
  );

  it('at 375 px the hero shows the cropped image, then the message on the dark band', async () => {
    const narrow = await pageAt(375);
    const hero = narrow.locator('.sf-module--stretched').first();
    await shootTop(narrow, hero, 'home-hero-375');
    const image = await box(hero.locator('img'));
    const heading = await box(hero.locator('h2'));
    expect(heading.y).toBeGreaterThanOrEqual(image.y + image.height);
    expect(image.width / image.height).toBeCloseTo(16 / 9, 1);
    const action = await box(hero.locator('.sf-hero__action'));
    expect(action.height).toBeGreaterThanOrEqual(44);
    expect(action.x + action.width).toBeLessThanOrEqual(375);
    expect(await worstContrastBehind(narrow, hero.locator('.sf-hero__lead'))).toBeGreaterThanOrEqual(4.5);
    await narrow.context().close();
  });

  it('at 1280 px an item with children opens its mega-menu panel on keyboard focus, closes on Escape and when focus leaves', async () => {
    const wide = await pageAt(1280);
    const parent = wide.locator('.sf-header__item--parent').first();
    const panel = parent.locator('.sf-header__panel');
    expect(await panel.isVisible()).toBe(false);
    await parent.locator('.sf-header__link').focus();
    expect(await panel.isVisible()).toBe(true);
    await wide.keyboard.press('Tab');
    const child = panel.locator('a').first();
    expect(await child.evaluate((element) => element === document.activeElement)).toBe(true);
    await shoot(wide.locator('header'), 'header-mega-menu');
    // The panel spans the header's width, below it.
    const header = await box(wide.locator('header'));
    const open = await box(panel);
    expect(Math.abs(open.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(open.width).toBeGreaterThanOrEqual(1200);
    // Escape closes it (WCAG 1.4.13), the focus going back to the item's link; the next visit opens it.
    await wide.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible(), POLL).toBe(false);
    const link = parent.locator('.sf-header__link');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await wide.keyboard.press('Shift+Tab');
    await link.focus();
    await expect.poll(() => panel.isVisible(), POLL).toBe(true);
    // From the item's link through each of the panel's links, then out of the item.
    for (const _ of await panel.locator('a').all()) await wide.keyboard.press('Tab');
    await wide.keyboard.press('Tab');
    await expect.poll(() => panel.isVisible(), POLL).toBe(false);
    await wide.context().close();
  });

  it('at 375 px without scripts the navigation is listed in full and the menu button, which could not work, is hidden', async () => {
    const plain = await pageAt(375, false);
    expect(await plain.locator('header .sf-menu-toggle').isVisible()).toBe(false);
    const navigation = plain.locator('header nav.sf-header__nav');
    expect(await navigation.isVisible()).toBe(true);
    expect(await navigation.locator('.sf-header__sublink').first().isVisible()).toBe(true);
    await plain.context().close();
  });

  it('at 375 px with scripts the menu button opens the navigation as full-width rows of 44 px targets', async () => {
    const narrow = await pageAt(375);
    const toggle = narrow.locator('header .sf-menu-toggle');
    const toggleBox = await box(toggle);
    expect(toggleBox.y).toBeLessThan(64);
    expect(toggleBox.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    const navigation = narrow.locator('header nav.sf-header__nav');
    await navigation.waitFor({ state: 'visible' });
    await shoot(narrow.locator('header'), 'header-mobile-menu');
    for (const link of await navigation.locator('.sf-header__link, .sf-header__sublink').all()) {
      const rect = await box(link);
      expect(rect.height).toBeGreaterThanOrEqual(44);
      expect(rect.x + rect.width).toBeLessThanOrEqual(375);
    }
    await narrow.context().close();
  });

  it('a teaser card is one link covering the whole card, ringed when it has keyboard focus', async () => {
    const wide = await pageAt(1280);
    const card = wide.locator('.sf-teaser').first();
    await card.scrollIntoViewIfNeeded();
    expect(await card.locator('a').count()).toBe(1);
    const rect = await box(card);
    // A click near the card's bottom-right corner, away from the title, follows the card's link.
    const target = await card.locator('a').getAttribute('href');
    await wide.mouse.click(rect.x + rect.width - 12, rect.y + rect.height - 12);
    await expect.poll(() => new URL(wide.url()).pathname, POLL).toBe(target);
    await wide.goBack({ waitUntil: 'networkidle' });
    await wide.locator('.sf-teaser a').first().focus();
    await wide.keyboard.press('Shift+Tab');
    await wide.keyboard.press('Tab');
    const outline = await wide
      .locator('.sf-teaser')
      .first()
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await wide.context().close();
  });
});
