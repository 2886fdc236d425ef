import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceAnswerCache } from '../../../../core/pipeline/answer-cache.ts';
import { LATEST_BUILD_FILE } from '../../../../core/pipeline/build-files.ts';
import { openBuildGraph } from '../../../../core/pipeline/build-graph.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';
import { siteContents } from '../../../helpers/site-tree.ts';

/*
 * Rebuilds as the warm builder process runs them (cli/builder-child.ts): the service answers and the
 * plugins' declarations of the last build are kept, and each rebuild names the CMS entries that changed.
 * What they write must equal a fresh build of the same data.
 */

const SITE = 'machinery_group';
const SELECTION = { site: ['main'], locale: ['en', 'en-us', 'de-ch', 'de-de'] };
const EDITED_PAGE = 'page-main-company-history';

let sandbox: EditableSandbox;
let out: string;
const answers = createServiceAnswerCache();
const graph = openBuildGraph();

/** One rebuild of the builder: told which entries changed, keeping answers and declarations. */
async function rebuild(entryIds?: string[]) {
  const reuse = answers.startBuild({ entryIds });
  const { result } = await buildDemo({ ...SELECTION, out, endpoints: sandbox.endpoints, answers, graph });
  answers.finishBuild();
  return { result, reuse };
}

/** Every file of the site's tree but those named by build id, the release made neutral. */
function contents(dir: string): Promise<Map<string, string>> {
  return siteContents(
    path.join(dir, SITE),
    (file) => /^_build\/\d{8}T/.test(file) || file === LATEST_BUILD_FILE,
  );
}

async function expectFreshBuild(): Promise<void> {
  const fresh = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints });
  const built = await contents(out);
  const expected = await contents(fresh.out);
  expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [file, text] of expected) expect(built.get(file), file).toBe(text);
}

beforeAll(async () => {
  sandbox = await startEditableSandbox();
  ({ out } = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints }));
  await rebuild(); // the builder's first build: nothing kept yet
});

afterAll(async () => {
  await sandbox?.close();
});

describe('rebuilds in the warm builder (kept answers and declarations)', () => {
  it('asks the services again only for what names the edited page, and writes what a fresh build writes', async () => {
    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const body = record.body.en!;
    try {
      record.body.en = `${body}\n\nEdited in the warm builder.`;
      const edited = await rebuild([EDITED_PAGE]);
      expect(edited.reuse.kept).toBeGreaterThan(0);
      expect(edited.reuse.dropped).toBeGreaterThan(0);
      expect(edited.result.fetch.reused).toBe(edited.reuse.kept);
      expect(edited.result.rendered).toBe(2); // en and en-us show the English body
      await expectFreshBuild();

      // The next edit: plugins whose load data stayed the same are not asked to declare their pages again.
      record.body.en = `${body}\n\nEdited again.`;
      const again = await rebuild([EDITED_PAGE]);
      expect(again.result.rendered).toBe(2);
      expect(again.result.timings.has('sitefleet:catalogue:pages')).toBe(false);
      expect(again.result.timings.has('sitefleet:content-pages:pages')).toBe(true);
      await expectFreshBuild();

      // Unpublished, then back: the page's files go and come again.
      record.isPublished = false;
      expect((await rebuild([EDITED_PAGE])).result.rendered).toBeGreaterThan(0);
      await expectFreshBuild();
      record.isPublished = true;
      record.body.en = body;
      await rebuild([EDITED_PAGE]);
      await expectFreshBuild();
    } finally {
      record.isPublished = true;
      record.body.en = body;
    }
  });

  it('reuses no answer for a change it is not told about', async () => {
    const { reuse, result } = await rebuild();
    expect(reuse).toMatchObject({ kept: 0, reason: 'no entry ids' });
    expect(result.fetch.reused).toBe(0);
    expect(result.rendered).toBe(0);
  });
});
