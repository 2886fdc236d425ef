import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_BUILD_FILE, manifestFile } from '../../../core/pipeline/build-files.ts';
import { parsedManifest, readPreviousBuild } from '../../../core/pipeline/incremental.ts';
import {
  keepParsedBuildFiles,
  keepWrittenFile,
  keptFileName,
  readKeptFile,
} from '../../../core/pipeline/kept-files.ts';
import type { BuildManifest } from '../../../core/pipeline/manifest.ts';

const BUILD_ID = '20261125T070000Z-abcdef';
const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-manifests-'));

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeTree(dir: string, pages: string[]): Promise<void> {
  await mkdir(path.join(dir, '_build'), { recursive: true });
  await writeFile(path.join(dir, LATEST_BUILD_FILE), JSON.stringify({ buildId: BUILD_ID }));
  const manifest = { buildId: BUILD_ID, pages: pages.map((file) => ({ file, hash: file })) };
  // A new file, as a build writes it (never written through).
  await rm(path.join(dir, manifestFile(BUILD_ID)), { force: true });
  await writeFile(path.join(dir, manifestFile(BUILD_ID)), JSON.stringify(manifest));
}

describe('manifests kept parsed by a long-lived builder (keepParsedBuildFiles)', () => {
  it('reads a moved tree from the kept manifest, and a manifest written anew from the file', async () => {
    keepParsedBuildFiles();
    const live = path.join(root, 'live');
    await writeTree(live, ['en/index.html', 'en/company/index.html']);
    const first = await readPreviousBuild(live);
    expect([...first!.pages.keys()]).toEqual(['en/index.html', 'en/company/index.html']);

    const recycled = path.join(root, 'recycled');
    await rename(live, recycled);
    const again = await readPreviousBuild(recycled);
    expect(again!.dir).toBe(recycled);
    expect(again!.manifest).toBe(first!.manifest);

    await writeTree(recycled, ['en/index.html']);
    const rewritten = await readPreviousBuild(recycled);
    expect([...rewritten!.pages.keys()]).toEqual(['en/index.html']);
    expect(await readPreviousBuild(path.join(root, 'missing'))).toBeNull();
  });

  it('reads a manifest the build just wrote as the very object it was written from', async () => {
    keepParsedBuildFiles();
    const dir = path.join(root, 'written');
    await writeTree(dir, ['en/index.html']);
    const manifest = { buildId: BUILD_ID, pages: [{ file: 'de/index.html', hash: 'x' }] } as BuildManifest;
    await rm(path.join(dir, manifestFile(BUILD_ID)));
    await writeFile(path.join(dir, manifestFile(BUILD_ID)), JSON.stringify(manifest));
    await keepWrittenFile({
      file: path.join(dir, manifestFile(BUILD_ID)),
      name: keptFileName('written', 'manifest'),
      parsed: () => parsedManifest(manifest),
    });
    const read = await readPreviousBuild(dir);
    expect(read!.manifest).toBe(manifest);
    expect([...read!.pages.keys()]).toEqual(['de/index.html']);
  });

  it("keeps at most three files under one name: an editor's rebuilds do not pile up parsed files", async () => {
    keepParsedBuildFiles();
    let parses = 0;
    const parse = (text: string) => {
      parses += 1;
      return JSON.parse(text) as unknown;
    };
    const files = ['a', 'b', 'c', 'd'].map((tree) => path.join(root, `named-${tree}.json`));
    for (const file of files) {
      await writeFile(file, JSON.stringify({ file }));
      await readKeptFile({ file, name: keptFileName('site', 'manifest'), parse });
    }
    expect(parses).toBe(4);
    await readKeptFile({ file: files[3]!, name: keptFileName('site', 'manifest'), parse });
    expect(parses).toBe(4);
    await readKeptFile({ file: files[0]!, name: keptFileName('site', 'manifest'), parse });
    expect(parses).toBe(5);
  });
});
