import { rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { loadSiteConfigs } from '../config/load-sites.ts';
import { resolveSiteConfigs } from '../config/resolve-sites.ts';
import { ConfigInvalid, createError } from '../core/errors.ts';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { Logger } from '../core/logger.ts';
import type { ServiceAnswerCache } from '../core/pipeline/answer-cache.ts';
import { writeArtifacts } from '../core/pipeline/artifacts.ts';
import { type BuildProgress, type BuildResult, buildSites } from '../core/pipeline/build.ts';
import { type BuildGraph, buildGraphFile, openBuildGraph } from '../core/pipeline/build-graph.ts';
import { type LinkCheckSeverity, runtimeRoutesOf } from '../core/pipeline/link-check.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import { parseShard } from '../core/pipeline/shard.ts';
import type { BuiltClientAssets } from '../runtime/client/build-client.ts';
import { buildClientAssetsInChild } from './client-bundle.ts';
import { cachedClientBundle, clientBundleKey, recordClientBundle } from './client-bundle-cache.ts';
import { type CommandContext, createCommandContext, type GlobalOptions } from './context.ts';
import { clearInterruptedBuilds, lockOutDir } from './out-dir-lock.ts';
import { createProgressPrinter, formatBytes, formatSummary } from './output.ts';
import { fleetPlugins, loadPluginRegistry } from './plugin-registry.ts';
import { startServices } from './services.ts';

/** Options of `sitefleet build`. */
export interface BuildCommandOptions extends GlobalOptions {
  /** Sites to build (id, technical name or slug); default all. */
  site?: string[];
  /** Locales to build (URL codes: `en`, `de-ch`); default all. */
  locale?: string[];
  /** Output folder; default the config's `outDir` (`dist`). */
  out?: string;
  /** Concurrent service requests; default the config's (5). */
  concurrency?: number;
  /** Render worker threads; default the number of cores; 1 renders in the main thread. */
  workers?: number;
  /** Sandbox dataset scale (benchmarks); default 1. */
  scale?: number;
  /** Print the summary (default true). */
  quiet?: boolean;
  /** After a successful build, write the built sites' archives, SHA256SUMS and artifacts.json here (docs/ci.md). */
  artifacts?: string;
  /** What broken internal links do; default the config's `linkCheck` (`warn`). */
  linkCheck?: LinkCheckSeverity;
  /** Render every page, not only those whose inputs changed (core/pipeline/incremental.ts); default false. */
  force?: boolean;
  /**
   * Render every page on its own instead of once per group of locales whose pages differ only by the
   * locale's codes (core/pipeline/locale-groups.ts; slower, the same files while renderers keep
   * core/pipeline/plugin.ts `RenderContext`'s rule); default false.
   */
  renderEachLocale?: boolean;
  /** `i/n`: build only that part of the sites' locales (core/pipeline/shard.ts); default all. */
  shard?: string;
  /** The build id (shards of one build share it); default a new one. */
  buildId?: string;
  /**
   * Build against these running services instead of the config's endpoints and the sandbox (a
   * long-lived sandbox whose dataset a benchmark or test edits between builds); default none.
   */
  endpoints?: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /**
   * Receives the build's progress instead of the live progress lines on stderr (a build inside a
   * serving process, cli/rebuild.ts); default: the lines are printed.
   */
  onProgress?: (progress: BuildProgress) => void;
  /**
   * Slows V8's heap growth for the whole process to keep the build's peak memory down (see below);
   * default true. A serving process that builds now and then (cli/rebuild.ts) leaves its heap alone.
   */
  tuneHeap?: boolean;
  /**
   * How long to wait for another build's lock on the output folder (cli/out-dir-lock.ts), in ms;
   * default 10 minutes, then `OutDirLocked`.
   */
  lockWaitMs?: number;
  /** Called when another build holds the output folder and this one starts waiting for it. */
  onLockWait?: () => void;
  /**
   * Service answers kept from earlier builds of this process (the warm builder's,
   * core/pipeline/answer-cache.ts), told what changed before the build; default none.
   */
  answers?: ServiceAnswerCache;
  /**
   * The build graph to build with (core/pipeline/build-graph.ts; the warm builder's, kept between its
   * builds); default the project's `.sitefleet/cache/build-graph.sqlite`, opened for this build.
   */
  graph?: BuildGraph;
  /**
   * Prepare the next builds instead of building (core/pipeline/build.ts `BuildOptions.prime`: a warm
   * builder while idle); no summary, no artifacts. Default: build.
   */
  prime?: { signal?: AbortSignal };
}

/**
 * `sitefleet build`: loads the config and site files, builds the client bundle while it starts sandbox
 * services for unset endpoints, builds the sites (copying the bundle into `<out>/_assets/`), prints
 * live progress and a summary. Holds the output folder's lock (cli/out-dir-lock.ts) throughout: a build
 * of the same folder elsewhere (another terminal, a preview's or dev session's rebuild) is waited for
 * (a warning says so), and what an interrupted build left there (`.staging-*`) is removed first.
 * @returns the build result and the context it ran with.
 * @throws SitefleetError `OutDirLocked` when another build held the folder for `lockWaitMs`; whatever
 *   the build throws (the CLI prints it and exits with 1).
 */
export async function runBuild(
  options: BuildCommandOptions,
): Promise<{ result: BuildResult; context: CommandContext }> {
  const context = await createCommandContext(options, {
    outDir: options.out,
    concurrency: options.concurrency,
    linkCheck: options.linkCheck,
  });
  const { logger } = context;
  // A build makes much short-lived garbage (page HTML, props); with V8's default heap growth it piles up
  // to several times the live data before a full collection. Slower growth keeps the peak near the live
  // data (about half the peak of a one-thread build, bench/README.md) for little time; worker threads inherit it.
  if (options.tuneHeap !== false) setFlagsFromString('--heap-growing-percent=30');
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  if (shard && options.artifacts) {
    throw createError(ConfigInvalid, {
      problems: [
        '--artifacts with --shard: a shard writes only part of a site; archive per site with --site instead (docs/ci.md)',
      ],
    });
  }
  // One build per output folder at a time: another one (a second terminal, a serving process's rebuild)
  // is waited for, then what an interrupted build left behind is cleared.
  const release = await lockOutDir({
    outDir: context.outDir,
    waitMs: options.lockWaitMs,
    onWait: () => {
      logger.warn(`Waiting for another build to finish writing ${context.outDir}…`);
      options.onLockWait?.();
    },
    onCompromised: (error) =>
      logger.warn(`The lock on ${context.outDir} could not be kept fresh: ${error.message}`),
  });
  try {
    const cleared = await clearInterruptedBuilds(context.outDir);
    if (cleared.length > 0) logger.info(`Removed what interrupted builds left: ${cleared.join(', ')}`);
    return await buildLocked(options, context);
  } finally {
    await release();
  }
}

/** {@link runBuild} once the output folder is locked. */
async function buildLocked(
  options: BuildCommandOptions,
  context: CommandContext,
): Promise<{ result: BuildResult; context: CommandContext }> {
  const { config, root, logger } = context;
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  const sitesDir = path.resolve(root, config.sitesDir);
  // Configure: every site file validated before anything is fetched.
  const registry = await loadPluginRegistry({ root });
  const sites = resolveSiteConfigs({ sites: await loadSiteConfigs(sitesDir), registry });
  const plugins = fleetPlugins(sites);
  const clientAssets = buildClientBundle({
    logger,
    plugins,
    root,
    outDir: context.outDir,
    force: options.force ?? false,
  });
  // Handled below; this only keeps a failure from being reported as unhandled while services start.
  clientAssets.catch(() => {});
  const removeClientAssets = () =>
    clientAssets.then(
      (assets) => (assets.dir ? rm(assets.dir, { recursive: true, force: true }) : undefined),
      () => {},
    );
  let services: Pick<Awaited<ReturnType<typeof startServices>>, 'endpoints' | 'close'>;
  try {
    services = options.endpoints
      ? { endpoints: options.endpoints, close: async () => {} }
      : await startServices({
          config,
          logger,
          scale: options.scale,
          // Pages an editor published in the sandbox CMS (preview, dev) build as published.
          contentDatabaseFile: await keptContentEdits({ root, scale: options.scale }),
        });
  } catch (error) {
    await removeClientAssets();
    throw error;
  }
  const progress = options.onProgress
    ? { onProgress: options.onProgress, done: () => {} }
    : createProgressPrinter();
  const graph = options.graph ?? openBuildGraph({ file: buildGraphFile(root), logger });
  try {
    const assets = await clientAssets;
    const result = await buildSites({
      outDir: context.outDir,
      sitesDir: path.relative(root, sitesDir) || '.',
      sites,
      endpoints: services.endpoints,
      concurrency: config.concurrency,
      answers: options.answers,
      graph,
      prime: options.prime,
      siteFilter: options.site,
      localeFilter: options.locale,
      logger,
      logLevel: config.logLevel,
      force: options.force,
      groupLocales: !options.renderEachLocale,
      shard,
      buildId: options.buildId,
      linkCheck: config.linkCheck,
      runtimeRoutes: runtimeRoutesOf(plugins),
      onProgress: progress.onProgress,
      assets,
      workers: {
        file: new URL('./render-worker.ts', import.meta.url).href,
        threads: options.workers ?? availableParallelism(),
      },
    });
    progress.done();
    if (options.prime) return { result, context };
    if (!options.quiet) {
      process.stdout.write(
        `${formatSummary(result, context.counter.warnings, path.relative(process.cwd(), context.outDir) || '.')}\n`,
      );
    }
    if (options.artifacts) {
      const dir = path.resolve(root, options.artifacts);
      await writeBuildArtifacts({ result, outDir: context.outDir, dir, quiet: options.quiet });
    }
    return { result, context };
  } finally {
    progress.done();
    if (!options.graph) graph.close();
    await services.close();
    await removeClientAssets();
  }
}

/**
 * The browser bundle: the one in the output folder when it was built from the same sources
 * (cli/client-bundle-cache.ts; not with `force`), else built by Vite in a short-lived child process
 * (cli/client-bundle.ts), so the bundler's memory is not part of the build's peak. Logs which and how
 * long it took.
 * @returns the bundle; `dir` is null when the output folder already has it.
 */
async function buildClientBundle(input: {
  logger: Logger;
  plugins: Plugin[];
  root: string;
  outDir: string;
  force: boolean;
}): Promise<{ dir: string | null; manifest: BuiltClientAssets['manifest'] }> {
  const { logger } = input;
  const started = performance.now();
  const key = await clientBundleKey({ root: input.root, plugins: input.plugins });
  const cached = input.force ? null : await cachedClientBundle({ outDir: input.outDir, key });
  if (cached) {
    logger.info(`Client bundle unchanged, taken from the output folder (${key})`);
    return { dir: null, manifest: cached };
  }
  const assets = await buildClientAssetsInChild({ logger, plugins: input.plugins });
  await recordClientBundle({ dir: assets.dir, key, manifest: assets.manifest });
  const durationMs = Math.round(performance.now() - started);
  logger.info({ durationMs }, `Client bundle built in ${durationMs} ms`);
  return assets;
}

/**
 * `--artifacts <dir>`: writes the per-site archives of a finished build (core/pipeline/artifacts.ts),
 * with progress on stderr and a summary line on stdout unless `quiet`.
 */
async function writeBuildArtifacts(input: {
  result: BuildResult;
  outDir: string;
  dir: string;
  quiet?: boolean;
}): Promise<void> {
  const started = performance.now();
  const interactive = process.stderr.isTTY === true;
  const entries = await writeArtifacts({
    outDir: input.outDir,
    dir: input.dir,
    sites: input.result.sites,
    onProgress: ({ site, done, total }) => {
      const line = `[${site}] archiving (${done}/${total})…`;
      if (!input.quiet) process.stderr.write(interactive ? `\r\x1b[2K${line}` : `${line}\n`);
    },
  });
  if (interactive && !input.quiet) process.stderr.write('\r\x1b[2K');
  if (input.quiet) return;
  const bytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Artifacts: ${entries.length} archive${entries.length === 1 ? '' : 's'} (${formatBytes(bytes)}), SHA256SUMS and artifacts.json → ${path.relative(process.cwd(), input.dir) || '.'} in ${seconds} s\n`,
  );
}

/**
 * The sandbox content service's kept page edits (`<root>/.sitefleet/content.sqlite`, written by
 * `preview`, `dev` and `sandbox` when an editor saves or publishes), when the file exists and the dataset
 * is the default one (scale 1): a build then shows what the editor published, as the CMS would. A build
 * never creates the file.
 * @returns the file, or undefined (an in-memory store: the seed dataset as it is).
 */
async function keptContentEdits(input: { root: string; scale?: number }): Promise<string | undefined> {
  if ((input.scale ?? 1) !== 1) return undefined;
  const file = path.join(input.root, '.sitefleet', 'content.sqlite');
  return (await stat(file).catch(() => null))?.isFile() ? file : undefined;
}
