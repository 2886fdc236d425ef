/**
 * `sitefleet dev`'s build process (cli/dev.ts): one incremental build in a fresh Node process, so that
 * it imports the current site files, plugins, UI kit and locale strings (an ES module, once imported,
 * is never imported again by the process that holds it). Forked with an IPC channel: it receives one
 * {@link DevBuildRequest}, runs cli/build.ts `runBuild` against the given service endpoints (the dev
 * session's sandbox: no services of its own start), answers one {@link DevBuildAnswer} and exits.
 */
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { GlobalOptions } from '../context.ts';

/** What the dev process asks the build process for. */
export interface DevBuildRequest {
  options: GlobalOptions & {
    site?: string[];
    locale?: string[];
    out?: string;
    endpoints?: Partial<Record<ServiceName, GraphQLEndpoint>>;
  };
}

/** One built site, as the dev process reports it. */
export interface DevBuiltSite {
  technicalName: string;
  pages: number;
  rendered: number;
  removed: number;
  changed: boolean;
}

/** The build process's answer: what it built, or why it failed (cli/format-failure.ts, no stack). */
export type DevBuildAnswer =
  | { ok: true; sites: DevBuiltSite[]; durationMs: number; warnings: number }
  | { ok: false; error: string };

// Production React (no development checks), as cli/main.ts sets it, before React is first imported.
process.env.NODE_ENV ??= 'production';

async function build(request: DevBuildRequest): Promise<DevBuildAnswer> {
  const { runBuild } = await import('../build.ts');
  const { formatFailure } = await import('../format-failure.ts');
  try {
    const { result, context } = await runBuild({ ...request.options, quiet: true });
    return {
      ok: true,
      durationMs: Math.round(result.durationMs),
      warnings: context.counter.warnings,
      sites: result.sites.map((site) => ({
        technicalName: site.technicalName,
        pages: site.pages,
        rendered: site.rendered,
        removed: site.removed,
        changed: site.changed,
      })),
    };
  } catch (error) {
    return { ok: false, error: formatFailure(error) };
  }
}

if (process.send) {
  // The dev process went away (killed): nothing waits for this build any more.
  process.once('disconnect', () => process.exit(1));
  process.once('message', (request: DevBuildRequest) => {
    void build(request).then((answer) => {
      process.send!(answer, () => process.exit(0));
    });
  });
}
