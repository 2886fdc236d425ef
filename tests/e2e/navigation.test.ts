import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../core/logger.ts';
import { createPreviewApp } from '../../runtime/server/app.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo, DEMO_SUBSET } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { out } = await buildDemo(DEMO_SUBSET);
  const { app } = await createPreviewApp({
    outDir: out,
    logger: silentLogger(),
    plugins: await demoPlugins(),
  });
  const server = await listen({ app, port: 0, host: '127.0.0.1' });
  baseUrl = server.url;
  close = server.close;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await close?.();
});

describe('a visitor in Chromium', () => {
  it.each([
    ['the main site', '/en', '/en/'],
    ['a language-country locale', '/de-ch', '/de-ch/'],
    ['a slug site', '/en/productronica', '/en/productronica/'],
  ])('opens %s, follows a header link and reads the next page heading', async (_name, start, prefix) => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}${start}`);
    expect(response?.status()).toBe(200);
    const homeHeading = await page.locator('main h1').first().textContent();
    expect(homeHeading?.trim().length).toBeGreaterThan(0);

    const link = page.locator(`header nav a[href^="${prefix}"]`).first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await Promise.all([page.waitForURL(`${baseUrl}${href}`), link.click({ force: true })]);
    const heading = await page.locator('main h1').first().textContent();
    expect(heading?.trim().length).toBeGreaterThan(0);
    expect(heading).not.toBe(homeHeading);
    expect(await page.title()).toContain(heading!.trim());
    await page.close();
  });

  it('follows a CMS redirect whose previous URL has a hash (looked up by the browser)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/news#archive`);
    await page.waitForURL(`${baseUrl}/en/media-releases`);
    expect(await page.locator('main h1').first().textContent()).toBeTruthy();
    await page.close();
  });

  it('gets the not-found page with status 404 and the path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').textContent()).toContain('Page Not Found: /en/no-such-page');
    await page.close();
  });
});
