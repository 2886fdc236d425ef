import { describe, expect, it } from 'vitest';
import { createRebuildQueue, type RebuildOutcome } from '../../../core/pipeline/rebuild-queue.ts';
import type { RebuildEvent, RebuildRun } from '../../../core/serving/rebuild.ts';

/** A fake build per call: resolves or rejects when the test says, records what ran when. */
function fakeBuilds() {
  const calls: { run: RebuildRun; report: (phase: string) => void; finish: (error?: Error) => void }[] = [];
  const running = new Map<string, number>();
  let overlap = false;
  let parallel = 0;
  let maxParallel = 0;
  const run = (run: RebuildRun, report: (phase: string) => void) =>
    new Promise<RebuildOutcome>((resolve, reject) => {
      const now = (running.get(run.site) ?? 0) + 1;
      if (now > 1) overlap = true;
      running.set(run.site, now);
      parallel += 1;
      maxParallel = Math.max(maxParallel, parallel);
      calls.push({
        run,
        report,
        finish: (error) => {
          running.set(run.site, (running.get(run.site) ?? 1) - 1);
          parallel -= 1;
          if (error) reject(error);
          else resolve({ pages: 10, pagesRendered: 1, buildId: `build-${calls.length}` });
        },
      });
    });
  /** Waits until the queue has started `count` builds. */
  const started = async (count: number) => {
    for (let i = 0; i < 100 && calls.length < count; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(calls.length).toBe(count);
    return calls[count - 1]!;
  };
  return {
    calls,
    run,
    started,
    get overlap() {
      return overlap;
    },
    get maxParallel() {
      return maxParallel;
    },
  };
}

const sites = () => ['main', 'events', 'shop'];

describe('rebuild queue (site-specific rebuilds)', () => {
  it('coalesces requests for a site whose run is queued, never building one site twice at once', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    const [first] = queue.request({ sites: ['main'], trigger: 'webhook', reason: 'a', entryIds: ['p1'] });
    const first_ = await builds.started(1);
    expect(first_.run.id).toBe(first!.id);
    // main is running: the next request queues one run behind it, the later ones join that run.
    const [second] = queue.request({ sites: ['main'], trigger: 'webhook', reason: 'b', entryIds: ['p2'] });
    const [third] = queue.request({
      sites: ['main'],
      trigger: 'editor',
      reason: 'c',
      entryIds: ['p2', 'p3'],
      force: true,
    });
    expect(third!.id).toBe(second!.id);
    expect(third).toMatchObject({
      coalesced: 1,
      entryIds: ['p2', 'p3'],
      force: true,
      reason: 'b',
      state: 'queued',
    });
    expect(queue.status('main')[0]).toMatchObject({ running: { id: first!.id }, queued: { id: second!.id } });
    first_.finish();
    const next = await builds.started(2);
    expect(next.run).toMatchObject({ id: second!.id, entryIds: ['p2', 'p3'], force: true, coalesced: 1 });
    next.finish();
    await queue.idle();
    expect(builds.calls).toHaveLength(2);
    expect(builds.overlap).toBe(false);
    expect(queue.status('main')[0]).toMatchObject({
      running: null,
      queued: null,
      last: { id: second!.id, state: 'succeeded', buildId: 'build-2' },
    });
  });

  it('names no entries for a run that a request naming none joined (what changed is not known)', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    queue.request({ sites: ['main'], trigger: 'webhook', reason: 'a', entryIds: ['p1'] });
    const running = await builds.started(1);
    queue.request({ sites: ['main'], trigger: 'webhook', reason: 'b', entryIds: ['p2'] });
    const [joined] = queue.request({ sites: ['main'], trigger: 'dev', reason: 'c' });
    expect(joined!.entryIds).toEqual([]);
    const [later] = queue.request({ sites: ['main'], trigger: 'editor', reason: 'd', entryIds: ['p3'] });
    expect(later!.entryIds).toEqual([]);
    running.finish();
    const next = await builds.started(2);
    expect(next.run.entryIds).toEqual([]);
    next.finish();
    await queue.idle();
  });

  it('merges the locales of requests joining one run: the union, or all when one asks for all', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    queue.request({ sites: ['main'], trigger: 'dev', reason: 'a' });
    const running = await builds.started(1);
    const [some] = queue.request({ sites: ['main'], trigger: 'dev', reason: 'b', locales: ['en'] });
    expect(some).toMatchObject({ locales: ['en'] });
    const [more] = queue.request({ sites: ['main'], trigger: 'dev', reason: 'c', locales: ['de-ch', 'en'] });
    expect(more).toMatchObject({ id: some!.id, locales: ['en', 'de-ch'] });
    const [events] = queue.request({ sites: ['events'], trigger: 'dev', reason: 'd', locales: ['en'] });
    const [all] = queue.request({ sites: ['events'], trigger: 'webhook', reason: 'e' });
    expect(all!.id).toBe(events!.id);
    expect(all!.locales).toBeUndefined();
    running.finish();
    const main = await builds.started(2);
    expect(main.run).toMatchObject({ site: 'main', locales: ['en', 'de-ch'] });
    main.finish();
    const eventsRun = await builds.started(3);
    expect(eventsRun.run.site).toBe('events');
    expect(eventsRun.run.locales).toBeUndefined();
    eventsRun.finish();
    await queue.idle();
  });

  it('runs one build at a time across sites, in request order', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    queue.request({ sites: ['events', 'main'], trigger: 'webhook', reason: 'nav' });
    queue.request({ sites: ['shop'], trigger: 'editor', reason: 'publish' });
    (await builds.started(1)).finish();
    (await builds.started(2)).finish();
    (await builds.started(3)).finish();
    await queue.idle();
    expect(builds.calls.map((call) => call.run.site)).toEqual(['events', 'main', 'shop']);
    expect(builds.maxParallel).toBe(1);
  });

  it('answers a submitted request with the run it joined, as request() does', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    const [running] = await queue.submit({ sites: ['main'], trigger: 'webhook', reason: 'a' });
    const [queued] = await queue.submit({ sites: ['main', 'nowhere'], trigger: 'editor', reason: 'b' });
    const runs = await queue.submit({ sites: ['main'], trigger: 'webhook', reason: 'c' });
    expect(runs).toEqual([expect.objectContaining({ id: queued!.id, coalesced: 1 })]);
    expect(queued!.id).not.toBe(running!.id);
    (await builds.started(1)).finish();
    expect((await builds.started(2)).run.id).toBe(queued!.id);
  });

  it('ignores sites it does not know', () => {
    const queue = createRebuildQueue({ run: fakeBuilds().run, sites });
    expect(queue.request({ sites: ['nowhere'], trigger: 'webhook', reason: 'x' })).toEqual([]);
    expect(queue.status()).toEqual([]);
  });

  it('records a failed run with its reason and goes on with the next', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    queue.request({ sites: ['main', 'events'], trigger: 'webhook', reason: 'x' });
    (await builds.started(1)).finish(new Error('The content service answered 502'));
    (await builds.started(2)).finish();
    await queue.idle();
    const [events, main] = queue.status();
    expect(main!.last).toMatchObject({ state: 'failed', error: 'The content service answered 502' });
    expect(events!.last).toMatchObject({ state: 'succeeded', pages: 10, pagesRendered: 1 });
  });

  it('tells listeners of queued, started, progress and finished runs', async () => {
    const builds = fakeBuilds();
    let clock = 1000;
    const queue = createRebuildQueue({ run: builds.run, sites, now: () => clock++ });
    const events: RebuildEvent[] = [];
    const stop = queue.subscribe((event) => events.push(event));
    queue.request({ sites: ['main'], trigger: 'editor', reason: 'publish' });
    const call = await builds.started(1);
    call.report('load');
    call.report('render');
    call.finish();
    await queue.idle();
    stop();
    queue.request({ sites: ['main'], trigger: 'editor', reason: 'again' });
    expect(events.map((event) => `${event.type}:${event.run.phase ?? ''}`)).toEqual([
      'queued:',
      'started:',
      'progress:load',
      'progress:render',
      'finished:',
    ]);
    expect(events.at(-1)!.run).toMatchObject({ state: 'succeeded', requestedAt: 1000, startedAt: 1001 });
    expect(events.at(-1)!.run.finishedAt).toBeGreaterThan(1001);
  });

  it('close drops queued runs, waits for the running one and takes no more requests', async () => {
    const builds = fakeBuilds();
    const queue = createRebuildQueue({ run: builds.run, sites });
    queue.request({ sites: ['main', 'events'], trigger: 'webhook', reason: 'x' });
    const running = await builds.started(1);
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(closed).toBe(false);
    running.finish();
    await closing;
    expect(builds.calls).toHaveLength(1);
    expect(queue.request({ sites: ['shop'], trigger: 'webhook', reason: 'y' })).toEqual([]);
    await queue.idle();
  });
});
