import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_ASSET_HOST } from '../../core/media/asset-host.ts';
import { LAST_READ_STORAGE_KEY } from '../../plugins/news-feed/feed.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { collectImages } from '../../sandbox/images/catalogue.ts';
import { startImageService } from '../../sandbox/images/server.ts';
import { launchChromium } from '../helpers/browser.ts';
import { startPublicRuntime } from '../helpers/public-runtime.ts';

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const runtime = await startPublicRuntime();
  baseUrl = runtime.baseUrl;
  close = runtime.close;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** The news feed's state on `<html>` once its first page is loaded: 'unread' or 'read'. */
const feedState = (page: Page, state: 'unread' | 'read') =>
  page.waitForSelector(`html[data-news-feed="${state}"]`, { state: 'attached' });

describe('news feed (customer-area §3, §4; public-site §2 action: links)', () => {
  it('opens from its action link, loads more, and the unread indicator clears after reading, also after a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/company`);
    await feedState(page, 'unread');
    const indicator = await page.$eval(
      'button[data-sf-action="news-feed"]',
      (button) => getComputedStyle(button, '::before').content,
    );
    expect(indicator).not.toBe('none');

    await page.click('button[data-sf-action="news-feed"]');
    const dialog = page.locator('dialog.sf-news-feed[open]');
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('li[data-news-item]').count()).toBe(10);
    expect(await dialog.locator('li[data-news-item]').first().getAttribute('data-news-item')).toBe('news-34');

    await dialog.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => dialog.locator('li[data-news-item]').count()).toBe(20);

    await dialog.getByRole('button', { name: 'Mark as read' }).click();
    await feedState(page, 'read');
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_READ_STORAGE_KEY)).toBe('news-34');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.locator('dialog.sf-news-feed[open]').waitFor({ state: 'detached' });

    await page.reload();
    await feedState(page, 'read');
    const after = await page.$eval(
      'button[data-sf-action="news-feed"]',
      (button) => getComputedStyle(button, '::before').content,
    );
    expect(after).toBe('none');
    await page.close();
  });

  it("shows the items' images through the image service, and mounts no island for an action no plugin declares", async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The asset host's requests go to a sandbox image service on a free port (the fixed one may be taken).
    const images = await startImageService({
      images: collectImages({ assetHost: DEFAULT_IMAGE_ASSET_HOST, datasets: [createContentDataset()] }),
      assetHost: 'http://127.0.0.1:0/',
    });
    await page.route(`${DEFAULT_IMAGE_ASSET_HOST}**`, async (route) => {
      const url = route.request().url().replace(DEFAULT_IMAGE_ASSET_HOST, images.assetHost);
      try {
        await route.fulfill({ response: await route.fetch({ url }) });
      } catch {
        // An image still loading when the page closes: its answer has nowhere to go.
      }
    });
    await page.goto(`${baseUrl}/en/company`);
    await feedState(page, 'unread');
    await page.click('button[data-sf-action="news-feed"]');
    const dialog = page.locator('dialog.sf-news-feed[open]');
    await expect.poll(() => dialog.locator('li[data-news-item]').count()).toBe(10);
    const picture = dialog.locator('li[data-news-item] picture').first();
    expect(await picture.locator('source[type="image/webp"]').getAttribute('srcset')).toMatch(
      /fm=webp.* 2x$/,
    );
    await expect
      .poll(() =>
        picture.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // A CMS link `action:portal` names an island, but no plugin declares the action.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('data-sf-action', 'portal');
      button.id = 'unregistered-action';
      document.body.append(button);
    });
    await page.click('#unregistered-action');
    await expect.poll(() => warnings.some((text) => text.includes("'portal'"))).toBe(true);
    expect(await page.locator('[data-sf-action-island="portal"]').count()).toBe(0);
    expect(await page.locator('[data-sf-action-island]').count()).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
    await images.close();
  });
});

describe('password-protected pages (public-site §5, §6; customer-area §2)', () => {
  it('refuses an empty and a wrong password, and unlocks the page with its password', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/events/internal-2025`);
    await page.waitForSelector('[data-island="password-gate"][data-hydrated]');
    expect(await page.locator('.sf-rich-text').count()).toBe(0);

    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter a password');

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The password is not correct.');
    expect(await page.locator('.sf-rich-text').count()).toBe(0);

    await page.getByLabel('Password').fill('events-internal');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Unlock' }).click()]);
    await page.locator('.sf-rich-text').waitFor();
    expect(await page.locator('[data-island="password-gate"]').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Internal 2025');
    await page.close();
  });
});
