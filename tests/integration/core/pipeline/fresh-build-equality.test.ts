import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServiceAnswerCache } from '../../../../core/pipeline/answer-cache.ts';
import { LATEST_BUILD_FILE, manifestFile } from '../../../../core/pipeline/build-files.ts';
import { buildGraphFile, openBuildGraph } from '../../../../core/pipeline/build-graph.ts';
import { forEachFile } from '../../../../core/pipeline/file-operations.ts';
import type { BuildManifest, LatestBuild } from '../../../../core/pipeline/manifest.ts';
import type { PageRecord } from '../../../../sandbox/dataset/types.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';

/*
 * Every way of building the demo fleet gives the files a fresh build gives, byte for byte, on every site
 * at dataset scale 1: the pages rendered once per locale group, a warm rebuild (the builder's: graph and
 * service answers kept in memory, told which entries changed) and a cold rebuild (a new process: the
 * build graph read from the project's cache folder), compared with a fresh build that renders every
 * page on its own.
 */

/** A build id the first and the fresh build share, so that their pages name the same release. */
const BUILD_ID = '20261201T120000Z-a1b2c3';

/** Every file below `dir`, relative to it, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A file's name as compared: a locale's route rules under one name whatever build named them; null for
 * what names its build (the manifest, compared by its pages, and the latest-build file) and for what is
 * not served (the tree the last swap replaced, `.recycle/`).
 */
function comparedName(file: string): string | null {
  const [site, ...rest] = file.split(path.sep);
  if (site!.startsWith('.')) return null;
  const inSite = rest.join('/');
  const rules = /^_build\/\d{8}T[\w-]+\.([\w-]+)\.json$/.exec(inSite);
  if (rules) return `${site}/_build/<build>.${rules[1]}.json`;
  if (/^_build\/\d{8}T[\w-]+\.json$/.test(inSite) || inSite === LATEST_BUILD_FILE) return null;
  return file;
}

/** The compared files of an output folder: compared name → file. */
async function comparedFiles(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const file of await filesOf(out)) {
    const name = comparedName(file);
    if (name) files.set(name, file);
  }
  return files;
}

/** Each site's manifest pages (file, id, input hash) by folder. */
async function manifestPages(out: string): Promise<Map<string, unknown>> {
  const pages = new Map<string, unknown>();
  for (const site of (await readdir(out)).filter((entry) => !entry.startsWith('.') && entry !== '_assets')) {
    const latest = JSON.parse(await readFile(path.join(out, site, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
    const manifest = JSON.parse(
      await readFile(path.join(out, site, manifestFile(latest.buildId)), 'utf8'),
    ) as BuildManifest;
    pages.set(site, manifest.pages);
  }
  return pages;
}

/**
 * A published page of another site than the main one (a smaller site: no longer publishing a page that
 * its menus link re-renders the site's pages) that is no page's parent, other than `besides`.
 */
function leafElsewhere(sandbox: EditableSandbox, besides: readonly PageRecord[]): PageRecord {
  const parents = new Set(sandbox.content.pages.map((page) => page.parentId));
  const leaf = sandbox.content.pages.find(
    (page) =>
      page.siteId !== 'main' &&
      page.isPublished &&
      page.body.en &&
      page.parentId !== null &&
      !parents.has(page.id) &&
      !besides.includes(page),
  );
  if (!leaf) throw new Error('the demo dataset has no leaf page outside the main site');
  return leaf;
}

describe('every way of building gives a fresh build', () => {
  const outs: string[] = [];
  let sandbox: EditableSandbox | undefined;
  afterAll(async () => {
    await sandbox?.close();
    await Promise.all(outs.map((out) => rm(out, { recursive: true, force: true })));
  });

  it('writes every file of the demo fleet as a fresh build that renders each page on its own', async () => {
    sandbox = await startEditableSandbox();
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-graph-'));
    outs.push(root);
    const graphFile = buildGraphFile(root);
    // The link check reads what every build writes alike (pages' links); left out to keep the test shorter.
    const common = { endpoints: sandbox.endpoints, linkCheck: 'ignore' as const };

    // A fresh build, each distinct page rendered once, as the warm builder's first build.
    const warm = openBuildGraph({ file: graphFile });
    const answers = createServiceAnswerCache();
    answers.startBuild({});
    const built = await buildDemo({ ...common, buildId: BUILD_ID, graph: warm, answers });
    answers.finishBuild();
    outs.push(built.out);
    expect(built.result.pages).toBeGreaterThan(50_000);

    // An editor's change on every site that has content pages, rebuilt by the warm builder.
    const sites = new Set(built.result.sites.filter((site) => site.pages > 0).map((site) => site.key));
    const bySite = new Map<string, PageRecord[]>();
    for (const page of sandbox.content.pages) {
      if (!sites.has(page.siteId) || !page.isPublished || !page.body.en || !page.parentId) continue;
      bySite.set(page.siteId, [...(bySite.get(page.siteId) ?? []), page]);
    }
    expect(bySite.size).toBeGreaterThan(3);
    const edited = [...bySite.values()].map((list) => list[0]!);
    for (const page of edited) page.body.en = `${page.body.en}\n\nEdited on every site.`;
    expect(answers.startBuild({ entryIds: edited.map((page) => page.id) }).reason).toBeUndefined();
    const warmRebuild = await buildDemo({ ...common, out: built.out, graph: warm, answers });
    answers.finishBuild();
    warm.close();
    expect(warmRebuild.result.fetch.reused).toBeGreaterThan(0);
    expect(warmRebuild.result.rendered).toBeGreaterThan(0);
    expect(warmRebuild.result.rendered).toBeLessThan(warmRebuild.result.pages / 10);

    // Another change — a page no longer published, another language's text — built by a new process.
    const german = bySite.get('main')!.find((page) => !edited.includes(page) && page.body.de)!;
    leafElsewhere(sandbox, [...edited, german]).isPublished = false;
    german.body.de = `${german.body.de}\n\nAuf jeder Seite geändert.`;
    const cold = openBuildGraph({ file: graphFile });
    const coldRebuild = await buildDemo({ ...common, out: built.out, graph: cold });
    cold.close();
    expect(coldRebuild.result.sites.reduce((sum, site) => sum + site.removed, 0)).toBeGreaterThan(0);
    expect(coldRebuild.result.rendered).toBeLessThan(coldRebuild.result.pages / 4);

    // The same data built afresh, every page rendered on its own, with the first build's release.
    const fresh = await buildDemo({
      ...common,
      buildId: BUILD_ID,
      force: true,
      renderEachLocale: true,
      graph: openBuildGraph(),
    });
    outs.push(fresh.out);
    expect(fresh.result.pages).toBe(coldRebuild.result.pages);

    const [a, b] = await Promise.all([comparedFiles(built.out), comparedFiles(fresh.out)]);
    expect(a.size).toBeGreaterThan(100_000);
    expect([...a.keys()]).toEqual([...b.keys()]);
    const differing: string[] = [];
    await forEachFile([...a], async ([name, file]) => {
      const [x, y] = await Promise.all([
        readFile(path.join(built.out, file)),
        readFile(path.join(fresh.out, b.get(name)!)),
      ]);
      if (!x.equals(y)) differing.push(name);
    });
    expect(differing.sort().slice(0, 20)).toEqual([]);
    expect(await manifestPages(built.out)).toEqual(await manifestPages(fresh.out));
  }, 1_200_000);
});
