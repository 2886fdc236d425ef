import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimit } from '../../core/rate-limits.ts';
import type { RuntimeContext, RuntimeRateLimits } from '../../core/serving/context.ts';

/**
 * A rate limiter of the runtime's APIs (docs/security.md rule 6) with express-rate-limit's in-memory store:
 * at most `limit` requests per client address (`request.ip`, which honours `trust proxy`; IPv6 by /56)
 * in a fixed window of `windowMs` ms. Every answer carries the standard `RateLimit` and
 * `RateLimit-Policy` headers (IETF draft 8, the policy named `name`); the request over the limit gets
 * 429 JSON `{ ...body, error }` with `Retry-After` and `Cache-Control: no-store`, and is not handled.
 * Create it once per router: the count lives in the limiter.
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
