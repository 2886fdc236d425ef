/**
 * `sitefleet dev`'s serving process (cli/dev.ts): cli/preview.ts `runPreview` with `watchOutDir` (the
 * runtime also reloads trees other processes write, a `sitefleet build` in another terminal) in a Node
 * process of its own, so that a restart (sandbox dataset, plugin server code, project config changed)
 * imports every module afresh. Its rebuild queue, with its one builder process, runs every build of the
 * session: the CMS webhook's and the editor's as in `preview`, and the dev process's (so a site never
 * builds twice at once). Forked with an IPC channel: it receives one {@link DevServeRequest}, starts the
 * runtime and its sandbox services, and answers one {@link DevServeAnswer}; then each
 * cli/dev/dev-rebuild.ts `DevRebuildRequest` is queued (trigger `dev`) and answered, once its runs have
 * finished, with a `DevRebuildAnswer`. SIGTERM stops it gracefully (preview's own signal handling), as
 * does the dev process going away.
 */
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { RebuildEvent, RebuildRun } from '../../core/serving/rebuild.ts';
import type { PreviewCommandOptions, RunningPreview } from '../preview.ts';
import type { DevRebuildAnswer, DevRebuildRequest } from './dev-rebuild.ts';

/** What the dev process asks the serving process for. */
export interface DevServeRequest {
  options: PreviewCommandOptions;
}

/**
 * The serving process's answer: the runtime's URL and the services' endpoints, or why it could not
 * start.
 */
export type DevServeAnswer =
  | { ok: true; url: string; endpoints: Partial<Record<ServiceName, GraphQLEndpoint>> }
  | { ok: false; error: string };

process.env.NODE_ENV ??= 'production';

async function serve(
  request: DevServeRequest,
): Promise<{ answer: DevServeAnswer; preview?: RunningPreview }> {
  const { runPreview } = await import('../preview.ts');
  const { formatFailure } = await import('../format-failure.ts');
  try {
    const preview = await runPreview({ ...request.options, watchOutDir: true, primeBuilder: false });
    const { content, products } = preview.endpoints;
    return { answer: { ok: true, url: preview.url, endpoints: { content, products } }, preview };
  } catch (error) {
    return { answer: { ok: false, error: formatFailure(error) } };
  }
}

/** Queues a dev rebuild and resolves with its runs once each has finished. */
async function rebuild(
  preview: RunningPreview,
  request: DevRebuildRequest['rebuild'],
): Promise<RebuildRun[]> {
  const { resolveSiteSelectors } = await import('./dev-rebuild.ts');
  const sites = resolveSiteSelectors({ selectors: request.sites, known: await preview.knownSites() });
  if (request.restartBuilder) preview.rebuilds.restartBuilder();
  const finished = new Map<string, RebuildRun>();
  let wanted: Set<string> | null = null;
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  const stop = preview.rebuilds.subscribe((event: RebuildEvent) => {
    if (event.type !== 'finished') return;
    finished.set(event.run.id, event.run);
    if (wanted && [...wanted].every((id) => finished.has(id))) done();
  });
  try {
    const runs = preview.rebuilds.request({
      sites,
      trigger: 'dev',
      reason: request.reason,
      ...(request.locales ? { locales: request.locales } : {}),
    });
    wanted = new Set(runs.map((run) => run.id));
    if ([...wanted].every((id) => finished.has(id))) done();
    await all;
    return runs.map((run) => finished.get(run.id)!);
  } finally {
    stop();
  }
}

if (process.send) {
  let preview: RunningPreview | undefined;
  // The dev process went away: stop as on Ctrl-C (preview's signal handler closes everything).
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.on('message', (message: unknown) => {
    void (async () => {
      const { parseDevRebuildRequest } = await import('./dev-rebuild.ts');
      let request: DevRebuildRequest | null;
      try {
        request = parseDevRebuildRequest(message);
      } catch (error) {
        const id = (message as { rebuild?: { id?: unknown } }).rebuild?.id;
        process.send?.({
          rebuilt: { id: typeof id === 'number' ? id : -1, error: (error as Error).message },
        } satisfies DevRebuildAnswer);
        return;
      }
      if (!request) {
        if (preview) return;
        const started = await serve(message as DevServeRequest);
        preview = started.preview;
        process.send?.(started.answer);
        if (!started.answer.ok) process.exit(1);
        return;
      }
      const { id } = request.rebuild;
      if (!preview) {
        process.send?.({ rebuilt: { id, error: 'The runtime is not running' } } satisfies DevRebuildAnswer);
        return;
      }
      const answer: DevRebuildAnswer = await rebuild(preview, request.rebuild).then(
        (runs) => ({ rebuilt: { id, runs } }),
        (error: unknown) => ({ rebuilt: { id, error: (error as Error).message } }),
      );
      process.send?.(answer);
    })();
  });
}
