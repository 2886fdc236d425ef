/** Concurrent page loads at most (public-site §9: "Route preload queue: about 5 concurrent loads"). */
export const PREFETCH_CONCURRENCY = 5;
/** How long in ms a loaded page is reused; matches the `max-age=60` the runtime sends on HTML. */
export const PREFETCH_MAX_AGE_MS = 60_000;

/** Loads pages by URL, each at most once at a time, prefetches in the background. */
export interface PrefetchQueue<T> {
  /**
   * Queues a background load of `url` unless it is loaded, loading or queued already. Runs when fewer
   * than `concurrency` loads are in flight, in the order asked. Failures are dropped (the URL can be
   * asked again).
   */
  prefetch(url: string): void;
  /**
   * The page at `url` now: a fresh result or the load in flight is reused; a queued prefetch starts at
   * once, ahead of the queue (a visitor waits on it). Rejects with the loader's error.
   */
  load(url: string): Promise<T>;
  /** Loads running now. */
  readonly active: number;
  /** Prefetches waiting for a free slot. */
  readonly queued: number;
}

interface Entry<T> {
  promise: Promise<T>;
  /** `Date.now()` when the load settled; null while in flight. */
  settledAt: number | null;
}

/**
 * A {@link PrefetchQueue} around `loadPage` (a `fetch` of the page's HTML in the browser).
 * @param input.concurrency loads in flight at most; default {@link PREFETCH_CONCURRENCY}.
 * @param input.maxAgeMs how long a loaded page is reused; default {@link PREFETCH_MAX_AGE_MS}.
 */
export function createPrefetchQueue<T>(input: {
  loadPage: (url: string) => Promise<T>;
  concurrency?: number;
  maxAgeMs?: number;
}): PrefetchQueue<T> {
  const concurrency = input.concurrency ?? PREFETCH_CONCURRENCY;
  const maxAgeMs = input.maxAgeMs ?? PREFETCH_MAX_AGE_MS;
  const entries = new Map<string, Entry<T>>();
  const waiting: string[] = [];
  let active = 0;

  const fresh = (url: string): Entry<T> | undefined => {
    const entry = entries.get(url);
    if (entry?.settledAt != null && Date.now() - entry.settledAt > maxAgeMs) {
      entries.delete(url);
      return undefined;
    }
    return entry;
  };

  const start = (url: string): Entry<T> => {
    active += 1;
    const entry: Entry<T> = { promise: callLoader(url), settledAt: null };
    entries.set(url, entry);
    entry.promise.then(
      () => {
        entry.settledAt = Date.now();
      },
      () => {
        if (entries.get(url) === entry) entries.delete(url);
      },
    );
    entry.promise
      .catch(() => {})
      .finally(() => {
        active -= 1;
        drain();
      });
    return entry;
  };

  const callLoader = (url: string): Promise<T> => {
    try {
      return Promise.resolve(input.loadPage(url));
    } catch (error) {
      return Promise.reject(error);
    }
  };

  const drain = () => {
    while (active < concurrency && waiting.length > 0) {
      const url = waiting.shift()!;
      if (!fresh(url)) start(url);
    }
  };

  return {
    prefetch(url) {
      if (fresh(url) || waiting.includes(url)) return;
      waiting.push(url);
      drain();
    },
    load(url) {
      const existing = fresh(url);
      if (existing) return existing.promise;
      const index = waiting.indexOf(url);
      if (index !== -1) waiting.splice(index, 1);
      return start(url).promise;
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
