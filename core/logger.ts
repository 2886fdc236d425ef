import pino from 'pino';
import pretty from 'pino-pretty';

/**
 * The one logger (pino). The specification's log levels (public-site §9: none 0, error 25, warn 50,
 * info 75, debug 100) are thresholds of verbosity and map onto pino's named levels.
 */
export type Logger = pino.Logger;

/** public-site §9 log levels by name, with their numeric value. */
export const LOG_LEVELS = { none: 0, error: 25, warn: 50, info: 75, debug: 100 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;

const PINO_LEVEL: Record<LogLevelName, pino.LevelWithSilent> = {
  none: 'silent',
  error: 'error',
  warn: 'warn',
  info: 'info',
  debug: 'debug',
};

/**
 * Maps a spec level (name, or number 0–100: the highest level not above it wins) to its name.
 * @throws Error when the name is unknown.
 */
export function toLogLevelName(level: LogLevelName | number): LogLevelName {
  if (typeof level === 'string') {
    if (!(level in LOG_LEVELS)) throw new Error(`Unknown log level '${level}'`);
    return level;
  }
  let name: LogLevelName = 'none';
  for (const [candidate, value] of Object.entries(LOG_LEVELS) as [LogLevelName, number][]) {
    if (level >= value) name = candidate;
  }
  return name;
}

/** Counts warnings and errors logged through a logger made by {@link createLogger}. */
export interface LogCounter {
  warnings: number;
  errors: number;
}

/**
 * Creates the root logger. `format: 'pretty'` (default) writes readable lines to stderr synchronously,
 * `'json'` writes pino's JSON lines (for CI and log shippers).
 */
export function createLogger(
  options: { level?: LogLevelName | number; format?: 'pretty' | 'json'; counter?: LogCounter } = {},
): Logger {
  const level = PINO_LEVEL[toLogLevelName(options.level ?? 'info')];
  const counter = options.counter;
  const hooks: pino.LoggerOptions['hooks'] = {
    logMethod(args, method, levelValue) {
      if (counter && levelValue >= 50) counter.errors += 1;
      else if (counter && levelValue >= 40) counter.warnings += 1;
      method.apply(this, args);
    },
  };
  if (options.format === 'json') return pino({ level, hooks }, pino.destination({ fd: 2, sync: true }));
  const stream = pretty({
    destination: 2,
    sync: true,
    colorize: process.stderr.isTTY ?? false,
    ignore: 'pid,hostname,time,site,plugin',
    messageFormat: '{if site}[{site}] {end}{if plugin}({plugin}) {end}{msg}',
    hideObject: false,
  });
  return pino({ level, hooks }, stream);
}

/** A logger that drops everything; for library callers that pass none. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
