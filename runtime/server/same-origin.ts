import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { isSameOrigin } from '../kit/same-origin.ts';

/**
 * The runtime's ONE cross-site request forgery guard (docs/security.md rule 1), for every state-changing call of
 * its own APIs: the `/api` router (runtime/server/api-router.ts) applies it once to every method but GET,
 * HEAD and OPTIONS, in front of every route. Lets a request through only when `isSameOrigin`
 * (runtime/kit/same-origin.ts, shared with plugin routes: the request's own origin, on a configured
 * domain of a served site or, where the context allows it, a loopback host), and
 * answers 403 JSON `{ error: message }` with `Cache-Control: no-store` otherwise, a missing `Origin`
 * included.
 *
 * @param input.context the runtime context (its served sites' domains, `loopbackOrigins`).
 * @param input.message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function requireSameOrigin(input: { context: RuntimeContext; message: string }): RequestHandler {
  const { context, message } = input;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (isSameOrigin({ request, context })) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
