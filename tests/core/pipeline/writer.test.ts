import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStagingTree, RECYCLE_FOLDER } from '../../../core/pipeline/writer.ts';

/** Every file below `dir`, relative, sorted. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function put(root: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), file);
  }
}

describe('staging tree: pruning an adopted tree', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-writer-'));
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  /** The recycled tree of site `s`: two pages of `en` with payloads, build files and a root file. */
  const RECYCLED = [
    'en/a/index.html',
    'en/a/_payload.json',
    'en/b/index.html',
    'en/b/_payload.json',
    '_build/old.json',
    'robots.txt',
  ];
  const ADOPTED_PAGES = ['en/a/index.html', 'en/b/index.html'];

  it('removes the adopted pages not kept, with their payloads, and every build file not written, without listing the page folders', async () => {
    await put(path.join(outDir, RECYCLE_FOLDER, 's'), RECYCLED);
    const staging = await createStagingTree({ outDir, buildId: 'b1', recycle: true });
    const dir = await staging.adopt('s');
    expect(dir).not.toBeNull();
    await staging.write({ technicalName: 's', file: '_build/new.json', contents: '{}' });
    await staging.prune('s', {
      keep: new Set(['en/a/index.html', 'en/a/_payload.json']),
      known: {
        files: [...ADOPTED_PAGES, 'en/a/_payload.json', 'en/b/_payload.json'],
        folders: new Set(['en']),
      },
    });
    expect(await filesBelow(dir!)).toEqual(['_build/new.json', 'en/a/_payload.json', 'en/a/index.html']);
    await staging.discard();
  });

  it('lists the whole tree once pages were linked into it and it went back unchanged', async () => {
    await put(path.join(outDir, RECYCLE_FOLDER, 's'), RECYCLED);
    await put(path.join(outDir, 's'), ['en/c/index.html']);
    // A build of an unchanged site links a live page into the adopted tree, then gives the tree back.
    const first = await createStagingTree({ outDir, buildId: 'b1', recycle: true });
    await first.adopt('s');
    await first.reuse({
      technicalName: 's',
      file: 'en/c/index.html',
      from: path.join(outDir, 's', 'en/c/index.html'),
    });
    await first.discardSite('s');
    await first.discard();
    // The next build adopts it: its manifest (the known files) does not name en/c, so only a listing finds it.
    const next = await createStagingTree({ outDir, buildId: 'b2', recycle: true });
    const dir = await next.adopt('s');
    await next.prune('s', {
      keep: new Set(['en/a/index.html']),
      known: { files: ADOPTED_PAGES, folders: new Set(['en']) },
    });
    expect(await filesBelow(dir!)).toEqual(['en/a/index.html']);
    await next.discard();
  });
});
