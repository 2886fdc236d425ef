import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { BuildGraph, EmitNode } from './build-graph.ts';
import { type LoggedCall, recordingLogger, replayLog } from './hook-log.ts';
import { hashValue, type PreviousBuild } from './incremental.ts';
import type { ManifestPage } from './manifest.ts';
import type { EmitContext, Plugin, ResolvedSite, SiteContext } from './plugin.ts';
import { type HookTimings, runHook } from './run-hook.ts';
import type { StagingTree } from './writer.ts';

/*
 * The `emit` phase of one site (docs/architecture.md "The build" step 7) through the build graph
 * (core/pipeline/build-graph.ts `EmitNode`). A plugin's hook gets a context that records what it reads:
 * each field by name, and of `pages` which fields of the pages. The graph keeps, per site and plugin,
 * the hashes of what was read and the files written. The next build runs the hook again only when a
 * value it read hashes differently now (the code and the plugin's options count as read), when the node
 * is not of the live tree's build, or when one of its files is gone from that tree; otherwise the files
 * are taken over from the live tree (hard links) and what the hook logged is logged again.
 */

/** The emit context's fields a hook may read, besides its logger and its ways of writing files. */
type EmitInputs = Omit<EmitContext<unknown>, 'logger' | 'writeFile' | 'writeFileIfChanged'>;

/** What the site's plugins' `emit` hooks wrote ({@link emitSite}). */
export interface Emitted {
  /** Plugin name → the files its hook wrote or took over, site-relative, sorted; plugins that wrote none are absent. */
  files: Record<string, string[]>;
  /** Whether a file they wrote differs from the live tree's. */
  changed: boolean;
  /** The nodes this build made (not those taken as they were), by plugin name, for {@link recordEmits}. */
  nodes: Map<string, Omit<EmitNode, 'buildId'>>;
  /** The names of the site's plugins that have an `emit` hook. */
  plugins: string[];
}

/** No plugin emitted: a site that redirects elsewhere. */
export const NOTHING_EMITTED: Emitted = { files: {}, changed: false, nodes: new Map(), plugins: [] };

/**
 * Runs the `emit` hooks of a site's plugins in order, or takes a hook's files over from the live tree
 * where its node in `graph` holds (see the module's comment); `force` runs every hook.
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
  const emitting = input.plugins.filter((plugin) => plugin.emit);
  const emitted: Emitted = {
    files: {},
    changed: false,
    nodes: new Map(),
    plugins: emitting.map((plugin) => plugin.name),
  };
  // A node holds for the tree its files are in: the live tree's build.
  const liveBuild = input.previous?.manifest.buildId;
  const known =
    input.graph && liveBuild && !input.force
      ? input.graph.emits(input.graphKey)
      : new Map<string, EmitNode>();
  const hashOf = readHashes(input);
  /** Links files of the live tree into the staging tree; false when one is gone. */
  const takeOver = async (files: readonly string[]): Promise<boolean> => {
    for (const file of files) {
      const from = path.join(liveDir, file);
      if (!(await staging.reuse({ technicalName: site.technicalName, file, from }))) return false;
    }
    return true;
  };
  for (const plugin of emitting) {
    const node = known.get(plugin.name);
    const before = node?.buildId === liveBuild ? node : undefined;
    if (
      before &&
      Object.entries(before.reads).every(([read, hash]) => hashOf(plugin, read) === hash) &&
      (await takeOver(before.files))
    ) {
      replayLog(input.logger.child({ plugin: plugin.name }), before.logged);
      if (before.files.length > 0) emitted.files[plugin.name] = before.files;
      continue;
    }
    const files = new Set<string>();
    const fileInputs: Record<string, string> = {};
    const writeFile = async (file: string, contents: string | Uint8Array) => {
      files.add(file);
      const changed = await staging.writeBuildFile({
        technicalName: site.technicalName,
        file,
        contents,
        liveDir,
      });
      emitted.changed ||= changed;
    };
    let logged: LoggedCall[] = [];
    const reads = recordedInputs({ ...context, data: input.data.get(plugin), pages: input.pages });
    await runHook({
      plugin,
      hook: 'emit',
      siteKey: site.key,
      logger: input.logger,
      timings: input.timings,
      makeArgument: (hookLogger): EmitContext<unknown> => {
        const recording = recordingLogger(hookLogger);
        logged = recording.calls;
        return Object.defineProperties(reads.context, {
          logger: { value: recording.logger, enumerable: true },
          writeFile: { value: writeFile, enumerable: true },
          writeFileIfChanged: {
            enumerable: true,
            value: async (file: { file: string; inputs: unknown; make: () => unknown }) => {
              const hash = hashValue([input.code(plugin), file.inputs]);
              fileInputs[file.file] = hash;
              if (before?.inputs[file.file] === hash && (await takeOver([file.file]))) {
                files.add(file.file);
                return;
              }
              await writeFile(file.file, (await file.make()) as string | Uint8Array);
            },
          },
        }) as EmitContext<unknown>;
      },
    });
    const readNames = [...reads.fields(), '@code'];
    emitted.nodes.set(plugin.name, {
      reads: Object.fromEntries(readNames.map((read) => [read, hashOf(plugin, read)])),
      files: [...files].sort(),
      inputs: fileInputs,
      logged,
    });
    if (files.size > 0) emitted.files[plugin.name] = [...files].sort();
  }
  return emitted;
}

