import type { Request, RequestHandler, Response } from 'express';
import {
  type ClientRateLimitInfo,
  MemoryStore,
  type Options,
  rateLimit,
  type Store,
} from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { DEFAULT_RATE_LIMITS, type RateLimit } from '../../core/rate-limits.ts';
import type { RuntimeContext, RuntimeRateLimits, SharedState } from '../../core/serving/context.ts';

/**
 * A rate limiter of the runtime's APIs (docs/security.md rule 6), counting in {@link createRateLimitStore}'s
 * store (shared by the runtime instances when config `redis.url` is set, else in memory):
 * at most `limit` requests per client address (`request.ip`, which honours `trust proxy`; IPv6 by /56)
 * in a fixed window of `windowMs` ms. Every answer carries the standard `RateLimit` and
 * `RateLimit-Policy` headers (IETF draft 8, the policy named `name`); the request over the limit gets
 * 429 JSON `{ ...body, error }` with `Retry-After` and `Cache-Control: no-store`, and is not handled.
 * Create it once per router, with a `name` no other limiter of the runtime has: in memory the count lives
 * in the limiter, in Redis under the name.
 *
 * @param input.which which limit of `context.rateLimits` (unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`).
 * @param input.name the policy name in the headers (`api`, `read-only-api`, `editor-authentication`).
 * @param input.skip requests that do not count (e.g. GET), default none.
 * @param input.skipSuccessfulRequests count failures only: an answer below 400 gives its hit back (so a
 *   right password or a valid hash never uses up the budget of guesses); default false.
 * @param input.body fields the 429 JSON answer carries besides `error` (the route's own answer shape,
 *   e.g. `{ success: false }`); default none.
 */
export function createRateLimit(input: {
  context: RuntimeContext;
  which: keyof RuntimeRateLimits;
  name: string;
  skip?: (request: Request, response: Response) => boolean;
  skipSuccessfulRequests?: boolean;
  body?: Readonly<Record<string, unknown>>;
}): RequestHandler {
  const config: RateLimit = input.context.rateLimits?.[input.which] ?? DEFAULT_RATE_LIMITS[input.which];
  const { skip } = input;
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: input.name,
    store: createRateLimitStore({ context: input.context, name: input.name }),
    skipSuccessfulRequests: input.skipSuccessfulRequests ?? false,
    ...(skip ? { skip: (request, response) => skip(request, response) } : {}),
    handler: (_request, response) => {
      const seconds = Math.ceil(config.windowMs / 1000);
      response.setHeader('cache-control', 'no-store');
      response.status(429).json({
        ...input.body,
        error: `Too many requests: at most ${config.limit} per ${seconds} s from one address. Try again later.`,
      });
    },
  });
}

/**
 * The Redis key prefix of a limiter's counts (rate-limit-redis's `prefix`): `<keyPrefix>rl:<name>:`, then
 * the client's key; with the default key prefix `sitefleet:rl:<name>:`.
 * @param keyPrefix the shared state's `keyPrefix` (config `redis.prefix`).
 */
export const rateLimitPrefix = (keyPrefix: string, name: string) => `${keyPrefix}rl:${name}:`;

/**
 * The express-rate-limit store of one limiter (its `store` option; a new one for every limiter).
 * Without `context.sharedState` (config `redis.url` unset): express-rate-limit's in-memory store, each
 * process counting alone. With it: rate-limit-redis under {@link rateLimitPrefix}, so every runtime
 * instance spends the one budget per client address, with windows that start at an address's first hit.
 *
 * While Redis is unreachable (down at start, an outage, no answer within
 * runtime/server/shared-state.ts `SHARED_STATE_COMMAND_TIMEOUT_MS`) requests are still limited, never
 * failed: each one counts in an in-memory store of this instance instead, with the same limit and
 * window (so N instances let up to N times the budget through meanwhile). The shared state logs the
 * outage once; when Redis answers again, counting goes back to it (the counts it held before are kept,
 * or gone if Redis restarted empty), and the in-memory counts lapse with their windows.
 *
 * @param input.name the limiter's name (unique per runtime: limiters of one name share their counts).
 */
export function createRateLimitStore(input: { context: RuntimeContext; name: string }): Store {
  const shared = input.context.sharedState;
  return shared
    ? new SharedRateLimitStore(shared, rateLimitPrefix(shared.keyPrefix, input.name))
    : new MemoryStore();
}

/** rate-limit-redis over the shared state, falling back to an in-memory store while Redis is unreachable. */
class SharedRateLimitStore implements Store {
  /** Counts are not this limiter's alone (express-rate-limit's validations): they are shared by name. */
  readonly localKeys = false;
  readonly prefix: string;
  readonly #shared: SharedState;
  readonly #redis: RedisStore;
  readonly #local = new MemoryStore();
  #options: Options | null = null;
  /** Loading rate-limit-redis's scripts (its `init`); null: load before the next command. */
  #scripts: Promise<void> | null = null;

  constructor(shared: SharedState, prefix: string) {
    this.#shared = shared;
    this.prefix = prefix;
    this.#redis = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => shared.sendCommand(command, ...args),
    });
  }

  init(options: Options): void {
    this.#options = options;
    this.#local.init(options);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return await this.#either(
      () => this.#redis.increment(key),
      () => this.#local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.#either(
      () => this.#redis.decrement(key),
      () => this.#local.decrement(key),
    );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return await this.#either(
      () => this.#redis.get(key),
      () => this.#local.get(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.#local.resetKey(key);
    await this.#either(
      () => this.#redis.resetKey(key),
      async () => {},
    );
  }

  shutdown(): void {
    this.#local.shutdown();
  }

  /** `shared()` in Redis when it is up, else (or when it fails: the shared state logs why) `local()`. */
  async #either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.#shared.available() || !this.#options) return await local();
    try {
      // A script load that failed (Redis down at start, or during an outage) is tried again here.
      const options = this.#options;
      this.#scripts ??= this.#redis.init(options);
      await this.#scripts;
      return await shared();
    } catch {
      this.#scripts = null;
      return await local();
    }
  }
}
