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
 *   {@link serverDataKey};
 * - with a shared tier ({@link SharedServerData}, Redis when `redis.url` is configured) behind the
 *   in-process entries, several runtimes share entries and locks: a runtime without a fresh entry of
 *   its own takes the shared one when it is fresh; otherwise the one runtime that wins the shared lock
 *   refreshes the key and stores the answer for all, while the others serve their stale entry or, with
 *   none, wait up to the lock timeout for the winner's answer (then load it themselves). A shared tier
 *   that fails (Redis down) is passed by: each runtime goes on with its own entries and locks;
 * - with a shared tier, `clear()` empties it too and every other runtime drops its in-process entries
 *   and locks (the tier's `onCleared`), so each one's next read takes what the clearing request stored
 *   or loads anew. While the tier is unreachable a clear stays local: the other runtimes keep their own
 *   entries until these expire, or until their link to the tier comes back (when they drop them, since
 *   they may have missed a clear).
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
  /** The tier shared with other runtimes; default none (entries and locks stay in process). */
  shared?: SharedServerData;
  /** Wall-clock time in ms since the epoch, for the shared entries' ages; default `Date.now`. */
  wallClock?: () => number;
}

/**
 * A store that several runtimes share (runtime/kit/shared-server-data.ts: Redis), behind each one's
 * in-process entries. Every method may reject when the store is unreachable; the cache then goes on
 * without it.
 */
export interface SharedServerData {
  /** The entry stored under `key`, with when it was stored (ms since the epoch), or null. */
  read(key: string): Promise<{ value: unknown; storedAt: number } | null>;
  /** Stores `value` under `key`, stamped `storedAt`, kept at most `keepMs` ms. */
  write(key: string, value: unknown, storedAt: number, keepMs: number): Promise<void>;
  /** Drops the entry under `key`. */
  remove(key: string): Promise<void>;
  /** Takes the refresh lock of `key` for `ttlMs` ms; false when another runtime holds it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  /** Gives the refresh lock of `key` back (only if this runtime still holds it). */
  unlock(key: string): Promise<void>;
  /**
   * Drops every entry and lock, then tells the other runtimes sharing the tier, whose
   * {@link SharedServerData.onCleared} listeners run. Rejects when the store is unreachable: the other
   * runtimes are then not told.
   */
  clear(): Promise<void>;
  /**
   * Calls `listener` when another runtime cleared the tier ({@link SharedServerData.clear}), and when this
   * runtime may have missed such a clear (its link to the others came back after an outage).
   * @returns a function that stops listening.
   */
  onCleared(listener: () => void): () => void;
}

/** How long a shared entry outlives its freshness, serving as a stale entry: one more lifetime. */
const SHARED_KEEP_FACTOR = 2;

