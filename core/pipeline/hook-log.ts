import type { Logger } from '../logger.ts';

/*
 * What a build hook logged, recorded so that the build graph (core/pipeline/build-graph.ts) can log it
 * again when it takes the hook's result as it was: a warning a plugin's `pages` gave still shows, and
 * counts in the build's result, on every build that uses that result.
 */

/** One log call a hook made: the `child` bindings on the way, the level, the arguments. */
export interface LoggedCall {
  bindings: object[];
  level: LogLevel;
  args: unknown[];
}

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

const LEVELS: ReadonlySet<string> = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/**
 * A logger that passes every call on to `logger` and records it (level methods and `child` bindings),
 * for {@link replayLog}.
 */
export function recordingLogger(logger: Logger): { logger: Logger; calls: LoggedCall[] } {
  const calls: LoggedCall[] = [];
  const wrap = (target: Logger, bindings: object[]): Logger =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof property !== 'string' || typeof value !== 'function') return value;
        if (LEVELS.has(property)) {
          return (...args: unknown[]) => {
            calls.push({ bindings, level: property as LogLevel, args });
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        }
        if (property === 'child') {
          return (childBindings: object, ...rest: unknown[]) =>
            wrap((value as (...a: unknown[]) => Logger).apply(object, [childBindings, ...rest]), [
              ...bindings,
              childBindings,
            ]);
        }
        return value;
      },
    });
  return { logger: wrap(logger, []), calls };
}

/** Logs the recorded calls again through `logger` (the same bindings, levels and arguments). */
export function replayLog(logger: Logger, calls: readonly LoggedCall[]): void {
  for (const call of calls) {
    let target = logger;
    for (const bindings of call.bindings) target = target.child(bindings);
    (target[call.level] as (...args: unknown[]) => void)(...call.args);
  }
}
