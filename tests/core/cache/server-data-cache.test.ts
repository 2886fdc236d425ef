import { describe, expect, it } from 'vitest';
import {
  createServerDataCache,
  readCacheDirective,
  SERVER_DATA_LOCK_TIMEOUT_MS,
  SERVER_DATA_TTL_MS,
  type SharedServerData,
  serverDataKey,
} from '../../../core/cache/server-data-cache.ts';
import { type Logger, silentLogger } from '../../../core/logger.ts';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loader that counts its calls and answers `value-N`. */
function countingLoader() {
  let calls = 0;
  return {
    load: async () => `value-${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe('createServerDataCache (public-site §9)', () => {
  it('answers from the cache for 30 minutes', async () => {
    const clock = manualClock();
    const cache = createServerDataCache({ clock });
    const loader = countingLoader();

    expect(await cache.get({ key: 'a', load: loader.load })).toBe('value-1');
    clock.advance(SERVER_DATA_TTL_MS);
    expect(await cache.get({ key: 'a', load: loader.load })).toBe('value-1');
    expect(loader.calls).toBe(1);
  });

  it('keeps at most 100 entries, dropping the least recently used', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    for (let index = 0; index < 101; index += 1) {
      await cache.get({ key: `key-${index}`, load: async () => index });
    }
    expect(cache.size).toBe(100);
    const loader = countingLoader();
    await cache.get({ key: 'key-0', load: loader.load });
    await cache.get({ key: 'key-100', load: loader.load });
    expect(loader.calls).toBe(1);
  });

  it('serves a stale entry at once while ONE refresh runs, then the refreshed value', async () => {
    const clock = manualClock();
    const cache = createServerDataCache({ clock });
    await cache.get({ key: 'a', load: async () => 'old' });
    clock.advance(SERVER_DATA_TTL_MS + 1);

    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => {
      refreshes += 1;
      return refresh.promise;
    };
    expect(await cache.get({ key: 'a', load })).toBe('old');
    expect(await cache.get({ key: 'a', load })).toBe('old');
    expect(refreshes).toBe(1);

    refresh.resolve('new');
    await refresh.promise;
    expect(await cache.get({ key: 'a', load })).toBe('new');
    expect(refreshes).toBe(1);
  });

  it('lets callers without an entry join the running load', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const first = cache.get({ key: 'a', load });
    const second = cache.get({ key: 'a', load });
    pending.resolve('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('resets a lock unused for more than 5 s, so a hung refresh does not block the key', async () => {
    const clock = manualClock();
    const cache = createServerDataCache({ clock });
    const hung = deferred<string>();
    const waiting = cache.get({ key: 'a', load: () => hung.promise });

    clock.advance(SERVER_DATA_LOCK_TIMEOUT_MS);
    let loads = 0;
    const stillLocked = cache.get({
      key: 'a',
      load: async () => {
        loads += 1;
        return 'second';
      },
    });
    expect(loads).toBe(0);

    clock.advance(1);
    expect(await cache.get({ key: 'a', load: async () => 'fresh' })).toBe('fresh');
    // The hung refresh lost its lock: its late answer is not stored.
    hung.resolve('late');
    expect(await waiting).toBe('late');
    expect(await stillLocked).toBe('late');
    expect(await cache.get({ key: 'a', load: async () => 'unused' })).toBe('fresh');
  });

  it('keeps serving the stale entry when a refresh fails, and retries on the next read', async () => {
    const clock = manualClock();
    const cache = createServerDataCache({ clock });
    await cache.get({ key: 'a', load: async () => 'old' });
    clock.advance(SERVER_DATA_TTL_MS + 1);

    const failing = deferred<string>();
    expect(await cache.get({ key: 'a', load: () => failing.promise })).toBe('old');
    failing.reject(new Error('content service down'));
    await failing.promise.catch(() => {});

    const loader = countingLoader();
    expect(await cache.get({ key: 'a', load: loader.load })).toBe('old');
    expect(loader.calls).toBe(1);
  });

  it('rejects callers without an entry when the load fails, and stores nothing', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    await expect(
      cache.get({ key: 'a', load: async () => Promise.reject(new Error('down')) }),
    ).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get({ key: 'a', load: async () => 'up' })).toBe('up');
  });

  it('bypass loads every time and neither reads nor writes the cache', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    await cache.get({ key: 'a', load: async () => 'cached' });
    const loader = countingLoader();
    expect(await cache.get({ key: 'a', load: loader.load, bypass: true })).toBe('value-1');
    expect(await cache.get({ key: 'b', load: loader.load, bypass: true })).toBe('value-2');
    expect(await cache.get({ key: 'a', load: loader.load })).toBe('cached');
    expect(cache.size).toBe(1);
  });

  it('clear() empties the cache and drops running loads', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    await cache.get({ key: 'a', load: async () => 'before' });
    const pending = deferred<string>();
    const running = cache.get({ key: 'b', load: () => pending.promise });

    cache.clear();
    expect(cache.size).toBe(0);
    pending.resolve('loaded before the clear');
    await running;
    expect(await cache.get({ key: 'a', load: async () => 'after' })).toBe('after');
    expect(await cache.get({ key: 'b', load: async () => 'after' })).toBe('after');
  });

  it('never stores a miss, so 250 random keys cannot evict a real entry (docs/security.md rule 6)', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    const real = countingLoader();
    await cache.get({ key: 'file|brochure', load: real.load });
    for (let index = 0; index < 250; index += 1) {
      const miss = await cache.get({ key: `file|random-${index}`, load: async () => null });
      expect(miss).toBeNull();
      await cache.get({ key: `products|random-${index}`, load: async () => undefined });
    }
    expect(cache.size).toBe(1);
    expect(await cache.get({ key: 'file|brochure', load: real.load })).toBe('value-1');
    expect(real.calls).toBe(1);
  });

  it("asks a miss again on every read, and skips values the request's store() refuses", async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    let calls = 0;
    const empty = async () => {
      calls += 1;
      return [] as string[];
    };
    const store = (value: string[]) => value.length > 0;
    expect(await cache.get({ key: 'a', load: empty, store })).toEqual([]);
    expect(await cache.get({ key: 'a', load: empty, store })).toEqual([]);
    expect(calls).toBe(2);
    expect(await cache.get({ key: 'a', load: async () => ['x'], store })).toEqual(['x']);
    expect(await cache.get({ key: 'a', load: empty, store })).toEqual(['x']);
    expect(cache.size).toBe(1);
  });

  it('drops a stale entry whose refresh finds nothing any more (the file was deleted)', async () => {
    const clock = manualClock();
    const cache = createServerDataCache({ clock });
    await cache.get<string | null>({ key: 'a', load: async () => 'file' });
    clock.advance(SERVER_DATA_TTL_MS + 1);
    expect(await cache.get<string | null>({ key: 'a', load: async () => null })).toBe('file');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(0);
    expect(await cache.get<string | null>({ key: 'a', load: async () => null })).toBeNull();
  });

  it('keeps next-release answers apart from current ones', async () => {
    const cache = createServerDataCache({ clock: manualClock() });
    const parts = ['navigationQuery', 'main', 'de'];
    await cache.get({ key: serverDataKey({ parts, nextRelease: false }), load: async () => 'current' });
    const next = await cache.get({
      key: serverDataKey({ parts, nextRelease: true }),
      load: async () => 'next release',
    });
    expect(next).toBe('next release');
    expect(cache.size).toBe(2);
  });
});

describe('serverDataKey', () => {
  it.each([
    [false, 'navigationQuery|main|de|PUBLISHED'],
    [true, 'next-release:navigationQuery|main|de|PUBLISHED'],
  ])('nextRelease %s gives %s', (nextRelease, key) => {
    expect(serverDataKey({ parts: ['navigationQuery', 'main', 'de', 'PUBLISHED'], nextRelease })).toBe(key);
  });
});

describe('readCacheDirective', () => {
  it.each([
    ['false', 'bypass'],
    ['clear', 'clear'],
    ['true', 'use'],
    [undefined, 'use'],
    [['clear', 'false'], 'clear'],
  ])('cache=%j → %s', (value, directive) => {
    expect(readCacheDirective(value)).toBe(directive);
  });
});

/**
 * The shared tier as an in-memory store (what Redis holds for several runtimes, runtime/kit/
 * shared-server-data.ts): values cloned as they would be serialized, locks by key. `peer()` is another
 * runtime's view of the same store: a clear through one view tells the listeners of the others.
 */
function memoryTier(
  store = {
    values: new Map<string, { value: unknown; storedAt: number }>(),
    locks: new Set<string>(),
    listeners: new Set<{ view: object; listener: () => void }>(),
  },
): SharedServerData & { failing: boolean; writes: number; peer(): ReturnType<typeof memoryTier> } {
  const { values, locks } = store;
  const tier = {
    failing: false,
    writes: 0,
    async read(key: string) {
      if (tier.failing) throw new Error('connection refused');
      const found = values.get(key);
      return found ? { value: structuredClone(found.value), storedAt: found.storedAt } : null;
    },
    async write(key: string, value: unknown, storedAt: number) {
      if (tier.failing) throw new Error('connection refused');
      tier.writes += 1;
      values.set(key, { value: structuredClone(value), storedAt });
    },
    async remove(key: string) {
      if (tier.failing) throw new Error('connection refused');
      values.delete(key);
    },
    async lock(key: string) {
      if (tier.failing) throw new Error('connection refused');
      if (locks.has(key)) return false;
      locks.add(key);
      return true;
    },
    async unlock(key: string) {
      if (tier.failing) throw new Error('connection refused');
      locks.delete(key);
    },
    async clear() {
      if (tier.failing) throw new Error('connection refused');
      values.clear();
      locks.clear();
      for (const { view, listener } of [...store.listeners]) if (view !== tier) listener();
    },
    onCleared(listener: () => void) {
      const entry = { view: tier, listener };
      store.listeners.add(entry);
      return () => {
        store.listeners.delete(entry);
      };
    },
    peer: () => memoryTier(store),
  };
  return tier;
}

describe('createServerDataCache with a tier shared by several runtimes', () => {
  it('serves on one runtime the entry another one loaded, without loading it again', async () => {
    const shared = memoryTier();
    let wall = 1_700_000_000_000;
    const one = createServerDataCache({ clock: manualClock(), shared, wallClock: () => wall });
    const other = createServerDataCache({ clock: manualClock(), shared, wallClock: () => wall });
    const loader = countingLoader();
    expect(await one.get({ key: 'a', load: loader.load })).toBe('value-1');
    wall += 60_000;
    expect(await other.get({ key: 'a', load: loader.load })).toBe('value-1');
    expect(loader.calls).toBe(1);
    // Past 30 minutes from when it was stored, the shared entry is stale: one refresh, for both.
    wall += SERVER_DATA_TTL_MS;
    const third = createServerDataCache({ clock: manualClock(), shared, wallClock: () => wall });
    expect(await third.get({ key: 'a', load: loader.load })).toBe('value-2');
    expect(loader.calls).toBe(2);
  });

  it('lets one runtime refresh a key that several miss at once; the others take its answer', async () => {
    const shared = memoryTier();
    const caches = [1, 2, 3].map(() => createServerDataCache({ clock: manualClock(), shared }));
    const answer = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return answer.promise;
    };
    const reads = caches.map((cache) => cache.get({ key: 'a', load }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer.resolve('fresh');
    expect(await Promise.all(reads)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(loads).toBe(1);
  });

  it('goes on alone when the shared tier fails, warning once', async () => {
    const shared = memoryTier();
    shared.failing = true;
    const warnings: string[] = [];
    const logger = silentLogger();
    logger.warn = ((_: unknown, message: string) => {
      warnings.push(message);
    }) as unknown as Logger['warn'];
    const cache = createServerDataCache({ clock: manualClock(), shared, logger });
    const loader = countingLoader();
    expect(await cache.get({ key: 'a', load: loader.load })).toBe('value-1');
    expect(await cache.get({ key: 'a', load: loader.load })).toBe('value-1');
    expect(await cache.get({ key: 'b', load: loader.load })).toBe('value-2');
    expect(loader.calls).toBe(2);
    expect(warnings).toHaveLength(1);
  });

  it('stores no miss in the shared tier', async () => {
    const shared = memoryTier();
    const cache = createServerDataCache({ clock: manualClock(), shared });
    expect(await cache.get({ key: 'unknown', load: async () => null })).toBeNull();
    expect(shared.writes).toBe(0);
  });
});

describe('clearing a cache with a shared tier (?cache=clear)', () => {
  it('makes the request that cleared load fresh data, however long the shared clear takes', async () => {
    const shared = memoryTier();
    const clearNow = shared.clear;
    shared.clear = async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await clearNow();
    };
    const cache = createServerDataCache({ clock: manualClock(), shared });
    expect(await cache.get({ key: 'a', load: async () => 'old' })).toBe('old');
    cache.clear();
    expect(await cache.get({ key: 'a', load: async () => 'new' })).toBe('new');
    // Stored after the clear, it stays for the other runtimes.
    const other = createServerDataCache({ clock: manualClock(), shared });
    expect(await other.get({ key: 'a', load: async () => 'another' })).toBe('new');
  });
});

describe('clearing on one runtime reaches the others', () => {
  it('makes every runtime drop its own entries, so each serves fresh data at once', async () => {
    const shared = memoryTier();
    const [one, other] = [
      createServerDataCache({ shared }),
      createServerDataCache({ shared: shared.peer() }),
    ];
    expect(await one.get({ key: 'a', load: async () => 'old' })).toBe('old');
    expect(await other.get({ key: 'a', load: async () => 'unused' })).toBe('old');
    expect(await other.get({ key: 'b', load: async () => 'old b' })).toBe('old b');
    expect(other.size).toBe(2);

    one.clear();
    expect(await one.get({ key: 'a', load: async () => 'new' })).toBe('new');
    expect(other.size).toBe(0);
    expect(await other.get({ key: 'a', load: async () => 'unused' })).toBe('new');
    expect(await other.get({ key: 'b', load: async () => 'new b' })).toBe('new b');
  });

  it('stays on the runtime that cleared while the shared tier is unreachable', async () => {
    const shared = memoryTier();
    const peer = shared.peer();
    const [one, other] = [createServerDataCache({ shared }), createServerDataCache({ shared: peer })];
    expect(await one.get({ key: 'a', load: async () => 'old' })).toBe('old');
    expect(await other.get({ key: 'a', load: async () => 'unused' })).toBe('old');
    shared.failing = true;
    one.clear();
    expect(await one.get({ key: 'a', load: async () => 'new' })).toBe('new');
    expect(await other.get({ key: 'a', load: async () => 'unused' })).toBe('old');
  });
});
