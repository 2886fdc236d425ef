import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Logger, silentLogger } from '../../../core/logger.ts';
import {
  type BuildGraph,
  FOLDERS_KEPT,
  graphSiteKey,
  openBuildGraph,
  planSite,
} from '../../../core/pipeline/build-graph.ts';
import { declarePages } from '../../../core/pipeline/declare-pages.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { PageDescriptor, Plugin, ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';

/*
 * The build graph's rule for the `pages` phase: a plugin is asked to declare its pages again only when
 * what its hook reads changed, or when its pages must change or be rendered; every other plugin's pages
 * are taken from its node. The plan that follows equals the plan of a build that asked every plugin.
 */

const page = (path: string, props: unknown, fragments: Record<string, string>): PageDescriptor => ({
  locale: 'en',
  path,
  title: path,
  view: 'test:page',
  props,
  fragments,
});

/** A site's plugins: `layout` registers the layout fragment, `content` declares pages that use it. */
function fleet(state: { layout: string; body: string; asked: string[]; warn?: string }): Plugin[] {
  return [
    {
      name: 'test:layout',
      pages: ({ fragment }) => {
        state.asked.push('layout');
        fragment('layout:en', { header: state.layout });
        return [];
      },
    },
    {
      name: 'test:content',
      pages: ({ fragment, logger }) => {
        state.asked.push('content');
        if (state.warn) logger.warn(state.warn);
        const footer = fragment('footer:en', { text: 'footer' });
        return [
          page('a', { body: state.body }, { layout: 'test:layout/layout:en', footer }),
          page('b', { body: 'b' }, { layout: 'test:layout/layout:en' }),
        ];
      },
    },
    {
      name: 'test:other',
      pages: () => {
        state.asked.push('other');
        return [page('c', { body: 'c' }, { footer: 'test:content/footer:en' })];
      },
    },
  ];
}

/** Plans the site as a build would: each plugin's inputs hash is the JSON of what its hook reads. */
async function plan(input: {
  graph?: BuildGraph;
  plugins: Plugin[];
  inputs: Record<string, string>;
  previous?: ManifestPage[] | null;
  logger?: Logger;
  force?: boolean;
}) {
  const logger = input.logger ?? silentLogger();
  return planSite({
    graph: input.graph,
    siteKey: 'site',
    plugins: input.plugins,
    inputsOf: (plugin) => input.inputs[plugin.name] ?? '',
    previous: input.previous ? new Map(input.previous.map((entry) => [entry.file, entry])) : null,
    versionOf: () => 'v1',
    force: input.force ?? false,
    logger,
    declare: (plugins) =>
      declarePages({
        site: { key: 'site' } as ResolvedSite,
        system: {} as SystemIndex,
        release: 'r',
        assets: { scripts: [], styles: [] },
        plugins,
        data: new Map(),
        logger,
      }),
  });
}

/** The manifest entries a build of `planned` writes (rendered and reused pages). */
function written(planned: Awaited<ReturnType<typeof plan>>): ManifestPage[] {
  const { render, reuse } = planned.plan;
  return [
    ...reuse,
    ...render.map(({ page: declared, hash }) => ({
      locale: declared.locale,
      path: declared.path,
      file: `en/${declared.path}/index.html`,
      hash,
    })),
  ];
}

const files = (entries: { file: string }[]) => entries.map((entry) => entry.file).sort();
const rendered = (planned: Awaited<ReturnType<typeof plan>>) =>
  planned.plan.render.map(({ page: declared }) => declared.path).sort();

const INPUTS = { 'test:layout': 'l1', 'test:content': 'c1', 'test:other': 'o1' };

/** A first build with a graph in memory; `state.asked` is emptied after it. */
async function firstBuild() {
  const graph = openBuildGraph();
  const state = { layout: 'h1', body: 'a1', asked: [] as string[] };
  const first = await plan({ graph, plugins: fleet(state), inputs: INPUTS });
  state.asked = [];
  return { graph, state, first };
}

