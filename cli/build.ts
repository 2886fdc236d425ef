import { availableParallelism } from 'node:os';
import path from 'node:path';
import { loadSiteConfigs } from '../config/load-sites.ts';
import { resolveSiteConfigs } from '../config/resolve-sites.ts';
import { type BuildResult, buildSites } from '../core/pipeline/build.ts';
import { PLUGINS } from '../plugins/index.ts';
import { type CommandContext, createCommandContext, type GlobalOptions } from './context.ts';
import { createProgressPrinter, formatSummary } from './output.ts';
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
 * `sitefleet build`: loads the config and site files, starts sandbox services for unset endpoints,
 * builds, prints live progress and a summary.
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
  const sites = resolveSiteConfigs({ sites: await loadSiteConfigs(sitesDir), registry: PLUGINS });
  const services = await startServices({ config, logger, scale: options.scale });
  const progress = createProgressPrinter();
  try {
    const result = await buildSites({
      outDir: context.outDir,
      sitesDir: path.relative(root, sitesDir) || '.',
      sites,
      endpoints: services.endpoints,
      concurrency: config.concurrency,
      portalSegment: config.portalSegment,
      siteFilter: options.site,
      localeFilter: options.locale,
      logger,
      logLevel: config.logLevel,
      onProgress: progress.onProgress,
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
  }
}
