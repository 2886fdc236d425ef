import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import type { RebuildOutcome } from '../../../../core/pipeline/rebuild-queue.ts';
import type { SharedState } from '../../../../core/serving/context.ts';
import type { RebuildEvent, RebuildQueue, RebuildRun } from '../../../../core/serving/rebuild.ts';
import {
  ABANDONED_RUN_ERROR,
  createSharedRebuildQueue,
} from '../../../../runtime/server/shared-rebuild-queue.ts';
import { connectSharedState } from '../../../../runtime/server/shared-state.ts';
import { startRedis, type TestRedis } from '../../../helpers/real-services.ts';

/*
 * Several runtime instances on one output folder with config `redis.url` set share one rebuild queue
 * in a real Redis server: requests to any instance coalesce into one queued run, one build runs at a
 * time across the instances, every instance's listeners see every run, and a run queued behind a build
 * whose instance died still builds on another once the dead one's lease ran out. The runner stands in
 * for the build: it records what ran where and finishes when the test says.
 */

let redis: TestRedis;
const states: SharedState[] = [];
const queues: RebuildQueue[] = [];
const SITES = ['alpha', 'beta', 'gamma'];

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  for (const build of builds) build.finish();
  await Promise.all(queues.map((queue) => queue.close()));
  await Promise.all(states.map((state) => state.close()));
  await redis?.stop();
});

interface Build {
  instance: string;
  run: RebuildRun;
  report: (phase: string) => void;
  finish: (error?: Error) => void;
}

/** Every build any instance started, in start order, and how many ran at once at most. */
const builds: Build[] = [];
let building = 0;
let mostAtOnce = 0;

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * One runtime instance's queue on `folder`: its own Redis connections, its own runner, its events.
 * @param autoFinishMs finish every build after this long (default: when the test says).
 */
async function instance(
  name: string,
  folder: string,
  options: { autoFinishMs?: number; leaseMs?: number } = {},
) {
  const state = connectSharedState({ url: redis.url, logger: silentLogger() });
  states.push(state);
  await until(() => state.available());
  const events: RebuildEvent[] = [];
  const queue = createSharedRebuildQueue({
    state,
    namespace: folder,
    sites: () => SITES,
    leaseMs: options.leaseMs ?? 3_000,
    pollMs: 50,
    run: (run, report) =>
      new Promise<RebuildOutcome>((resolve, reject) => {
        building += 1;
        mostAtOnce = Math.max(mostAtOnce, building);
        let done = false;
        const finish = (error?: Error) => {
          if (done) return;
          done = true;
          building -= 1;
          if (error) reject(error);
          else resolve({ pages: 12, pagesRendered: 3, buildId: `${name}-${builds.length}` });
        };
        builds.push({ instance: name, run, report, finish });
        if (options.autoFinishMs !== undefined) setTimeout(finish, options.autoFinishMs);
      }),
  });
  queues.push(queue);
  queue.subscribe((event) => events.push(event));
  // The subscription is in place once the queue has read the shared runs.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { name, state, queue, events };
}

