import type { Logger } from '../logger.ts';
import type { PageDescriptor } from './plugin.ts';

/*
 * What each plugin's `pages` hook declared in the last build of a long-lived builder process
 * (cli/builder-child.ts; ARCHITECTURE.md "Incremental builds"): the hook is a pure function of the site,
 * the fleet's system data, the release, the renderer versions, the year and the plugin's `load` data,
 * so when all of these hash the same as last time, its descriptors, fragments and log lines are taken
 * as they were instead of declaring them again (and, being the same objects, their input hashes are
 * not computed again: core/pipeline/incremental.ts). Plain `sitefleet build` keeps none.
 */

/** One log call a hook made: the `child` bindings on the way, the level, the arguments. */
export interface LoggedCall {
  bindings: object[];
  level: LogLevel;
  args: unknown[];
}

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

const LEVELS: ReadonlySet<string> = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);

/** What one plugin's `pages` hook gave for one site. */
export interface DeclaredByPlugin {
  /** Hash of everything the hook read (see {@link PagesMemo}). */
  inputs: string;
  pages: readonly PageDescriptor[];
  /** Its `fragment(key, value)` calls, in order (keys as the plugin named them). */
  fragments: readonly (readonly [string, unknown])[];
  /** What it logged, replayed when its declaration is reused (warnings count in the build's result). */
  logged: readonly LoggedCall[];
}

/**
 * The last build's declarations by site and plugin. Entries a build neither read nor wrote are dropped
 * by {@link PagesMemo.finishBuild}, so the memo holds one build's descriptors.
 */
export interface PagesMemo {
  /** The plugin's declaration for the site when its inputs hash to `inputs`; marks it used. */
  get(site: string, plugin: string, inputs: string): DeclaredByPlugin | undefined;
  set(site: string, plugin: string, declared: DeclaredByPlugin): void;
  /** Keeps the site's declarations through this build without reading them (the site was unchanged). */
  keepSite(site: string): void;
  /** Drops what the build did not use. */
  finishBuild(): void;
}

/** Creates an empty memo (see {@link PagesMemo}). */
export function createPagesMemo(): PagesMemo {
  const entries = new Map<string, DeclaredByPlugin>();
  const used = new Set<string>();
  const keyOf = (site: string, plugin: string) => `${site}\u0000${plugin}`;
  return {
    get(site, plugin, inputs) {
      const key = keyOf(site, plugin);
      const entry = entries.get(key);
      if (!entry || entry.inputs !== inputs) return undefined;
      used.add(key);
      return entry;
    },
    set(site, plugin, declared) {
      const key = keyOf(site, plugin);
      entries.set(key, declared);
      used.add(key);
    },
    keepSite(site) {
      for (const key of entries.keys()) if (key.startsWith(keyOf(site, ''))) used.add(key);
    },
    finishBuild() {
      for (const key of entries.keys()) if (!used.has(key)) entries.delete(key);
      used.clear();
    },
  };
}

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
