import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachFile } from '../../../../core/pipeline/file-operations.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';

/** Every file below `dir`, relative to it, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Rendering each distinct page once (core/pipeline/locale-groups.ts) must not change a byte: the whole
 * demo fleet at dataset scale 1, built with locale groups and with every page rendered on its own, gives
 * the same files.
 */
describe('each distinct page rendered once', () => {
  const outs: string[] = [];
  afterAll(async () => {
    await Promise.all(outs.map((out) => rm(out, { recursive: true, force: true })));
  });

  it('writes every file of the demo fleet byte for byte as rendering each page on its own does', async () => {
    const buildId = '20261201T120000Z-a1b2c3';
    // The link check reads what both builds write alike (pages' links); left out to keep the test shorter.
    const grouped = await buildDemo({ force: true, buildId, linkCheck: 'ignore' });
    outs.push(grouped.out);
    const single = await buildDemo({ force: true, buildId, linkCheck: 'ignore', renderEachLocale: true });
    outs.push(single.out);
    expect(grouped.result.pages).toBeGreaterThan(50_000);
    expect(grouped.result.pages).toBe(single.result.pages);
    const [a, b] = await Promise.all([filesOf(grouped.out), filesOf(single.out)]);
    expect(a.length).toBeGreaterThan(100_000);
    expect(a).toEqual(b);
    const differing: string[] = [];
    await forEachFile(a, async (file) => {
      const [x, y] = await Promise.all([
        readFile(path.join(grouped.out, file)),
        readFile(path.join(single.out, file)),
      ]);
      if (!x.equals(y)) differing.push(file);
    });
    expect(differing.sort().slice(0, 20)).toEqual([]);
  }, 900_000);
});
