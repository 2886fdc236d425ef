import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningPreview, runPreview } from '../../cli/preview.ts';
import { launchChromium } from '../helpers/browser.ts';
import { buildDemo } from '../helpers/build-demo.ts';

/** A project whose only plugin, `greeting`, lives in its own `plugins/` folder and nowhere else. */
const FIXTURE = fileURLToPath(new URL('../fixtures/plugin-project/', import.meta.url));

let out: string;
let preview: RunningPreview;
let browser: Browser;

beforeAll(async () => {
  ({ out } = await buildDemo({ root: FIXTURE, site: ['main'], locale: ['en'] }));
  preview = await runPreview({ root: FIXTURE, out, port: 0, logLevel: 'error' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

describe('a plugin folder alone adds a route, an island and a stylesheet (core/pipeline/plugin.ts)', () => {
  it('mounts the plugin route behind the API guards', async () => {
    const answer = await fetch(`${preview.url}/api/greeting`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ greeting: 'fleet' });
    const post = await fetch(`${preview.url}/api/greeting`, {
      method: 'POST',
      headers: { origin: 'https://evil.test' },
    });
    expect(post.status).toBe(403);
  });

  it('bundles the stylesheet into the client CSS', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(out, '_assets', 'client-manifest.json'), 'utf8'),
    ) as {
      styles: string[];
    };
    const css = await Promise.all(
      manifest.styles.map((href) => readFile(path.join(out, href.replace(/^\//, '')), 'utf8')),
    );
    expect(css.join('\n')).toMatch(/\.greeting\{outline:3px dotted/);
  });

  it('hydrates the island in the browser, styled by the stylesheet', async () => {
    const page = await browser.newPage();
    await page.goto(`${preview.url}/en/greeting`);
    const button = page.locator('[data-island="greeting"][data-hydrated] button.greeting');
    await button.waitFor();
    await button.click();
    await button.click();
    expect(await button.textContent()).toBe('Hello fleet: 2');
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('dotted');
    await page.close();
  });
});
