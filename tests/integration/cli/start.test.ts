import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runStart } from '../../../cli/start.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('sitefleet start into an empty output folder (what a newcomer waits for)', () => {
  it('serves the en pages first, then builds every locale of every site in the background', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-start-'));
    cleanups.push(() => rm(out, { recursive: true, force: true }));
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const preview = await runStart({ out, port: 0, logLevel: 'error', quiet: true });
    cleanups.push(() => preview.close());

    const home = await fetch(`${preview.url}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="en"');
    // Right after the start the main site's tree holds only the first locale.
    expect(await readdir(path.join(out, 'machinery_group'))).not.toContain('de-ch');
    expect(printed.join('')).toMatch(/building every other locale of \d+ sites in the background/);
    const runs = preview.rebuilds.status().map((status) => status.running ?? status.queued ?? status.last);
    expect(runs.map((run) => run?.trigger)).toEqual(runs.map(() => 'start'));
    // Every locale of each site, not only the first one.
    expect(runs.map((run) => run?.locales)).toEqual(runs.map(() => undefined));
    expect(runs.map((run) => run?.site)).toEqual(expect.arrayContaining(['main', 'events', 'productronica']));
    // The main site, which answers `/en`, is rebuilt first.
    expect(preview.rebuilds.status().find((status) => status.running)?.running?.site).toBe('main');
  }, 120_000);
});
