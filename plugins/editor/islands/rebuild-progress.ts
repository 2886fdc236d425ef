import type { RebuildRun, SiteRebuildStatus } from '../../../core/serving/rebuild.ts';

/**
 * Where an editor's rebuild stands, read from the rebuild status (core/serving/rebuild.ts), for the
 * "Publish and rebuild this site" panel (the editor shows the
 * rebuild's progress and result; failures keep the old tree and are shown with their reason). Pure.
 */

/** How often the panel asks for the status while a run is not finished, in ms. */
export const REBUILD_POLL_INTERVAL_MS = 500;

/** Polls in a row that may find no trace of the run before the panel gives up on it (10 s at 500 ms). */
export const REBUILD_MAX_MISSES = 20;

/** The run as the panel shows it. */
export type RebuildProgress =
  | { state: 'queued'; run: RebuildRun }
  | { state: 'running'; run: RebuildRun; phase: string | null }
  | {
      state: 'succeeded';
      run: RebuildRun;
      pagesRendered: number | null;
      pages: number | null;
      durationMs: number | null;
    }
  | { state: 'failed'; run: RebuildRun; error: string };

/**
 * The progress of run `runId` in `statuses` (the answer of `GET /api/editor/rebuild?site=`): the run
 * found as the site's running, queued or last run, by its own `state`.
 *
 * @returns null when no site names the run (not started yet in this answer, or forgotten).
 */
export function rebuildProgress(input: {
  statuses: readonly SiteRebuildStatus[];
  runId: string;
}): RebuildProgress | null {
  const run = input.statuses
    .flatMap((status) => [status.running, status.queued, status.last])
    .find((candidate): candidate is RebuildRun => candidate?.id === input.runId);
  if (!run) return null;
  switch (run.state) {
    case 'queued':
      return { state: 'queued', run };
    case 'running':
      return { state: 'running', run, phase: run.phase ?? null };
    case 'succeeded':
      return {
        state: 'succeeded',
        run,
        pagesRendered: run.pagesRendered ?? null,
        pages: run.pages ?? null,
        durationMs: runDurationMs(run),
      };
    case 'failed':
      return { state: 'failed', run, error: run.error ?? '' };
  }
}

/**
 * How long a finished run took, in ms: its own `durationMs` when the queue reports one, else from its
 * start (or, never started, its request) to its end; null while it is not finished.
 */
export function runDurationMs(run: RebuildRun & { durationMs?: number }): number | null {
  if (typeof run.durationMs === 'number') return run.durationMs;
  if (run.finishedAt === undefined) return null;
  return Math.max(0, run.finishedAt - (run.startedAt ?? run.requestedAt));
}

/** Whether the panel may stop polling: the run succeeded or failed. */
export function isFinished(progress: RebuildProgress | null): boolean {
  return progress?.state === 'succeeded' || progress?.state === 'failed';
}

/**
 * The run of `site` among the runs a publish queued (one per rebuilt site), else the first one.
 * @returns null for an empty list (nothing to rebuild: the page's sites are not served here).
 */
export function runForSite(runs: readonly RebuildRun[], site: string): RebuildRun | null {
  return runs.find((run) => run.site === site) ?? runs[0] ?? null;
}
