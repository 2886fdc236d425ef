/**
 * `sitefleet dev`'s serving process (cli/dev.ts): cli/preview.ts `runPreview` with `watchOutDir` (the
 * runtime reloads the trees the build processes write) in a Node process of its own, so that a
 * restart (sandbox dataset, plugin server code, project config changed) imports every module afresh.
 * Forked with an IPC channel: it receives one {@link DevServeRequest}, starts the runtime and its
 * sandbox services, and answers one {@link DevServeAnswer}; SIGTERM stops it gracefully (preview's own
 * signal handling), as does the dev process going away.
 */
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { PreviewCommandOptions } from '../preview.ts';

/** What the dev process asks the serving process for. */
export interface DevServeRequest {
  options: PreviewCommandOptions;
}

/**
 * The serving process's answer: the runtime's URL and the content and product endpoints the builds
 * are to use (the sandbox services it started, or the configured ones), or why it could not start.
 */
export type DevServeAnswer =
  | { ok: true; url: string; endpoints: Partial<Record<ServiceName, GraphQLEndpoint>> }
  | { ok: false; error: string };

process.env.NODE_ENV ??= 'production';

async function serve(request: DevServeRequest): Promise<DevServeAnswer> {
  const { runPreview } = await import('../preview.ts');
  const { formatFailure } = await import('../format-failure.ts');
  try {
    const preview = await runPreview({ ...request.options, watchOutDir: true });
    const { content, products } = preview.endpoints;
    return { ok: true, url: preview.url, endpoints: { content, products } };
  } catch (error) {
    return { ok: false, error: formatFailure(error) };
  }
}

if (process.send) {
  // The dev process went away: stop as on Ctrl-C (preview's signal handler closes everything).
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.once('message', (request: DevServeRequest) => {
    void serve(request).then((answer) => {
      process.send?.(answer);
      if (!answer.ok) process.exit(1);
    });
  });
}
