import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig, RuntimeContext, RuntimeRateLimits } from '../types.ts';

/** The config defaults of `rateLimits` (config/project-schema.ts), for contexts created without them. */
export const DEFAULT_RATE_LIMITS: RuntimeRateLimits = {
  api: { limit: 120, windowMs: 60_000 },
  editorAuthentication: { limit: 10, windowMs: 900_000 },
};

/**
 * A rate limiter of the runtime's APIs (docs/security.md rule 6) with express-rate-limit's in-memory store:
 * at most `limit` requests per client address (`request.ip`, which honours `trust proxy`; IPv6 by /56)
 * in a fixed window of `windowMs` ms. Every answer carries the standard `RateLimit` and
 * `RateLimit-Policy` headers (IETF draft 8, the policy named `name`); the request over the limit gets
 * 429 JSON `{ error }` with `Retry-After` and `Cache-Control: no-store`. Create it once per router: the
 * count lives in the limiter.
 *
 * @param input.which which limit of `context.rateLimits` (unset: {@link DEFAULT_RATE_LIMITS}).
 * @param input.name the policy name in the headers (`api`, `editor-authentication`).
 * @param input.skip requests that do not count (e.g. GET), default none.
 */
export function createRateLimit(input: {
  context: RuntimeContext;
  which: keyof RuntimeRateLimits;
  name: string;
  skip?: (request: Parameters<RequestHandler>[0]) => boolean;
}): RequestHandler {
  const config: RateLimitConfig = (input.context.rateLimits ?? DEFAULT_RATE_LIMITS)[input.which];
  const { skip } = input;
  return rateLimit({
    windowMs: config.windowMs,
    limit: config.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: input.name,
    ...(skip ? { skip: (request) => skip(request) } : {}),
    handler: (_request, response) => {
      const seconds = Math.ceil(config.windowMs / 1000);
      response.setHeader('cache-control', 'no-store');
      response.status(429).json({
        error: `Too many requests: at most ${config.limit} per ${seconds} s from one address. Try again later.`,
      });
    },
  });
}
