import type { ChildProcess } from 'node:child_process';
import {
  type BuilderCommand,
  type BuilderOutcome,
  type BuilderReply,
  type BuilderRequest,
  parseBuilderReply,
} from './builder-protocol.ts';
import { forkTypeScript, stopChild } from './dev/child-process.ts';

/** How long a stopped builder may take to finish swapping trees before it is killed, in ms. */
const BUILDER_GRACE_MS = 3000;

/**
 * The builder process of a serving process (cli/builder-child.ts), as the serving process sees it:
 * builds run there one at a time, never in the serving process.
 */
export interface Builder {
  /**
   * Runs one build in the builder process, starting the process if none runs (or a fresh one after
   * {@link Builder.restart}). `report(phase)` gets the build's phases (`load`, `render`, `emit`, `write`).
   * One build at a time (the rebuild queue guarantees it).
   * @returns the build's outcome.
   * @throws Error with the build's failure (cli/format-failure.ts text, no stack); `The builder process
   *   stopped (<signal or code>) during the build` when the process died (the next build starts a fresh
   *   one); `The builder is closed` after {@link Builder.close}; `The builder is busy` for a second build.
   */
  build(request: BuilderRequest, report: (phase: string) => void): Promise<BuilderOutcome>;
  /**
   * The code the builder imported changed: the next build runs in a fresh process that imports it
   * anew. A running build finishes in the old process first; an idle one is replaced at once (and, when
   * eager, the new one warms up).
   */
  restart(): void;
  /** Stops the process: a running build fails (unless it is swapping trees, which finishes first). Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts (when `eager`) or prepares the builder process of a serving process (docs/architecture.md "Site
 * rebuilds and build events"). Eager is what makes the first rebuild fastest: the process forks and
 * imports the pipeline and the site files' plugins while the server starts, so a webhook's build begins
 * at once; it then stays warm between builds.
 *
 * @param input.project the project the builds read (root, config file, log format); sent to warm up.
 * @param input.eager start and warm the process now (and again after each restart); default false:
 *   on the first build.
 * @param input.onExit told when the process exits unexpectedly (not closed nor restarted), with the
 *   reason; default nothing. The next build starts a fresh one either way.
 * @param input.prime asked when the first process starts: the sites (as a build request) whose next
 *   builds it prepares while idle (cli/builder-child.ts `prime`: their answers, declarations and a
 *   recycled tree, so that the first rebuild is nearly as fast as the later ones); null or absent: none.
 * @param input.onPrimed told when a prime ended: the sites prepared, in how many ms, the failure if any.
 */
export function createBuilder(input: {
  project: BuilderRequest['project'];
  eager?: boolean;
  onExit?: (reason: string) => void;
  prime?: () => BuilderRequest | null;
  onPrimed?: (primed: { sites: string[]; durationMs: number; error?: string | undefined }) => void;
}): Builder {
  let child: ChildProcess | null = null;
  let current: {
    id: number;
    report: (phase: string) => void;
    resolve: (outcome: BuilderOutcome) => void;
    reject: (error: Error) => void;
  } | null = null;
  let nextId = 1;
  let stale = false;
  let closed = false;
  let primeAsked = false;
  /** Stopping a replaced process: the next start waits for it (its lock, its files). */
  let stopping: Promise<void> = Promise.resolve();

  const start = (): ChildProcess => {
    const started = forkTypeScript(new URL('./builder-child.ts', import.meta.url));
    started.on('message', (message: unknown) => {
      let reply: BuilderReply;
      try {
        reply = parseBuilderReply(message);
      } catch (error) {
        current?.reject(error as Error);
        current = null;
        return;
      }
      if (reply.type === 'primed') {
        input.onPrimed?.({ sites: reply.sites, durationMs: reply.durationMs, error: reply.error });
        return;
      }
      if (reply.type === 'ready' || !current || (reply.id !== current.id && reply.id !== -1)) return;
      if (reply.type === 'progress') {
        current.report(reply.phase);
        return;
      }
      const done = current;
      current = null;
      if (reply.type === 'result') done.resolve(reply.outcome);
      else done.reject(new Error(reply.message));
    });
    // A send racing the process's death: the exit below tells the build.
    started.on('error', () => {});
    started.once('exit', (code, signal) => {
      const reason = signal ?? `code ${code}`;
      const unexpected = !closed && child === started;
      if (child === started) child = null;
      if (current) {
        const done = current;
        current = null;
        done.reject(
          new Error(closed ? 'stopped' : `The builder process stopped (${reason}) during the build`),
        );
      }
      if (unexpected) input.onExit?.(reason);
    });
    started.send({ type: 'warm', project: input.project } satisfies BuilderCommand);
    // Only the first process: a later one starts because a build is due (a restart for changed code, a
    // crash), which fills the caches itself and would only wait for a prime.
    if (!primeAsked) {
      primeAsked = true;
      const request = input.prime?.();
      if (request) started.send({ type: 'prime', request } satisfies BuilderCommand);
    }
    return started;
  };

  /** Stops the running process (idle) and, when eager, starts its successor. */
  const replace = () => {
    const old = child;
    child = null;
    stale = false;
    stopping = old ? stopChild(old, { graceMs: BUILDER_GRACE_MS }) : Promise.resolve();
    if (input.eager && !closed) {
      void stopping.then(() => {
        if (!closed && !child && !current) child = start();
      });
    }
  };

  if (input.eager) child = start();

  return {
    async build(request, report) {
      if (closed) throw new Error('The builder is closed');
      if (current) throw new Error('The builder is busy');
      if (stale) replace();
      await stopping;
      if (closed) throw new Error('The builder is closed');
      child ??= start();
      const id = nextId++;
      const outcome = new Promise<BuilderOutcome>((resolve, reject) => {
        current = { id, report, resolve, reject };
      });
      child.send({ type: 'build', id, request } satisfies BuilderCommand);
      return outcome;
    },
    restart() {
      stale = true;
      if (!current) replace();
    },
    async close() {
      closed = true;
      const running = child;
      child = null;
      if (running) await stopChild(running, { graceMs: BUILDER_GRACE_MS });
      await stopping;
    },
  };
}
