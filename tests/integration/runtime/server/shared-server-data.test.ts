import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDataCache } from '../../../../core/cache/server-data-cache.ts';
import { silentLogger } from '../../../../core/logger.ts';
import { DEFAULT_SHARED_KEY_PREFIX, type SharedState } from '../../../../core/serving/context.ts';
import { sharedServerData, sharedServerDataPrefix } from '../../../../runtime/kit/shared-server-data.ts';
import { connectSharedState } from '../../../../runtime/server/shared-state.ts';
import { startRedis, type TestRedis } from '../../../helpers/real-services.ts';

/*
 * The server-data cache of several runtime instances (public-site §9 rules unchanged) with config
 * `redis.url` set to one real Redis server: an entry one instance loaded is served by the others, one
 * instance refreshes a key for all, a clear on one empties every instance's own entries, and while Redis
 * is gone each instance goes on with its own cache (and a clear with the instance that asked).
 */

let redis: TestRedis;
const states: SharedState[] = [];

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);

afterAll(async () => {
  await Promise.all(states.map((state) => state.close()));
  await redis?.stop();
});

/** One runtime instance's cache: its own Redis connection, as each process has. */
async function instanceCache() {
  const state = connectSharedState({ url: redis.url, logger: silentLogger() });
  states.push(state);
  const deadline = Date.now() + 10_000;
  while (!state.available() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return createServerDataCache({ shared: sharedServerData(state) });
}

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      // What a content service answers: structured data, a Map included.
      return { navigation: [{ label: 'Company', href: '/company' }], byId: new Map([['p1', calls]]) };
    },
    get calls() {
      return calls;
    },
  };
}

describe('the server-data cache shared by runtime instances through Redis', () => {
  it('serves on one instance what another loaded, as it was loaded', async () => {
    const [one, other] = [await instanceCache(), await instanceCache()];
    const loader = counter();
    const first = await one.get({ key: 'navigation|main|en|PUBLISHED', load: loader.load });
    const second = await other.get({ key: 'navigation|main|en|PUBLISHED', load: loader.load });
    expect(loader.calls).toBe(1);
    expect(second).toEqual(first);
    expect(second.byId.get('p1')).toBe(1);
  });

  it('loads a key that several instances miss at once only once', async () => {
    const caches = [await instanceCache(), await instanceCache(), await instanceCache()];
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { answer: 'fresh' };
    };
    const answers = await Promise.all(caches.map((cache) => cache.get({ key: 'product|omega-740', load })));
    expect(answers).toEqual([{ answer: 'fresh' }, { answer: 'fresh' }, { answer: 'fresh' }]);
    expect(loads).toBe(1);
  });

  it('makes every instance drop its own entries when an editor clears on one', async () => {
    const [one, other] = [await instanceCache(), await instanceCache()];
    await untilAllListen();
    expect(await one.get({ key: 'news|en', load: async () => ['old'] })).toEqual(['old']);
    expect(await other.get({ key: 'news|en', load: async () => ['unused'] })).toEqual(['old']);

    one.clear();
    expect(await one.get({ key: 'news|en', load: async () => ['new'] })).toEqual(['new']);
    // The other instance serves the new entry at once, not its own until it expires.
    expect(await other.get({ key: 'news|en', load: async () => ['loaded again'] })).toEqual(['new']);
  });

  it('goes on per instance while Redis is down, and shares again once it is back', async () => {
    const [one, other] = [await instanceCache(), await instanceCache()];
    await redis.stop();
    const loader = counter();
    await expect(one.get({ key: 'stories|en', load: loader.load })).resolves.toBeTruthy();
    await expect(other.get({ key: 'stories|en', load: loader.load })).resolves.toBeTruthy();
    expect(loader.calls).toBe(2);
    await redis.restart();
    const deadline = Date.now() + 10_000;
    while (!states.every((state) => state.available()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await one.get({ key: 'locations|en', load: loader.load });
    await other.get({ key: 'locations|en', load: loader.load });
    expect(loader.calls).toBe(3);
  }, 30_000);

  it('keeps a clear on the instance that asked while Redis is down; the others drop their entries once it is back', async () => {
    const [one, other] = [await instanceCache(), await instanceCache()];
    await until(() => states.every((state) => state.available()));
    await untilAllListen();
    expect(await one.get({ key: 'products|en', load: async () => ['old'] })).toEqual(['old']);
    expect(await other.get({ key: 'products|en', load: async () => ['unused'] })).toEqual(['old']);

    await redis.stop();
    one.clear();
    expect(await one.get({ key: 'products|en', load: async () => ['new'] })).toEqual(['new']);
    expect(await other.get({ key: 'products|en', load: async () => ['unused'] })).toEqual(['old']);

    await redis.restart();
    // It may have missed a clear meanwhile: its own entries go when its subscription is back.
    await until(() => other.size === 0);
    expect(await other.get({ key: 'products|en', load: async () => ['reloaded'] })).toEqual(['reloaded']);
  }, 30_000);
});

/** Waits until every instance's cache listens for the others' clears (each subscribes when it is made). */
async function untilAllListen(): Promise<void> {
  const channel = `${sharedServerDataPrefix(DEFAULT_SHARED_KEY_PREFIX)}cleared`;
  await until(async () => {
    const reply = await states[0]!.sendCommand('PUBSUB', 'NUMSUB', channel);
    return Array.isArray(reply) && Number(reply[1]) === states.length;
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
