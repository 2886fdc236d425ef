import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';

/**
 * The runtime's server-data cache (public-site §9 "Server-data cache", docs/architecture.md "The
 * runtime"): answers of the content service and other server data, by key.
 *
 * - at most 100 entries (least recently used dropped first), each fresh for 30 minutes;
 * - after that an entry is stale: it is still served at once while ONE refresh per key runs in the
 *   background (the per-key lock); callers without any entry join the running refresh;
 * - a lock taken more than 5 s ago whose refresh has not settled counts as unused and is reset, so the
 *   next caller starts a new refresh: a hung request cannot block a key forever. Only the refresh
 *   holding the current lock stores its answer;
 * - `bypass` (URL `?cache=false`) neither reads nor writes; `clear()` (URL `?cache=clear`) drops every
 *   entry and lock;
 * - misses are never stored: a load answering null or undefined (an unknown slug), or a value the
 *   request's `store` predicate refuses, is handed to the caller but takes no slot, so random keys cannot
 *   evict real entries (docs/security.md rule 6); such an answer to a refresh also drops the key's stale entry;
 * - keys are prefixed with `next-release:` in next-release mode (public-site §4 release toggle), see
 *   {@link serverDataKey}.
 */

/** public-site §9: at most 100 entries. */
export const SERVER_DATA_MAX_ENTRIES = 100;
/** public-site §9: 30-minute lifetime, in ms. */
export const SERVER_DATA_TTL_MS = 30 * 60 * 1000;
/** public-site §9: a per-key lock unused for more than 5 s is reset, in ms. */
export const SERVER_DATA_LOCK_TIMEOUT_MS = 5000;
/** public-site §4: prefix of cache keys in next-release mode. */
export const NEXT_RELEASE_KEY_PREFIX = 'next-release:';

/** A monotonic clock in ms; `performance` by default. */
export interface Clock {
  now(): number;
}

/** Options of {@link createServerDataCache}; every field has the spec's default. */
export interface ServerDataCacheOptions {
  /** Most entries kept; default 100. */
  max?: number;
  /** How long an entry is fresh, in ms; default 30 minutes. */
  ttlMs?: number;
  /** Age in ms after which an unsettled refresh's lock is reset; default 5000. */
  lockTimeoutMs?: number;
  /** Time source for lifetimes and locks; default `performance`. */
  clock?: Clock;
  /** Receives a warning when a background refresh fails (the stale entry is kept). */
  logger?: Logger;
}

/** One read through the cache. */
export interface ServerDataRequest<T> {
  /** The full key, from {@link serverDataKey}. */
  key: string;
  /** Loads the value on a miss or refresh; its rejection reaches callers that have no entry to serve. */
  load: () => Promise<T>;
  /** True skips the cache entirely: `load()` runs and nothing is stored (`?cache=false`). */
  bypass?: boolean;
  /**
   * Whether a loaded value is worth a slot; default: every value but null and undefined (never stored,
   * whatever this says). Return false for misses such as an empty or partial list.
   */
  store?: (value: T) => boolean;
}

/** The server-data cache of one runtime. */
export interface ServerDataCache {
  /**
   * Returns the fresh entry, else the stale entry (starting a refresh), else the answer of the
   * running or a new refresh.
   * @throws whatever `load` throws when there is no entry to serve.
   */
  get<T>(request: ServerDataRequest<T>): Promise<T>;
  /** Drops every entry and lock (`?cache=clear`). */
  clear(): void;
  /** Number of entries held, fresh or stale. */
  readonly size: number;
}

interface Lock {
  promise: Promise<unknown>;
  takenAt: number;
}

/** Creates an empty server-data cache (see the module comment for the rules). */
export function createServerDataCache(options: ServerDataCacheOptions = {}): ServerDataCache {
  const clock = options.clock ?? performance;
  const lockTimeoutMs = options.lockTimeoutMs ?? SERVER_DATA_LOCK_TIMEOUT_MS;
  const entries = new LRUCache<string, { value: unknown }>({
    max: options.max ?? SERVER_DATA_MAX_ENTRIES,
    ttl: options.ttlMs ?? SERVER_DATA_TTL_MS,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // Check the clock on every read: a cached reading would hide time the injected clock moved.
    ttlResolution: 0,
    perf: clock,
  });
  const locks = new Map<string, Lock>();

  function refresh<T>(request: ServerDataRequest<T>): Promise<T> {
    const { key } = request;
    const held = locks.get(key);
    if (held && clock.now() - held.takenAt <= lockTimeoutMs) return held.promise as Promise<T>;
    const lock: Lock = { promise: Promise.resolve(), takenAt: clock.now() };
    const promise = request.load().then(
      (value) => {
        if (locks.get(key) === lock) {
          if (isStored(request, value)) entries.set(key, { value });
          else entries.delete(key);
          locks.delete(key);
        }
        return value;
      },
      (error: unknown) => {
        if (locks.get(key) === lock) locks.delete(key);
        if (entries.peek(key, { allowStale: true })) {
          options.logger?.warn({ err: error }, `Refreshing server data '${key}' failed; serving it stale`);
        }
        throw error;
      },
    );
    lock.promise = promise;
    locks.set(key, lock);
    return promise;
  }

  return {
    async get<T>(request: ServerDataRequest<T>): Promise<T> {
      if (request.bypass) return request.load();
      const status: LRUCache.Status<string, { value: unknown }> = {};
      const entry = entries.get(request.key, { status });
      if (entry && status.get === 'hit') return entry.value as T;
      if (entry) {
        // Logged in refresh(); the stale value is the answer.
        refresh(request).catch(() => {});
        return entry.value as T;
      }
      return refresh(request);
    },
    clear() {
      entries.clear();
      locks.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A miss (null, undefined, or refused by the request's `store`) takes no slot in the cache. */
function isStored<T>(request: ServerDataRequest<T>, value: T): boolean {
  if (value === null || value === undefined) return false;
  return request.store ? request.store(value) : true;
}

/**
 * Builds a server-data cache key: the parts joined by `|`, prefixed with `next-release:` in
 * next-release mode (public-site §4 release toggle).
 *
 * @example serverDataKey({ parts: ['navigation', 'main', 'de', 'PUBLISHED'], nextRelease: true })
 *   // 'next-release:navigation|main|de|PUBLISHED'
 * @param input.parts what identifies the data (query name, ids, language, stage); null is written ''.
 * @param input.nextRelease the request's next-release mode.
 */
export function serverDataKey(input: {
  parts: readonly (string | number | null)[];
  nextRelease: boolean;
}): string {
  const key = input.parts.map((part) => (part === null ? '' : String(part))).join('|');
  return input.nextRelease ? `${NEXT_RELEASE_KEY_PREFIX}${key}` : key;
}

/** What a request's `cache` query parameter asks of the server-data cache (public-site §9). */
export type CacheDirective = 'use' | 'bypass' | 'clear';

/**
 * Reads the `cache` query parameter: `false` bypasses the cache, `clear` empties it first, anything
 * else (or none) uses it. When repeated, the first value counts.
 */
export function readCacheDirective(value: unknown): CacheDirective {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === 'false') return 'bypass';
  if (first === 'clear') return 'clear';
  return 'use';
}
