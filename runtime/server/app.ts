import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from '../../core/logger.ts';
import { assetHostOrigin } from '../../core/media/asset-host.ts';
import { NO_SITE_OPTIONS, type Plugin } from '../../core/pipeline/plugin.ts';
import { createPathFamilies } from '../../core/routing/path-families.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { createApiRouter } from './api-router.ts';
import { createAssetsRouter, createBuildFilesRouter } from './assets.ts';
import { BUILD_EVENTS_PATH, createBuildEventsHandler } from './build-events.ts';
import { createContentHandler } from './content-handler.ts';
import { createRuntimeContext } from './context.ts';
import { createCookieCachingMiddleware } from './cookie-caching.ts';
import { createErrorHandler } from './error-handler.ts';
import { createFaviconRouter } from './favicon.ts';
import { PageReader } from './html.ts';
import { BEFORE_CLOSE } from './listen.ts';
import { createModesMiddleware } from './modes.ts';
import { collectPluginRoutes } from './plugin-routes.ts';
import { createRequestLog } from './request-log.ts';
import { createSecurityHeaders } from './security.ts';
import { createTagsRouter, DEFAULT_TAGS, TAGS_BASE, type TagConfig, tagOrigins } from './tags.ts';

/** A composed runtime: the Express app and a way to pick up a rebuild. */
export interface RuntimeApp {
  app: express.Express;
  /** Re-reads the site trees and the client-assets manifest (RuntimeContext `reload`), if it can. */
  reload(): Promise<void>;
  /**
   * Closes the context (`RuntimeContext.close`: output-folder watch, build-event streams), then disposes
   * of the plugin routes (core/pipeline/plugin.ts `PluginRoute.dispose`), in plugin order, then closes
   * the shared state's connection (`RuntimeContext.sharedState`, config `redis.url`); call it after
   * the server stopped taking requests. Failures are logged. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * The Express runtime over the built trees (ARCHITECTURE "The runtime"), composed in this order:
 * request id and request log → security headers (CSP without inline script; tag hosts only where tags
 * run, images from this origin and the image asset host) → compression → `/health`
 * → `/favicon.svg` → `/_assets` (client bundle) and `/_tags` (stand-in tag scripts) → `/_build/events` (build
 * events, runtime/server/build-events.ts) → `/_build/{siteKey}/…` (build files)
 * → answers that set a cookie kept out of shared caches (cookie-caching.ts) → cookies and request modes
 * → `/api` (its guards, then the plugins' API routes) → the plugins' other routes such as `/file` and
 * `/style-guide` (file-based routes before content paths, public-site §2) → the content handler (site
 * matching, the plugins' path families, redirects, pages, 404) → the error page.
 *
 * The runtime knows no feature by name: everything a feature adds comes from `input.plugins`
 * (core/pipeline/plugin.ts `routes`, `pathFamilies`).
 *
 * @param input.plugins the fleet's plugins (cli/plugin-registry.ts `fleetPlugins`); default none (pages,
 *   redirects and build files only).
 * @throws Error when two plugins claim overlapping route paths (runtime/server/plugin-routes.ts).
 * @param input.tags where the tag scripts come from; default {@link DEFAULT_TAGS} (local stand-ins).
 * @param input.imageOrigins origins pages load images from (the CSP's `img-src`); default the origin of
 *   the process's image asset host (core/media/asset-host.ts, config `images.assetHost`).
 * @param input.trustProxy Express's `trust proxy` setting: which proxies' `X-Forwarded-Proto` and
 *   `X-Forwarded-For` to believe (e.g. `'loopback'` behind a local TLS terminator), so cookies get
 *   `Secure` and absolute URLs `https` there. Default false (no proxy trusted).
 */
export function createRuntimeApp(input: {
  context: RuntimeContext;
  plugins?: readonly Plugin[];
  tags?: TagConfig;
  trustProxy?: boolean | string | number;
  imageOrigins?: readonly string[];
}): RuntimeApp {
  const { context } = input;
  const plugins = input.plugins ?? [];
  const routes = collectPluginRoutes(plugins);
  const families = createPathFamilies(plugins.flatMap((plugin) => plugin.pathFamilies ?? []));
  const tags = input.tags ?? DEFAULT_TAGS;
  const pages = new PageReader();
  const app = express();
  app.disable('x-powered-by');
  // JSON answers write <, > and & as \u escapes: text a visitor sent (an unknown `lang`, a site id)
  // and echoed in an error message can never be read as markup (docs/security.md, fuzz test).
  app.set('json escape', true);
  app.set('trust proxy', input.trustProxy ?? false);

  app.use(createRequestLog(context.logger));
  app.use(
    createSecurityHeaders({
      tagOrigins: tagOrigins(tags),
      imageOrigins: input.imageOrigins ?? [assetHostOrigin()],
      identityIssuer: context.identityIssuer,
      families,
    }),
  );
  app.use(compression());
  app.get('/health', (_request, response) => {
    const sites = context
      .sites()
      .map(({ manifest }) => ({ key: manifest.site.key, buildId: manifest.buildId }));
    response.setHeader('cache-control', 'no-store');
    response.status(sites.length > 0 ? 200 : 503).json({ status: sites.length > 0 ? 'ok' : 'empty', sites });
  });
  app.use(createFaviconRouter());
  app.use('/_assets', createAssetsRouter(context.outDir));
  app.use(TAGS_BASE, createTagsRouter());
  // Exactly this path (a trailing slash allowed): `/_build/events/latest.json` is the `events` site's file.
  app.get(BUILD_EVENTS_PATH, createBuildEventsHandler(context));
  app.use('/_build', createBuildFilesRouter(context));

  app.use(createCookieCachingMiddleware());
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use('/api', createApiRouter({ context, routes: routes.api }));
  for (const route of routes.root) app.use(route.path, route.create(context, NO_SITE_OPTIONS));

  const guards = plugins.flatMap((plugin) => (plugin.pageGuards ?? []).map((guard) => guard.create(context)));
  app.use(createContentHandler({ context, tags, pages, families, guards }));
  app.use(createErrorHandler({ context, tags, pages, families }));
  // listen().close() ends the event streams first: they never finish on their own.
  app.locals[BEFORE_CLOSE] = () => context.close?.();
  let closing: Promise<void> | null = null;
  return {
    app,
    async reload() {
      await context.reload?.();
    },
    close() {
      closing ??= (async () => {
        await context.close?.();
        for (const route of [...routes.api, ...routes.root]) {
          await route.dispose?.().catch((error: unknown) => {
            context.logger.error({ err: error }, `${route.owner}: closing ${route.path} failed`);
          });
        }
        await context.sharedState?.close();
      })();
      return closing;
    },
  };
}

/**
 * The runtime over `outDir` without service endpoints: pages, redirects and build files work; routers
 * that call services answer as their service is missing. For callers that only serve pages (browser
 * tests); `sitefleet preview` uses {@link createRuntimeApp} with the services it starts.
 */
export async function createPreviewApp(input: {
  outDir: string;
  logger: Logger;
  plugins?: readonly Plugin[];
}): Promise<RuntimeApp> {
  const context = await createRuntimeContext({ outDir: input.outDir, logger: input.logger, endpoints: {} });
  return createRuntimeApp({ context, plugins: input.plugins ?? [] });
}
