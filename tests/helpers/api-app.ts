import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { type EditorKeys, mintEditorHash } from '../../core/editor/editor-hash.ts';
import type { Logger } from '../../core/logger.ts';
import { silentLogger } from '../../core/logger.ts';
import { NO_SITE_OPTIONS } from '../../core/pipeline/plugin.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { EDITOR_COOKIE } from '../../runtime/kit/cookies.ts';
import { createApiRouter } from '../../runtime/server/api-router.ts';
import { createModesMiddleware } from '../../runtime/server/modes.ts';
import { collectPluginRoutes } from '../../runtime/server/plugin-routes.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../sandbox/content/server.ts';
import { type ContentDataset, createContentDataset } from '../../sandbox/dataset/index.ts';
import { demoPlugins } from './demo-plugins.ts';

/** The editor password and secret of the API test app. */
export const API_TEST_EDITOR: EditorKeys = {
  password: 'api-test-editor-password',
  secret: 'api-test-secret-0123456789abcdef0123456789abcdef',
};

/**
 * A real Express app mounting the runtime's `/api` router and the demo plugins' routes (`/file` …) behind the runtime's cookie and
 * modes middleware, over a real sandbox content service, listening on a free port.
 *
 * @param options.dataset the content to serve; the test may change it afterwards (the service reads it
 *   per request) to stand in for an editor publishing a change.
 * @param options.token the server's content token; default the sandbox draft token.
 * The runtime's editor secrets are {@link API_TEST_EDITOR}; `editorCookie` is a `Cookie` header value
 * carrying a valid editor hash (the draft proxy, editor navigation and `?cache=` need it).
 */
export async function startApiApp(
  options: { dataset?: ContentDataset; token?: string | null; logger?: Logger } = {},
) {
  const dataset = options.dataset ?? createContentDataset();
  const service = await startContentService({ dataset });
  const token = options.token === null ? undefined : (options.token ?? DEFAULT_DRAFT_TOKEN);
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: options.logger ?? silentLogger(),
    endpoints: { content: { service: 'content', url: service.url, token } },
    sites: () => [],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    editor: API_TEST_EDITOR,
  };
  const app = express();
  app.use(cookieParser());
  app.use(createModesMiddleware());
  const routes = collectPluginRoutes(await demoPlugins());
  app.use('/api', createApiRouter({ context, routes: routes.api }));
  for (const route of routes.root) app.use(route.path, route.create(context, NO_SITE_OPTIONS));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  let contentRunning = true;
  const stopContentService = async () => {
    if (contentRunning) await service.close();
    contentRunning = false;
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataset,
    editorCookie: `${EDITOR_COOKIE}=${mintEditorHash({ keys: API_TEST_EDITOR, now: Date.now() })}`,
    /** Stops the content service, as an outage would. */
    stopContentService,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stopContentService();
    },
  };
}

/**
 * The runtime's API router with the demo plugins' API routes (what `sitefleet preview` mounts at `/api`).
 */
export async function demoApiRouter(context: RuntimeContext) {
  return createApiRouter({ context, routes: collectPluginRoutes(await demoPlugins()).api });
}
