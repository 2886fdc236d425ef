import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WCAG_22_AA_TAGS } from '../../../../cli/check/visit.ts';
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
      assets: () => ({
        scripts: [],
        styles: ['/_assets/tokens.css', '/_assets/site.css', '/_assets/components.css'],
      }),
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

describe('design tokens in Chromium (public-site §9)', () => {
  /** Left and width of each grid cell of the row whose cells span `span` columns, in px. */
  async function cells(page: Page, span: number) {
    return page.locator(`.sf-grid:has(> .sf-span-${span}) > .sf-span-${span}`).evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { top: Math.round(rect.top), width: Math.round(rect.width) };
      }),
    );
  }

  it('lays four quarter cells side by side on a desktop and stacks them full width on a phone', async () => {
    const desktop = await open('/style-guide/tokens', 1280);
    const wide = await cells(desktop, 3);
    expect(new Set(wide.map((cell) => cell.top)).size).toBe(1);
    await desktop.close();
    const phone = await open('/style-guide/tokens', 375);
    const narrow = await cells(phone, 3);
    expect(new Set(narrow.map((cell) => cell.top)).size).toBe(4);
    const full = await phone
      .locator('.sf-span-12')
      .first()
      .evaluate((element) => element.clientWidth);
    expect(narrow.every((cell) => cell.width === full)).toBe(true);
    await phone.close();
  });

  it('scales the display size with the viewport, from 36 px on a phone to 60 px on a desktop', async () => {
    const size = async (width: number) => {
      const page = await open('/style-guide/tokens', width);
      const value = await page
        .locator('main .sf-display')
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      await page.close();
      return value;
    };
    expect(await size(375)).toBeCloseTo(36, 0);
    expect(await size(1280)).toBeCloseTo(60, 0);
  });

  it('shows every theme with no WCAG 2.2 AA finding of axe-core', async () => {
    // axe-core opens pages of its own in the page's context: one made for it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/style-guide/tokens`);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
    await context.close();
  });
});
