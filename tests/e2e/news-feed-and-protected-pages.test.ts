import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { silentLogger } from '../../core/logger.ts';
import { LAST_READ_STORAGE_KEY } from '../../plugins/news-feed/feed.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';

const EDITOR = { password: 'e2e-editor-password', secret: 'e2e-protected-pages-secret-0123456789abcdef' };

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { out } = await buildDemo({ site: ['main', 'events'], locale: ['en'] });
  const logger = silentLogger();
  const services = await startServices({ config: projectConfigSchema.parse({}), logger });
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    editor: EDITOR,
  });
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
