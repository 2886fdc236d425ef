import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { Logger } from '../core/logger.ts';
import type { BuildProgress } from '../core/pipeline/build.ts';
import { createRebuildQueue, type RebuildRunner } from '../core/pipeline/rebuild-queue.ts';
import type { RuntimeContext } from '../core/serving/context.ts';
import type { RebuildQueue } from '../core/serving/rebuild.ts';
import { runBuild } from './build.ts';
import type { GlobalOptions } from './context.ts';

/** The rebuild phase a build progress event belongs to (core/serving/rebuild.ts `RebuildRun.phase`). */
function phaseOf(progress: BuildProgress): string {
  switch (progress.phase) {
    case 'system-data':
    case 'load':
      return 'load';
    case 'render':
      return 'render';
    case 'emit':
      return 'emit';
    case 'commit':
      return 'write';
  }
}

/**
 * The rebuild runner of a serving process (`sitefleet preview`, `sitefleet dev`): builds one site in
 * this process with cli/build.ts `runBuild` (`--site <id>`, incremental unless the run says `force`)
 * into the served output folder against the running services, quietly (no summary, no progress lines:
 * the phases go to the run; no V8 heap tuning of the serving process), then re-reads the trees
 * (`runtime.reload()`, which sends the build events). The client bundle comes from the output folder
 * while its sources are unchanged. A failed build rejects with its error and leaves the served tree as
 * it was (the build swaps nothing unless it succeeds).
 *
 * @param input.global the command's global options (root, config file, log format), so the rebuild
 *   reads the project the server was started for.
 * @param input.outDir the absolute output folder the runtime serves.
 * @param input.endpoints the running services' endpoints (configured or sandbox).
 * @param input.logLevel the builds' log level; default the config's.
 * @param input.workers render worker threads; default runBuild's (every core).
 * @param input.locale build only these locales (`--locale`), when the served trees were built so;
 *   default all of the site's.
 */
export function createRebuildRunner(input: {
  global: GlobalOptions;
  outDir: string;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  runtime: Pick<RuntimeContext, 'reload'>;
  logLevel?: string;
  workers?: number;
  locale?: string[];
}): RebuildRunner {
  return async (run, report) => {
    let phase = '';
    const { result } = await runBuild({
      root: input.global.root,
      config: input.global.config,
      logFormat: input.global.logFormat,
      logLevel: input.logLevel ?? input.global.logLevel,
      site: [run.site],
      locale: input.locale,
      out: input.outDir,
      endpoints: input.endpoints,
      quiet: true,
      force: run.force,
      workers: input.workers,
      tuneHeap: false,
      onProgress: (progress) => {
        const next = phaseOf(progress);
        if (next === phase) return;
        phase = next;
        report(next);
      },
    });
    await input.runtime.reload?.();
    const site = result.sites.find((candidate) => candidate.key === run.site);
    return {
      pages: site?.pages ?? result.pages,
      pagesRendered: site?.rendered ?? result.rendered,
      buildId: site?.buildId ?? result.buildId,
    };
  };
}

/**
 * The rebuild queue of a serving process (core/pipeline/rebuild-queue.ts) over
 * {@link createRebuildRunner}: the sites it knows are the ones the runtime serves (their ids); every
 * run's start and end is logged, a failure at warn level with its reason. Options as
 * {@link createRebuildRunner}'s.
 */
export function createPreviewRebuilds(input: {
  global: GlobalOptions;
  outDir: string;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  runtime: Pick<RuntimeContext, 'reload' | 'sites'>;
  logger: Logger;
  logLevel?: string;
  workers?: number;
  locale?: string[];
}): RebuildQueue {
  const queue = createRebuildQueue({
    run: createRebuildRunner(input),
    sites: () => input.runtime.sites().map((served) => served.site.id),
    onError: (error) => input.logger.error({ err: error }, 'A rebuild listener failed'),
  });
  queue.subscribe(({ type, run }) => {
    if (type === 'started')
      input.logger.info({ run: run.id, site: run.site }, `Rebuilding ${run.site}: ${run.reason}`);
    if (type !== 'finished') return;
    const ms = (run.finishedAt ?? 0) - (run.startedAt ?? 0);
    if (run.state === 'failed') {
      input.logger.warn(
        { run: run.id, site: run.site },
        `Rebuild of ${run.site} failed (the old tree is served): ${run.error}`,
      );
    } else {
      input.logger.info(
        { run: run.id, site: run.site, durationMs: ms },
        `Rebuilt ${run.site}: ${run.pagesRendered} of ${run.pages} pages rendered in ${ms} ms`,
      );
    }
  });
  return queue;
}
