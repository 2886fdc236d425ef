import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublicBrowser, startPublicBrowser } from '../helpers/public-runtime.ts';

/*
 * The story overview's category filter in Chromium (public-site §2 stories: "overview newest first with
 * category filter"): the server renders every story; the filter narrows the list in place and keeps the
 * choice in the address.
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

describe('the story overview', () => {
  it('filters by category in place, keeps the choice in the address, and shows it again after a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/en/stories`);
    const filter = page.getByRole('group', { name: 'Filter stories by category' });
    const categories = () =>
      page
        .locator('.sf-story-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-category')));
    const all = await categories();
    expect(new Set(all).size).toBeGreaterThan(1);
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    await page.locator('[data-island="story-list"][data-hydrated]').waitFor({ state: 'attached' });
    await filter.getByRole('button', { name: 'Innovation' }).click();
    await page.waitForURL(`${baseUrl}/en/stories?category=innovation`);
    await expect.poll(categories).toEqual(all.filter((category) => category === 'innovation'));
    expect(await filter.getByRole('button', { name: 'Innovation' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

    await page.reload();
    await page.locator('[data-island="story-list"][data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(categories).toEqual(all.filter((category) => category === 'innovation'));
    expect(await filter.getByRole('button', { name: 'Innovation' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await filter.getByRole('button', { name: 'All' }).click();
    await page.waitForURL(`${baseUrl}/en/stories`);
    await expect.poll(categories).toEqual(all);
    expect(errors).toEqual([]);
    await context.close();
  });
});
