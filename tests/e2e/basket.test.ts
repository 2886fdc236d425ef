import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { BASKET_STORAGE_KEY, type BasketState } from '../../core/catalogue/basket.ts';
import { silentLogger } from '../../core/logger.ts';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;
/** URL path of the built page of locale `en` whose path ends in `/{slug}`. */
let pathOf: (slug: string) => string;

beforeAll(async () => {
  const { out } = await buildDemo({ site: ['main'], locale: ['en', 'en-us'] });
  const [main] = await readBuiltSites(out);
  const paths = main!.manifest.pages.filter((page) => page.locale === 'en').map((page) => page.path);
  pathOf = (slug) => {
    const found = paths.find((path) => path.endsWith(`/${slug}`));
    if (!found) throw new Error(`No built page ends in /${slug}`);
    return `/en/${found}`;
  };
  const logger = silentLogger();
  const services = await startServices({ config: projectConfigSchema.parse({}), logger });
  const context = await createRuntimeContext({ outDir: out, logger, endpoints: services.endpoints });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
  close = async () => {
    await server.close();
    await services.close();
  };
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Opens `path` and waits until every island on it that hydrates at load is hydrated. */
async function open(context: BrowserContext | Page, path: string): Promise<Page> {
  const page = 'newPage' in context ? await context.newPage() : context;
  await page.goto(`${baseUrl}${path}`);
  await waitForIslands(page);
  return page;
}

async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    // Islands hydrating on the first interaction (the header's, the gallery) wait for the visitor.
    [...document.querySelectorAll('[data-island]:not([data-island-hydrate="interaction"])')].every((marker) =>
      marker.hasAttribute('data-hydrated'),
    ),
  );
}

const storedBasket = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as BasketState | null,
    BASKET_STORAGE_KEY,
  );

const countLink = (page: Page) => page.locator('.sf-basket-button__count');
const notification = (page: Page) => page.locator('.sf-basket-notification');
const group = (page: Page) => page.locator('section.sf-comparison__group');
const headerCells = (page: Page) => group(page).locator('thead th').allTextContents();
const rowHeaders = (page: Page) => group(page).locator('tbody th').allTextContents();

/** Clicks a measurement system on the toggle and waits until the server has remembered it. */
async function choose(page: Page, system: 'Metric' | 'Imperial'): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/preferences'));
  await page.getByRole('group', { name: 'Measurement system' }).getByRole('button', { name: system }).click();
  expect((await saved).status()).toBe(204);
  await page.waitForFunction((value) => document.documentElement.dataset.measurementSystem === value, system);
}

