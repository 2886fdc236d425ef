import pino from 'pino';
import { buildClientAssets } from '../runtime/client/build-client.ts';
import type { ClientBundleInput, ClientBundleMessage, SerializedError } from './client-bundle.ts';

/**
 * Entry of the client build's child process (cli/client-bundle.ts `buildClientAssetsInChild`): waits
 * for its input over IPC (the islands and stylesheets, the log level), builds the bundle with Vite,
 * sends its log lines as it goes, then the folder and manifest or the error, and exits (0 or 1).
 * Ends at once when the parent goes away before sending its input.
 */
if (!process.send) throw new Error('cli/client-bundle-child.ts runs as a child process with an IPC channel.');

process.once('disconnect', () => process.exit(1));
process.once('message', (input: ClientBundleInput) => {
  void run(input);
});

async function run(input: ClientBundleInput): Promise<void> {
  const logger = pino({ level: input.logLevel }, { write: (line: string) => send({ type: 'log', line }) });
  let last: ClientBundleMessage;
  try {
    last = { type: 'done', assets: await buildClientAssets({ logger, modules: input.modules }) };
  } catch (error) {
    last = { type: 'failed', error: serializeError(error) };
  }
  process.removeAllListeners('disconnect');
  // The IPC channel keeps the order: once the last message is out, every log line before it is too.
  send(last, () => process.exit(last.type === 'done' ? 0 : 1));
}

function send(message: ClientBundleMessage, callback?: () => void): void {
  process.send?.(message, undefined, {}, (error) => {
    if (error) process.exitCode = 1;
    callback?.();
  });
}

/** The error as plain data: name, message, stack, its JSON-safe own properties and its causes. */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key === 'name' || key === 'message' || key === 'stack') continue;
    try {
      const json = JSON.stringify(value);
      if (json !== undefined) props[key] = JSON.parse(json);
    } catch {
      // Not plain data (a cycle, a BigInt): left out.
    }
  }
  const cause = error.cause !== undefined && depth < 9 ? serializeError(error.cause, depth + 1) : undefined;
  return { name: error.name, message: error.message, stack: error.stack, props, ...(cause ? { cause } : {}) };
}
