import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_BUILD_FILE, manifestFile } from '../../core/pipeline/build-files.ts';
import type { BuildManifest, LatestBuild } from '../../core/pipeline/manifest.ts';
import { launchChromium } from '../helpers/browser.ts';

/*
 * The developer test of `sitefleet dev` ("editing a locale string re-renders only the pages
 * that use it and the browser tab reloads"). It runs the real command on a copy of the project in a
 * temporary folder (sitefleet's sources, sites and locales; node_modules linked), so that the edit never
 * touches this checkout: one site, two locales of two languages, a page open in Chromium, one German
 * string changed.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const COPIED = [
  'bin',
  'cli',
  'config',
  'core',
  'locales',
  'plugins',
  'runtime',
  'sandbox',
  'sites',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const SITE_TREE = 'machinery_group';
const NEW_TEXT = 'Direkt zum Inhalt (geändert im Dev-Test)';

let project: string;
let out: string;
let browser: Browser;

/** A running `sitefleet dev` process and the lines it printed so far. */
interface DevProcess {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the first line (already printed or to come) matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Sends SIGINT; resolves with the exit code and how long the process took to exit, in ms. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

function startDev(): DevProcess {
  const env = { ...process.env };
  // The command picks production React itself, as `npx sitefleet` would.
  delete env.NODE_ENV;
  const child = spawn(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      path.join(project, 'cli/main.ts'),
      'dev',
      '--root',
      project,
      '--site',
      'main',
      '--locale',
      'en',
      '--locale',
      'de-ch',
      '--port',
      '0',
      '--out',
      out,
    ],
    { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of [...waiters]) waiter();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((candidate) => pattern.test(candidate));
          if (!line) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(line);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      const started = Date.now();
      if (child.exitCode === null) child.kill('SIGINT');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/** The pages of the site's latest build, by file, with their mtimes. */
async function pageTimes(): Promise<Map<string, { locale: string; mtimeMs: number }>> {
  const dir = path.join(out, SITE_TREE);
  const latest = JSON.parse(await readFile(path.join(dir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
  const manifest = JSON.parse(
    await readFile(path.join(dir, manifestFile(latest.buildId)), 'utf8'),
  ) as BuildManifest;
  const times = new Map<string, { locale: string; mtimeMs: number }>();
  for (const page of manifest.pages) {
    times.set(page.file, { locale: page.locale, mtimeMs: (await stat(path.join(dir, page.file))).mtimeMs });
  }
  return times;
}

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'sf-dev-'));
  out = path.join(project, 'dist');
  await Promise.all(
    COPIED.map((entry) => cp(path.join(REPO, entry), path.join(project, entry), { recursive: true })),
  );
  await symlink(path.join(REPO, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

describe('sitefleet dev', () => {
  it('a locale string edit re-renders only that language’s pages and reloads the open tab; a restart re-renders nothing', async () => {
    const dev = startDev();
    try {
      const serving = await dev.waitFor(/Serving (http:\/\/\S+)\/en /);
      const url = /Serving (http:\/\/\S+)\/en /.exec(serving)![1]!;
      const first = await dev.waitFor(/first build → /, 80_000);
      expect(first).toMatch(new RegExp(`${SITE_TREE}: \\d+ of \\d+ pages re-rendered`));

      // The runtime notices the new tree by polling the output folder (every 500 ms).
      await expect
        .poll(async () => (await fetch(`${url}/de-ch`)).status, { timeout: 10_000, interval: 250 })
        .toBe(200);
      const page = await browser.newPage();
      await page.goto(`${url}/de-ch`);
      expect(await page.locator('body').textContent()).toContain('Zum Inhalt springen');
      // Gone after a reload: tells a reloaded page from one patched in place.
      await page.evaluate(() => {
        (window as unknown as { devTestMarker: boolean }).devTestMarker = true;
      });
      const before = await pageTimes();

      const file = path.join(project, 'locales/de/common.json');
      const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, `${JSON.stringify({ ...strings, skipToContent: NEW_TEXT }, null, 2)}\n`);

      const line = await dev.waitFor(/locales\/de\/common\.json → /, 60_000);
      const [, rendered, total] = /(\d+) of (\d+) pages re-rendered/.exec(line) ?? [];
      const german = [...before.values()].filter((entry) => entry.locale === 'de-ch').length;
      expect(Number(rendered)).toBeGreaterThan(0);
      expect(Number(rendered)).toBeLessThanOrEqual(german);
      expect(Number(total)).toBe(before.size);

      // The tab reloads by itself and shows the new string.
      await page.waitForFunction((text) => document.body.textContent?.includes(text), NEW_TEXT, {
        timeout: 20_000,
      });
      expect(
        await page.evaluate(() => (window as unknown as { devTestMarker?: boolean }).devTestMarker),
      ).toBe(undefined);

      // English pages are the previous build's files, untouched; the German home page is new.
      const after = await pageTimes();
      for (const [name, entry] of before) {
        if (entry.locale === 'en') expect(after.get(name)?.mtimeMs, name).toBe(entry.mtimeMs);
      }
      expect(after.get('de-ch/index.html')!.mtimeMs).toBeGreaterThan(before.get('de-ch/index.html')!.mtimeMs);
      await page.close();
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- sitefleet dev printed:\n${dev.lines.join('\n')}`);
    } finally {
      const stopped = await dev.stop();
      expect(stopped.code).toBe(0);
      expect(stopped.ms).toBeLessThan(8000);
    }

    // A second start builds incrementally: nothing changed, nothing is rendered.
    const again = startDev();
    try {
      const first = await again.waitFor(/first build → /, 60_000);
      expect(first).toContain(`${SITE_TREE}: unchanged`);
    } finally {
      await again.stop();
    }
  }, 150_000);
});
