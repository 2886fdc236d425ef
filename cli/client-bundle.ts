import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../core/logger.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import type { BuiltClientAssets } from '../runtime/client/build-client.ts';
import { type ClientModules, collectClientModules } from '../runtime/client/client-modules.ts';

/** The child process's entry (cli/client-bundle-child.ts). */
const CHILD_ENTRY = fileURLToPath(new URL('./client-bundle-child.ts', import.meta.url));
/** tsx's loader, by absolute URL so the child finds it whatever its working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
/** How much of the child's stderr a failure without a message quotes. */
const STDERR_TAIL = 4_000;

/** What the parent sends the child: plain data only. */
export interface ClientBundleInput {
  /** The islands, actions and stylesheets of the fleet's plugins (runtime/client/client-modules.ts). */
  modules: ClientModules;
  /** The parent logger's level (pino label), so the child drops what the parent would drop. */
  logLevel: string;
}

/** An error as the child sends it: message, stack, JSON-safe own properties and the cause chain. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  props: Record<string, unknown>;
  cause?: SerializedError;
}

/** What the child sends the parent: its log lines (pino JSON), then its result or its error. */
export type ClientBundleMessage =
  | { type: 'log'; line: string }
  | { type: 'done'; assets: BuiltClientAssets }
  | { type: 'failed'; error: SerializedError };

/**
 * Builds the browser bundle (runtime/client/build-client.ts `buildClientAssets`) in a short-lived child
 * process, so the bundler's memory (Vite, rolldown, the parsed modules) is given back to the system
 * when it ends instead of staying in the build's peak. The islands and stylesheets are collected here
 * (an island defined twice fails here, as before) and sent to the child as plain data; the child's Vite
 * log lines are logged through `input.logger`; its stdout and stderr go to this process's stderr.
 *
 * @returns the folder and manifest the child built (the caller removes the folder).
 * @throws the bundler's error as the child reported it (message, name, stack, properties, causes), or
 *   an Error quoting the child's stderr when it ended without a result.
 */
export async function buildClientAssetsInChild(input: {
  logger: Logger;
  plugins: readonly Plugin[];
}): Promise<BuiltClientAssets> {
  const { logger } = input;
  const message: ClientBundleInput = { modules: collectClientModules(input.plugins), logLevel: logger.level };
  const child = fork(CHILD_ENTRY, [], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'json',
  });
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  return new Promise<BuiltClientAssets>((resolve, reject) => {
    let result: BuiltClientAssets | undefined;
    let failure: Error | undefined;
    child.on('message', (received: ClientBundleMessage) => {
      if (received.type === 'log') relog(logger, received.line);
      else if (received.type === 'done') result = received.assets;
      else failure = deserializeError(received.error);
    });
    child.once('error', (error) => {
      failure ??= new Error(`The client build process could not run: ${error.message}`, { cause: error });
      child.kill();
    });
    child.once('close', (code, signal) => {
      if (failure) reject(failure);
      else if (result && code === 0) resolve(result);
      else {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        const tail = stderr.trim();
        reject(new Error(`The client build process ${how} without a result${tail ? `:\n${tail}` : '.'}`));
      }
    });
    child.send(message, (error) => {
      if (error) failure ??= new Error(`The client build process got no input: ${error.message}`);
    });
  });
}

/** Logs one pino JSON line of the child through `logger`, at its level, with its fields. */
function relog(logger: Logger, line: string): void {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    logger.warn(line.trim());
    return;
  }
  const { level, msg, time: _time, pid: _pid, hostname: _hostname, ...fields } = entry;
  const label = typeof level === 'number' ? logger.levels.labels[level] : undefined;
  const method =
    label === 'fatal' || label === 'error' || label === 'warn' || label === 'debug' ? label : 'info';
  logger[label === 'trace' ? 'trace' : method](fields, typeof msg === 'string' ? msg : '');
}

/** The child's error as an Error of this process, with the child's stack, properties and causes. */
function deserializeError(serialized: SerializedError): Error {
  const error = serialized.cause
    ? new Error(serialized.message, { cause: deserializeError(serialized.cause) })
    : new Error(serialized.message);
  Object.assign(error, serialized.props);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
