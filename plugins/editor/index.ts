import express from 'express';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { requireEditor } from '../../runtime/kit/editor-access.ts';
import { loadTranslationReportData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { emitTranslationReport } from './report-emit.ts';
import { createContentProxyRouter } from './server/content-proxy.ts';
import { createEditorAreaRouter } from './server/editor-area.ts';
import { createPublishRouter } from './server/publish.ts';
import { createSiteNavigationRouter } from './server/site-navigation.ts';
import { createTranslationRouter } from './server/translation.ts';
import type { TranslationReportData } from './translation-report.ts';
import {
  declareEditorAreaPages,
  EDITOR_AREA_PATH,
  type EditorAreaData,
  editorAreaIslands,
  editorAreaRenderers,
  editorAreaStyles,
  loadEditorArea,
} from './ui-area.tsx';

export { optionsSchema };

/** What the editor plugin loads per site: the editor area's data and the translation report's. */
type EditorData = EditorAreaData & { translationReport: TranslationReportData };

/** First segment after the locale of the editor area (customer-area §2 `/{locale}/editor`). */
export const EDITOR_SEGMENT = 'editor';

/**
 * The editor plugin (customer-area §2, §4, §6, §7): the editor area `/{locale}/editor` (every path below
 * it, also under a site slug: `/en/productronica/editor`), a page in each locale of every site listing
 * the plugin whose island signs the editor in and shows the navigation tree, draft previews, translation
 * management and "Publish and rebuild this site" (ui-area.tsx, islands/EditorArea.tsx); the editor
 * password check `/api/editor-area-autentication`,
 * the site navigation for visitors and editors `/api/site-navigation/{public|editor}/:siteId`, and the
 * same-origin draft proxy `/api/content-proxy` (editors only: nothing is forwarded without a valid
 * editor hash). The editor area `/{locale}/editor/**` never gets tag scripts (it keeps the editor's hash;
 * docs/security.md rule 4).
 *
 * Translation management and publishing, editors only (401 JSON without a valid editor cookie):
 * `GET /api/translation/state|start|reset/:pageId` → `{ pageId, sourceLanguage, targetLanguages, state }`
 * (customer-area §3, §4, §7; start/reset write the page's draft and refuse cross-site requests, 403;
 * server/translation.ts), `GET /api/translation/report` → `{ sites }`, the fleet's translation report
 * merged from every served site's `_build/translations.json` (written by this plugin's `emit`:
 * coverage per language, pages missing in a language and the CMS's fallback for them, pages in
 * translation; translation-report.ts, server/translation-report.ts), and
 * `POST /api/editor/publish/:pageId` → 202 `{ published: true, runs }` (publishes the page on the
 * content service and queues a rebuild of the sites showing it; server/publish.ts).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, EditorData>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:editor',
    // The editor area's page in every locale (ui-area.tsx): layout and the editor-area island; and the
    // site's pages for its translation report (load.ts), written as `_build/translations.json`.
    load: async (context) => {
      const [area, translationReport] = await Promise.all([
        loadEditorArea(context),
        loadTranslationReportData(context),
      ]);
      return { ...area, translationReport };
    },
    emit: emitTranslationReport,
    pages: declareEditorAreaPages,
    renderers: editorAreaRenderers,
    islands: editorAreaIslands,
    pageStyles: editorAreaStyles,
    routes: [
      { path: '/api/site-navigation', create: (context) => createSiteNavigationRouter(context) },
      { path: '/api/editor-area-autentication', create: (context) => createEditorAreaRouter(context) },
      {
        path: '/api/content-proxy',
        // Its POSTs passed the API's same-origin guard; the gate forwards nothing without an editor hash.
        create: (context) => express.Router().use(requireEditor(context), createContentProxyRouter(context)),
      },
      { path: '/api/translation', create: (context) => createTranslationRouter(context) },
      { path: '/api/editor/publish', create: (context) => createPublishRouter(context) },
    ],
    // Every path below /{locale}/editor answers the locale's editor-area page, never with tag scripts.
    pathFamilies: [
      { match: { segment: EDITOR_SEGMENT }, holdsSecrets: true, serve: { page: EDITOR_AREA_PATH } },
    ],
  };
});
