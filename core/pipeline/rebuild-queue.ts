import type {
  RebuildEvent,
  RebuildQueue,
  RebuildRequest,
  RebuildRun,
  SiteRebuildStatus,
} from '../serving/rebuild.ts';
import {
  finishedRun,
  joinedRun,
  queuedRun,
  type RebuildOutcome,
  runCopy,
  siteStatusIn,
} from './rebuild-runs.ts';

export type { RebuildOutcome };

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
  const statusOf = (site: string) => siteStatusIn(statuses, site);
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
    let result: Parameters<typeof finishedRun>[2];
    try {
      const outcome = await input.run(copy(run), (phase) => {
        if (run.state !== 'running') return;
        run.phase = phase;
        emit('progress', run);
      });
      result = { outcome };
    } catch (error) {
      result = { error };
    }
    delete run.phase;
    Object.assign(run, finishedRun(run, now(), result));
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

  const queue: RebuildQueue = {
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
          // The run keeps its place in `waiting`: the joined run replaces it there and as the site's.
          const joined = joinedRun(queued, { ...request, entryIds });
          waiting[waiting.indexOf(queued)] = joined;
          status.queued = joined;
          emit('queued', joined);
          runs.push(copy(joined));
          continue;
        }
        const run = queuedRun({ id: `rb-${nextId++}`, site, request: { ...request, entryIds }, now: now() });
        status.queued = run;
        waiting.push(run);
        emit('queued', run);
        runs.push(copy(run));
      }
      pump();
      return runs;
    },
    // In process, a request is recorded as it is made.
    submit: async (request) => queue.request(request),
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
  return queue;
}

/** A snapshot of a run: listeners and callers never hold the queue's own object. */
const copy = runCopy;
