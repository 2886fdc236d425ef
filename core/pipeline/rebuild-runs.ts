import type { RebuildRequest, RebuildRun, SiteRebuildStatus } from '../serving/rebuild.ts';

/*
 * The rules a rebuild run follows from request to end (core/serving/rebuild.ts), as pure functions over
 * plain runs, for queues that keep their runs outside the process (runtime/server/shared-rebuild-queue.ts
 * keeps them in Redis as JSON). Each returns a new run; none changes its argument.
 */

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
 * A new queued run of `site` for `request`: entry ids deduplicated (none: what changed is not known),
 * `force` default false, `locales` deduplicated (absent: the runner's default).
 *
 * @param input.id the run's id, unique among every queue sharing the runs.
 * @param input.now epoch ms of the request.
 */
export function queuedRun(input: {
  id: string;
  site: string;
  request: RebuildRequest;
  now: number;
}): RebuildRun {
  const { request } = input;
  return {
    id: input.id,
    site: input.site,
    state: 'queued',
    trigger: request.trigger,
    reason: request.reason,
    coalesced: 0,
    entryIds: [...new Set(request.entryIds ?? [])],
    force: request.force ?? false,
    ...(request.locales ? { locales: [...new Set(request.locales)] } : {}),
    requestedAt: input.now,
  };
}

/**
 * `queued` with `request` folded in: `coalesced` + 1; entry ids merged, or none when either names none
 * (a request naming no entries may have changed anything: the build then takes no service answer from
 * the last build); `force` ORed; locales merged, or absent (all) when either says all. The trigger,
 * reason and request time stay the first request's.
 */
export function joinedRun(queued: RebuildRun, request: RebuildRequest): RebuildRun {
  const entryIds = request.entryIds ?? [];
  const { locales: _locales, ...rest } = queued;
  const locales =
    queued.locales && request.locales ? [...new Set([...queued.locales, ...request.locales])] : undefined;
  return {
    ...rest,
    coalesced: queued.coalesced + 1,
    entryIds:
      queued.entryIds.length === 0 || entryIds.length === 0
        ? []
        : [...new Set([...queued.entryIds, ...entryIds])],
    force: queued.force || (request.force ?? false),
    ...(locales ? { locales } : {}),
  };
}

/** `run` as it starts building at `now` (epoch ms). */
export function startedRun(run: RebuildRun, now: number): RebuildRun {
  return { ...run, state: 'running', startedAt: now };
}

/**
 * `run` as it ended at `now` (epoch ms): succeeded with the build's outcome, or failed with the error's
 * message (an `Error`'s `message`, else the value as a string); its `phase` is dropped.
 */
export function finishedRun(
  run: RebuildRun,
  now: number,
  result: { outcome: RebuildOutcome } | { error: unknown },
): RebuildRun {
  const { phase: _phase, ...rest } = run;
  if ('error' in result) {
    const { error } = result;
    return {
      ...rest,
      state: 'failed',
      finishedAt: now,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  const { outcome } = result;
  return {
    ...rest,
    state: 'succeeded',
    finishedAt: now,
    pages: outcome.pages,
    pagesRendered: outcome.pagesRendered,
    buildId: outcome.buildId,
    ...(outcome.tree !== undefined ? { tree: outcome.tree } : {}),
    ...(outcome.pagesRemoved !== undefined ? { pagesRemoved: outcome.pagesRemoved } : {}),
    ...(outcome.changed !== undefined ? { changed: outcome.changed } : {}),
    ...(outcome.warnings !== undefined ? { warnings: outcome.warnings } : {}),
  };
}

/** A snapshot of a run (its lists copied too): listeners and callers never hold a queue's own object. */
export function runCopy(run: RebuildRun): RebuildRun {
  return { ...run, entryIds: [...run.entryIds], ...(run.locales ? { locales: [...run.locales] } : {}) };
}

/** A snapshot of a site's rebuild status ({@link runCopy} of each run). */
export function statusCopy(status: SiteRebuildStatus): SiteRebuildStatus {
  return {
    site: status.site,
    running: status.running && runCopy(status.running),
    queued: status.queued && runCopy(status.queued),
    last: status.last && runCopy(status.last),
  };
}

/**
 * The status of `site` in `statuses`, made (nothing running, queued or done) and kept there when the map
 * has none yet.
 */
export function siteStatusIn(statuses: Map<string, SiteRebuildStatus>, site: string): SiteRebuildStatus {
  let status = statuses.get(site);
  if (!status) {
    status = { site, running: null, queued: null, last: null };
    statuses.set(site, status);
  }
  return status;
}
