import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { Logger } from '../core/logger.ts';
import { createRebuildQueue, type RebuildRunner } from '../core/pipeline/rebuild-queue.ts';
import type { RuntimeContext } from '../core/serving/context.ts';
import type { RebuildQueue } from '../core/serving/rebuild.ts';
import { createSharedRebuildQueue } from '../runtime/server/shared-rebuild-queue.ts';
import { type Builder, createBuilder } from './builder.ts';
import type { BuilderRequest } from './builder-protocol.ts';
import type { GlobalOptions } from './context.ts';

/**
 * The rebuild runner of a serving process (`sitefleet preview`, `sitefleet dev`): builds one site in
 * the builder process (cli/builder.ts: cli/build.ts `runBuild` with `--site <id>`, incremental unless the
 * run says `force`, holding the output folder's lock) into the served output folder against the running
 * services, quietly (no summary, no progress lines: the phases go to the run), then re-reads the trees
 * (`runtime.reload()`, which sends the build events). The client bundle comes from the output folder
 * while its sources are unchanged. A failed build rejects with its error and leaves the served tree as
 * it was (the build swaps nothing unless it succeeds).
 *
 * @param input.global the command's global options (root, config file, log format), so the rebuild
 *   reads the project the server was started for.
 * @param input.builder the builder process the runs go to.
 * @param input.outDir the absolute output folder the runtime serves.
 * @param input.endpoints the running services' endpoints (configured or sandbox).
 * @param input.logLevel the builds' log level; default the config's.
 * @param input.workers render worker threads; default runBuild's (every core).
 * @param input.locale build only these locales (`--locale`) unless the run names its own; default
 *   all of the site's.
 */
export function createRebuildRunner(input: {
  global: GlobalOptions;
  builder: Pick<Builder, 'build'>;
  outDir: string;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  runtime: Pick<RuntimeContext, 'reload'>;
  logLevel?: string;
  workers?: number;
  locale?: string[];
}): RebuildRunner {
  return async (run, report) => {
    const outcome = await input.builder.build(
      {
        ...builderRequest(input, { sites: [run.site], locales: run.locales, force: run.force }),
        // What changed since the builder's last build, so that it asks the services only for that.
        ...(run.entryIds.length > 0 ? { entryIds: run.entryIds } : {}),
      },
      report,
    );
    // The manifests the build wrote, as patches of those served: the runtime need not read them again.
    const manifestPatches = outcome.sites.flatMap((built) =>
      built.manifestPatch ? [built.manifestPatch] : [],
    );
    await input.runtime.reload?.({ manifestPatches });
    const site = outcome.sites.find((candidate) => candidate.key === run.site);
    return {
      pages: site?.pages ?? outcome.sites.reduce((sum, one) => sum + one.pages, 0),
      pagesRendered: site?.rendered ?? outcome.sites.reduce((sum, one) => sum + one.rendered, 0),
      buildId: site?.buildId ?? outcome.buildId,
      warnings: outcome.warnings,
      ...(site ? { tree: site.technicalName, pagesRemoved: site.removed, changed: site.changed } : {}),
    };
  };
}

/** A build request of a serving process's builder for `sites` (locales: the run's, else `input.locale`). */
function builderRequest(
  input: {
    global: GlobalOptions;
    outDir: string;
    endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
    logLevel?: string;
    workers?: number;
    locale?: string[];
  },
  build: { sites: string[]; locales?: string[] | undefined; force: boolean },
): BuilderRequest {
  const locales = build.locales ?? input.locale;
  const logLevel = input.logLevel ?? input.global.logLevel;
  return {
    project: { root: input.global.root, config: input.global.config, logFormat: input.global.logFormat },
    sites: build.sites,
    ...(locales ? { locales } : {}),
    force: build.force,
    out: input.outDir,
    endpoints: input.endpoints,
    ...(logLevel ? { logLevel } : {}),
    ...(input.workers ? { workers: input.workers } : {}),
  };
}

