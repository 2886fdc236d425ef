import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildCommandOptions, runBuild } from '../../cli/build.ts';
import { openBuildGraph } from '../../core/pipeline/build-graph.ts';

/**
 * Builds the demo sites against the embedded sandbox services into a fresh temporary folder, with the
 * build graph of that folder ({@link demoGraphFile}) unless `graph` or a project `root` (whose graph the
 * build opens, as the CLI does) is given.
 * @returns the output folder and the build result.
 */
export async function buildDemo(options: Omit<BuildCommandOptions, 'out'> & { out?: string } = {}) {
  const out = options.out ?? (await mkdtemp(path.join(tmpdir(), 'sitefleet-dist-')));
  // A project of the test's own (`root`) has its graph there, as the CLI opens it.
  const graph = options.graph ?? (options.root ? undefined : openBuildGraph({ file: demoGraphFile(out) }));
  try {
    const { result } = await runBuild({ logLevel: 'error', quiet: true, ...options, out, graph });
    return { out, result };
  } finally {
    if (!options.graph) graph?.close();
  }
}

/**
 * The build graph file of the demo builds into `out`: one per output folder, beside it, so that test
 * files building in parallel never share a graph (the project's graph keeps the nodes of the output
 * folders built into last, core/pipeline/build-graph.ts `FOLDERS_KEPT`). A later build into `out` in
 * another process reads it, as a cold `sitefleet build` reads the project's.
 */
export function demoGraphFile(out: string): string {
  return `${out}.build-graph.sqlite`;
}

/** Sites and locales the integration and browser tests build: a fast, representative subset. */
export const DEMO_SUBSET = {
  site: ['main', 'events', 'productronica', 'cabinet-building', 'partner-shop'],
  locale: ['en', 'de-ch', 'de-de', 'fr-ch', 'en-us', 'es-us', 'es', 'ja-jp'],
};
