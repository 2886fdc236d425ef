import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Logger, silentLogger } from '../../../core/logger.ts';
import { type BuildGraph, openBuildGraph } from '../../../core/pipeline/build-graph.ts';
import { carryEmits, type Emitted, emitSite, recordEmits } from '../../../core/pipeline/emit-site.ts';
import type { PreviousBuild } from '../../../core/pipeline/incremental.ts';
import type { BuildManifest, ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { Plugin, ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import { createStagingTree } from '../../../core/pipeline/writer.ts';

/*
 * The build graph's rule for the `emit` phase: a plugin's hook runs again only when a part of its
 * context that it read (of the pages, the fields it read), its code or its options changed, or when its
 * node is not of the live tree's build; otherwise its files are taken over from the live tree and what
 * it logged is logged again.
 */

const SITE = 's';

const entry = (file: string, hash: string): ManifestPage => ({
  locale: 'en',
  path: file.replace(/\/index\.html$/, ''),
  file,
  hash,
});

/**
 * Plugins counting their runs: `sitemap` reads the pages' paths, `report` its load data and warns,
 * `index` writes one file per language in parts, each reading its language's entry of the load data.
 */
function plugins(runs: string[]): Plugin[] {
  return [
    {
      name: 'test:index',
      emit: async ({ part }) => {
        runs.push('index');
        for (const language of ['de', 'en']) {
          await part(language, async ({ data, writeFile }) => {
            runs.push(`index#${language}`);
            const texts = (data as { byLanguage?: Map<string, string[]> }).byLanguage?.get(language) ?? null;
            await writeFile(`_build/index/${language}.json`, JSON.stringify(texts));
          });
        }
      },
    },
    {
      name: 'test:sitemap',
      emit: async ({ pages, writeFile }) => {
        runs.push('sitemap');
        await writeFile('sitemap.txt', pages.map((page) => page.path).join('\n'));
      },
    },
    {
      name: 'test:report',
      emit: async ({ data, writeFile, logger }) => {
        runs.push('report');
        logger.warn('report: one entry has no title');
        await writeFile('_build/report.json', JSON.stringify(data));
      },
    },
  ];
}

/** Counts warnings, as the build's result does. */
function countingLogger(): { logger: Logger; warnings: () => number } {
  let warnings = 0;
  const logger: Logger = {
    ...silentLogger(),
    warn: () => {
      warnings += 1;
    },
    child: () => logger,
  } as unknown as Logger;
  return { logger, warnings: () => warnings };
}

describe('emit through the build graph', () => {
  let outDir: string;
  let graph: BuildGraph;
  let builds = 0;
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-emit-'));
    graph = openBuildGraph();
    builds = 0;
  });
  afterEach(async () => {
    graph.close();
    await rm(outDir, { recursive: true, force: true });
  });

  /** One build's emit phase, swapped in as the live tree; returns the plugins that ran. */
  async function build(input: {
    pages: ManifestPage[];
    data: unknown;
    previous: string | null;
    code?: string;
    force?: boolean;
    logger?: Logger;
  }): Promise<{ runs: string[]; emitted: Emitted; buildId: string }> {
    builds += 1;
    const buildId = `b${builds}`;
    const runs: string[] = [];
    const fleet = plugins(runs);
    const staging = await createStagingTree({ outDir, buildId, recycle: false });
    const previous: PreviousBuild | null = input.previous
      ? {
          dir: path.join(outDir, SITE),
          manifest: { buildId: input.previous } as BuildManifest,
          pages: new Map(),
        }
      : null;
    const site = { key: SITE, technicalName: SITE } as ResolvedSite;
    const emitted = await emitSite({
      context: {
        site,
        system: { raw: {} } as SystemIndex,
        buildId,
        release: 'r1',
        assets: { scripts: [], styles: [] },
      },
      plugins: fleet,
      data: new Map(fleet.map((plugin) => [plugin, input.data])),
      dataHashes: new Map(fleet.map((plugin) => [plugin, JSON.stringify(input.data)])),
      pages: input.pages,
      code: () => input.code ?? 'v1',
      staging,
      liveDir: path.join(outDir, SITE),
      previous,
      graph,
      graphKey: `dist/${SITE}`,
      force: input.force ?? false,
      logger: input.logger ?? silentLogger(),
    });
    await staging.flush();
    await staging.commit([SITE]);
    recordEmits({ graph, siteKey: `dist/${SITE}`, emitted, buildId });
    return { runs, emitted, buildId };
  }

  const pages = [entry('en/a/index.html', 'h1'), entry('en/b/index.html', 'h1')];
  const all = ['index', 'index#de', 'index#en', 'sitemap', 'report'];

  it('takes the files over when nothing a hook read changed, and logs what it logged again', async () => {
    const first = await build({ pages, data: { n: 1 }, previous: null });
    expect(first.runs).toEqual(['index', 'index#de', 'index#en', 'sitemap', 'report']);
    expect(first.emitted.nodes.get('test:sitemap')?.reads).toHaveProperty(['pages:path']);

    // The pages' contents changed (their hashes), not their paths: the sitemap stays.
    const { logger, warnings } = countingLogger();
    const edited = pages.map((page) => ({ ...page, hash: 'h2' }));
    const second = await build({ pages: edited, data: { n: 1 }, previous: first.buildId, logger });
    expect(second.runs).toEqual([]);
    expect(warnings()).toBe(1);
    expect(second.emitted.files).toEqual({
      'test:index': ['_build/index/de.json', '_build/index/en.json'],
      'test:report': ['_build/report.json'],
      'test:sitemap': ['sitemap.txt'],
    });
    expect(await readFile(path.join(outDir, SITE, 'sitemap.txt'), 'utf8')).toBe('en/a\nen/b');
    // And again: the nodes taken as they were hold for the tree the second build left.
    const third = await build({ pages: edited, data: { n: 1 }, previous: second.buildId });
    expect(third.runs).toEqual([]);
  });

  it('runs again only the parts whose entry of the load data changed', async () => {
    const data = (de: string[], en: string[]) => ({
      byLanguage: new Map([
        ['de', de],
        ['en', en],
      ]),
    });
    const first = await build({ pages, data: data(['Haus'], ['house']), previous: null });
    const second = await build({ pages, data: data(['Haus'], ['home']), previous: first.buildId });
    expect(second.runs).toEqual(['index', 'index#en', 'report']);
    expect(second.emitted.files['test:index']).toEqual(['_build/index/de.json', '_build/index/en.json']);
    expect(await readFile(path.join(outDir, SITE, '_build/index/en.json'), 'utf8')).toBe('["home"]');
    expect(await readFile(path.join(outDir, SITE, '_build/index/de.json'), 'utf8')).toBe('["Haus"]');
    const third = await build({ pages, data: data(['Heim'], ['home']), previous: second.buildId });
    expect(third.runs).toEqual(['index', 'index#de', 'report']);
    const fourth = await build({ pages, data: data(['Heim'], ['home']), previous: third.buildId });
    expect(fourth.runs).toEqual([]);
  });

  it('runs a hook again when what it read changed: its load data, the pages fields it read, the code', async () => {
    const first = await build({ pages, data: { n: 1 }, previous: null });
    // The index parts read `data.byLanguage` only, which neither data has.
    const data = await build({ pages, data: { n: 2 }, previous: first.buildId });
    expect(data.runs).toEqual(['report']);
    expect(await readFile(path.join(outDir, SITE, '_build/report.json'), 'utf8')).toBe('{"n":2}');

    const moved = [entry('en/a/index.html', 'h1'), entry('en/c/index.html', 'h1')];
    const paths = await build({ pages: moved, data: { n: 2 }, previous: data.buildId });
    expect(paths.runs).toEqual(['sitemap']);
    expect(await readFile(path.join(outDir, SITE, 'sitemap.txt'), 'utf8')).toBe('en/a\nen/c');

    const code = await build({ pages: moved, data: { n: 2 }, previous: paths.buildId, code: 'v2' });
    expect(code.runs).toEqual(['index', 'index#de', 'index#en', 'sitemap', 'report']);
  });

  it('runs every hook for a live tree of another build, a missing file, or with force', async () => {
    const first = await build({ pages, data: { n: 1 }, previous: null });
    expect((await build({ pages, data: { n: 1 }, previous: 'elsewhere' })).runs).toEqual(all);
    const next = await build({ pages, data: { n: 1 }, previous: null });
    await rm(path.join(outDir, SITE, 'sitemap.txt'));
    await rm(path.join(outDir, SITE, '_build/index/en.json'));
    expect((await build({ pages, data: { n: 1 }, previous: next.buildId })).runs).toEqual([
      'index',
      'index#en',
      'sitemap',
    ]);
    expect(first.buildId).not.toBe(next.buildId);
    const last = await build({ pages, data: { n: 1 }, previous: null });
    expect((await build({ pages, data: { n: 1 }, previous: last.buildId, force: true })).runs).toEqual(all);
  });

  it('carries the nodes over to a tree swapped in without its emits running, and only from the live build', async () => {
    const first = await build({ pages, data: { n: 1 }, previous: null });
    carryEmits({ graph, siteKey: `dist/${SITE}`, from: 'another-build', to: 'swapped' });
    expect((await build({ pages, data: { n: 1 }, previous: 'swapped' })).runs).toEqual(all);
    const next = await build({ pages, data: { n: 1 }, previous: null });
    expect(next.buildId).not.toBe(first.buildId);
    carryEmits({ graph, siteKey: `dist/${SITE}`, from: next.buildId, to: 'swapped-again' });
    expect((await build({ pages, data: { n: 1 }, previous: 'swapped-again' })).runs).toEqual([]);
  });
});
