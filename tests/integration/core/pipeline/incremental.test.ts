import { spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATEST_BUILD_FILE,
  localePagesFile,
  localeRoutesFile,
  manifestFile,
} from '../../../../core/pipeline/build-files.ts';
import { graphSiteKey, openBuildGraph } from '../../../../core/pipeline/build-graph.ts';
import type { BuildManifest, LatestBuild } from '../../../../core/pipeline/manifest.ts';
import { payloadFile } from '../../../../core/pipeline/page-file.ts';
import { languageSearchFile } from '../../../../plugins/search/engine/index-file.ts';
import { buildDemo, demoGraphFile } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';
import { treeSnapshot } from '../../../helpers/site-tree.ts';

/*
 * Incremental builds (issue: pages as data, dependency-tracked manifest): builds of the main site
 * against one running sandbox whose dataset the tests edit between builds, as an editor would.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SITE = 'machinery_group';
const SELECTION = { site: ['main'], locale: ['en', 'en-us', 'de-ch', 'de-de'] };
const EDITED_PAGE = 'page-main-company-history';

/** Identity of a file on disk: an untouched file keeps inode, mtime and size. */
type FileIdentity = string;

/** Every file of the site's live tree (or another folder of the output) → its identity. */
function snapshot(out: string, folder = SITE): Promise<Map<string, FileIdentity>> {
  return treeSnapshot(path.join(out, folder));
}

/** Files of `after` that are new or differ from `before`, page files only (not the build files). */
function changedPages(before: Map<string, FileIdentity>, after: Map<string, FileIdentity>): string[] {
  return [...after]
    .filter(([file, identity]) => !file.startsWith('_build') && before.get(file) !== identity)
    .map(([file]) => file)
    .sort();
}

/**
 * What each language's search index was made from: per language, the hashes of what its part of the
 * search plugin's emit read, as the project's build graph keeps it for the live tree
 * (core/pipeline/build-graph.ts `EmitNode`).
 */
