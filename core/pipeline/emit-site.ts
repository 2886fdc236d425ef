import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { BuildGraph, EmitNode } from './build-graph.ts';
import { type LoggedCall, recordingLogger, replayLog } from './hook-log.ts';
import type { PreviousBuild } from './incremental.ts';
import { type ManifestPage, pluginAssets } from './manifest.ts';
import type { EmitContext, Plugin, ResolvedSite, SiteContext } from './plugin.ts';
import { readHashes, recordedInputs } from './recorded-reads.ts';
import { type HookTimings, runHook } from './run-hook.ts';
import type { StagingTree } from './writer.ts';

/*
 * The `emit` phase of one site (docs/architecture.md "The build" step 7) through the build graph
 * (core/pipeline/build-graph.ts `EmitNode`). A plugin's hook, and each part it runs (`EmitContext.part`),
 * gets a context that records what it reads: each field by name, of `pages` which fields of the pages,
 * of `data` which paths (core/pipeline/recorded-reads.ts). The graph keeps, per site, a node for each hook and each
 * part: the hashes of what it read (a hook's include its parts') and the files it wrote. The next build
 * runs a hook or a part again only when a value it read hashes differently now (the code and the
 * plugin's options count as read), when its node is not of the live tree's build, or when one of its
 * files is gone from that tree; otherwise its files are taken over from the live tree (hard links) and
 * what it logged is logged again.
 */

/** What the site's plugins' `emit` hooks wrote ({@link emitSite}). */
export interface Emitted {
  /** Plugin name → the files its hook wrote or took over, site-relative, sorted; plugins that wrote none are absent. */
  files: Record<string, string[]>;
  /** Whether a file they wrote differs from the live tree's. */
  changed: boolean;
  /**
   * Every node of the site after this build, made or taken as it was, by name: its plugins' hooks
   * (plugin name) and their parts (`<plugin>#<key>`), for {@link recordEmits}.
   */
  nodes: Map<string, Omit<EmitNode, 'buildId'>>;
}

/** No plugin emitted: a site that redirects elsewhere. */
export const NOTHING_EMITTED: Emitted = { files: {}, changed: false, nodes: new Map() };

/** A plugin's part's node name: `<plugin name>#<key>`. */
const partName = (plugin: string, key: string) => `${plugin}#${key}`;

/**
 * Runs the `emit` hooks of a site's plugins in order, or takes a hook's (or a part's) files over from
 * the live tree where its node in `graph` holds (see the module's comment); `force` runs everything.
 * What the hooks write are the site's build files besides its pages (public-site §7: sitemaps, the
 * redirects table; customer-area §7: the search indexes).
 *
 * @param input.context the site's context as the hooks get it (`buildId`, `release`: this build's).
 * @param input.data each plugin's `load` data; `dataHashes` the hash of each (JSON, Maps and Sets as entries).
 * @param input.pages every page of the site, in file order.
 * @param input.code each plugin's code version: its renderer versions and its options on the site.
 * @throws SitefleetError `PluginFailed` from a hook (core/pipeline/run-hook.ts).
 */
export async function emitSite(input: {
  context: Omit<SiteContext, 'logger'>;
  plugins: readonly Plugin<unknown>[];
  data: ReadonlyMap<Plugin<unknown>, unknown>;
  dataHashes: ReadonlyMap<Plugin<unknown>, string>;
  pages: ManifestPage[];
  code: (plugin: Plugin<unknown>) => string;
  staging: StagingTree;
  liveDir: string;
  previous: PreviousBuild | null;
  graph?: BuildGraph;
  /** The site's key in the graph (core/pipeline/build-graph.ts `graphSiteKey`). */
  graphKey: string;
  force: boolean;
  logger: Logger;
  timings?: HookTimings;
}): Promise<Emitted> {
  const { context, staging, liveDir } = input;
  const site: ResolvedSite = context.site;
  const emitted: Emitted = { files: {}, changed: false, nodes: new Map() };
  // A node holds for the tree its files are in: the live tree's build.
  const liveBuild = input.previous?.manifest.buildId;
  const known =
    input.graph && liveBuild && !input.force
      ? input.graph.emits(input.graphKey)
      : new Map<string, EmitNode>();
  const hashOf = readHashes(input);

  /** The node of `name` when it still holds: of the live tree, nothing it read changed, its files there (now linked). */
  const holding = async (plugin: Plugin<unknown>, name: string): Promise<EmitNode | null> => {
    const node = known.get(name);
    if (!node || node.buildId !== liveBuild) return null;
    for (const [read, hash] of Object.entries(node.reads)) if (hashOf(plugin, read) !== hash) return null;
    for (const file of node.files) {
      const from = path.join(liveDir, file);
      if (!(await staging.reuse({ technicalName: site.technicalName, file, from }))) return null;
    }
    return node;
  };
  const writeFile = async (file: string, contents: string | Uint8Array) => {
    const changed = await staging.writeBuildFile({
      technicalName: site.technicalName,
      file,
      contents,
      liveDir,
    });
    emitted.changed ||= changed;
  };

  for (const plugin of input.plugins.filter((candidate) => candidate.emit)) {
    const logger = input.logger.child({ plugin: plugin.name });
    const kept = await holding(plugin, plugin.name);
    if (kept) {
      replayLog(logger, kept.logged);
      if (kept.files.length > 0) emitted.files[plugin.name] = kept.files;
      // Its parts were not asked: their nodes hold as they are, for the tree their files go on in.
      for (const [name, node] of known) {
        if (name === plugin.name || name.startsWith(partName(plugin.name, ''))) emitted.nodes.set(name, node);
      }
      continue;
    }
    const hook = recordedRun({ plugin, input, hashOf, writeFile });
    const parts = new Set<string>();
    await runHook({
      plugin,
      hook: 'emit',
      siteKey: site.key,
      logger: input.logger,
      timings: input.timings,
      makeArgument: (hookLogger) =>
        hook.context(hookLogger, async (key, make) => {
          const name = partName(plugin.name, key);
          if (parts.has(name)) throw new Error(`${plugin.name} ran its emit part "${key}" twice`);
          parts.add(name);
          const held = await holding(plugin, name);
          if (held) {
            replayLog(hook.logger(), held.logged);
            emitted.nodes.set(name, held);
            hook.adopt(held);
            return held.files;
          }
          const part = recordedRun({ plugin, input, hashOf, writeFile });
          await make(part.context(hook.logger(), null));
          const node = part.node();
          emitted.nodes.set(name, node);
          hook.adopt(node);
          return node.files;
        }),
    });
    const node = hook.node();
    emitted.nodes.set(plugin.name, node);
    if (node.files.length > 0) emitted.files[plugin.name] = node.files;
  }
  return emitted;
}

