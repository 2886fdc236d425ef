import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * True when the request's `Origin` header names the request's own origin, `{protocol}://{host}`:
 * Express 5's `request.protocol` and `request.host` (port included) honour the app's `trust proxy`
 * setting (config `preview.trustProxy`), so behind a trusted TLS terminator `https://public.host` is
 * expected. Browsers send `Origin` serialized (lower case, no default port) on every POST and every
 * cross-origin request; a missing, `null` or foreign `Origin` is false.
 *
 * @param request the Express request.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.origin;
  const host = request.host;
  if (!origin || !host) return false;
  try {
    return origin === new URL(`${request.protocol}://${host}`).origin;
  } catch {
    // A Host header that is no host (`a b`, `[::`) cannot be the origin of a page of this site.
    return false;
  }
}

/**
 * The runtime's ONE cross-site request forgery guard (docs/security.md rule 1), for every state-changing call of
 * its own APIs: the `/api` router (runtime/server/api-router.ts) applies it once to every method but GET,
 * HEAD and OPTIONS, in front of every route. Lets a request through only when {@link isSameOrigin}, and
 * answers 403 JSON `{ error: message }` with `Cache-Control: no-store` otherwise, a missing `Origin`
 * included.
 *
 * @param message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function requireSameOrigin(message: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (isSameOrigin(request)) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
