/**
 * `sitefleet dev`'s builds through the serving process's one rebuild queue (cli/dev.ts,
 * cli/dev/serve-child.ts; docs/architecture.md "Watch mode"): the IPC messages between the dev process
 * and the serving process, validated on arrival, and the pure steps around them (which site ids a
 * `--site` selection names, what the dev line reports of the finished runs). No process, no files.
 */
import { z } from 'zod';
import type { RebuildRun } from '../../core/serving/rebuild.ts';

/** Dev process → serving process: rebuild the session's sites (after a change, or the first build). */
export const devRebuildRequestSchema = z.object({
  rebuild: z.object({
    /** Correlates the answer. */
    id: z.number().int(),
    /** `--site` selectors (id, technical name or slug); absent: every site of the project. */
    sites: z.array(z.string().min(1)).optional(),
    /** `--locale` codes; absent: the serving process's default (all of each site's). */
    locales: z.array(z.string().min(1)).optional(),
    /** The run's reason (`dev: locales/de/common.json`). */
    reason: z.string(),
    /** Code the builder imported changed: the builder process restarts before the run. */
    restartBuilder: z.boolean(),
  }),
});

/** A rebuild request from the dev process (see {@link devRebuildRequestSchema}). */
export type DevRebuildRequest = z.infer<typeof devRebuildRequestSchema>;

/** Serving process → dev process: the finished runs of one request, or why none ran. */
export type DevRebuildAnswer =
  | { rebuilt: { id: number; runs: RebuildRun[] } }
  | { rebuilt: { id: number; error: string } };

/**
 * Validates a message the serving process received from the dev process.
 * @returns the request, or null when the message is not a rebuild request (the start request).
 * @throws Error `Invalid dev rebuild request: <path>: <problem>` for a malformed one.
 */
export function parseDevRebuildRequest(message: unknown): DevRebuildRequest | null {
  if (typeof message !== 'object' || message === null || !('rebuild' in message)) return null;
  const result = devRebuildRequestSchema.safeParse(message);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`Invalid dev rebuild request: ${issue.path.join('.') || '(message)'}: ${issue.message}`);
}

/** A site the serving process knows: its id, and for a served one its tree's names. */
export interface KnownSite {
  id: string;
  technicalName?: string;
  slug?: string | null;
}

/**
 * The site ids a `--site` selection names: an id (site file name) as it is; a technical name or slug
 * through the served trees' manifests. No selection: every known site.
 * @throws Error `Unknown site '<x>'. Known sites: <ids>.` for a selector that names none (a technical
 *   name or slug of a site not built yet: name it by id).
 */
export function resolveSiteSelectors(input: {
  selectors: readonly string[] | undefined;
  known: readonly KnownSite[];
}): string[] {
  const ids = [...new Set(input.known.map((site) => site.id))];
  if (!input.selectors || input.selectors.length === 0) return ids;
  return [
    ...new Set(
      input.selectors.map((wanted) => {
        const match = input.known.find(
          (site) => site.id === wanted || site.technicalName === wanted || site.slug === wanted,
        );
        if (!match) throw new Error(`Unknown site '${wanted}'. Known sites: ${ids.join(', ')}.`);
        return match.id;
      }),
    ),
  ];
}

/** One built site, as the dev process reports it. */
export interface DevBuiltSite {
  technicalName: string;
  pages: number;
  rendered: number;
  removed: number;
  changed: boolean;
}

/** What a batch's build came to: per site what was built, or why it failed (no stack). */
export type DevBuildAnswer =
  | { ok: true; sites: DevBuiltSite[]; warnings: number }
  | { ok: false; error: string };

/**
 * The dev line's view of a request's finished runs: every site built, or the failures (one per site,
 * `main: <reason>`; one site's reason as it is).
 */
export function devAnswerOf(runs: readonly RebuildRun[]): DevBuildAnswer {
  const failed = runs.filter((run) => run.state !== 'succeeded');
  if (failed.length > 0) {
    const reason = (run: RebuildRun) =>
      run.error ?? `the run ${run.state === 'failed' ? 'failed' : 'was dropped'}`;
    return {
      ok: false,
      error:
        failed.length === 1 && runs.length === 1
          ? reason(failed[0]!)
          : failed.map((run) => `${run.site}: ${reason(run)}`).join('\n'),
    };
  }
  return {
    ok: true,
    warnings: runs.reduce((sum, run) => sum + (run.warnings ?? 0), 0),
    sites: runs.map((run) => ({
      technicalName: run.tree ?? run.site,
      pages: run.pages ?? 0,
      rendered: run.pagesRendered ?? 0,
      removed: run.pagesRemoved ?? 0,
      changed: run.changed ?? (run.pagesRendered ?? 0) > 0,
    })),
  };
}
