import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import type { SharedState } from '../../../core/serving/context.ts';
import type { RebuildQueue } from '../../../core/serving/rebuild.ts';
import { serverDataCache } from '../../../runtime/kit/server-data.ts';
import { createSharedRebuildQueue } from '../../../runtime/server/shared-rebuild-queue.ts';
import { connectSharedState } from '../../../runtime/server/shared-state.ts';
import { postApi, startBudgetedInstance } from '../../helpers/api-budget.ts';
import { startRedis, type TestRedis } from '../../helpers/real-services.ts';
import { type RuntimeInstance, until } from '../../helpers/two-instances.ts';

/*
 * Two deployments on ONE Redis server, told apart by config `redis.prefix`: a staging fleet (two
 * instances, `staging:`) and a production one (one instance, `prod:`). The staging instances share
 * their API budget, cache entries and rebuild queue as any fleet does; nothing of it reaches production,
 * and every key in Redis starts with one of the two prefixes.
 */

const LIMIT = 4;
const KEY = 'navigation|main|en|PUBLISHED';
let redis: TestRedis;
let outDir: string;
let staging: RuntimeInstance[];
let production: RuntimeInstance;
let raw: SharedState;
const queues: RebuildQueue[] = [];

const deploymentInstance = (prefix: string) =>
  startBudgetedInstance({ outDir, redisUrl: redis.url, limit: LIMIT, redisPrefix: prefix });

beforeAll(async () => {
  redis = await startRedis();
  outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-scale-prefix-'));
  [staging, production] = await Promise.all([
    Promise.all([deploymentInstance('staging:'), deploymentInstance('staging:')]),
    deploymentInstance('prod:'),
  ]);
  raw = connectSharedState({ url: redis.url, logger: silentLogger() });
  await until(() => raw.available(), 10_000, 'the Redis connection');
}, 30_000);

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  for (const instance of [...(staging ?? []), production]) await instance?.close();
  await raw?.close();
  await redis?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('deployments with different redis.prefix on one Redis server', () => {
  it('spend separate API budgets', async () => {
    const [one, other] = staging as [RuntimeInstance, RuntimeInstance];
    expect(await postApi(one.url, LIMIT)).not.toContain(429);
    // The other staging instance counts in the same budget: it is spent.
    expect(await postApi(other.url, 1)).toEqual([429]);
    // Production's budget is untouched.
    expect(await postApi(production.url, LIMIT)).not.toContain(429);
    expect(await postApi(production.url, 1)).toEqual([429]);
  });

  it('keep separate server-data cache entries, and a clear empties only its own', async () => {
    const [one, other] = staging.map((instance) => serverDataCache(instance.context)) as [
      ReturnType<typeof serverDataCache>,
      ReturnType<typeof serverDataCache>,
    ];
    const prod = serverDataCache(production.context);
    const loads: string[] = [];
    const loader = (name: string) => async () => {
      loads.push(name);
      return { navigation: name };
    };
    expect(await one.get({ key: KEY, load: loader('staging') })).toEqual({ navigation: 'staging' });
    expect(await prod.get({ key: KEY, load: loader('prod') })).toEqual({ navigation: 'prod' });
    // The second staging instance takes staging's shared entry; production loaded its own.
    expect(await other.get({ key: KEY, load: loader('staging again') })).toEqual({ navigation: 'staging' });
    expect(loads).toEqual(['staging', 'prod']);

    // An editor's clear on production (its next read waits for the shared deletes) leaves staging's entry.
    prod.clear();
    expect(await prod.get({ key: KEY, load: loader('prod again') })).toEqual({ navigation: 'prod again' });
    expect(await raw.sendCommand('EXISTS', `staging:server-data:${KEY}`)).toBe(1);
  });

  it('queue rebuilds apart, even on the same output folder', async () => {
    const queueOf = (instance: RuntimeInstance) => {
      const queue = createSharedRebuildQueue({
        state: instance.context.sharedState!,
        namespace: outDir,
        sites: () => ['main'],
        pollMs: 50,
        run: async () => ({ pages: 1, pagesRendered: 1, buildId: 'b1' }),
      });
      queues.push(queue);
      return queue;
    };
    const [stagingQueue, otherStagingQueue, productionQueue] = [...staging, production].map(queueOf) as [
      RebuildQueue,
      RebuildQueue,
      RebuildQueue,
    ];
    const [run] = stagingQueue.request({ sites: ['main'], trigger: 'editor', reason: 'staging publish' });
    await until(
      () => otherStagingQueue.status('main')[0]?.last?.state === 'succeeded',
      10_000,
      'the staging run to finish',
    );
    expect(otherStagingQueue.status('main')[0]?.last?.id).toBe(run!.id);
    expect(productionQueue.status()).toEqual([]);
  });

  it('write every key under their own prefix', async () => {
    const keys = (await raw.sendCommand('KEYS', '*')) as string[];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !key.startsWith('staging:') && !key.startsWith('prod:'))).toEqual([]);
    expect(keys.some((key) => key.startsWith('prod:rl:'))).toBe(true);
    expect(keys.some((key) => key.startsWith('staging:rebuilds:'))).toBe(true);
  });
});
