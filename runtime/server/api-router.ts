import express, { type Request } from 'express';
import { NO_SITE_OPTIONS } from '../../core/pipeline/plugin.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { createRateLimit } from '../kit/rate-limit.ts';
import type { OwnedRoute } from './plugin-routes.ts';
import { requireSameOrigin } from './same-origin.ts';

/** Methods that change nothing (RFC 9110 safe methods): neither rate-limited as POSTs nor origin-checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API router, mounted at `/api` (customer-area §7 "Own server"): the guards every API shares, then
 * the plugins' routes below `/api` (core/pipeline/plugin.ts `routes`, e.g. the catalogue's
 * `/api/products`, the editor's `/api/content-proxy`, the portal's `/api/tickets-proxy`), in plugin order.
 *
 * In front of every route (docs/security.md rules 1 and 6): every state-changing request (any method but GET,
 * HEAD, OPTIONS) counts against `context.rateLimits.api` (default 120 per minute per address; 429 JSON
 * over it), or, on the routes marked `readOnly` (core/pipeline/plugin.ts: search, suggest), against
 * `context.rateLimits.readOnlyApi` instead (default 600 per minute, one budget for all of them), and must
 * carry this site's `Origin` (runtime/server/same-origin.ts; 403 JSON otherwise), except on the routes
 * marked `serverToServer` (a signed CMS webhook), which are mounted before the Origin guard and check
 * their callers themselves.
 *
 * Mount it behind cookie-parser (runtime/server/app.ts does): routes read cookies from `request.cookies`.
 *
 * @param input.routes the plugins' API routes, paths relative to `/api` (runtime/server/plugin-routes.ts).
 * @returns an Express router.
 */
export function createApiRouter(input: {
  context: RuntimeContext;
  routes: readonly OwnedRoute[];
}): express.Router {
  const { context } = input;
  const router = express.Router();
  const isSafe = (request: Request) => SAFE_METHODS.has(request.method);
  const sameOrigin = requireSameOrigin({
    context,
    message: 'This API accepts changes only from a page of this site (same Origin).',
  });
  const guard: express.RequestHandler = (request, response, next) =>
    isSafe(request) ? next() : sameOrigin(request, response, next);
  // Requests to a read-only route spend the read budget, and that only: the write budget skips them.
  // Marked by the route's own mount, so the choice follows Express's path matching exactly.
  const readOnlyRequests = new WeakSet<Request>();
  const readLimit = createRateLimit({ context, which: 'readOnlyApi', name: 'read-only-api', skip: isSafe });
  for (const route of input.routes.filter((route) => route.readOnly)) {
    router.use(route.path, readLimit, (request, _response, next) => {
      readOnlyRequests.add(request);
      next();
    });
  }
  router.use(
    createRateLimit({
      context,
      which: 'api',
      name: 'api',
      skip: (request) => isSafe(request) || readOnlyRequests.has(request),
    }),
  );
  // Server-to-server routes (a signed webhook) first and without the Origin guard; every other path,
  // unknown ones included, behind it.
  for (const route of input.routes.filter((route) => route.serverToServer)) {
    router.use(route.path, route.create(context, NO_SITE_OPTIONS));
  }
  router.use(guard);
  for (const route of input.routes.filter((route) => !route.serverToServer)) {
    router.use(route.path, route.create(context, NO_SITE_OPTIONS));
  }
  return router;
}
