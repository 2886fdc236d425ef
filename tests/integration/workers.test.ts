import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchCount, MAX_PAGES_PER_BATCH, splitBatches } from '../../core/pipeline/render-pool.ts';
import { buildDemo } from '../helpers/build-demo.ts';

/**
 * Every file of a built tree but the build files, with its contents; the build id (in each page's
 * build meta tag) replaced by a token.
 */
async function pagesOf(out: string, buildId: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    const file = path.relative(out, path.join(entry.parentPath, entry.name));
    // Pages and emitted files; not the build files.
    if (entry.isFile() && !file.includes('_build')) {
      files.set(file, (await readFile(path.join(out, file), 'utf8')).replaceAll(buildId, 'BUILD-ID'));
    }
  }
  return files;
}

const LOCALES = ['en', 'es', 'en-us', 'es-us', 'en-ca', 'fr-ca', 'en-mx', 'es-mx'];
const MORE = ['en-gb', 'en-fr', 'fr-fr', 'en-ch', 'fr-ch', 'en-at', 'en-br', 'pt-br', 'en-jp', 'ja-jp'];

describe('rendering in worker threads', () => {
  it('hands pages to worker threads only when there are enough to render', () => {
    expect(batchCount({ pages: 1, threads: 16 })).toBe(1);
    expect(batchCount({ pages: 250, threads: 16 })).toBe(2);
    expect(batchCount({ pages: 15_000, threads: 16 })).toBe(16);
    expect(batchCount({ pages: 15_000, threads: 1 })).toBe(1);
  });

  it("splits a big site into batches of a bounded size, so a thread's memory does not grow with it", () => {
    expect(batchCount({ pages: 4_000, threads: 2 })).toBe(2);
    expect(batchCount({ pages: 42_000, threads: 2 })).toBe(21);
    expect(batchCount({ pages: 42_001, threads: 2 })).toBe(22);
    // One locale of 5,000 pages and a small one: no batch over the cap, the big locale cut in runs.
    const entries = [
      ...Array.from({ length: 5_000 }, (_, index) => ({ page: { locale: 'en', index } })),
      ...Array.from({ length: 30 }, (_, index) => ({ page: { locale: 'de-ch', index } })),
    ];
    const groups = entries.map((entry) => [entry]);
    const batches = splitBatches(
      groups,
      batchCount({ pages: entries.length, threads: 2 }),
      (group) => group.length,
    );
    expect(batches.length).toBe(3);
    expect(Math.max(...batches.map((batch) => batch.flat().length))).toBeLessThanOrEqual(MAX_PAGES_PER_BATCH);
    expect(batches.flat(2)).toEqual(entries);
  });

  it('writes exactly the same pages as rendering in the main thread', async () => {
    const selection = { site: ['events'], locale: [...LOCALES, ...MORE] };
    const single = await buildDemo({ ...selection, workers: 1 });
    const threaded = await buildDemo({ ...selection, workers: 2 });
    expect(single.result.threads).toBe(1);
    expect(threaded.result.threads).toBe(2);
    expect(threaded.result.pages).toBe(single.result.pages);
    const a = await pagesOf(single.out, single.result.buildId);
    const b = await pagesOf(threaded.out, threaded.result.buildId);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, html] of a) expect(b.get(file), file).toBe(html);
  });
});
