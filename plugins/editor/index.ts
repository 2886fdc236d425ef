import express from 'express';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { requireEditor } from '../../runtime/kit/editor-access.ts';
import { type Options, optionsSchema } from './options.ts';
import { createContentProxyRouter } from './server/content-proxy.ts';
import { createEditorAreaRouter } from './server/editor-area.ts';
import { createSiteNavigationRouter } from './server/site-navigation.ts';

export { optionsSchema };

/** First segment after the locale of the editor area (customer-area §2 `/{locale}/editor`). */
export const EDITOR_SEGMENT = 'editor';

/**
 * The editor plugin (customer-area §6, §7): the editor password check `/api/editor-area-autentication`,
 * the site navigation for visitors and editors `/api/site-navigation/{public|editor}/:siteId`, and the
 * same-origin draft proxy `/api/content-proxy` (editors only: nothing is forwarded without a valid
 * editor hash). The editor area `/{locale}/editor/**` never gets tag scripts (it keeps the editor's hash;
 * docs/security.md rule 4).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, never>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:editor',
    routes: [
      { path: '/api/site-navigation', create: (context) => createSiteNavigationRouter(context) },
      { path: '/api/editor-area-autentication', create: (context) => createEditorAreaRouter(context) },
      {
        path: '/api/content-proxy',
        // Its POSTs passed the API's same-origin guard; the gate forwards nothing without an editor hash.
        create: (context) => express.Router().use(requireEditor(context), createContentProxyRouter(context)),
      },
    ],
    pathFamilies: [{ match: { segment: EDITOR_SEGMENT }, holdsSecrets: true }],
  };
});
