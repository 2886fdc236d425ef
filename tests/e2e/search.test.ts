import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublicBrowser, startPublicBrowser } from '../helpers/public-runtime.ts';

/*
 * Site search in Chromium (customer-area §3 Search: search from the header with
 * suggestions, open a result): the header box's suggestions and keyboard, the search screen's results,
 * pager, address and type filter, the plain form without scripts, and axe on the screen and the open list.
 * The demo's main site lists the search plugin; queries are words of its English pages.
 */

let browser: Browser;
let baseUrl: string;
let session: PublicBrowser | undefined;

beforeAll(async () => {
  session = await startPublicBrowser({ site: ['main'], locale: ['en'] });
  ({ baseUrl, browser } = session);
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/** A fresh page whose script errors fail the test that reads them. */
async function openPage(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
}

/**
 * Opens the header box and returns its combobox. Its island renders on the first interaction with the
 * plain form's button, and that first click opens the box (not the search screen).
 */
async function openHeaderBox(page: Page) {
  await page.locator('header .sf-header-form__submit').click();
  await page.locator('header [data-island="search-box"][data-hydrated]').waitFor();
  return page.getByRole('combobox', { name: 'Search the site' });
}

/** Axe's WCAG 2.1 A and AA findings on the page, as `rule: target` lines (empty when none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${violation.help}`),
  );
}

describe('the header search box', () => {
  it('suggests titles as one types; ArrowDown and Enter open the chosen suggestion', async () => {
    const { page, errors } = await openPage('/en/company');
    const box = await openHeaderBox(page);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.pressSequentially('cab');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const titles = await options.allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('cab');
    // The query's word is highlighted as a <mark>, not as markup from the answer.
    expect(await options.first().locator('mark').first().textContent()).toMatch(/^cab/i);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBe(await options.first().getAttribute('id'));
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    const chosen = titles[0]!;
    await box.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/en/company'));
    expect(await page.locator('main h1').first().textContent()).toContain(chosen.trim());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Escape closes the list, then the box, giving the focus back to its button', async () => {
    const { page } = await openPage('/en');
    const box = await openHeaderBox(page);
    await box.pressSequentially('wire');
    await page.getByRole('option').first().waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('wire');
    await box.press('Escape');
    await box.waitFor({ state: 'hidden' });
    const toggle = page.getByRole('button', { name: 'Open search' });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('Enter goes to the search screen with the query; a result opens its page', async () => {
    const { page, errors } = await openPage('/en');
    const box = await openHeaderBox(page);
    await box.fill('wire');
    await box.press('Enter');
    await page.waitForURL(`${baseUrl}/en/search?q=wire`);

    const status = page.locator('.sf-search__status');
    await expect.poll(() => status.textContent()).toMatch(/^Results for “wire”: \d+$/);
    const results = page.locator('.sf-search__results > li');
    expect(await results.count()).toBe(10);
    expect(await page.getByRole('searchbox', { name: 'Search the site' }).inputValue()).toBe('wire');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    const first = results.first().getByRole('link');
    const title = (await first.textContent())!;
    const href = new URL((await first.getAttribute('href'))!);
    await first.click();
    await page.waitForURL((url) => url.pathname === href.pathname);
    expect(await page.locator('main h1').first().textContent()).toContain(title.trim());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without scripts, is a plain GET form to the search screen', async () => {
    const { page } = await openPage('/en/company', { javaScriptEnabled: false });
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('crimp');
    await page.locator('header').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${baseUrl}/en/search?q=crimp`);
    expect(await page.locator('main h1').textContent()).toBe('Search');
    await page.context().close();
  });
});

describe('the search screen', () => {
  it('pages through results with the page in the address; back shows the page before', async () => {
    const { page, errors } = await openPage('/en/search?q=crimp');
    const status = page.locator('.sf-search__status');
    await expect.poll(() => status.textContent()).toMatch(/^Results for “crimp”: \d+$/);
    const total = Number((await status.textContent())!.split(': ')[1]);
    expect(total).toBeGreaterThan(10);
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const firstOfPage1 = await page.locator('.sf-search__results > li').first().textContent();

    await pager.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl}/en/search?q=crimp&page=2`);
    await expect
      .poll(() => pager.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await page.locator('.sf-search__results').getAttribute('start')).toBe('11');
    // Keyboard and screen reader users continue at the new page's summary.
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/search?q=crimp`);
    await expect
      .poll(() => pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await page.locator('.sf-search__results > li').first().textContent()).toBe(firstOfPage1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters results by type, keeping the filter in the address', async () => {
    const { page } = await openPage('/en/search?q=crimp');
    const status = page.locator('.sf-search__status');
    await expect.poll(() => status.textContent()).toMatch(/^Results for “crimp”: \d+$/);
    await page
      .getByRole('group', { name: 'Filter results by type' })
      .getByRole('button', { name: 'Stories' })
      .click();
    await page.waitForURL(`${baseUrl}/en/search?q=crimp&type=story`);
    await expect
      .poll(async () => [...new Set(await page.locator('.sf-search-result__kind').allTextContents())])
      .toEqual(['Story']);
    const stories = page.getByRole('button', { name: 'Stories' });
    expect(await stories.getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('says so when nothing is found, and asks for a query without one', async () => {
    const { page } = await openPage('/en/search?q=zzqxv');
    const status = page.locator('.sf-search__status');
    await expect
      .poll(() => status.textContent())
      .toBe('No results for “zzqxv”. Check the spelling or try other words.');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await page.locator('.sf-search__results').count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search the site' }).fill('');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => status.textContent()).toBe('Enter a word to search the site.');
    expect(page.url()).toBe(`${baseUrl}/en/search`);
    await page.context().close();
  });
});

describe('search meets WCAG 2.1 AA as far as axe-core can tell', () => {
  it('on the search screen with results', async () => {
    const { page } = await openPage('/en/search?q=wire');
    await page.locator('.sf-search__results > li').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('with the header suggestion list open', async () => {
    const { page } = await openPage('/en');
    const box = await openHeaderBox(page);
    await box.pressSequentially('cab');
    await page.getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
