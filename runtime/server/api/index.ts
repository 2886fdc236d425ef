import express, { type Request } from 'express';
import type { RuntimeContext } from '../types.ts';
import { createContentProxyRouter } from './content-proxy.ts';
import { requireEditor } from './editor-access.ts';
import { createEditorAreaRouter } from './editor-area.ts';
import { createPortalRouter } from './portal.ts';
import { createPreferencesRouter } from './preferences.ts';
import { createProductsRouter } from './products.ts';
import { createRateLimit } from './rate-limit.ts';
import { requireSameOrigin } from './same-origin.ts';
import { createSiteNavigationRouter } from './site-navigation.ts';
import { createTicketsProxyRouter } from './tickets-proxy.ts';

/** Methods that change nothing (RFC 9110 safe methods): neither rate-limited as POSTs nor origin-checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The runtime's own APIs, mounted at `/api` (customer-area §7 "Own server"):
 * `/site-navigation/public/:siteId`, `/site-navigation/editor/:siteId` (runtime/server/api/site-navigation.ts),
 * the editor password check `/editor-area-autentication` (runtime/server/api/editor-area.ts), the draft
 * proxy `/content-proxy` (runtime/server/api/content-proxy.ts), the basket's product data
 * `/products/by-slugs` and `/products/suggestions` (runtime/server/api/products.ts) and the visitor's
 * `/preferences` (runtime/server/api/preferences.ts) and the portal's `/portal/config`
 * (runtime/server/api/portal.ts) and the portal's SIS calls through `/tickets-proxy`
 * (runtime/server/api/tickets-proxy.ts). Service reads go through the runtime's
 * server-data cache (runtime/server/api/server-data.ts).
 *
 * In front of every route (docs/security.md rules 1 and 6): every state-changing request (any method but GET,
 * HEAD, OPTIONS) counts against `context.rateLimits.api` (default 120 per minute per address; 429 JSON
 * over it) and must carry this site's `Origin` (runtime/server/api/same-origin.ts; 403 JSON otherwise).
 * The draft proxy and the editor navigation also need a valid editor hash (runtime/server/api/
 * editor-access.ts; 401 JSON otherwise, nothing forwarded).
 *
 * Mount it behind cookie-parser (runtime/server/app.ts does): the editor gate and the editor sign-in
 * read the editor cookie from `request.cookies`.
 *
 * @param context what the runtime hands its routers; `context.endpoints.content` (`.products`) must be
 *   set for the content-backed (product-backed) routes to answer (503 JSON otherwise).
 * @returns an Express router.
 */
export function createApiRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  const isSafe = (request: Request) => SAFE_METHODS.has(request.method);
  const sameOrigin = requireSameOrigin(
    'This API accepts changes only from a page of this site (same Origin).',
  );
  router.use(createRateLimit({ context, which: 'api', name: 'api', skip: isSafe }));
  router.use((request, response, next) => (isSafe(request) ? next() : sameOrigin(request, response, next)));

  router.use('/site-navigation', createSiteNavigationRouter(context));
  router.use('/editor-area-autentication', createEditorAreaRouter(context));
  // Its POSTs passed the same-origin guard above; the gate forwards nothing without an editor hash.
  router.use('/content-proxy', requireEditor(context), createContentProxyRouter(context));
  router.use('/products', createProductsRouter(context));
  router.use('/preferences', createPreferencesRouter());
  router.use('/portal', createPortalRouter(context));
  router.use('/tickets-proxy', createTicketsProxyRouter(context));
  return router;
}