describe('the build graph: which plugins declare their pages again (core/pipeline/build-graph.ts)', () => {
  it('plans without a graph as before: unchanged pages reused, changed ones rendered, undeclared ones removed', async () => {
    const state = { layout: 'h1', body: 'a1', asked: [] as string[] };
    const first = await plan({ plugins: fleet(state), inputs: INPUTS });
    expect(rendered(first)).toEqual(['a', 'b', 'c']);
    state.body = 'a2';
    const gone = { locale: 'en', path: 'gone', file: 'en/gone/index.html', hash: 'x' };
    const second = await plan({ plugins: fleet(state), inputs: INPUTS, previous: [...written(first), gone] });
    expect(rendered(second)).toEqual(['a']);
    expect(files(second.plan.reuse)).toEqual(['en/b/index.html', 'en/c/index.html']);
    expect(second.plan.removed).toEqual(['en/gone/index.html']);
    const forced = await plan({
      plugins: fleet(state),
      inputs: INPUTS,
      previous: written(second),
      force: true,
    });
    expect(rendered(forced)).toEqual(['a', 'b', 'c']);
  });

  it('asks no plugin again whose inputs are unchanged, and reuses its pages as they were', async () => {
    const { graph, state, first } = await firstBuild();
    const second = await plan({ graph, plugins: fleet(state), inputs: INPUTS, previous: written(first) });
    expect(state.asked).toEqual([]);
    expect(rendered(second)).toEqual([]);
    expect(files(second.plan.reuse)).toEqual(['en/a/index.html', 'en/b/index.html', 'en/c/index.html']);
  });

  it('asks a changed plugin again, and the plugin whose fragment its changed page needs, and renders only that page', async () => {
    const { graph, state, first } = await firstBuild();
    state.body = 'a2';
    const inputs = { ...INPUTS, 'test:content': 'c2' };
    const second = await plan({ graph, plugins: fleet(state), inputs, previous: written(first) });
    // Page a renders with the layout fragment: the layout plugin gives its value again.
    expect(state.asked.sort()).toEqual(['content', 'layout']);
    expect(rendered(second)).toEqual(['a']);
    expect(files(second.plan.reuse)).toEqual(['en/b/index.html', 'en/c/index.html']);
  });

  it('asks again the plugins whose pages use a fragment that changed, and those whose fragments a page to render needs', async () => {
    const { graph, state, first } = await firstBuild();
    state.layout = 'h2';
    const inputs = { ...INPUTS, 'test:layout': 'l2' };
    const second = await plan({ graph, plugins: fleet(state), inputs, previous: written(first) });
    // content's pages use the new layout; they render with content's footer; other uses only the footer.
    expect(state.asked.sort()).toEqual(['content', 'layout']);
    expect(rendered(second)).toEqual(['a', 'b']);
    expect(second.fragments.get('test:layout/layout:en')).toEqual({ header: 'h2' });

    // A page of `other` to render (its file is gone from the tree) needs content's footer: both are asked.
    state.asked = [];
    const previous = written(second).filter((entry) => entry.path !== 'c');
    const third = await plan({ graph, plugins: fleet(state), inputs, previous });
    expect(state.asked.sort()).toEqual(['content', 'other']);
    expect(rendered(third)).toEqual(['c']);
    expect(third.fragments.get('test:content/footer:en')).toEqual({ text: 'footer' });
  });

  it('plans what a build that asks every plugin plans, edit after edit', async () => {
    const graph = openBuildGraph();
    const state = { layout: 'h1', body: 'a1', asked: [] as string[] };
    let previous = written(await plan({ graph, plugins: fleet(state), inputs: INPUTS }));
    const edits: [Partial<typeof state>, Partial<typeof INPUTS>][] = [
      [{ body: 'a2' }, { 'test:content': 'c2' }],
      [{ layout: 'h2' }, { 'test:layout': 'l2' }],
      [{}, {}],
      [
        { layout: 'h3', body: 'a3' },
        { 'test:layout': 'l3', 'test:content': 'c3' },
      ],
    ];
    let inputs = { ...INPUTS };
    for (const [edit, changed] of edits) {
      Object.assign(state, edit);
      inputs = { ...inputs, ...changed };
      const withGraph = await plan({ graph, plugins: fleet(state), inputs, previous });
      const without = await plan({ plugins: fleet(state), inputs, previous });
      expect(rendered(withGraph)).toEqual(rendered(without));
      expect(files(withGraph.plan.reuse)).toEqual(files(without.plan.reuse));
      expect(written(withGraph).sort(byFile)).toEqual(written(without).sort(byFile));
      previous = written(withGraph);
    }
  });

  it('asks no plugin again whose page loses to an earlier declaration of its file', async () => {
    const graph = openBuildGraph();
    const state = { layout: 'h1', body: 'a1', asked: [] as string[] };
    const late: Plugin = {
      name: 'test:late',
      pages: () => {
        state.asked.push('late');
        return [page('b', { body: 'another b' }, {})];
      },
    };
    const plugins = [...fleet(state), late];
    const first = await plan({ graph, plugins, inputs: INPUTS });
    expect(first.plan.duplicates).toEqual(['en/b/index.html']);
    state.asked = [];
    const second = await plan({ graph, plugins, inputs: INPUTS, previous: written(first) });
    expect(state.asked).toEqual([]);
    expect(second.plan.duplicates).toEqual(['en/b/index.html']);
    expect(rendered(second)).toEqual([]);
  });

  it('logs again what a plugin taken from its node logged when it was asked', async () => {
    const graph = openBuildGraph();
    const state = { layout: 'h1', body: 'a1', asked: [] as string[], warn: 'No product found for slug x' };
    const first = await plan({ graph, plugins: fleet(state), inputs: INPUTS });
    const warnings: unknown[] = [];
    const logger = {
      child: (bindings: object) => ({ warn: (...args: unknown[]) => warnings.push([bindings, ...args]) }),
    } as unknown as Logger;
    state.asked = [];
    await plan({ graph, plugins: fleet(state), inputs: INPUTS, previous: written(first), logger });
    expect(state.asked).toEqual([]);
    expect(warnings).toContainEqual([{ plugin: 'test:content' }, 'No product found for slug x']);
  });

  it('keeps its nodes on disk: a new process reads them and asks no unchanged plugin', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'sitefleet-graph-')), 'build-graph.sqlite');
    const state = { layout: 'h1', body: 'a1', asked: [] as string[] };
    const warm = openBuildGraph({ file });
    const first = await plan({ graph: warm, plugins: fleet(state), inputs: INPUTS });
    warm.close();
    state.asked = [];
    const cold = openBuildGraph({ file });
    const second = await plan({
      graph: cold,
      plugins: fleet(state),
      inputs: INPUTS,
      previous: written(first),
    });
    cold.close();
    expect(state.asked).toEqual([]);
    expect(files(second.plan.reuse)).toEqual(['en/a/index.html', 'en/b/index.html', 'en/c/index.html']);
  });

  it('keeps on disk the nodes of the output folders built into last, not of every folder ever built', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'sitefleet-graph-')), 'build-graph.sqlite');
    for (let folder = 0; folder <= FOLDERS_KEPT; folder++) {
      // One process per build, as `sitefleet build` runs.
      const graph = openBuildGraph({ file });
      record(graph, `dist-${folder}`);
      graph.close();
    }
    const graph = openBuildGraph({ file });
    // The folder built into first (and not since) is forgotten; a build within the same millisecond as
    // another counts as the later one.
    expect(graph.declarations(graphSiteKey('/tmp/dist-0', 'main')).size).toBe(0);
    expect(graph.declarations(graphSiteKey('/tmp/dist-1', 'main')).get('p')).toEqual(node);
    expect(graph.declarations(graphSiteKey(`/tmp/dist-${FOLDERS_KEPT}`, 'main')).get('p')).toEqual(node);
    graph.close();
  });

  it('keeps marking a folder used while a long-lived process records into it', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'sitefleet-graph-')), 'build-graph.sqlite');
    const builder = openBuildGraph({ file });
    record(builder, 'dist');
    for (let folder = 0; folder < FOLDERS_KEPT; folder++) {
      const graph = openBuildGraph({ file });
      record(graph, `tmp-${folder}`);
      graph.close();
      // The builder's next build, between the others.
      if (folder === FOLDERS_KEPT - 2) record(builder, 'dist');
    }
    builder.close();
    const graph = openBuildGraph({ file });
    expect(graph.declarations(graphSiteKey('/tmp/dist', 'main')).get('p')).toEqual(node);
    expect(graph.declarations(graphSiteKey('/tmp/tmp-0', 'main')).size).toBe(0);
    graph.close();
  });
});

/** A declaration node, as {@link record} records it. */
const node = { inputs: 'i', pages: [], fragments: {}, uses: {}, logged: [] };

/** Records {@link node} as plugin `p`'s of the site `main` built into the output folder `folder`. */
function record(graph: BuildGraph, folder: string): void {
  graph.record({
    kind: 'pages',
    siteKey: graphSiteKey(`/tmp/${folder}`, 'main'),
    plugins: ['p'],
    changed: new Map([['p', node]]),
  });
}

function byFile(a: { file: string }, b: { file: string }): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}
