import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser.ts';
import { startUnbuiltRuntime } from '../../helpers/unbuilt-runtime.ts';

/*
 * What the Content-Security-Policy's style-src lets through, as Chromium enforces it (docs/security.md
 * rule 4): the runtime before its first build answers every page with the fallback error page and the
 * page's real headers; a same-origin script added to that page injects a style element and a style
 * attribute, as a consent banner would.
 */

/** Injects what a consent banner injects; served by the test from the runtime's origin. */
const PROBE = `
const sheet = document.createElement('style');
sheet.textContent = '#injected-sheet { color: rgb(1, 2, 3); }';
document.head.append(sheet);
const sheetTarget = document.createElement('p');
sheetTarget.id = 'injected-sheet';
const attributeTarget = document.createElement('p');
attributeTarget.id = 'injected-attribute';
attributeTarget.setAttribute('style', 'color: rgb(4, 5, 6)');
document.body.append(sheetTarget, attributeTarget);
`;

let baseUrl: string;
let close: (() => Promise<void>) | undefined;
let browser: Browser;

beforeAll(async () => {
  ({ baseUrl, close } = await startUnbuiltRuntime());
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/**
 * Opens `pathname` as the runtime answers it (status, headers, body), with the probe script added
 * before `</body>`; returns the page and the style-src violations Chromium reported.
 */
async function open(pathname: string): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage();
  await page.route(`${baseUrl}/probe.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: PROBE }),
  );
  await page.route(`${baseUrl}${pathname}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', '<script src="/probe.js"></script></body>');
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(event.effectiveDirective);
    });
  });
  await page.goto(`${baseUrl}${pathname}`);
  await page.locator('#injected-attribute').waitFor({ state: 'attached' });
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, violations };
}

const colour = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).color);

describe('style-src in Chromium', () => {
  it('lets a public page, where tags run, take injected style elements and attributes', async () => {
    const { page, violations } = await open('/en');
    expect(await colour(page, '#injected-sheet')).toBe('rgb(1, 2, 3)');
    expect(await colour(page, '#injected-attribute')).toBe('rgb(4, 5, 6)');
    expect(violations).toEqual([]);
    await page.close();
  });

  it.each(['/en/editor', '/en/mykomax'])(
    '%s, which holds secrets, takes no injected style, yet shows the fallback page styled',
    async (pathname) => {
      const { page, violations } = await open(pathname);
      expect(await colour(page, '#injected-sheet')).not.toBe('rgb(1, 2, 3)');
      expect(await colour(page, '#injected-attribute')).not.toBe('rgb(4, 5, 6)');
      expect(violations.length).toBeGreaterThanOrEqual(2);
      expect(violations.every((directive) => directive.startsWith('style-src'))).toBe(true);
      // The fallback error page's own inline stylesheet, allowed by its hash: 3rem of padding.
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('48px');
      await page.close();
    },
  );

  it('shows the fallback page styled where tags run too', async () => {
    const { page } = await open('/en');
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).paddingTop)).toBe('48px');
    await page.close();
  });
});
