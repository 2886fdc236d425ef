import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { watch } from 'chokidar';
import { CONFIG_FILE } from '../config/load-project.ts';
import { createCommandContext, type GlobalOptions } from './context.ts';
import { createChangeBatcher } from './dev/change-batcher.ts';
import { firstMessage, forkTypeScript, stopChild } from './dev/child-process.ts';
import { type DevAction, planChanges, type WatchedPaths, watchList } from './dev/classify.ts';
import {
  type DevBuildAnswer,
  type DevRebuildAnswer,
  type DevRebuildRequest,
  devAnswerOf,
} from './dev/dev-rebuild.ts';
import { describeFiles, formatBuildLine } from './dev/report.ts';
import type { DevServeAnswer, DevServeRequest } from './dev/serve-child.ts';
import { formatFailure } from './format-failure.ts';
import { SITEFLEET_ROOT } from './renderer-version.ts';

/** Options of `sitefleet dev`. */
export interface DevCommandOptions extends GlobalOptions {
  /** Sites to build and watch (id, technical name or slug); default all. */
  site?: string[];
  /** Locales to build (URL codes); default all of each site. */
  locale?: string[];
  /** Port; default the config's `preview.port` (4321). 0 picks a free one (kept across restarts). */
  port?: number;
  /** Interface; default the config's `preview.host` (127.0.0.1). */
  host?: string;
  /** Output folder; default the config's `outDir` (`dist`): a later `dev` or `build` continues from it. */
  out?: string;
}

/** A running `sitefleet dev` session. */
export interface RunningDev {
  /** The runtime's URL, e.g. `http://127.0.0.1:4321`. */
  url: string;
  /** Resolves once the first build is done and no change waits or builds. */
  idle(): Promise<void>;
  /** Stops the watcher, a running build, then the runtime (gracefully, at most 5 s). Idempotent. */
  close(): Promise<void>;
}

/** Quiet time after a change before the rebuild starts, in ms (an editor's multi-file save is one batch). */
export const DEV_DEBOUNCE_MS = 150;

/** Log level of the build and runtime processes when `--log-level` is not given: warnings and errors. */
const DEV_LOG_LEVEL = 'warn';

/**
 * `sitefleet dev` (docs/architecture.md "Watch mode"): builds the selected sites
 * (incremental: what the output folder already holds from the same inputs is not rendered again),
 * serves them, and rebuilds on every change of the site files, the locale strings, the plugins, the UI
 * kit and browser runtime, or the sandbox dataset; open pages reload once their new build is served.
 *
 * Three kinds of process, so that every build and every runtime imports the current code (an ES module
 * is imported once per process):
 *
 * - this one: the chokidar watcher, {@link DEV_DEBOUNCE_MS} debounce, one batch of changes at a time
 *   (cli/dev/change-batcher.ts), classified by cli/dev/classify.ts;
 * - the serving process (cli/dev/serve-child.ts): cli/preview.ts `runPreview` with `watchOutDir` and
 *   the session's locales, and the sandbox services; restarted, on the same port, when the sandbox
 *   dataset, plugin server code (a plugin's `server/` folder or entry) or the project config changed.
 *   Its rebuild queue runs every build of the session, the batches' (trigger `dev`, asked over IPC:
 *   cli/dev/dev-rebuild.ts) as well as the CMS webhook's and the editor's, so a site never builds twice
 *   at once;
 * - the serving process's builder process (cli/builder.ts): cli/build.ts `runBuild`, kept warm between
 *   builds and restarted before a batch's build (the batch changed code or strings it imported).
 *
 * Prints the URL, then a line per batch: the changed file, per site the pages re-rendered of all, and the
 * time; or the error (a site file or config that does not validate, with file and key), after which the
 * previous pages are still served and the next save builds again. A failed first build does not stop
 * the session either. SIGINT/SIGTERM stop everything within a few seconds.
 *
 * @returns the running session (the command keeps running until a signal arrives).
 * @throws SitefleetError `ConfigInvalid` when the project config is invalid at start; Error when the
 *   runtime cannot start (e.g. the port is taken), after stopping what had started.
 */