async function searchIndexReads(): Promise<Record<string, Record<string, string>>> {
  const graph = openBuildGraph({ file: demoGraphFile(out) });
  try {
    const latest = JSON.parse(await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
    const reads: Record<string, Record<string, string>> = {};
    for (const [name, node] of graph.emits(graphSiteKey(out, 'main'))) {
      if (!name.startsWith('sitefleet:search#')) continue;
      expect(node.buildId).toBe(latest.buildId);
      reads[name.slice('sitefleet:search#'.length)] = node.reads;
    }
    return reads;
  } finally {
    graph.close();
  }
}

async function manifestOf(out: string): Promise<BuildManifest> {
  const dir = path.join(out, SITE);
  const latest = JSON.parse(await readFile(path.join(dir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
  return JSON.parse(await readFile(path.join(dir, manifestFile(latest.buildId)), 'utf8')) as BuildManifest;
}

let sandbox: EditableSandbox;
let out: string;
const build = (options: { force?: boolean } = {}) =>
  buildDemo({ ...SELECTION, out, endpoints: sandbox.endpoints, ...options });

beforeAll(async () => {
  sandbox = await startEditableSandbox();
  ({ out } = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints }));
});

afterAll(async () => {
  await sandbox?.close();
});

describe('incremental builds', () => {
  it('renders nothing and touches no file when nothing changed, the client bundle included', async () => {
    const before = await snapshot(out);
    const assets = await snapshot(out, '_assets');
    expect([...assets.keys()].some((file) => /^client-bundle-[\w-]+\.json$/.test(file))).toBe(true);
    const { result } = await build();
    expect(result.rendered).toBe(0);
    expect(result.sites[0]).toMatchObject({ changed: false, rendered: 0, removed: 0 });
    expect(await snapshot(out)).toEqual(before);
    expect(await snapshot(out, '_assets')).toEqual(assets);
  });

  it('reports the last link check again when nothing changed, and checks anew once a page changed', async () => {
    // A finding only the kept report has: a rebuild that reports it did not check again.
    const kept = { site: 'main', href: '/en/kept-finding', count: 1, pages: ['/en'] };
    const graph = openBuildGraph({ file: demoGraphFile(out) });
    try {
      const folder = graphSiteKey(out, '*');
      const node = graph.linkCheck(folder);
      expect(node?.report.broken).toEqual([]);
      const report = { checked: 1, broken: [kept] };
      graph.record({
        kind: 'links',
        siteKey: folder,
        plugins: [''],
        changed: new Map([['', { ...node!, report }]]),
      });
    } finally {
      graph.close();
    }
    expect((await build()).result.linkCheck?.broken).toEqual([kept]);

    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const body = record.body.en!;
    record.body.en = `${body}\n\nSee [the archive](/company/no-such-page).`;
    try {
      const { result } = await build();
      // The page is shown in en and en-us.
      expect(result.linkCheck?.broken.map((link) => link.href).sort()).toEqual([
        '/en-us/company/no-such-page',
        '/en/company/no-such-page',
      ]);
    } finally {
      record.body.en = body;
    }
    expect((await build()).result.linkCheck?.broken).toEqual([]);
  });

  it("re-renders exactly one page's files when its body changes, in every locale that shows it", async () => {
    const before = await snapshot(out);
    const manifest = await manifestOf(out);
    const searchReads = await searchIndexReads();
    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    record.body.en = `${record.body.en}\n\nThe museum opened its doors in 2026.`;
    const { result } = await build();

    const english = manifest.pages
      .filter((page) => page.id === EDITED_PAGE && ['en', 'en-us'].includes(page.locale))
      .map((page) => page.file)
      .sort();
    expect(english).toHaveLength(2);
    expect(result.rendered).toBe(2);
    // Each page's HTML and its route payload (public-site §7).
    const withPayloads = english.flatMap((file) => [file, payloadFile(file)!]).sort();
    const after = await snapshot(out);
    expect(changedPages(before, after)).toEqual(withPayloads);
    // Build files: the English search index is made again; the German locales' pages files and the
    // German index (its pages and entries unchanged) are the live files as they were.
    expect(after.get(languageSearchFile('en'))).not.toBe(before.get(languageSearchFile('en')));
    expect(after.get(languageSearchFile('de'))).toBe(before.get(languageSearchFile('de')));
    expect(after.get(localePagesFile('de-ch'))).toBe(before.get(localePagesFile('de-ch')));
    expect(after.get(localePagesFile('en'))).not.toBe(before.get(localePagesFile('en')));
    // What each language's part read: the German one's is the same, so by the graph's rule it was taken
    // over (tests/core/pipeline/emit-site.test.ts shows a part so held is not run).
    const [was, is] = [searchReads, await searchIndexReads()];
    expect(Object.keys(is).sort()).toEqual(['de', 'en']);
    expect(is.de).toEqual(was.de);
    expect(is.en).not.toEqual(was.en);
    for (const file of english) {
      expect(await readFile(path.join(out, SITE, file), 'utf8')).toContain(
        'The museum opened its doors in 2026.',
      );
    }
    // The release stays: open pages that did not change are not told to reload.
    const latest = JSON.parse(await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
    expect(latest.buildId).toBe(result.buildId);
    expect(latest.release).toBe(manifest.release);
    // The locales' route rules are the same pages: the new build's files are the last build's, linked.
    for (const locale of SELECTION.locale) {
      const rules = after.get(localeRoutesFile(result.buildId, locale));
      expect(rules, locale).toBeDefined();
      expect(rules).toBe(before.get(localeRoutesFile(manifest.buildId, locale)));
    }
  });

  it('re-renders every page of the locales whose header navigation changed, and no other', async () => {
    const before = await snapshot(out);
    const header = sandbox.content.headerNavigations.find((navigation) => navigation.siteId === 'main')!;
    header.items[0]!.title.de = `${header.items[0]!.title.de} Neu`;
    const { result } = await build();
    const german = [...before.keys()].filter((file) => /^de-(ch|de)\//.test(file)).sort();
    expect(german.length).toBeGreaterThan(10);
    expect(changedPages(before, await snapshot(out))).toEqual(german);
    expect(result.rendered).toBe(german.filter((file) => file.endsWith('.html')).length);
    expect(german.filter((file) => file.endsWith('/_payload.json')).length).toBeGreaterThan(10);
  });

  it('reports a link broken once the page it leads to is no longer published, though the linking page stays', async () => {
    const target = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const linking = sandbox.content.pages.find(
      (page) => page.id !== EDITED_PAGE && page.siteId === 'main' && page.body.en,
    )!;
    const body = linking.body.en!;
    linking.body.en = `${body}\n\nSee [our history](/en/company/history).`;
    try {
      // The link resolves: the check that follows answers it again from the same pages, or anew.
      expect((await build()).result.linkCheck?.broken).toEqual([]);
      target.isPublished = false;
      const { result } = await build();
      expect(result.linkCheck?.broken.map((link) => link.href)).toContain('/en/company/history');
    } finally {
      target.isPublished = true;
      linking.body.en = body;
    }
    expect((await build()).result.linkCheck?.broken).toEqual([]);
  });

  it('removes the files of a page that is no longer published', async () => {
    const manifest = await manifestOf(out);
    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const sitemap = path.join(out, SITE, 'sitemap-en.xml');
    const listed = (await readFile(sitemap, 'utf8')).includes('/en/company/history</loc>');
    record.isPublished = false;
    try {
      const { result } = await build();
      // The sitemaps follow (a build that changed no URL takes the last ones over without emitting them).
      expect(listed).toBe(true);
      expect(await readFile(sitemap, 'utf8')).not.toContain('/en/company/history</loc>');
      const files = manifest.pages.filter((page) => page.id === EDITED_PAGE).map((page) => page.file);
      expect(files.length).toBeGreaterThan(0);
      expect(result.sites[0]!.removed).toBeGreaterThanOrEqual(files.length);
      for (const file of files.flatMap((page) => [page, payloadFile(page) ?? page])) {
        await expect(stat(path.join(out, SITE, file))).rejects.toMatchObject({ code: 'ENOENT' });
      }
      expect((await manifestOf(out)).pages.some((page) => page.id === EDITED_PAGE)).toBe(false);
    } finally {
      record.isPublished = true;
    }
  });

  it('builds from the tree the last swap replaced, and the result equals a fresh build', async () => {
    // Each build takes over the tree of the build before last (core/pipeline/writer.ts `adopt`), so
    // edits two builds apart, a removal and a return all have to be put right in that older tree.
    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const body = record.body.en!;
    const other = sandbox.content.pages.find(
      (page) => page.id !== EDITED_PAGE && page.siteId === 'main' && page.body.en,
    )!;
    const otherBody = other.body.en!;
    try {
      record.body.en = `${body}\n\nFirst edit.`;
      await build();
      other.body.en = `${otherBody}\n\nSecond edit.`;
      await build();
      record.isPublished = false;
      await build();
      record.isPublished = true;
      record.body.en = body;
      await build();
    } finally {
      record.isPublished = true;
      record.body.en = body;
    }
    const fresh = await buildDemo({ ...SELECTION, endpoints: sandbox.endpoints });
    const incremental = await manifestOf(out);
    const whole = await manifestOf(fresh.out);
    /** Every file of a site tree except those named by build id, with the release made neutral. */
    const contents = async (dir: string, release: string) => {
      const files = new Map<string, string>();
      for (const entry of await readdir(path.join(dir, SITE), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.relative(path.join(dir, SITE), path.join(entry.parentPath, entry.name));
        // A locale's route rules are compared under one name; the manifest is compared below.
        const rules = /^_build\/\d{8}T[\w-]+\.([\w-]+)\.json$/.exec(file);
        if (!rules && (/^_build\/\d{8}T/.test(file) || file === LATEST_BUILD_FILE)) continue;
        const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
        files.set(rules ? `_build/<build>.${rules[1]}.json` : file, text.replaceAll(release, 'RELEASE'));
      }
      return files;
    };
    const built = await contents(out, incremental.release ?? incremental.buildId);
    const expected = await contents(fresh.out, whole.release ?? whole.buildId);
    expect([...built.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, text] of expected) expect(built.get(file), file).toBe(text);
    expect(incremental.pages.map((page) => [page.file, page.id])).toEqual(
      whole.pages.map((page) => [page.file, page.id]),
    );
  });

  it('renders every page with --force, and the next build keeps what --force wrote', async () => {
    // A page file damaged in place (shared, as a hard link, with the tree the last swap replaced).
    const file = path.join(out, SITE, 'en/company/index.html');
    const html = await readFile(file, 'utf8');
    await writeFile(file, 'damaged');
    const { result } = await build({ force: true });
    expect(result.rendered).toBe(result.pages);
    expect(await readFile(file, 'utf8')).toBe(html);
    // The next build of an edit must not take the damaged file back from a tree kept before --force.
    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    const body = record.body.en!;
    record.body.en = `${body}\n\nAfter the forced build.`;
    try {
      expect((await build()).result.rendered).toBe(2);
    } finally {
      record.body.en = body;
    }
    expect(await readFile(file, 'utf8')).toBe(html);
    await build(); // the tree as the dataset is again, for the next test
  });

  it('leaves the previous tree served intact when a build is killed while writing', async () => {
    const before = await snapshot(out);
    const latestBefore = await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'cli/main.ts',
        'build',
        '--out',
        out,
        '--force',
        '--log-level',
        'error',
        ...SELECTION.site.flatMap((site) => ['--site', site]),
        '--locale',
        ...SELECTION.locale,
      ],
      { cwd: ROOT, stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Kill it once it has written pages into its staging tree.
    let writing = false;
    for (let waited = 0; waited < 60_000 && !writing; waited += 25) {
      const staging = (await readdir(out)).find((entry) => entry.startsWith('.staging-'));
      const pages = staging
        ? await readdir(path.join(out, staging, SITE), { recursive: true }).catch(() => [])
        : [];
      writing = pages.length > 20;
      if (!writing) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child.kill('SIGKILL');
    await exited;
    expect(writing).toBe(true);
    expect(await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8')).toBe(latestBefore);
    expect(await snapshot(out)).toEqual(before);
    // The next build goes on from the intact tree.
    const { result } = await build();
    expect(result.rendered).toBe(0);
  });
});
