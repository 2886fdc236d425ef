import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../../../core/pipeline/build.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';

/*
 * `--shard i/n` (issue: incremental builds, point 4): n shard builds with one build id, their output
 * folders copied over each other, give the whole build's output byte for byte.
 */

const SELECTION = {
  site: ['main', 'events', 'partner-shop'],
  locale: ['en', 'de-ch', 'en-us', 'es-us', 'fr-ch'],
};
const BUILD_ID = '20261124T120000Z-5a4d3c';

/** Every file below `dir` (relative path) → its bytes. */
async function tree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

let whole: { out: string; result: BuildResult };
let shards: { out: string; result: BuildResult }[];

beforeAll(async () => {
  whole = await buildDemo({ ...SELECTION, buildId: BUILD_ID });
  shards = [];
  for (const part of ['1/3', '2/3', '3/3']) {
    shards.push(await buildDemo({ ...SELECTION, buildId: BUILD_ID, shard: part }));
  }
});

describe('sharded builds', () => {
  it('render disjoint parts that add up to the whole build', () => {
    const rendered = shards.map((shard) => shard.result.rendered);
    expect(rendered.filter((count) => count > 0).length).toBeGreaterThanOrEqual(2);
    expect(rendered.reduce((sum, count) => sum + count, 0)).toBe(whole.result.rendered);
  });

  it("give, copied over each other, the whole build's output byte for byte", async () => {
    const union = await mkdtemp(path.join(tmpdir(), 'sitefleet-union-'));
    for (const shard of shards) await cp(shard.out, union, { recursive: true, force: true });
    const expected = await tree(whole.out);
    const actual = await tree(union);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    const different = [...expected].filter(([file, bytes]) => !actual.get(file)?.equals(bytes));
    expect(different.map(([file]) => file)).toEqual([]);
  });

  it('refuses a shard or build id of another form', async () => {
    await expect(buildDemo({ ...SELECTION, shard: '4/3' })).rejects.toThrow(/--shard 4\/3: expected i\/n/);
    await expect(buildDemo({ ...SELECTION, buildId: 'tuesday' })).rejects.toThrow(/--build-id tuesday/);
  });
});
