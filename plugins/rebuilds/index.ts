import { definePlugin } from '../../core/pipeline/plugin.ts';
import { type Options, optionsSchema } from './options.ts';
import { createEditorRebuildRouter } from './server/editor-rebuild-route.ts';
import { createWebhookRouter } from './server/webhook-route.ts';

export { optionsSchema };

/**
 * The rebuilds plugin (design card "editors triggering site-specific rebuilds"): the
 * routes that ask the runtime's rebuild queue (`RuntimeContext.rebuilds`, core/serving/rebuild.ts) for
 * site-specific rebuilds. `POST /api/rebuild`, the CMS webhook (Hygraph-signed, server to server;
 * ./server/webhook-route.ts), and `/api/editor/rebuild`, the editor's "publish and rebuild this site"
 * and the rebuilds' status (./server/editor-rebuild-route.ts). Fleet-wide routes, no pages; list it in
 * the main site's `sites/` file.
 *
 * @param options none ({@link Options}); validated by `optionsSchema`.
 */
export default definePlugin<Options, never>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:rebuilds',
    routes: [
      { path: '/api/rebuild', serverToServer: true, create: (context) => createWebhookRouter(context) },
      { path: '/api/editor/rebuild', create: (context) => createEditorRebuildRouter(context) },
    ],
  };
});
