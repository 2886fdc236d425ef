import { describe, expect, it } from 'vitest';
import {
  createServerDataCache,
  readCacheDirective,
  SERVER_DATA_LOCK_TIMEOUT_MS,
  SERVER_DATA_TTL_MS,
  serverDataKey,
} from '../../../core/cache/server-data-cache.ts';

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
