import type {
  RebuildEvent,
  RebuildQueue,
  RebuildRequest,
  RebuildRun,
  SiteRebuildStatus,
} from '../serving/rebuild.ts';

/** What one run's build reports when it succeeded (core/serving/rebuild.ts {@link RebuildRun}). */
export interface RebuildOutcome {
  /** Pages of the site after the build. */
  pages: number;
  /** Pages the build re-rendered. */
  pagesRendered: number;
  /** The site tree's build id after the build (unchanged when nothing of the site changed). */
  buildId: string;
  /** The site's folder in the output folder; default unknown. */
  tree?: string;
  /** Pages of the previous build that are gone; default unknown. */
  pagesRemoved?: number;
  /** False when nothing of the site changed; default unknown. */
  changed?: boolean;
  /** Warnings the build logged; default unknown. */
  warnings?: number;
}

/**
 * Builds one site for a run: `run` is a copy of the run as it starts (its `site`, `force`, `entryIds`);
 * `report(phase)` sets the run's `phase` (`load`, `render`, …) and tells the listeners. Rejects when the
 * build failed; the error's message becomes the run's `error`.
 */
export type RebuildRunner = (run: RebuildRun, report: (phase: string) => void) => Promise<RebuildOutcome>;

/**
 * The rebuild queue (core/serving/rebuild.ts `RebuildQueue`; design card "editors triggering
 * site-specific rebuilds"), pure: no files, no server, the build is `input.run`.
 *
 * Rules: per site at most one run running and one queued; a request for a site with a queued run joins
 * it (`coalesced` + 1, entry ids merged, `force` ORed, `locales` merged: all when either says all), else it queues a new run (behind the site's
 * running one, if any). Runs execute one at a time across all sites (a build uses every core), in the
 * order they were queued. A failed run records its `error` and the queue goes on with the next.
 * Listeners get `queued` (new run or a request joined it), `started`, `progress` (phase) and
 * `finished`, each with a copy of the run.
 *
 * @param input.run builds one site (see {@link RebuildRunner}).
 * @param input.sites the site ids that can be rebuilt (read on each request); other ids are ignored.
 * @param input.now clock in epoch ms; default `Date.now`.
 * @param input.onError told when a listener throws (the queue goes on); default nothing.
 */
export function createRebuildQueue(input: {
  run: RebuildRunner;
  sites: () => readonly string[];
  now?: () => number;
  onError?: (error: unknown) => void;
}): RebuildQueue {
  const now = input.now ?? Date.now;
  const statuses = new Map<string, SiteRebuildStatus>();
  /** Queued runs in request order (each is also its site's `queued`). */
  const waiting: RebuildRun[] = [];
  const listeners = new Set<(event: RebuildEvent) => void>();
  let idleWaiters: (() => void)[] = [];
  let nextId = 1;
  let active: Promise<void> | null = null;
  let closed = false;

  const emit = (type: RebuildEvent['type'], run: RebuildRun) => {
    for (const listener of [...listeners]) {
      try {
        listener({ type, run: copy(run) });
      } catch (error) {
        input.onError?.(error);
      }
    }
  };
  const statusOf = (site: string) => {
    let status = statuses.get(site);
    if (!status) {
      status = { site, running: null, queued: null, last: null };
      statuses.set(site, status);
    }
    return status;
  };
  const settleIdle = () => {
    if (active || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const execute = async (run: RebuildRun) => {
    const status = statusOf(run.site);
    status.queued = null;
    status.running = run;
    run.state = 'running';
    run.startedAt = now();
    emit('started', run);
    try {
      const outcome = await input.run(copy(run), (phase) => {
        if (run.state !== 'running') return;
        run.phase = phase;
        emit('progress', run);
      });
      run.state = 'succeeded';
      run.pages = outcome.pages;
      run.pagesRendered = outcome.pagesRendered;
      run.buildId = outcome.buildId;
      if (outcome.tree !== undefined) run.tree = outcome.tree;
      if (outcome.pagesRemoved !== undefined) run.pagesRemoved = outcome.pagesRemoved;
      if (outcome.changed !== undefined) run.changed = outcome.changed;
      if (outcome.warnings !== undefined) run.warnings = outcome.warnings;
    } catch (error) {
      run.state = 'failed';
      run.error = error instanceof Error ? error.message : String(error);
    }
    run.finishedAt = now();
    delete run.phase;
    status.running = null;
    status.last = run;
    emit('finished', run);
  };

  const pump = () => {
    if (active) return;
    const next = waiting.shift();
    if (!next) {
      settleIdle();
      return;
    }
    active = execute(next).finally(() => {
      active = null;
      pump();
    });
  };

  return {
    request(request: RebuildRequest): RebuildRun[] {
      if (closed) return [];
      const known = new Set(input.sites());
      const entryIds = [...new Set(request.entryIds ?? [])];
      const runs: RebuildRun[] = [];
      for (const site of new Set(request.sites)) {
        if (!known.has(site)) continue;
        const status = statusOf(site);
        const queued = status.queued;
        if (queued) {
          queued.coalesced += 1;
          // A request naming no entries may have changed anything: the run then names none either, so
          // that its build takes no service answer from the last build (cli/builder-child.ts).
          queued.entryIds =
            queued.entryIds.length === 0 || entryIds.length === 0
              ? []
              : [...new Set([...queued.entryIds, ...entryIds])];
          queued.force ||= request.force ?? false;
          if (queued.locales && request.locales) {
            queued.locales = [...new Set([...queued.locales, ...request.locales])];
          } else {
            delete queued.locales;
          }
          emit('queued', queued);
          runs.push(copy(queued));
          continue;
        }
        const run: RebuildRun = {
          id: `rb-${nextId++}`,
          site,
          state: 'queued',
          trigger: request.trigger,
          reason: request.reason,
          coalesced: 0,
          entryIds,
          force: request.force ?? false,
          ...(request.locales ? { locales: [...new Set(request.locales)] } : {}),
          requestedAt: now(),
        };
        status.queued = run;
        waiting.push(run);
        emit('queued', run);
        runs.push(copy(run));
      }
      pump();
      return runs;
    },
    status(site?: string): SiteRebuildStatus[] {
      const chosen = site === undefined ? [...statuses.values()] : [statuses.get(site)].filter((s) => !!s);
      return chosen
        .sort((a, b) => a.site.localeCompare(b.site))
        .map((status) => ({
          site: status.site,
          running: status.running && copy(status.running),
          queued: status.queued && copy(status.queued),
          last: status.last && copy(status.last),
        }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    idle() {
      if (!active && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const run of waiting.splice(0)) statusOf(run.site).queued = null;
      await active;
      settleIdle();
      listeners.clear();
    },
  };
}

/** A snapshot of a run: listeners and callers never hold the queue's own object. */
function copy(run: RebuildRun): RebuildRun {
  return { ...run, entryIds: [...run.entryIds], ...(run.locales ? { locales: [...run.locales] } : {}) };
}