/**
 * Keeps the emit nodes of a site's build in the graph, for the tree its files are now in: `buildId`,
 * the build the site's live tree is from after this build (this build's when it was swapped in, else
 * the earlier one, whose files are then the same).
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
    plugins: emitted.plugins,
    changed: new Map([...emitted.nodes].map(([name, node]) => [name, { ...node, buildId: input.buildId }])),
  });
}

/**
 * The hash of what a read named: `@code` the plugin's code version, `data` its load data, `pages:<a,b>`
 * the pages' fields `a` and `b` (`*`: all of them), any other name the context's field. Worked out once
 * per site and read.
 */
function readHashes(input: {
  context: Omit<SiteContext, 'logger'>;
  dataHashes: ReadonlyMap<Plugin<unknown>, string>;
  pages: readonly ManifestPage[];
  code: (plugin: Plugin<unknown>) => string;
}): (plugin: Plugin<unknown>, read: string) => string {
  const shared = new Map<string, string>();
  return (plugin, read) => {
    if (read === '@code') return hashValue(input.code(plugin));
    if (read === 'data') return input.dataHashes.get(plugin) ?? '';
    let hash = shared.get(read);
    if (hash === undefined) {
      hash = read.startsWith('pages:')
        ? pagesHash(input.pages, read.slice('pages:'.length))
        : hashValue(contextValue(input.context, read));
      shared.set(read, hash);
    }
    return hash;
  };
}

/** A field of the site's context as hashed: the fleet's system data as the CMS gave it (its indexes are derived). */
function contextValue(context: Omit<SiteContext, 'logger'>, field: string): unknown {
  if (field === 'system') return context.system.raw;
  return (context as unknown as Record<string, unknown>)[field] ?? null;
}

/** Hash of the pages' `fields` (comma-separated, sorted; `*` for every field), in order. */
function pagesHash(pages: readonly ManifestPage[], fields: string): string {
  if (fields === '*') return hashValue(pages);
  const names = fields.split(',');
  const absent = '\u0000absent';
  return hashValue(
    pages.map((page) => names.map((name) => (name in page ? page[name as keyof ManifestPage] : absent))),
  );
}

/**
 * An emit context whose fields record their reads: `fields()` lists the fields read, `pages` as
 * `pages:<the fields read of any page, sorted>` (`*` when a page's keys were listed, as a spread or
 * JSON does).
 */
function recordedInputs(values: EmitInputs): { context: object; fields: () => string[] } {
  const read = new Set<string>();
  const pageFields = new Set<string>();
  const handler: ProxyHandler<ManifestPage> = {
    get(page, key, receiver) {
      if (typeof key === 'string') pageFields.add(key);
      return Reflect.get(page, key, receiver);
    },
    has(page, key) {
      if (typeof key === 'string') pageFields.add(key);
      return Reflect.has(page, key);
    },
    ownKeys(page) {
      pageFields.add('*');
      return Reflect.ownKeys(page);
    },
  };
  let pages: ManifestPage[] | undefined;
  const context = {};
  for (const [field, value] of Object.entries(values)) {
    Object.defineProperty(context, field, {
      enumerable: true,
      get() {
        read.add(field);
        if (field !== 'pages') return value;
        pages ??= (value as ManifestPage[]).map((page) => new Proxy(page, handler));
        return pages;
      },
    });
  }
  return {
    context,
    fields: () =>
      [...read].map((field) =>
        field === 'pages' ? `pages:${pageFields.has('*') ? '*' : [...pageFields].sort().join(',')}` : field,
      ),
  };
}
