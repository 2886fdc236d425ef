import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceAnswerCache } from '../../../../core/pipeline/answer-cache.ts';
import { openBuildGraph } from '../../../../core/pipeline/build-graph.ts';
import { RECYCLE_FOLDER } from '../../../../core/pipeline/writer.ts';
import { buildDemo, demoGraphFile } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';
import { siteContents, treeSnapshot } from '../../../helpers/site-tree.ts';

/*
 * A warm builder prepares the next rebuilds while idle (core/pipeline/build.ts `prime`, cli/builder-child.ts):
 * it changes nothing served, and the first rebuild after it reuses what it prepared and writes what a
 * fresh build writes.
 */

const SITE = 'machinery_group';
const SELECTION = { site: ['main'], locale: ['en', 'en-us', 'de-ch'] };
const EDITED_PAGE = 'page-main-company-history';

let sandbox: EditableSandbox;
let out: string;

/** The build files (`_build/`), which name build ids. */
const isBuildFile = (file: string) => file.startsWith('_build');

beforeAll(async () => {
  sandbox = await startEditableSandbox();
  ({ out } = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints }));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('preparing the next rebuild (prime)', () => {
  it('leaves the served tree as it was, keeps a linked copy for the next build, and that build renders only the edited page', async () => {
    const answers = createServiceAnswerCache();
    // As the builder opens it: the graph the first build (another process's) wrote.
    const graph = openBuildGraph({ file: demoGraphFile(out) });
    const live = path.join(out, SITE);
    const before = await treeSnapshot(live);

    answers.startBuild({});
    const { result: primed } = await buildDemo({
      ...SELECTION,
      out,
      endpoints: sandbox.endpoints,
      answers,
      graph,
      prime: {},
    });
    answers.finishBuild();
    expect(primed.primed).toEqual(['main']);
    expect(primed.rendered).toBe(0);

    // Nothing served changed; the copy is the live tree, file for file, as hard links.
    expect(await treeSnapshot(live)).toEqual(before);
    // Hard links of the live files: the same inode, mtime and size.
    expect(await treeSnapshot(path.join(out, RECYCLE_FOLDER, SITE))).toEqual(before);
    expect((await readdir(out)).filter((entry) => entry.startsWith('.staging-'))).toEqual([]);

    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const body = record.body.en!;
    try {
      record.body.en = `${body}\n\nEdited after the builder prepared itself.`;
      answers.startBuild({ entryIds: [EDITED_PAGE] });
      const { result } = await buildDemo({
        ...SELECTION,
        out,
        endpoints: sandbox.endpoints,
        answers,
        graph,
      });
      answers.finishBuild();
      expect(result.fetch.reused).toBeGreaterThan(0);
      expect(result.rendered).toBe(2); // en and en-us show the English body
      expect(result.timings.has('sitefleet:catalogue:pages')).toBe(false);

      const fresh = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints });
      const built = await siteContents(live, isBuildFile);
      const expected = await siteContents(path.join(fresh.out, SITE), isBuildFile);
      expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, text] of expected) expect(built.get(file), file).toBe(text);
      expect(built.get('en/company/history/index.html')).toContain(
        'Edited after the builder prepared itself.',
      );
    } finally {
      record.body.en = body;
    }
  });
});
