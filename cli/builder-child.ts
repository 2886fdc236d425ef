/**
 * The builder process of a serving process (cli/builder.ts; docs/architecture.md "Site rebuilds and
 * build events"): runs the rebuilds of `sitefleet preview` and `sitefleet dev` with cli/build.ts
 * `runBuild`, so that their synchronous phases (load, pages, plan, finish: seconds each) and their memory
 * never touch the serving process's event loop and heap. Long-lived: the modules it imported stay
 * loaded between builds, so the next build starts at once (a serving process starts a fresh one when
 * the code changed). Forked with an IPC channel (cli/builder-protocol.ts): `warm` → `ready`; `build`
 * (one at a time) → `progress`…, then `result` or `error`. Exits when the channel closes; SIGTERM
 * exits at once, except while a build swaps trees into place (it exits once that is done).
 */
import { resolve } from 'node:path';
import { createServiceAnswerCache } from '../core/pipeline/answer-cache.ts';
import { type BuildGraph, buildGraphFile, openBuildGraph } from '../core/pipeline/build-graph.ts';
import {
  type BuilderOutcome,
  type BuilderReply,
  type BuilderRequest,
  parseBuilderCommand,
  rebuildPhaseOf,
} from './builder-protocol.ts';

// Production React (no development checks), as cli/main.ts sets it, before React is first imported.
process.env.NODE_ENV ??= 'production';

/**
 * The service answers of the builder's last build (core/pipeline/answer-cache.ts): a rebuild that names
 * the entries that changed asks the services again only for the answers naming them.
 */
const answers = createServiceAnswerCache();

/**
 * The build graph (core/pipeline/build-graph.ts), kept in memory between builds and written through to
 * the project's `.sitefleet/cache/`: opened by the first request, for its project.
 */
let graph: BuildGraph | null = null;

/**
 * The builder's one build entry: builds `request.sites` into `request.out` against `request.endpoints`
 * (incremental unless `force`; no summary, no progress lines: the phases go to `report`), reusing the
 * last build's service answers that name none of `request.entryIds` (none without ids). State that
 * should outlive one build belongs beside this function.
 * @throws whatever `runBuild` throws (the caller turns it into an `error` reply).
 */
export async function build(
  request: BuilderRequest,
  report: (phase: string) => void,
): Promise<BuilderOutcome> {
  const { runBuild } = await import('./build.ts');
  let phase = '';
  answers.startBuild({ entryIds: request.entryIds, force: request.force });
  const { result, context } = await runBuild({
    ...buildOptionsOf(request),
    force: request.force,
    quiet: true,
    onProgress: (progress) => {
      const next = rebuildPhaseOf(progress.phase);
      if (next === phase) return;
      phase = next;
      report(next);
    },
  });
  answers.finishBuild();
  return {
    buildId: result.buildId,
    warnings: context.counter.warnings,
    durationMs: Math.round(result.durationMs),
    sites: result.sites.map((site) => ({
      key: site.key,
      technicalName: site.technicalName,
      pages: site.pages,
      rendered: site.rendered,
      removed: site.removed,
      changed: site.changed,
      buildId: site.buildId,
      ...(site.manifestPatch ? { manifestPatch: site.manifestPatch } : {}),
    })),
  };
}

/**
 * `runBuild`'s options for a request, with the builder's kept answers and build graph. V8's heap
 * growth is left as it is (`tuneHeap: false`): the builder holds one build's answers and declarations
 * (~300 MB at the main site's scale 1) between builds, and the slow growth a one-off `sitefleet build`
 * uses to keep its peak down made every rebuild run several full collections over them (a one-page
 * rebuild of the main site: 3.8–4.1 → 3.4 s, the first after the prime 5.0–5.4 → 4.3–4.6 s).
 */
function buildOptionsOf(request: BuilderRequest) {
  graph ??= openBuildGraph({ file: buildGraphFile(resolve(request.project.root ?? '.')) });
  return {
    answers,
    graph,
    ...request.project,
    logLevel: request.logLevel,
    site: request.sites,
    locale: request.locales,
    out: request.out,
    endpoints: request.endpoints,
    workers: request.workers,
    tuneHeap: false,
  };
}