export async function runDev(
  options: DevCommandOptions,
  io: { out: NodeJS.WritableStream; err: NodeJS.WritableStream } = {
    out: process.stdout,
    err: process.stderr,
  },
): Promise<RunningDev> {
  const overrides = { 'preview.port': options.port, 'preview.host': options.host, outDir: options.out };
  const { root, config, outDir } = await createCommandContext(options, overrides);
  await mkdir(outDir, { recursive: true });
  const paths: WatchedPaths = {
    sitesDir: path.resolve(root, config.sitesDir),
    localesDir: path.join(SITEFLEET_ROOT, 'locales'),
    pluginDirs: [...new Set([path.join(SITEFLEET_ROOT, 'plugins'), path.join(root, 'plugins')])],
    uiDirs: [path.join(SITEFLEET_ROOT, 'runtime', 'ui'), path.join(SITEFLEET_ROOT, 'runtime', 'client')],
    datasetDir: path.join(SITEFLEET_ROOT, 'sandbox', 'dataset'),
    configFile: path.resolve(root, options.config ?? CONFIG_FILE),
  };
  const print = (line: string) => {
    const time = new Date().toLocaleTimeString('en-GB', { hour12: false });
    io.out.write(`[dev ${time}] ${line}\n`);
  };
  const childOptions = {
    root,
    config: options.config,
    logLevel: options.logLevel ?? DEV_LOG_LEVEL,
    logFormat: options.logFormat,
    out: outDir,
  };

  let port = config.preview.port;
  let serving: { child: ChildProcess; url: string } | null = null;
  let closing = false;
  let nextRebuild = 1;
  let needsRestart = false;
  /** The first build; batches of changes wait for it. */
  let first: Promise<void> = Promise.resolve();

  /** Starts the serving process; the port chosen the first time is kept for restarts (open tabs reconnect). */
  const startServing = async () => {
    const child = forkTypeScript(new URL('./dev/serve-child.ts', import.meta.url));
    const answer = firstMessage<DevServeAnswer>(child, 'runtime');
    child.send({
      options: { ...childOptions, port, host: options.host, locale: options.locale },
    } satisfies DevServeRequest);
    const result = await answer.catch((error: Error) => ({ ok: false as const, error: error.message }));
    if (!result.ok) {
      await stopChild(child);
      throw new Error(result.error);
    }
    port = Number(new URL(result.url).port);
    serving = { child, url: result.url };
    child.once('exit', (code, signal) => {
      if (serving?.child !== child) return;
      serving = null;
      if (closing) return;
      needsRestart = true;
      print(`The runtime stopped (${signal ?? `code ${code}`}); it starts again with the next change.`);
    });
  };

  /**
   * The session's sites and locales rebuilt through the serving process's rebuild queue (its builder
   * process: warnings and errors on this terminal, progress nowhere); resolves once every run finished.
   * @param input.restartBuilder the batch changed code or strings the builder imported (site files,
   *   plugins, UI kit, locale files: all cached per process): it starts afresh first.
   */
  const build = (input: { reason: string; restartBuilder: boolean }): Promise<DevBuildAnswer> => {
    const child = serving?.child;
    if (!child) return Promise.resolve({ ok: false, error: 'The runtime is not running' });
    const id = nextRebuild++;
    return new Promise<DevBuildAnswer>((resolve) => {
      const finish = (answer: DevBuildAnswer) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer);
      };
      const onMessage = (message: DevRebuildAnswer) => {
        if (message?.rebuilt?.id !== id) return;
        const { rebuilt } = message;
        finish('error' in rebuilt ? { ok: false, error: rebuilt.error } : devAnswerOf(rebuilt.runs));
      };
      const onExit = () =>
        finish({ ok: false, error: closing ? 'stopped' : 'The runtime stopped during the build' });
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({
        rebuild: {
          id,
          ...(options.site ? { sites: options.site } : {}),
          ...(options.locale ? { locales: options.locale } : {}),
          reason: `dev: ${input.reason}`,
          restartBuilder: input.restartBuilder,
        },
      } satisfies DevRebuildRequest);
    });
  };

  /** Handles one batch: restart the runtime if needed, then build; prints the outcome. */
  const step = async (files: string[], action: Exclude<DevAction, 'ignore'>) => {
    const started = performance.now();
    const what = describeFiles(files, [root, SITEFLEET_ROOT]);
    // A fresh serving process comes with a fresh builder; otherwise a batch's files are code or strings
    // the builder holds in its modules.
    let restartBuilder = files.length > 0;
    if (action === 'restart' || needsRestart) {
      try {
        // A config that does not validate is reported; the runtime that runs keeps running.
        await createCommandContext(options, overrides);
      } catch (error) {
        print(`${what} → the project config is invalid; nothing restarted:\n${indent(formatFailure(error))}`);
        return;
      }
      print(`${what} → restarting the runtime and the sandbox services…`);
      const previous = serving;
      serving = null;
      if (previous) await stopChild(previous.child);
      try {
        await startServing();
        needsRestart = false;
        restartBuilder = false;
      } catch (error) {
        needsRestart = true;
        print(
          `The runtime did not start; it is tried again with the next change:\n${indent((error as Error).message)}`,
        );
        return;
      }
    }
    // Ctrl-C during the restart: no build starts any more.
    if (closing) return;
    const answer = await build({ reason: what, restartBuilder });
    if (closing) return;
    print(formatBuildLine({ what, answer, ms: performance.now() - started }));
  };

  await startServing();
  const watcher = watch(watchList(paths), {
    ignoreInitial: true,
    ignored: (file) => file.split(path.sep).includes('node_modules'),
  });
  const batcher = createChangeBatcher({
    delayMs: DEV_DEBOUNCE_MS,
    run: async (files) => {
      await first;
      const plan = planChanges(files, paths);
      if (plan.action !== 'ignore') await step(plan.files, plan.action);
    },
    onError: (error) => print(`Unexpected failure: ${formatFailure(error)}`),
  });
  watcher.on('all', (_event, file) => batcher.add(path.resolve(file)));
  watcher.on('error', (error) => print(`Watching failed: ${formatFailure(error)}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const url = (serving as { url: string } | null)?.url ?? `http://${config.preview.host}:${port}`;
  print(
    `Serving ${url}/en (${path.relative(process.cwd(), outDir) || '.'}); watching ${watchList(paths)
      .map((entry) => describeFiles([entry], [root, SITEFLEET_ROOT]))
      .join(', ')}. Ctrl-C stops.`,
  );
  first = step([], 'build').catch((error: unknown) => print(`Unexpected failure: ${formatFailure(error)}`));

  let closed: Promise<void> | null = null;
  const close = () => {
    closed ??= (async () => {
      closing = true;
      detach();
      await watcher.close();
      // The serving process stops its builder (a running build ends), then itself; the batch waiting
      // for that build ends with it.
      if (serving) await stopChild(serving.child);
      await batcher.close();
      await first;
      // One that a restart started meanwhile.
      if (serving) await stopChild((serving as { child: ChildProcess }).child);
    })();
    return closed;
  };
  const onSignal = () => {
    void close().then(() => process.exit(0));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const detach = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  return {
    url,
    async idle() {
      await first;
      await batcher.idle();
    },
    close,
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
