import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../core/logger.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';
import type { BuildEventSource } from '../../core/serving/rebuild.ts';
import { createBuildEventHub, createBuildEventsHandler } from '../../runtime/server/build-events.ts';
import { type ListeningServer, listen } from '../../runtime/server/listen.ts';
import { launchChromium } from '../helpers/browser.ts';

/*
 * The release watch in Chromium against the real build-event handler (runtime/client/release-watch.ts):
 * a hidden tab holds no stream, a shown one opens it again, and the hello of that stream tells the page
 * of the release swapped in while it was hidden. The page is a bare HTML page with the build meta tags
 * and the release watch bundled alone (no demo build needed).
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** What the "runtime" serves now; a test swaps it as a rebuild would. */
const served = { buildId: 'b1', release: 'r1' };
const hub = createBuildEventHub();
let openStreams = 0;
let browser: Browser;
let server: ListeningServer;
let scratch: string;

/** The hub as the handler sees it, counting the subscriptions (one per open stream). */
const counted: BuildEventSource = {
  subscribe(listener, onClose) {
    openStreams += 1;
    const leave = hub.subscribe(listener, onClose);
    return () => {
      openStreams -= 1;
      leave();
    };
  },
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'sitefleet-release-watch-'));
  const entry = path.join(scratch, 'entry.ts');
  await writeFile(
    entry,
    `import { watchRelease } from ${JSON.stringify(path.join(REPO, 'runtime/client/release-watch.ts'))};\nwatchRelease();\n`,
  );
  const output = await build({
    configFile: false,
    envDir: false,
    root: scratch,
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const script = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (script?.type !== 'chunk') throw new Error('The release watch did not bundle');

  const context = {
    outDir: scratch,
    logger: silentLogger(),
    endpoints: {},
    settings: {},
    sites: () => [
      {
        site: { key: 'main', id: 'main' },
        manifest: { buildId: served.buildId, release: served.release, site: { key: 'main' }, pages: [] },
      } as unknown as ServedSite,
    ],
    assets: () => ({ scripts: [], styles: [] }),
    buildEvents: counted,
  } as unknown as RuntimeContext;
  const app = express();
  app.get('/_build/events', createBuildEventsHandler(context));
  app.get('/_build/main/latest.json', (_request, response) => {
    response.setHeader('cache-control', 'no-cache');
    response.json({ buildId: served.buildId, release: served.release, builtAt: new Date().toISOString() });
  });
  app.get('/watch.js', (_request, response) => {
    response.type('text/javascript').send(script.code);
  });
  app.get('/en/company', (_request, response) => {
    response.setHeader('cache-control', 'no-store');
    response
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta name="sf-build" content="${served.release}">` +
          '<meta name="sf-site" content="main"><script type="module" src="/watch.js"></script></head>' +
          '<body><p>Company</p></body></html>',
      );
  });
  server = await listen({ app, port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  hub.close();
  await server?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Makes the tab hidden or shown as the browser would when the visitor switches tabs. */
function setHidden(page: Page, hidden: boolean) {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('the release watch in a browser tab (build events)', () => {
  it('holds no stream while hidden; shown again, it reloads for the release swapped in meanwhile', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/en/company`);
      await expect.poll(() => openStreams, { timeout: 10_000 }).toBe(1);

      await setHidden(page, true);
      await expect.poll(() => openStreams, { timeout: 10_000 }).toBe(0);

      // A rebuild with a new release while the tab is hidden: its build event reaches no one.
      served.buildId = 'b2';
      served.release = 'r2';
      hub.emit({ site: 'main', buildId: 'b2', release: 'r2', changed: ['/en/company'] });
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });

      await Promise.all([page.waitForEvent('load', { timeout: 10_000 }), setHidden(page, false)]);
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
      expect(await page.locator('meta[name="sf-build"]').getAttribute('content')).toBe('r2');
      // The reloaded page is of the served release: its own hello leaves it alone.
      await expect.poll(() => openStreams, { timeout: 10_000 }).toBe(1);
      await page.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    } finally {
      await page.close();
    }
    await expect.poll(() => openStreams, { timeout: 10_000 }).toBe(0);
  });
});