/**
 * Prepares the next builds of `request.sites` while the builder is idle (core/pipeline/build.ts
 * `prime`): their service answers are kept as after a build, their nodes of the build graph are read,
 * each gets a recycled tree and the live trees' links are answered, so that the first rebuild after the
 * serving process starts finds what the next ones find. `signal` stops it after the site it is at.
 * @returns the keys of the sites prepared.
 * @throws whatever `runBuild` throws (the caller reports it; the next build shows it again).
 */
export async function prime(request: BuilderRequest, signal: AbortSignal): Promise<string[]> {
  const { runBuild } = await import('./build.ts');
  if (signal.aborted) return [];
  answers.startBuild({});
  const { result } = await runBuild({
    ...buildOptionsOf(request),
    quiet: true,
    onProgress: () => {},
    prime: { signal },
  });
  answers.finishBuild();
  return result.primed ?? [];
}

/** Imports what a build imports (the pipeline, the plugins the site files use), so the first build starts at once. */
async function warm(project: BuilderRequest['project']): Promise<void> {
  const [{ createCommandContext }, { loadFleetPlugins }, path] = await Promise.all([
    import('./context.ts'),
    import('./plugin-registry.ts'),
    import('node:path'),
    import('./build.ts'),
  ]);
  const { root, config } = await createCommandContext({ ...project, logLevel: 'error' }, {});
  await loadFleetPlugins({ root, sitesDir: path.resolve(root, config.sitesDir) });
}

if (process.send) {
  const send = (reply: BuilderReply) => process.send?.(reply);
  let swapping = false;
  let stopRequested = false;
  let building = 0;
  /** The prime under way, stopped by the next build (which waits for the site it is at). */
  let priming: { controller: AbortController; done: Promise<void> } | null = null;
  // The serving process went away: nothing waits for a build any more.
  process.once('disconnect', () => process.exit(1));
  process.on('SIGTERM', () => {
    // Cut short while trees are swapped, a site could be left without a live tree: finish that first.
    if (swapping) stopRequested = true;
    else process.exit(143);
  });
  process.on('message', (message: unknown) => {
    let command: ReturnType<typeof parseBuilderCommand>;
    try {
      command = parseBuilderCommand(message);
    } catch (error) {
      const id = (message as { id?: unknown } | null)?.id;
      send({ type: 'error', id: typeof id === 'number' ? id : -1, message: (error as Error).message });
      return;
    }
    if (command.type === 'warm') {
      // A failure here shows again, with its reason, in the first build.
      void warm(command.project)
        .catch(() => {})
        .then(() => send({ type: 'ready' }));
      return;
    }
    if (command.type === 'prime') {
      // A build under way or asked for fills the caches itself.
      if (building > 0 || priming) return;
      const controller = new AbortController();
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);
      const done = prime(command.request, controller.signal).then(
        (sites) => {
          send({ type: 'primed', sites, durationMs: durationMs() });
        },
        async (error: unknown) => {
          const { formatFailure } = await import('./format-failure.ts');
          const message = formatFailure(error).replace(/^✖ /, '');
          send({ type: 'primed', sites: [], durationMs: durationMs(), error: message });
        },
      );
      priming = {
        controller,
        done: done.finally(() => {
          priming = null;
        }),
      };
      return;
    }
    const { id, request } = command;
    building += 1;
    const stopPriming = async () => {
      if (!priming) return;
      priming.controller.abort();
      await priming.done;
    };
    void stopPriming()
      .then(() =>
        build(request, (phase) => {
          swapping = phase === 'write';
          send({ type: 'progress', id, phase });
        }),
      )
      .then(
        (outcome) => send({ type: 'result', id, outcome }),
        async (error: unknown) => {
          const { formatFailure } = await import('./format-failure.ts');
          send({ type: 'error', id, message: formatFailure(error).replace(/^✖ /, '') });
        },
      )
      .finally(() => {
        building -= 1;
        swapping = false;
        if (stopRequested) process.exit(143);
      });
  });
}
