import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceAnswerCache } from '../../../../core/pipeline/answer-cache.ts';
import { createPagesMemo } from '../../../../core/pipeline/pages-memo.ts';
import { RECYCLE_FOLDER } from '../../../../core/pipeline/writer.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';

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

/** Every file of a tree (relative path → inode and modification time). */
async function files(dir: string): Promise<Map<string, { ino: number; mtimeMs: number }>> {
  const found = new Map<string, { ino: number; mtimeMs: number }>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { ino, mtimeMs } = await stat(file);
    found.set(path.relative(dir, file), { ino, mtimeMs });
  }
  return found;
}

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
    const declared = createPagesMemo();
    const live = path.join(out, SITE);
    const before = await files(live);

    answers.startBuild({});
    const { result: primed } = await buildDemo({
      ...SELECTION,
      out,
      endpoints: sandbox.endpoints,
      answers,
      declared,
      prime: {},
    });
    answers.finishBuild();
    declared.finishBuild();
    expect(primed.primed).toEqual(['main']);
    expect(primed.rendered).toBe(0);

    // Nothing served changed; the copy is the live tree, file for file, as hard links.
    expect(await files(live)).toEqual(before);
    const copy = await files(path.join(out, RECYCLE_FOLDER, SITE));
    expect([...copy.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, { ino }] of copy) expect(ino, file).toBe(before.get(file)!.ino);
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
        declared,
      });
      answers.finishBuild();
      expect(result.fetch.reused).toBeGreaterThan(0);
      expect(result.rendered).toBe(2); // en and en-us show the English body
      expect(result.timings.has('sitefleet:catalogue:pages')).toBe(false);

      const fresh = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints });
      const page = (dir: string, locale: string) =>
        readFile(path.join(dir, SITE, locale, 'company', 'history', 'index.html'), 'utf8').catch(() => null);
      const rebuilt = await files(live);
      const expected = await files(path.join(fresh.out, SITE));
      const pages = (map: Map<string, unknown>) =>
        [...map.keys()].filter((file) => !file.startsWith('_build')).sort();
      expect(pages(rebuilt)).toEqual(pages(expected));
      for (const locale of ['en', 'en-us']) {
        expect(await page(out, locale)).toContain('Edited after the builder prepared itself.');
      }
      expect(await page(out, 'de-ch')).not.toContain('Edited after the builder prepared itself.');
    } finally {
      record.body.en = body;
    }
  });
});
