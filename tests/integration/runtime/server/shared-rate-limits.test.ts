import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../../core/rate-limits.ts';
import type { RuntimeContext } from '../../../../core/serving/context.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { startRedis, type TestRedis } from '../../../helpers/real-services.ts';

/*
 * Several runtime instances behind one load balancer, each with config `redis.url` set to one real
 * Redis server: the API budget (`rateLimits.api`, 10 a minute here) is one for all of them, and
 * while Redis is gone each instance still limits on its own.
 */

const LIMIT = 10;
const lines: { level: number; msg: string }[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
let redis: TestRedis;
let outDir: string;
const started: Instance[] = [];

interface Instance {
  url: string;
  context: RuntimeContext;
  close(): Promise<void>;
}

async function startInstance(log = logger): Promise<Instance> {
  const context = await createRuntimeContext({
    outDir,
    logger: log,
    endpoints: {},
    rateLimits: {
      api: { limit: LIMIT, windowMs: 60_000 },
      editorAuthentication: DEFAULT_RATE_LIMITS.editorAuthentication,
    },
    redisUrl: redis.url,
  });
  const runtime = createRuntimeApp({ context });
  const server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  const instance = {
    url: server.url,
    context,
    async close() {
      await server.close();
      await runtime.close();
    },
  };
  started.push(instance);
  return instance;
}

/** Waits until every instance's Redis connection is (or is not) up. */
async function untilConnected(instances: Instance[], up: boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (instances.some((instance) => instance.context.sharedState?.available() !== up)) {
    if (Date.now() > deadline) throw new Error(`the Redis connections did not become ${up ? 'up' : 'down'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POSTs to the API of the instances in turn; the statuses in order. */
async function postInTurn(instances: Instance[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { url } = instances[index % instances.length]!;
    const response = await fetch(`${url}/api/anything`, { method: 'POST', headers: { origin: url } });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

const warnings = () =>
  lines.filter((line) => line.level === pino.levels.values.warn && line.msg.includes('is unreachable'));

beforeAll(async () => {
  redis = await startRedis();
  outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-shared-limits-'));
});
afterAll(async () => {
  for (const instance of started) await instance.close();
  await redis?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('rate limits shared in Redis (config redis.url)', () => {
  it('spend one budget across instances, fall back to per-instance limits while Redis is down, and share again after', async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    await untilConnected([first, second], true);

    const shared = await postInTurn([first, second], LIMIT + 2);
    expect(shared.slice(0, LIMIT)).not.toContain(429);
    expect(shared.slice(LIMIT)).toEqual([429, 429]);
    const over = await fetch(`${second.url}/api/anything`, {
      method: 'POST',
      headers: { origin: second.url },
    });
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit-policy')).toMatch(new RegExp(`^"api"; q=${LIMIT}; w=60;`));

    await redis.stop();
    await untilConnected([first, second], false);
    // An instance that starts while Redis is down starts all the same.
    const third = await startInstance();
    const alone = await postInTurn([first, second, third], 3 * (LIMIT + 1));
    expect(alone).not.toContain(500);
    // Each instance counts for itself: LIMIT answers from each, then 429 from each.
    expect(alone.filter((status) => status !== 429)).toHaveLength(3 * LIMIT);
    expect(alone.slice(3 * LIMIT)).toEqual([429, 429, 429]);
    // One warning per instance for the whole outage, however many requests fell back.
    expect(warnings()).toHaveLength(3);
    // Closing while Redis is down does not wait for it.
    const fourth = await startInstance(pino({ level: 'silent' }));
    await fourth.close();

    await redis.restart();
    await untilConnected([first, second, third], true);
    // Redis restarted empty: a fresh shared budget, the third instance (which never reached it) included.
    const again = await postInTurn([first, second, third], LIMIT + 3);
    expect(again.slice(0, LIMIT)).not.toContain(429);
    expect(again.slice(LIMIT)).toEqual([429, 429, 429]);
    expect(
      lines.filter((line) => line.level === pino.levels.values.info && line.msg.includes('answers again')),
    ).toHaveLength(3);
    expect(warnings()).toHaveLength(3);
  });
});