/** The rebuild queue of a serving process, with its builder process. */
export interface PreviewRebuilds extends RebuildQueue {
  /**
   * The code a build imports changed (`sitefleet dev`): the next run builds in a fresh builder process.
   * A running run finishes in the old one.
   */
  restartBuilder(): void;
  /** Drops queued runs, stops the builder (the running run fails as `stopped`), then waits for the run. */
  close(): Promise<void>;
}

/**
 * The rebuild queue of a serving process (core/pipeline/rebuild-queue.ts; with the runtime's shared
 * state, config `redis.url`, the queue every instance on the output folder shares:
 * runtime/server/shared-rebuild-queue.ts) over {@link createRebuildRunner} and one builder process (cli/builder.ts, started now and kept warm:
 * restarted on the next run when it died, the run it was building failed with the reason): the sites it
 * knows are the ones the runtime serves and the ones `projectSites` names (site ids); every run's start
 * and end is logged, a failure at warn level with its reason. Options as {@link createRebuildRunner}'s.
 *
 * @param input.projectSites the project's site ids (read on each request), so a site not served yet
 *   can be built (`sitefleet dev`'s first build into an empty folder); default none.
 * @param input.eager start the builder process now (default true: the first rebuild starts at once).
 * @param input.prime whether an eager builder prepares, while idle after it starts, the next rebuild
 *   of the sites served (and, with `projectSites`, still in the project): cli/builder-child.ts `prime`,
 *   stopped by a rebuild arriving meanwhile; default true. Off where a build follows the start at once
 *   (`sitefleet dev`). `onPrimed` is told when it ended.
 */
export function createPreviewRebuilds(input: {
  global: GlobalOptions;
  outDir: string;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  runtime: Pick<RuntimeContext, 'reload' | 'sites' | 'sharedState'>;
  logger: Logger;
  logLevel?: string;
  workers?: number;
  locale?: string[];
  projectSites?: () => readonly string[];
  eager?: boolean;
  prime?: boolean;
  onPrimed?: (primed: { sites: string[]; durationMs: number; error?: string | undefined }) => void;
}): PreviewRebuilds {
  const builder = createBuilder({
    project: { root: input.global.root, config: input.global.config, logFormat: input.global.logFormat },
    eager: input.eager ?? true,
    onExit: (reason) =>
      input.logger.warn(`The builder process stopped (${reason}); the next rebuild starts a fresh one`),
    prime: () => {
      if (input.prime === false) return null;
      // Trees of sites the project no longer has would fail the prime's site selection.
      const known = input.projectSites ? new Set(input.projectSites()) : null;
      const sites = input.runtime
        .sites()
        .map((served) => served.site.id)
        .filter((id) => !known || known.has(id));
      return sites.length > 0 ? builderRequest(input, { sites, force: false }) : null;
    },
    onPrimed: (primed) => {
      if (primed.error) {
        input.logger.warn(`Preparing the next rebuilds failed (they start from scratch): ${primed.error}`);
      } else {
        input.logger.debug(
          `Prepared the next rebuild of ${primed.sites.join(', ') || 'no site'} in ${primed.durationMs} ms`,
        );
      }
      input.onPrimed?.(primed);
    },
  });
  const queueInput = {
    run: createRebuildRunner({ ...input, builder }),
    sites: () => [
      ...new Set([
        ...input.runtime.sites().map((served) => served.site.id),
        ...(input.projectSites?.() ?? []),
      ]),
    ],
  };
  const state = input.runtime.sharedState;
  const queue = state
    ? createSharedRebuildQueue({
        ...queueInput,
        state,
        namespace: input.outDir,
        onError: (error) => input.logger.error({ err: error }, 'The shared rebuild queue failed'),
        onFallback: (reason) =>
          input.logger.warn(
            { err: reason },
            'Redis is unreachable: rebuilds asked of this instance build here until it answers',
          ),
      })
    : createRebuildQueue({
        ...queueInput,
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
  let closed: Promise<void> | null = null;
  return {
    ...queue,
    restartBuilder: () => builder.restart(),
    close() {
      closed ??= (async () => {
        // The queue first (nothing new starts), then the builder (the running run ends now).
        const drained = queue.close();
        await builder.close();
        await drained;
      })();
      return closed;
    },
  };
}
