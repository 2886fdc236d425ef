import { DEFAULT_RATE_LIMITS } from '../../core/rate-limits.ts';
import { type RuntimeInstance, startRuntimeInstance } from './two-instances.ts';

/*
 * The API budget (`rateLimits.api`) as a visitor meets it, for the scale-out tests: a runtime instance
 * with a small budget shared through Redis, and a visitor's POSTs to it.
 */

/**
 * Starts a runtime instance with no sites whose API budget is `limit` POSTs a minute per address,
 * counted in the Redis at `redisUrl` under `redisPrefix` (config `redis.prefix`; default `sitefleet:`).
 */
export function startBudgetedInstance(input: {
  outDir: string;
  redisUrl: string;
  limit: number;
  redisPrefix?: string;
}): Promise<RuntimeInstance> {
  return startRuntimeInstance({
    context: {
      outDir: input.outDir,
      endpoints: {},
      rateLimits: {
        api: { limit: input.limit, windowMs: 60_000 },
        editorAuthentication: DEFAULT_RATE_LIMITS.editorAuthentication,
      },
      redisUrl: input.redisUrl,
      ...(input.redisPrefix ? { redisPrefix: input.redisPrefix } : {}),
    },
  });
}

/** `count` API POSTs to `url` (an instance or a balancer), one after another; their statuses in order. */
export async function postApi(url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${url}/api/anything`, { method: 'POST', headers: { origin: url } });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}
