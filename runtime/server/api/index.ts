import express from 'express';
import type { RuntimeContext } from '../types.ts';
import { createContentProxyRouter } from './content-proxy.ts';
import { createPortalRouter } from './portal.ts';
import { createPreferencesRouter } from './preferences.ts';
import { createProductsRouter } from './products.ts';
import { createSiteNavigationRouter } from './site-navigation.ts';
import { createTicketsProxyRouter } from './tickets-proxy.ts';

/**
 * The runtime's own APIs, mounted at `/api` (customer-area §7 "Own server"):
 * `/site-navigation/public/:siteId`, `/site-navigation/editor/:siteId` (runtime/server/api/site-navigation.ts),
 * the draft proxy `/content-proxy` (runtime/server/api/content-proxy.ts), the basket's product data
 * `/products/by-slugs` and `/products/suggestions` (runtime/server/api/products.ts) and the visitor's
 * `/preferences` (runtime/server/api/preferences.ts) and the portal's `/portal/config`
 * (runtime/server/api/portal.ts) and the portal's SIS calls through `/tickets-proxy`
 * (runtime/server/api/tickets-proxy.ts). Service reads go through the runtime's
 * server-data cache (runtime/server/api/server-data.ts).
 *
 * @param context what the runtime hands its routers; `context.endpoints.content` (`.products`) must be
 *   set for the content-backed (product-backed) routes to answer (503 JSON otherwise).
 * @returns an Express router.
 */
export function createApiRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.use('/site-navigation', createSiteNavigationRouter(context));
  router.use('/content-proxy', createContentProxyRouter(context));
  router.use('/products', createProductsRouter(context));
  router.use('/preferences', createPreferencesRouter());
  router.use('/portal', createPortalRouter(context));
  router.use('/tickets-proxy', createTicketsProxyRouter(context));
  return router;
}