describe('the rebuild queue shared by runtime instances through Redis', () => {
  it('coalesces requests to both instances into one queued run and builds it once more', async () => {
    const start = builds.length;
    const one = await instance('one', '/srv/out-coalesce');
    const other = await instance('other', '/srv/out-coalesce');
    one.queue.request({
      sites: ['alpha'],
      trigger: 'webhook',
      reason: 'webhook: Page.PUBLISH p1',
      entryIds: ['p1'],
    });
    await until(() => builds.length === start + 1);
    const first = builds[start]!;
    expect(first.run.entryIds).toEqual(['p1']);
    // While it builds, both instances are asked again.
    one.queue.request({
      sites: ['alpha'],
      trigger: 'webhook',
      reason: 'webhook: Page.PUBLISH p2',
      entryIds: ['p2'],
    });
    other.queue.request({
      sites: ['alpha'],
      trigger: 'editor',
      reason: 'editor: published p3',
      entryIds: ['p3'],
    });
    other.queue.request({
      sites: ['alpha'],
      trigger: 'webhook',
      reason: 'webhook: Page.PUBLISH p2',
      entryIds: ['p2'],
    });
    await until(() => [one, other].every(({ queue }) => queue.status('alpha')[0]?.queued?.coalesced === 2));
    const [status] = other.queue.status('alpha');
    expect(status?.running?.id).toBe(first.run.id);
    expect(status?.queued?.entryIds.sort()).toEqual(['p2', 'p3']);
    expect(builds.length).toBe(start + 1);

    first.finish();
    await until(() => builds.length === start + 2);
    const second = builds[start + 1]!;
    expect(second.run.coalesced).toBe(2);
    expect([...second.run.entryIds].sort()).toEqual(['p2', 'p3']);
    second.finish();
    await Promise.all([one.queue.idle(), other.queue.idle()]);
    // Nothing more builds: three requests, one run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(builds.length).toBe(start + 2);
    for (const { queue } of [one, other]) {
      const [finished] = queue.status('alpha');
      expect(finished).toMatchObject({
        running: null,
        queued: null,
        last: { id: second.run.id, state: 'succeeded' },
      });
    }
  });

  it('answers a submitted request with the run that builds, when two instances queue a site at once', async () => {
    const start = builds.length;
    const one = await instance('one', '/srv/out-race');
    const other = await instance('other', '/srv/out-race');
    // Asked in the same moment, neither has heard of the other's run: one of the two writes joins the other.
    const [mine, theirs] = await Promise.all([
      one.queue.submit({ sites: ['alpha'], trigger: 'webhook', reason: 'webhook: p1', entryIds: ['p1'] }),
      other.queue.submit({ sites: ['alpha'], trigger: 'editor', reason: 'editor: p2', entryIds: ['p2'] }),
    ]);
    expect(mine).toHaveLength(1);
    expect(theirs?.[0]?.id).toBe(mine![0]!.id);
    await until(() => builds.length === start + 1);
    const build = builds[start]!;
    expect(build.run.id).toBe(mine![0]!.id);
    expect([...build.run.entryIds].sort()).toEqual(['p1', 'p2']);
    build.finish();
    await Promise.all([one.queue.idle(), other.queue.idle()]);
    expect(builds.length).toBe(start + 1);
  });

  it('never builds twice at once across instances, in the order runs were queued', async () => {
    const start = builds.length;
    mostAtOnce = 0;
    const one = await instance('one', '/srv/out-serial', { autoFinishMs: 80 });
    const other = await instance('other', '/srv/out-serial', { autoFinishMs: 80 });
    one.queue.request({ sites: ['alpha'], trigger: 'webhook', reason: 'webhook: a' });
    await until(() => builds.length === start + 1);
    other.queue.request({ sites: ['beta'], trigger: 'webhook', reason: 'webhook: b' });
    await until(() => other.queue.status('beta').length > 0);
    one.queue.request({ sites: ['gamma', 'alpha'], trigger: 'editor', reason: 'editor: c' });
    await until(() => builds.length === start + 4);
    await Promise.all([one.queue.idle(), other.queue.idle()]);
    expect(mostAtOnce).toBe(1);
    expect(builds.slice(start).map((build) => build.run.site)).toEqual(['alpha', 'beta', 'gamma', 'alpha']);
  });

  it("tells every instance's listeners of a run another instance builds", async () => {
    const start = builds.length;
    const one = await instance('one', '/srv/out-events');
    const other = await instance('other', '/srv/out-events');
    other.queue.request({ sites: ['beta'], trigger: 'editor', reason: 'editor: publish and rebuild' });
    await until(() => builds.length === start + 1);
    const build = builds[start]!;
    build.report('render');
    build.finish();
    const watcher = build.instance === 'one' ? other : one;
    await until(() => watcher.events.some((event) => event.type === 'finished'));
    const seen = watcher.events.filter((event) => event.run.id === build.run.id);
    expect(seen.map((event) => event.type)).toEqual(['queued', 'started', 'progress', 'finished']);
    expect(seen[2]?.run.phase).toBe('render');
    expect(seen[3]?.run).toMatchObject({ state: 'succeeded', pages: 12, pagesRendered: 3 });
    expect(watcher.queue.status('beta')[0]?.last?.id).toBe(build.run.id);
  });

  it('builds the queued run on another instance once a builder that died has lost its lease', async () => {
    const start = builds.length;
    const one = await instance('one', '/srv/out-crash', { leaseMs: 600 });
    const other = await instance('other', '/srv/out-crash', { leaseMs: 600 });
    one.queue.request({ sites: ['gamma'], trigger: 'webhook', reason: 'webhook: first' });
    await until(() => builds.length === start + 1);
    const abandoned = builds[start]!;
    const [dead, alive] = abandoned.instance === 'one' ? [one, other] : [other, one];
    alive.queue.request({
      sites: ['gamma'],
      trigger: 'webhook',
      reason: 'webhook: second',
      entryIds: ['p9'],
    });
    await until(() => alive.queue.status('gamma')[0]?.queued !== null);
    // The builder's process is gone: its connections drop, its lease is renewed no more.
    await dead.state.close();
    await until(() => builds.length === start + 2, 10_000);
    const takeover = builds[start + 1]!;
    expect(takeover.instance).toBe(alive.name);
    expect(takeover.run.entryIds).toEqual(['p9']);
    const ended = alive.events.find(
      (event) => event.type === 'finished' && event.run.id === abandoned.run.id,
    );
    expect(ended?.run).toMatchObject({ state: 'failed', error: ABANDONED_RUN_ERROR });
    takeover.finish();
    await until(() => alive.queue.status('gamma')[0]?.last?.id === takeover.run.id);
    // The dead build ending late changes nothing.
    abandoned.finish();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alive.queue.status('gamma')[0]).toMatchObject({
      running: null,
      queued: null,
      last: { id: takeover.run.id, state: 'succeeded' },
    });
  });

  it('builds a request in process while Redis is unreachable, and shares again once it answers', async () => {
    const start = builds.length;
    const one = await instance('one', '/srv/out-outage');
    const other = await instance('other', '/srv/out-outage');
    await redis.stop();
    await until(() => !one.state.available());
    const [run] = one.queue.request({
      sites: ['alpha'],
      trigger: 'webhook',
      reason: 'webhook: during the outage',
    });
    expect(run).toMatchObject({ site: 'alpha', state: 'queued' });
    await until(() => builds.length === start + 1);
    const local = builds[start]!;
    expect(local.instance).toBe('one');
    local.finish();
    await one.queue.idle();
    expect(one.queue.status('alpha')[0]?.last).toMatchObject({ id: run!.id, state: 'succeeded' });
    expect(one.events.map((event) => event.type)).toEqual(['queued', 'started', 'finished']);

    await redis.restart();
    await until(() => [one, other].every(({ state }) => state.available()));
    // The subscription is back once a shared run's events reach the other instance.
    await new Promise((resolve) => setTimeout(resolve, 300));
    one.queue.request({ sites: ['beta'], trigger: 'webhook', reason: 'webhook: after the outage' });
    await until(() => builds.length === start + 2);
    builds[start + 1]!.finish();
    await until(() => other.events.some((event) => event.type === 'finished' && event.run.site === 'beta'));
  }, 30_000);
});
