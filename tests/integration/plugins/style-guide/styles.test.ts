import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { createStyleGuideRouter } from '../../../../plugins/style-guide/routes.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { launchChromium } from '../../../helpers/browser.ts';

// The stylesheets unbundled, as the client bundle would include them: what a visitor sees in Chromium.
const STYLES_DIR = fileURLToPath(new URL('../../../../runtime/ui/styles/', import.meta.url));

let base = '';
let close: () => Promise<void>;
let browser: Browser;

beforeAll(async () => {
  const app = express();
  app.use('/_assets', express.static(STYLES_DIR));
  app.use(
    '/style-guide',
    createStyleGuideRouter({
      outDir: '/nonexistent',
      logger: silentLogger(),
      endpoints: {},
      sites: () => [],
      assets: () => ({ scripts: [], styles: ['/_assets/site.css', '/_assets/components.css'] }),
      settings: {},
    }),
  );
  const server = await listen({ app, port: 0, host: '127.0.0.1' });
  base = server.url;
  close = server.close;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${base}${path}`);
  return page;
}

function height(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);
}

describe('component styles in Chromium (public-site §9)', () => {
  it('sizes buttons 40 px with 16 px icons, 48 px with 24 px icons, shadowed 48 px then 56 px on large screens', async () => {
    const small = await open('/style-guide/buttons', 800);
    expect(await height(small, 'button.sf-button:not(.sf-button--large):not(.sf-button--shadowed)')).toBe(40);
    expect(await height(small, 'button.sf-button--large:not(.sf-button--shadowed)')).toBe(48);
    expect(await height(small, 'button.sf-button--shadowed')).toBe(48);
    await small.close();
    const large = await open('/style-guide/buttons', 1280);
    expect(await height(large, 'button.sf-button--shadowed')).toBe(56);
    await large.close();
  });

  it('turns the spinner once per 1080 ms and hides a loading button’s content', async () => {
    const page = await open('/style-guide/buttons', 1280);
    const loading = page.locator('button.sf-button--loading').first();
    const spin = await loading.locator('.sf-spinner').evaluate((element) => {
      const style = getComputedStyle(element);
      return { duration: style.animationDuration, iterations: style.animationIterationCount };
    });
    expect(spin).toEqual({ duration: '1.08s', iterations: 'infinite' });
    expect(
      await loading.locator('.sf-button__content').evaluate((element) => getComputedStyle(element).opacity),
    ).toBe('0');
    await expect(loading.isDisabled()).resolves.toBe(true);
    await page.close();
  });

  it('fixes a floating flash message at the bottom right', async () => {
    const page = await open('/style-guide/components', 1280);
    const box = await page.locator('.sf-flash--floating').evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        position: getComputedStyle(element).position,
        right: innerWidth - rect.right,
        bottom: innerHeight - rect.bottom,
      };
    });
    expect(box).toEqual({ position: 'fixed', right: 16, bottom: 16 });
    await page.close();
  });
});
