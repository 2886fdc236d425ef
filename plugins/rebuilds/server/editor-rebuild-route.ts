import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import type { SiteRebuildStatus } from '../../../core/serving/rebuild.ts';
import { requireEditor } from '../../../runtime/kit/editor-access.ts';
import { queryValue } from '../../../runtime/kit/query.ts';

const requestSchema = z.object({
  site: z.string({ error: 'Missing site: the id of the site to rebuild.' }).min(1).max(200),
});

const NO_QUEUE = 'This server cannot rebuild sites: it runs without a rebuild queue.';

/**
 * The editor's rebuilds, mounted at `/api/editor/rebuild`, editors only (runtime/kit/editor-access.ts
 * `requireEditor`: 401 without a valid editor cookie); POSTs passed the `/api` router's Origin and rate
 * guards:
 * - `POST /` JSON `{ site }` (a served site's id) → 202 `{ run }`: the run that will rebuild it (trigger
 *   `editor`, reason `editor: publish and rebuild`; a queued run it joined, on whichever runtime instance
 *   it was queued: core/serving/rebuild.ts `RebuildQueue.submit`); 404 for a site not served,
 *   400 for another body;
 * - `GET /[?site=<id>]` → `{ sites: SiteRebuildStatus[] }`: every served site (or the one asked for) with
 *   its running, queued and last run (null when none).
 * Every answer is JSON and `no-store`; 503 when the runtime has no rebuild queue.
 */
export function createEditorRebuildRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.use(requireEditor(context), (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('cache-control', 'no-store');
    if (!context.rebuilds) {
      response.status(503).json({ error: NO_QUEUE });
      return;
    }
    next();
  });
  router.get('/', (request: Request, response: Response) => {
    const wanted = queryValue(request, 'site');
    const served = context
      .sites()
      .map((site) => site.site.id)
      .filter((id) => wanted === undefined || id === wanted);
    if (wanted !== undefined && served.length === 0) {
      response.status(404).json({ error: `Unknown site '${wanted}': this server serves no such site.` });
      return;
    }
    const known = new Map(context.rebuilds!.status().map((status) => [status.site, status]));
    const sites: SiteRebuildStatus[] = served.map(
      (site) => known.get(site) ?? { site, running: null, queued: null, last: null },
    );
    response.json({ sites });
  });
  router.post('/', express.json({ limit: '4kb' }), async (request: Request, response: Response) => {
    const parsed = requestSchema.safeParse(request.body);
    if (!parsed.success) {
      response.status(400).json({ error: parsed.error.issues[0]?.message ?? 'Expected { site }.' });
      return;
    }
    // The run as recorded: with several runtime instances, the one that builds (not a guess).
    const [run] = await context.rebuilds!.submit({
      sites: [parsed.data.site],
      trigger: 'editor',
      reason: 'editor: publish and rebuild',
    });
    if (!run) {
      response
        .status(404)
        .json({ error: `Unknown site '${parsed.data.site}': this server serves no such site.` });
      return;
    }
    response.status(202).json({ run });
  });
  // A body express.json cannot read (malformed, too large) is the caller's mistake, answered as JSON.
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    response.setHeader('cache-control', 'no-store');
    response
      .status(typeof status === 'number' && status >= 400 && status < 500 ? status : 400)
      .json({ error: 'Expected a JSON body { site }.' });
  });
  return router;
}
