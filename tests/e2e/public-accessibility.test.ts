import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import { launchChromium } from '../helpers/browser.ts';
import { startPublicRuntime } from '../helpers/public-runtime.ts';

/*
 * The public page types meet WCAG 2.1 AA as far as axe-core can tell ("axe-core finds nothing
 * on the new page types"): home, a product, the stories overview, a story, the story contacts, a
 * contact's page, the media releases, a release, the locations and contacts, the investor page's
 * financial tables, a password gate, and the news feed panel open.
 */

let browser: Browser;
let baseUrl: string;
let paths: Map<string, string>;
let close: () => Promise<void>;

beforeAll(async () => {
  const runtime = await startPublicRuntime();
  baseUrl = runtime.baseUrl;
  close = runtime.close;
  const out = runtime.out;
  browser = await launchChromium();
  // One page of each kind, found in the main site's manifest by path shape.
  const main = (await readBuiltSites(out)).find(({ manifest }) => manifest.site.key === 'main')!.manifest;
  const en = main.pages.filter((page) => page.locale === 'en' && page.file.endsWith('index.html'));
  const first = (pattern: RegExp) => `/en/${en.find((page) => pattern.test(page.path))!.path}`;
  paths = new Map([
    ['home', '/en'],
    ['product', first(/^products\/.+\/.+\/.+/)],
    ['stories', '/en/stories'],
    ['story', first(/^stories\/(?!contacts)[^/]+$/)],
    ['story contacts', '/en/stories/contacts'],
    ['story contact', first(/^stories\/contacts\/[^/]+$/)],
    ['media releases', '/en/media-releases'],
    ['media release', first(/^media-releases\/[^/]+$/)],
    ['locations', '/en/locations'],
    ['investors', '/en/investors'],
    ['password gate', '/en/events/internal-2025'],
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Axe's WCAG 2.1 A and AA findings on the page, as `rule: target` lines (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}

describe('public pages meet WCAG 2.1 AA as far as axe-core can tell', () => {
  it('on every new page type', async () => {
    const page = await (await browser.newContext()).newPage();
    for (const [kind, path] of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      expect(await violations(page), `${kind} ${path}`).toEqual([]);
    }
    await page.context().close();
  });

  it('with the news feed panel open', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/en`);
    await page.locator('[data-sf-action="news-feed"]').first().click();
    await page.locator('dialog[open]').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('related stories on a product page (customer-area §3, §7 storyPages)', () => {
  it('shows up to three stories naming the product, each leading to its story', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/en/products/test-systems/cs-40`);
    const stories = page.locator('.sf-product__stories .sf-related-story');
    expect(await stories.count()).toBeGreaterThan(0);
    expect(await stories.count()).toBeLessThanOrEqual(3);
    const link = page.locator('.sf-related-story__title a[href^="/en/stories/"]').first();
    const title = (await link.textContent())?.trim();
    await link.click();
    await page.waitForURL(/\/en\/stories\/[^/]+$/);
    expect((await page.locator('main h1').first().textContent())?.trim()).toBe(title);
    await page.context().close();
  });
});