/**
 * Keeps the emit nodes of a site's build in the graph (every one, also those taken as they were, and
 * no other), for the tree their files are now in: `buildId`, the build the site's live tree is from
 * after this build (this build's when it was swapped in, else the earlier one, whose files are then the
 * same). Throws nothing: a store that cannot be written costs the next build's work, with a warning.
 */
export function recordEmits(input: {
  graph: BuildGraph | undefined;
  /** The site's key in the graph (core/pipeline/build-graph.ts `graphSiteKey`). */
  siteKey: string;
  emitted: Emitted;
  buildId: string;
}): void {
  const { emitted } = input;
  input.graph?.record({
    kind: 'emit',
    siteKey: input.siteKey,
    plugins: [...emitted.nodes.keys()],
    changed: new Map(
      [...emitted.nodes].map(([name, { reads, files, logged }]) => [
        name,
        { buildId: input.buildId, reads, files, logged },
      ]),
    ),
  });
}

/**
 * Keeps the emit nodes of a site whose emits did not run (nothing it is built from changed) but whose
 * tree was swapped in anew (its link reports changed): its files were taken over as they were, so the
 * nodes of the tree `from` hold for the tree `to`; nodes of any other tree are left as they are (they
 * will not hold). Throws nothing, as {@link recordEmits}.
 */
export function carryEmits(input: {
  graph: BuildGraph | undefined;
  /** The site's key in the graph (core/pipeline/build-graph.ts `graphSiteKey`). */
  siteKey: string;
  from: string;
  to: string;
}): void {
  const nodes = input.graph?.emits(input.siteKey);
  if (!nodes || [...nodes.values()].some((node) => node.buildId !== input.from)) return;
  const emitted: Emitted = { files: {}, changed: false, nodes: new Map(nodes) };
  recordEmits({ graph: input.graph, siteKey: input.siteKey, emitted, buildId: input.to });
}

/**
 * One run of a hook or a part with a recording context: what it reads, writes and logs make its node;
 * `adopt` adds a part's node to it (a hook's node holds only while its parts' do).
 */
function recordedRun(input: {
  plugin: Plugin<unknown>;
  input: {
    context: Omit<SiteContext, 'logger'>;
    data: ReadonlyMap<Plugin<unknown>, unknown>;
    pages: ManifestPage[];
  };
  hashOf: (plugin: Plugin<unknown>, read: string) => string;
  writeFile: (file: string, contents: string | Uint8Array) => Promise<void>;
}) {
  const { plugin } = input;
  const files = new Set<string>();
  const reads = new Map<string, string>();
  let logged: LoggedCall[] = [];
  let logger: Logger | null = null;
  const recorded = recordedInputs({
    ...input.input.context,
    assets: pluginAssets(input.input.context.assets, plugin.name),
    data: input.input.data.get(plugin),
    pages: input.input.pages,
  });
  return {
    /** The context to hand over: with `part`, or without it (a part's). */
    context(hookLogger: Logger, part: EmitContext<unknown>['part'] | null): EmitContext<unknown> {
      const recording = recordingLogger(hookLogger);
      logged = recording.calls;
      logger = recording.logger;
      const writeFile = async (file: string, contents: string | Uint8Array) => {
        files.add(file);
        await input.writeFile(file, contents);
      };
      return Object.defineProperties(recorded.context, {
        logger: { value: recording.logger, enumerable: true },
        writeFile: { value: writeFile, enumerable: true },
        ...(part ? { part: { value: part, enumerable: true } } : {}),
      }) as EmitContext<unknown>;
    },
    /** The recording logger handed over. */
    logger: () => logger!,
    adopt(node: Pick<EmitNode, 'reads' | 'files'>) {
      for (const [read, hash] of Object.entries(node.reads)) reads.set(read, hash);
      for (const file of node.files) files.add(file);
    },
    node(): Omit<EmitNode, 'buildId'> {
      for (const read of [...recorded.reads(), '@code']) reads.set(read, input.hashOf(plugin, read));
      return { reads: Object.fromEntries(reads), files: [...files].sort(), logged };
    },
  };
}