/** How often a runtime that lost the shared lock looks for the winner's answer, in ms. */
const SHARED_POLL_MS = 50;

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
  /**
   * Drops every entry and lock (`?cache=clear`); with a shared tier, its entries and locks too, and every
   * other runtime's own (see the module comment). Answers at once: this runtime's next reads wait for
   * the shared tier's deletes.
   */
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
  const ttlMs = options.ttlMs ?? SERVER_DATA_TTL_MS;
  const wallClock = options.wallClock ?? Date.now;
  const { shared } = options;
  let sharedFailing = false;
  // `clear()` answers at once and the request that cleared reads next: every use of the shared tier
  // waits for the clear's deletes, so that request loads fresh data instead of the entry about to go,
  // and no entry stored after the clear is deleted by it.
  let clearing: Promise<unknown> = Promise.resolve();
  const dropOwn = () => {
    entries.clear();
    locks.clear();
  };
  // Another runtime's clear: its deletes are done (it tells after them), so nothing here waits.
  shared?.onCleared(dropOwn);

  /**
   * Runs a call to the shared tier, after a running clear unless `afterClear` is false (the clear's own
   * call); undefined when it fails (warned once per outage).
   */
  async function viaShared<R>(
    call: (tier: SharedServerData) => Promise<R>,
    afterClear = true,
  ): Promise<R | undefined> {
    if (!shared) return undefined;
    try {
      if (afterClear) await clearing;
      const result = await call(shared);
      sharedFailing = false;
      return result;
    } catch (error) {
      if (!sharedFailing) {
        options.logger?.warn(
          { err: error },
          'The shared server-data cache is unreachable; going on without it',
        );
      }
      sharedFailing = true;
      return undefined;
    }
  }

  /** The shared entry of `key`, with how long it stays fresh (ms; 0 or less: stale), or null. */
  async function readShared(key: string): Promise<{ value: unknown; ttl: number } | null> {
    const found = await viaShared((tier) => tier.read(key));
    return found ? { value: found.value, ttl: ttlMs - (wallClock() - found.storedAt) } : null;
  }

  /**
   * Loads a key through the shared tier (see the module comment): its fresh entry, else the answer of
   * the runtime holding its lock, else `load()` (stored for every runtime).
   * @returns the value, and the time in ms it stays fresh when it came from the shared tier.
   */
  async function loadShared<T>(request: ServerDataRequest<T>): Promise<{ value: T; ttl?: number }> {
    const { key } = request;
    const found = await readShared(key);
    if (found && found.ttl > 0) return { value: found.value as T, ttl: found.ttl };
    const won = (await viaShared((tier) => tier.lock(key, lockTimeoutMs))) ?? true;
    if (!won) {
      // Another runtime refreshes the key: a stale entry (own or shared) is the answer meanwhile.
      const stale = entries.peek(key, { allowStale: true }) ?? found;
      if (stale) return { value: stale.value as T, ttl: 0 };
      // Real time, whatever clock the lifetimes follow: this is how long the caller waits.
      for (const until = performance.now() + lockTimeoutMs; performance.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, SHARED_POLL_MS));
        const answer = await readShared(key);
        if (answer && answer.ttl > 0) return { value: answer.value as T, ttl: answer.ttl };
      }
    }
    try {
      const value = await request.load();
      if (isStored(request, value)) {
        await viaShared((tier) => tier.write(key, value, wallClock(), ttlMs * SHARED_KEEP_FACTOR));
      } else {
        await viaShared((tier) => tier.remove(key));
      }
      return { value };
    } finally {
      if (won) await viaShared((tier) => tier.unlock(key));
    }
  }

  function refresh<T>(request: ServerDataRequest<T>): Promise<T> {
    const { key } = request;
    const held = locks.get(key);
    if (held && clock.now() - held.takenAt <= lockTimeoutMs) return held.promise as Promise<T>;
    const lock: Lock = { promise: Promise.resolve(), takenAt: clock.now() };
    // A value from the shared tier keeps the time it has left there (`ttl`); 0: another runtime is
    // refreshing the key, so a stale entry served meanwhile stays stale and the next read looks again.
    const settle = (value: T, ttl?: number): T => {
      if (locks.get(key) === lock) {
        if (ttl !== 0) {
          if (isStored(request, value)) entries.set(key, { value }, ttl ? { ttl } : {});
          else entries.delete(key);
        }
        locks.delete(key);
      }
      return value;
    };
    const fail = (error: unknown): never => {
      if (locks.get(key) === lock) locks.delete(key);
      if (entries.peek(key, { allowStale: true })) {
        options.logger?.warn({ err: error }, `Refreshing server data '${key}' failed; serving it stale`);
      }
      throw error;
    };
    const promise = shared
      ? loadShared(request).then(({ value, ttl }) => settle(value, ttl), fail)
      : request.load().then((value) => settle(value), fail);
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
      dropOwn();
      const previous = clearing;
      clearing = previous.then(() => viaShared((tier) => tier.clear(), false));
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
