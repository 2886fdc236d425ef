import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LATEST_BUILD_FILE, manifestFile } from '../../../core/pipeline/build-files.ts';
import { openBuildGraph } from '../../../core/pipeline/build-graph.ts';
import { parsedManifest, readPreviousBuild } from '../../../core/pipeline/incremental.ts';
import type { BuildManifest } from '../../../core/pipeline/manifest.ts';

/*
 * The trees a long-lived builder knows (core/pipeline/build-graph.ts `BuildGraph.tree`): a site's build
 * files as the build that wrote them left them, by the tree's build id, so that the next build reads a
 * tree it wrote (or one the swap moved aside) without parsing its manifest again; any other tree is read
 * from its files.
 */

const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-trees-'));

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const manifestOf = (buildId: string, files: string[]) =>
  ({
    buildId,
    locales: ['en'],
    pages: files.map((file) => ({ file, hash: file })),
  }) as unknown as BuildManifest;

async function writeTree(dir: string, manifest: BuildManifest): Promise<void> {
  await mkdir(path.join(dir, '_build'), { recursive: true });
  await writeFile(path.join(dir, LATEST_BUILD_FILE), JSON.stringify({ buildId: manifest.buildId }));
  await writeFile(path.join(dir, manifestFile(manifest.buildId)), JSON.stringify(manifest));
}

describe('trees known by build id', () => {
  it('reads a tree it keeps as kept, wherever the tree was moved, and any other from its files', async () => {
    const graph = openBuildGraph();
    const live = path.join(root, 'out', 'machinery_group');
    const written = manifestOf('20261125T070000Z-aaaaaa', ['en/index.html', 'en/company/index.html']);
    await writeTree(live, written);
    graph.keepTree({
      technicalName: 'machinery_group',
      buildId: written.buildId,
      tree: parsedManifest(written),
    });

    const read = await readPreviousBuild(live, graph.tree);
    expect(read?.manifest).toBe(written);
    expect(read?.dir).toBe(live);
    // The swap moves the replaced tree aside: the same build, the same files.
    const recycled = path.join(root, 'out', '.recycle', 'machinery_group');
    await mkdir(path.dirname(recycled), { recursive: true });
    await rename(live, recycled);
    expect((await readPreviousBuild(recycled, graph.tree))?.manifest).toBe(written);

    // A tree of a build the process does not know (another process wrote it) is read from its files.
    const other = manifestOf('20261125T080000Z-bbbbbb', ['en/index.html']);
    await writeTree(live, other);
    const fromFiles = await readPreviousBuild(live, graph.tree);
    expect(fromFiles?.manifest).toEqual(other);
    expect([...(fromFiles?.pages.keys() ?? [])]).toEqual(['en/index.html']);
    expect(await readPreviousBuild(path.join(root, 'missing'), graph.tree)).toBeNull();
    graph.close();
  });

  it("keeps the last two trees of a site: an editor's rebuilds do not pile them up", async () => {
    const graph = openBuildGraph();
    const ids = ['20261125T090000Z-000001', '20261125T090000Z-000002', '20261125T090000Z-000003'];
    for (const id of ids) {
      graph.keepTree({ technicalName: 'events', buildId: id, tree: parsedManifest(manifestOf(id, [])) });
    }
    expect(ids.map((id) => graph.tree('events', id) !== undefined)).toEqual([false, true, true]);
    expect(graph.tree('machinery_group', ids[2]!)).toBeUndefined();
    graph.close();
  });
});
