import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApi, startBudgetedInstance } from '../../helpers/api-budget.ts';
import { startRedis, type TestRedis } from '../../helpers/real-services.ts';
import {
  type BalancedInstances,
  type RuntimeInstance,
  startBalancedInstances,
  until,
} from '../../helpers/two-instances.ts';

/*
 * Two runtime instances with config `redis.url` behind a round-robin load balancer, seen from one
 * visitor: the API budget (`rateLimits.api`, 10 a minute) holds across both; with Redis stopped the
 * instances still answer every request and each limits on its own (docs/deploy.md: up to 2× the
 * budget), and once Redis is back they share one budget again. Each instance's fallback and its log
 * lines are tested in tests/integration/runtime/server/shared-rate-limits.test.ts.
 */

const LIMIT = 10;
let redis: TestRedis;
let outDir: string;
let fleet: BalancedInstances<RuntimeInstance>;

beforeAll(async () => {
  redis = await startRedis();
  outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-scale-limits-'));
  fleet = await startBalancedInstances(2, () =>
    startBudgetedInstance({ outDir, redisUrl: redis.url, limit: LIMIT }),
  );
}, 30_000);

afterAll(async () => {
  await fleet?.close();
  await redis?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** `count` API requests through the balancer, one after another; their statuses in order. */
const post = (count: number) => postApi(fleet.proxy.url, count);

const available = (up: boolean) => () =>
  fleet.instances.every((instance) => instance.context.sharedState?.available() === up);

describe('the API budget behind a load balancer (config redis.url)', () => {
  it('holds across both instances, per instance while Redis is down, and across both again after', async () => {
    const { proxy } = fleet;
    const before = [...proxy.answered];
    const shared = await post(LIMIT + 2);
    expect(shared.slice(0, LIMIT)).not.toContain(429);
    expect(shared.slice(LIMIT)).toEqual([429, 429]);
    // Both instances answered their share: the budget is not one instance's.
    expect(proxy.answered.map((count, index) => count - before[index]!)).toEqual([
      (LIMIT + 2) / 2,
      (LIMIT + 2) / 2,
    ]);

    // Requests right after Redis died are still answered; each instance now counts for itself.
    await redis.stop();
    const alone = await post(2 * LIMIT + 2);
    expect(alone.filter((status) => status >= 500)).toEqual([]);
    expect(alone.filter((status) => status !== 429)).toHaveLength(2 * LIMIT);
    expect(alone.slice(2 * LIMIT)).toEqual([429, 429]);
    await until(available(false), 10_000, 'both instances to see Redis down');

    await redis.restart();
    await until(available(true), 15_000, 'both instances to reach Redis again');
    // Redis restarted empty: one fresh budget for both.
    const again = await post(LIMIT + 2);
    expect(again.slice(0, LIMIT)).not.toContain(429);
    expect(again.slice(LIMIT)).toEqual([429, 429]);
  }, 40_000);
});
