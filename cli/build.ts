import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadSiteConfigs } from '../config/load-sites.ts';
import { resolveSiteConfigs } from '../config/resolve-sites.ts';
import type { Logger } from '../core/logger.ts';
import { type BuildResult, buildSites } from '../core/pipeline/build.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import { type BuiltClientAssets, buildClientAssets } from '../runtime/client/build-client.ts';
import { type CommandContext, createCommandContext, type GlobalOptions } from './context.ts';
import { createProgressPrinter, formatSummary } from './output.ts';
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
}

/**
 * `sitefleet build`: loads the config and site files, builds the client bundle while it starts sandbox
 * services for unset endpoints, builds the sites (copying the bundle into `<out>/_assets/`), prints
 * live progress and a summary.
 * @returns the build result and the context it ran with.
 * @throws whatever the build throws (the CLI prints it and exits with 1).
 */
export async function runBuild(
  options: BuildCommandOptions,
): Promise<{ result: BuildResult; context: CommandContext }> {
  const context = await createCommandContext(options, {
    outDir: options.out,
    concurrency: options.concurrency,
  });
  const { config, root, logger } = context;
  const sitesDir = path.resolve(root, config.sitesDir);
  // Configure: every site file validated before anything is fetched.
  const registry = await loadPluginRegistry({ root });
  const sites = resolveSiteConfigs({ sites: await loadSiteConfigs(sitesDir), registry });
  const clientAssets = buildClientBundle({ logger, plugins: fleetPlugins(sites) });
  // Handled below; this only keeps a failure from being reported as unhandled while services start.
  clientAssets.catch(() => {});
  const removeClientAssets = () =>
    clientAssets.then(
      (assets) => rm(assets.dir, { recursive: true, force: true }),
      () => {},
    );
  let services: Awaited<ReturnType<typeof startServices>>;
  try {
    services = await startServices({ config, logger, scale: options.scale });
  } catch (error) {
    await removeClientAssets();
    throw error;
  }
  const progress = createProgressPrinter();
  try {
    const assets = await clientAssets;
    const result = await buildSites({
      outDir: context.outDir,
      sitesDir: path.relative(root, sitesDir) || '.',
      sites,
      endpoints: services.endpoints,
      concurrency: config.concurrency,
      siteFilter: options.site,
      localeFilter: options.locale,
      logger,
      logLevel: config.logLevel,
      onProgress: progress.onProgress,
      assets,
      workers: {
        file: new URL('./render-worker.ts', import.meta.url).href,
        threads: options.workers ?? availableParallelism(),
      },
    });
    progress.done();
    if (!options.quiet) {
      process.stdout.write(
        `${formatSummary(result, context.counter.warnings, path.relative(process.cwd(), context.outDir) || '.')}\n`,
      );
    }
    return { result, context };
  } finally {
    progress.done();
    await services.close();
    await removeClientAssets();
  }
}

/** Builds the browser bundle (Vite) and logs how long it took. */
async function buildClientBundle(input: { logger: Logger; plugins: Plugin[] }): Promise<BuiltClientAssets> {
  const { logger } = input;
  const started = performance.now();
  const assets = await buildClientAssets({ logger, plugins: input.plugins });
  const durationMs = Math.round(performance.now() - started);
  logger.info({ durationMs }, `Client bundle built in ${durationMs} ms`);
  return assets;
}
