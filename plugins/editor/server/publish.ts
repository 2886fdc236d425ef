import express from 'express';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import type { RebuildRun } from '../../../core/serving/rebuild.ts';
import { requireEditor } from '../../../runtime/kit/editor-access.ts';
import { ApiProblem } from '../../../runtime/kit/query.ts';
import { pageIdSchema, publishPage } from './translation-content.ts';

/**
 * The sites whose rebuild shows a published page: every served site whose build lists the page (its
 * manifest pages' CMS `id`), plus the page's own CMS site when the runtime serves it — a page no site
 * has built yet (a draft-only page) is built by its own site. Site ids (`BuildManifest.site.id`), in the
 * runtime's order; none when no served site is concerned.
 */
export function sitesShowingPage(input: {
  sites: readonly ServedSite[];
  pageId: string;
  cmsSiteId: string;
}): string[] {
  const { sites, pageId, cmsSiteId } = input;
  return sites
    .filter((site) => site.site.id === cmsSiteId || site.manifest.pages.some((page) => page.id === pageId))
    .map((site) => site.site.id);
}

/**
 * "Publish and rebuild this site", mounted under `/api/editor/publish`: `POST /:pageId`
 * (editors only: 401 JSON without a valid editor cookie; a POST, so the `/api` router's same-origin
 * guard and rate limit apply in front) publishes the page on the content service (`publishPage(to:
 * [PUBLISHED])`: its draft becomes the published version) and then, when the runtime has a rebuild queue
 * (`context.rebuilds`, core/serving/rebuild.ts), asks it for a rebuild of the sites that show the page
 * ({@link sitesShowingPage}) with trigger `editor` and entry ids `[pageId]`. Answers 202
 * `{ published: true, runs }`: the queue's runs covering the request (core/serving/rebuild.ts
 * `RebuildRun`), `[]` without a queue or concerned site. Errors JSON `{ error }`: 400 for a page id that
 * is no CMS id, 404 for an unknown page, 502 when the content service fails, 503 when none is
 * configured. Answers are `no-store`.
 */
export function createPublishRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post('/:pageId', requireEditor(context), async (request, response) => {
    response.setHeader('cache-control', 'no-store');
    const pageId = String(request.params.pageId);
    try {
      const id = pageIdSchema.safeParse(pageId);
      if (!id.success) throw new ApiProblem(400, id.error.issues[0]?.message ?? 'Invalid page id.');
      const { siteId } = await publishPage({ context, pageId });
      const sites = sitesShowingPage({ sites: context.sites(), pageId, cmsSiteId: siteId });
      const runs: RebuildRun[] =
        context.rebuilds && sites.length > 0
          ? await context.rebuilds.submit({
              sites,
              trigger: 'editor',
              reason: `editor: published ${pageId}`,
              entryIds: [pageId],
            })
          : [];
      response.status(202).json({ published: true, runs });
    } catch (error) {
      if (error instanceof ApiProblem) {
        response.status(error.status).json({ error: error.message });
        return;
      }
      logRequestFailure({ logger: context.logger, error, context: `publishing page '${pageId}'` });
      const message = error instanceof Error ? error.message : String(error);
      response.status(502).json({ error: `The content service could not answer: ${message}` });
    }
  });
  return router;
}
