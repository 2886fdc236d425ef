import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { connectSharedState } from '../../../../runtime/server/shared-state.ts';
import { freePort, startRedis, type TestRedis } from '../../../helpers/real-services.ts';

/*
 * The runtime's Redis connection closes at once whatever Redis does: a `preview` stopped while Redis is
 * down must still exit (and close the sandbox services after it).
 */

let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  await redis?.stop();
});

/** How long `close()` took, in ms. */
async function timedClose(close: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await close();
  return performance.now() - started;
}

describe('closing the shared-state connection', () => {
  it('takes no time when Redis went away while a subscription was open', async () => {
    const state = connectSharedState({ url: redis.url, logger: silentLogger() });
    const ready = new Promise<void>((resolve) => state.subscribe('sitefleet:test', () => {}, resolve));
    await ready;
    await redis.stop();
    const deadline = Date.now() + 10_000;
    while (state.available() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const unsubscribe = state.subscribe('sitefleet:other', () => {});
    unsubscribe();
    expect(await timedClose(() => state.close())).toBeLessThan(2_000);
    await redis.restart();
  }, 30_000);

  it('takes no time when Redis was never there', async () => {
    const state = connectSharedState({
      url: `redis://127.0.0.1:${await freePort()}`,
      logger: silentLogger(),
    });
    state.subscribe('sitefleet:test', () => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await timedClose(() => state.close())).toBeLessThan(2_000);
  });
});
