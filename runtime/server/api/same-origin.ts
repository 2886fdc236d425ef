import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Cross-site request forgery guard for state-changing calls of the runtime's own APIs (preferences,
 * the portal's tickets proxy): lets a request through only when its `Origin` header equals the
 * request's own `{protocol}://{host}` (browsers send `Origin` on every cross-origin call and on every
 * POST), and answers 403 JSON `{ error: message }` otherwise, a missing `Origin` included.
 *
 * @param message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function requireSameOrigin(message: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    const origin = request.headers.origin;
    if (origin && origin === `${request.protocol}://${request.headers.host}`) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
