import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearInterruptedBuilds,
  lockOutDir,
  OUT_DIR_LOCK,
  OUT_DIR_LOCK_STALE_MS,
} from '../../cli/out-dir-lock.ts';

let outDir: string;

beforeEach(async () => {
  outDir = path.join(await mkdtemp(path.join(tmpdir(), 'sf-lock-')), 'dist');
});

afterEach(async () => {
  await rm(path.dirname(outDir), { recursive: true, force: true });
});

describe('output folder lock', () => {
  it('makes a second build wait for the first, and fail with the folder named when it waits too long', async () => {
    const release = await lockOutDir({ outDir });
    let waited = false;
    const second = lockOutDir({ outDir, waitMs: 800, onWait: () => (waited = true) });
    await expect(second).rejects.toThrow(`The output folder ${outDir} is in use by another build`);
    expect(waited).toBe(true);

    const third = lockOutDir({ outDir, waitMs: 3000 });
    setTimeout(() => void release(), 300);
    const releaseThird = await third;
    await releaseThird();
    await releaseThird();
  });

  it('takes over the lock of a process that died (not refreshed within the stale time)', async () => {
    await mkdir(path.join(outDir, OUT_DIR_LOCK), { recursive: true });
    const old = new Date(Date.now() - OUT_DIR_LOCK_STALE_MS - 5000);
    await utimes(path.join(outDir, OUT_DIR_LOCK), old, old);
    const release = await lockOutDir({ outDir, waitMs: 0 });
    await release();
  });

  it('clears what a killed build left: staging trees, and a swap cut short puts the old tree back', async () => {
    await mkdir(path.join(outDir, '.staging-20261122T140512Z-1a2b3c', 'main_site'), { recursive: true });
    await mkdir(path.join(outDir, '.previous-20261122T140512Z-1a2b3c', 'events'), { recursive: true });
    await writeFile(path.join(outDir, '.previous-20261122T140512Z-1a2b3c', 'events', 'index.html'), 'old');
    await mkdir(path.join(outDir, 'main_site'), { recursive: true });
    await mkdir(path.join(outDir, '.recycle'), { recursive: true });
    const removed = await clearInterruptedBuilds(outDir);
    expect(removed.sort()).toEqual(['.previous-20261122T140512Z-1a2b3c', '.staging-20261122T140512Z-1a2b3c']);
    expect((await readdir(outDir)).sort()).toEqual(['.recycle', 'events', 'main_site']);
    expect(await readdir(path.join(outDir, 'events'))).toEqual(['index.html']);
  });
});
