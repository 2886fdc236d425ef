import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchQueue, PREFETCH_CONCURRENCY } from '../../../runtime/client/prefetch-queue.ts';

/** A page loader whose loads the test settles by hand, recording the order they started in. */
function manualLoader() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  const loadPage = (url: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(url);
      pending.set(url, { resolve, reject });
    });
  const settle = async (url: string, outcome: 'ok' | 'fail' = 'ok') => {
    const entry = pending.get(url)!;
    pending.delete(url);
    if (outcome === 'ok') entry.resolve(`<html>${url}</html>`);
    else entry.reject(new Error(`${url} failed`));
    // Let the queue's own continuations run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, loadPage, settle };
}

const urls = (count: number) => Array.from({ length: count }, (_, index) => `/en/page-${index}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('createPrefetchQueue (public-site §9: about 5 concurrent loads)', () => {
  it('runs at most 5 loads at once and starts the next as one finishes, in order', async () => {
    expect(PREFETCH_CONCURRENCY).toBe(5);
    const loader = manualLoader();
    const queue = createPrefetchQueue({ loadPage: loader.loadPage });
    for (const url of urls(8)) queue.prefetch(url);
    expect(loader.started).toEqual(urls(5));
    expect(queue.active).toBe(5);
    expect(queue.queued).toBe(3);
    await loader.settle('/en/page-2');
    expect(loader.started).toEqual(urls(6));
    await loader.settle('/en/page-0', 'fail');
    expect(loader.started).toEqual(urls(7));
    expect(queue.active).toBe(5);
  });

  it('loads a URL once, however often it is prefetched, and reuses it when the visitor clicks', async () => {
    const loader = manualLoader();
    const queue = createPrefetchQueue({ loadPage: loader.loadPage });
    queue.prefetch('/en/company');
    queue.prefetch('/en/company');
    const clicked = queue.load('/en/company');
    expect(loader.started).toEqual(['/en/company']);
    await loader.settle('/en/company');
    await expect(clicked).resolves.toBe('<html>/en/company</html>');
    queue.prefetch('/en/company');
    await expect(queue.load('/en/company')).resolves.toBe('<html>/en/company</html>');
    expect(loader.started).toEqual(['/en/company']);
  });

  it('starts a queued URL at once when the visitor clicks it, ahead of the queue', () => {
    const loader = manualLoader();
    const queue = createPrefetchQueue({ loadPage: loader.loadPage });
    for (const url of urls(7)) queue.prefetch(url);
    void queue.load('/en/page-6');
    expect(loader.started).toEqual([...urls(5), '/en/page-6']);
    expect(queue.queued).toBe(1);
  });

  it('forgets failed loads, so the URL can be loaded again', async () => {
    const loader = manualLoader();
    const queue = createPrefetchQueue({ loadPage: loader.loadPage });
    const first = queue.load('/en/flaky');
    await loader.settle('/en/flaky', 'fail');
    await expect(first).rejects.toThrow('/en/flaky failed');
    void queue.load('/en/flaky');
    expect(loader.started).toEqual(['/en/flaky', '/en/flaky']);
  });

  it('loads a page again once the loaded copy is older than maxAgeMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const loader = manualLoader();
    const queue = createPrefetchQueue({ loadPage: loader.loadPage, maxAgeMs: 60_000 });
    queue.prefetch('/en/news');
    await loader.settle('/en/news');
    vi.advanceTimersByTime(60_000);
    queue.prefetch('/en/news');
    expect(loader.started).toEqual(['/en/news']);
    vi.advanceTimersByTime(1);
    queue.prefetch('/en/news');
    expect(loader.started).toEqual(['/en/news', '/en/news']);
  });

  it('turns a loader that throws synchronously into a rejected load', async () => {
    const queue = createPrefetchQueue<string>({
      loadPage: () => {
        throw new Error('no fetch');
      },
    });
    await expect(queue.load('/en')).rejects.toThrow('no fetch');
    expect(queue.active).toBe(0);
  });
});
