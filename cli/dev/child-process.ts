import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** tsx's loader, resolved from sitefleet (not from the working directory, which may be another project). */
const TSX_LOADER = import.meta.resolve('tsx');

/**
 * Forks a TypeScript module of sitefleet in a fresh Node process running tsx's loader, with an IPC
 * channel (`sitefleet dev`'s serving process, a serving process's builder), in a process group of its own. The child is
 * expected to exit when the channel closes (its parent went away).
 * @param url the module, e.g. `new URL('./serve-child.ts', import.meta.url)`.
 * @param input.stdio stdout and stderr: `inherit` (default) or `pipe`.
 */
export function forkTypeScript(url: URL, input: { stdio?: 'inherit' | 'pipe' } = {}): ChildProcess {
  const stdio = input.stdio ?? 'inherit';
  return fork(fileURLToPath(url), [], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', stdio, stdio, 'ipc'],
    // A process group of its own: a terminal's Ctrl-C reaches the dev process alone, which stops its
    // children in order (the build first, then the runtime, gracefully).
    detached: true,
  });
}

/**
 * The first IPC message of `child`.
 * @throws Error `… exited (code …) before answering` when it exits first.
 */
export function firstMessage<Message>(child: ChildProcess, name: string): Promise<Message> {
  return new Promise<Message>((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      child.off('message', onMessage);
      reject(new Error(`The ${name} process exited (${signal ?? `code ${code}`}) before answering`));
    };
    const onMessage = (message: unknown) => {
      child.off('exit', onExit);
      resolve(message as Message);
    };
    child.once('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Stops `child`: `signal` (default SIGTERM) at once, SIGKILL after `graceMs` (default 5000) if it is
 * still running. Resolves once it exited.
 */
export async function stopChild(
  child: ChildProcess,
  input: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(input.signal ?? 'SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), input.graceMs ?? 5000);
  await exited;
  clearTimeout(timer);
}
