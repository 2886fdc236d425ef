import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { forgeRockError, sendError } from './json-http.ts';

/** A rate limit: at most `limit` failed sign-ins per client address in `windowMs` milliseconds. */
export interface LoginRateLimit {
  limit: number;
  windowMs: number;
}

/** The default login limit (config `rateLimits.login`): 20 failed sign-ins per 900 000 ms (15 minutes). */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { limit: 20, windowMs: 900_000 };

/** Runs `next` when the request may go on; otherwise the limiter has answered it. */
export type LoginLimiter = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Creates the limiter of the provider's sign-in endpoints (the login form's POST and AM's
 * `json/alpha/authenticate`, sharing one budget): express-rate-limit keyed by the client address (IPv6
 * by /56), counting failed sign-ins only (an answer below 400 gives its hit back), with the standard
 * `RateLimit` and `RateLimit-Policy` headers (IETF draft 8, policy `login`, as the runtime's limits).
 * Past the limit: 429 with `Retry-After` and the JSON body `{ code: 429, reason: 'Too Many Requests',
 * message }`, and the request is not handled.
 *
 * @param limit default {@link DEFAULT_LOGIN_RATE_LIMIT}.
 */
export function createLoginLimiter(limit: LoginRateLimit = DEFAULT_LOGIN_RATE_LIMIT): LoginLimiter {
  const middleware = rateLimit({
    limit: limit.limit,
    windowMs: limit.windowMs,
    standardHeaders: 'draft-8',
    identifier: 'login',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    // The provider listens on loopback without a proxy in front: the socket address is the client.
    keyGenerator: (request) => ipKeyGenerator(request.socket.remoteAddress ?? 'unknown'),
    handler: (_request, response) => {
      const seconds = Number(response.getHeader('retry-after')) || Math.ceil(limit.windowMs / 1000);
      sendError(
        response,
        forgeRockError(
          429,
          `Too many failed sign-ins from this address; try again in ${Math.ceil(seconds / 60)} minutes.`,
        ),
      );
    },
  });
  return (request, response, next) => {
    // The provider runs on plain node:http: the middleware uses only node's request and response, and
    // Express's `append` (for the draft-8 headers), which is node's `appendHeader`.
    const append = (name: string, value: string) => response.appendHeader(name, value);
    void middleware(
      request as Request,
      Object.assign(response, { append }) as Response,
      (error?: unknown) => {
        if (error === undefined) return next();
        if (!response.headersSent) sendError(response, forgeRockError(500, 'Internal Server Error'));
      },
    );
  };
}