describe('the comparison basket in Chromium (customer-area §4, §5)', () => {
  it('adds two products and a second variant, compares them, switches systems and finds the basket after a reload', async () => {
    const context = await browser.newContext();
    const page = await open(context, pathOf('alpha-550'));
    // No basket yet: the server's link, without a count, until the visitor reaches for the island.
    expect(await countLink(page).textContent()).toBe('Comparison');

    // Two variants of one product, each chosen before adding it.
    const variant = page.getByLabel('Variant');
    const [, secondVariant, thirdVariant] = await variant.locator('option').allTextContents();
    await variant.selectOption({ label: thirdVariant! });
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (1)');
    expect(await notification(page).textContent()).toContain(`${thirdVariant} was added to the comparison.`);
    await variant.selectOption({ label: secondVariant! });
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (2)');

    // A second product of the same classification.
    await open(page, pathOf('gamma-333'));
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (2)');
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (3)');

    // The notification leads to the comparison.
    await notification(page).getByRole('link', { name: 'Open comparison' }).click();
    await page.waitForURL(/\/en\/products\/compare$/);
    await waitForIslands(page);
    await expect.poll(() => group(page).locator('li.sf-comparison__product').count()).toBe(3);
    const gamma = (await headerCells(page))[3]!;
    expect(gamma).toMatch(/^Gamma 333/);
    expect((await headerCells(page)).slice(1)).toEqual([thirdVariant, secondVariant, gamma]);

    // Change the second instance's variant in place.
    const keys = (await storedBasket(page))!.classifications[0]!.products.map((item) => item.key);
    await page
      .locator(`li[data-key="${keys[1]}"]`)
      .getByLabel('Variant')
      .selectOption({ label: thirdVariant! });
    await expect.poll(async () => (await headerCells(page))[2]).toBe(thirdVariant);
    const thirdId = (await storedBasket(page))!.classifications[0]!.products[1]!.variantId;
    expect(thirdId).toMatch(/v3$/);

    // Hide the specifications identical across all three (the demo's 6 mm² variants share their cross-section).
    const rows = await rowHeaders(page);
    const identical = await group(page).locator('tbody tr[data-identical] th').allTextContents();
    expect(identical.length).toBeGreaterThan(0);
    await page.getByLabel('Hide identical specifications').check();
    await expect.poll(() => rowHeaders(page)).toEqual(rows.filter((row) => !identical.includes(row)));

    // Imperial and back, in place: units follow, and the choice survives a reload.
    expect(rows.some((row) => row.endsWith('(kg)'))).toBe(true);
    await choose(page, 'Imperial');
    await expect.poll(async () => (await rowHeaders(page)).some((row) => row.endsWith('(lb)'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.dataset.measurementSystem)).toBe('Imperial');
    await expect.poll(async () => (await rowHeaders(page)).some((row) => row.endsWith('(lb)'))).toBe(true);
    await choose(page, 'Metric');
    await expect.poll(async () => (await rowHeaders(page)).some((row) => row.endsWith('(kg)'))).toBe(true);

    // Reload: the basket is as it was left.
    const left = await storedBasket(page);
    await page.reload();
    await waitForIslands(page);
    expect(await page.evaluate(() => document.documentElement.dataset.measurementSystem)).toBe('Metric');
    await expect.poll(() => group(page).locator('li.sf-comparison__product').count()).toBe(3);
    expect(await storedBasket(page)).toEqual(left);
    expect((await headerCells(page)).slice(1)).toEqual([thirdVariant, thirdVariant, gamma]);
    await context.close();
  });

  it("switches a product page's specifications to Imperial in place, keeping the visitor's place", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 600 } });
    const page = await open(context, pathOf('alpha-550'));
    const toggle = page.getByRole('group', { name: 'Measurement system' }).first();
    await toggle.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    const visibleSpecifications = () =>
      page.locator('.sf-catalogue [data-measurement-system]:visible').first().textContent();
    expect(await visibleSpecifications()).toContain('kN');
    await choose(page, 'Imperial');
    expect(await visibleSpecifications()).toContain('lbf');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await choose(page, 'Metric');
    expect(await visibleSpecifications()).toContain('kN');
    await context.close();
  });

  it('leaves a first visit’s product page islands to the first interaction, and shows a returning visitor their basket and system at load', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, pathOf('alpha-550'));
    // The islands wait for an interaction: their chunks are not requested, nothing of them hydrates
    // (tests/e2e/page-load-quality.test.ts: no React on the page at all).
    const island = /\/(BasketButton|MeasurementToggle)-[\w-]+\.js$/;
    expect(scripts.filter((script) => island.test(script))).toEqual([]);
    const hydrated =
      '[data-island="basket-button"][data-hydrated], [data-island="measurement-toggle"][data-hydrated]';
    expect(await page.locator(hydrated).count()).toBe(0);
    expect(await countLink(page).textContent()).toBe('Comparison');
    expect(await page.getByRole('button', { name: 'Metric' }).getAttribute('aria-pressed')).toBe('true');

    // A variant chosen before the island is live is the one added.
    const variant = page.getByLabel('Variant');
    const metricNames = await variant.locator('option').allTextContents();
    const second = metricNames[1];
    await variant.selectOption({ label: second! });
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (1)');
    expect(await notification(page).textContent()).toContain(`${second} was added to the comparison.`);

    // Back with a basket and the Imperial cookie: both islands come live at load, showing them.
    await choose(page, 'Imperial');
    await page.reload();
    await expect.poll(() => countLink(page).textContent()).toBe('Comparison (1)');
    await expect
      .poll(() => page.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed'))
      .toBe('true');
    // The variants are named in the visitor's system, not the one the page was built with.
    await expect.poll(() => variant.locator('option').allTextContents()).not.toEqual(metricNames);
    await context.close();
  });

  it('follows a change made in another tab, and shows the empty state when the last group is removed', async () => {
    const context = await browser.newContext();
    const product = await open(context, pathOf('alpha-550'));
    await product.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => countLink(product).textContent()).toBe('Comparison (1)');
    const comparison = await open(context, '/en/products/compare');
    await expect.poll(() => group(comparison).locator('li.sf-comparison__product').count()).toBe(1);
    // One product: no details and no option to hide identical specifications.
    expect(await group(comparison).locator('table').count()).toBe(0);
    expect(await comparison.getByLabel('Hide identical specifications').count()).toBe(0);

    await product.getByRole('button', { name: 'Add to comparison' }).click();
    await expect.poll(() => group(comparison).locator('li.sf-comparison__product').count()).toBe(2);

    await group(comparison)
      .getByRole('button', { name: /^Remove group/ })
      .click();
    await expect
      .poll(() => comparison.locator('.sf-comparison__empty').textContent())
      .toContain('Your comparison basket is empty.');
    await expect.poll(() => countLink(product).textContent()).toBe('Comparison (0)');
    await context.close();
  });
});
