import type { Logger } from '../../core/logger.ts';

/** Signals that stop the runtime gracefully. */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Runs `close` once when SIGTERM or SIGINT arrives (production manners: stop accepting, finish
 * requests in flight, close within 10 s — `close` is expected to bound itself, as `listen().close` does),
 * then calls `exit` with 0, or 1 when closing failed. A second signal while closing exits at once with 1.
 *
 * @param input.exit default `process.exit`.
 * @returns a function that removes the signal handlers.
 */
export function closeOnSignals(input: {
  close: () => Promise<void>;
  logger: Logger;
  exit?: (code: number) => void;
}): () => void {
  const exit = input.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      input.logger.warn(`${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    input.logger.info(`${signal}: finishing requests in flight, then stopping`);
    input.close().then(
      () => exit(0),
      (error: unknown) => {
        input.logger.error({ err: error }, 'closing failed');
        exit(1);
      },
    );
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SHUTDOWN_SIGNALS) process.off(signal, onSignal);
  };
}
