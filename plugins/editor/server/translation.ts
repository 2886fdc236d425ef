import express, { type Request, type Response } from 'express';
import {
  type PageTranslation,
  pageTranslationState,
  resetTranslation,
  startTranslation,
  type TranslationTarget,
} from '../../../core/editor/translation-state.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { requireEditor } from '../../../runtime/kit/editor-access.ts';
import { ApiProblem } from '../../../runtime/kit/query.ts';
import { createRateLimit } from '../../../runtime/kit/rate-limit.ts';
import { refuseCrossSiteGet } from '../../../runtime/kit/same-origin.ts';
import { pageIdSchema, readPageTranslation, writePageTranslation } from './translation-content.ts';
import { answerTranslationReport } from './translation-report.ts';

/** What start and reset do to a page's target languages (core/editor/translation-state.ts). */
const ACTIONS: Record<'start' | 'reset', (targets: TranslationTarget[]) => TranslationTarget[]> = {
  start: (targetLanguages) => startTranslation({ targetLanguages, now: new Date() }),
  reset: (targetLanguages) => resetTranslation({ targetLanguages }),
};

/**
 * Translation management (customer-area §3 page translation fields, §4 translation states, §7), mounted
 * under `/api/translation`; editors only: without a valid editor cookie every route answers 401 JSON
 * `{ error }` (runtime/kit/editor-access.ts) and nothing is read.
 *
 * - `GET /state/:pageId` → 200 `{ pageId, sourceLanguage, targetLanguages, state }`: the page's
 *   translation source language (default en), its target languages `{ language, translationState,
 *   exportedAt, importedAt }` (ISO 8601 or null) and the page-level state (core/editor/translation-state.ts
 *   `pageTranslationState`), read from the page's DRAFT version with the server's CMS token.
 * - `GET /start/:pageId`, `GET /reset/:pageId` → the same answer after "start translation" (every target
 *   language not translated → InProgress, exported now) or "reset translation" (every one →
 *   MarkedForTranslation, dates cleared), written to the page's draft with the content service's
 *   `updatePage`. They change state through GET, the method the spec gives, so they refuse cross-site
 *   requests themselves (403 JSON, runtime/kit/same-origin.ts `refuseCrossSiteGet`: a `Sec-Fetch-Site`
 *   other than same-origin/none, or a foreign `Origin`) and count against the API rate limit
 *   (`context.rateLimits.api`, 429 JSON past it).
 * - `GET /report` → 200 `{ sites: [...] }`, the fleet's translation report (./translation-report.ts).
 *
 * Errors are JSON `{ error }`: 400 for a page id that is no CMS id, 404 for an unknown page, 502 when the
 * content service fails, 503 when none is configured. Answers are `no-store`.
 */
export function createTranslationRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.use((_request, response, next) => {
    response.setHeader('cache-control', 'no-store');
    next();
  });
  router.get('/report', requireEditor(context), (request, response) =>
    answerTranslationReport({ context, request, response }),
  );
  router.get('/state/:pageId', requireEditor(context), (request, response) =>
    answer({ context, request, response, action: null }),
  );
  const guards = [
    refuseCrossSiteGet({
      context,
      message: 'Translations are started and reset only from a page of this site.',
    }),
    requireEditor(context),
    createRateLimit({ context, which: 'api', name: 'translation' }),
  ];
  for (const action of ['start', 'reset'] as const) {
    router.get(`/${action}/:pageId`, ...guards, (request, response) =>
      answer({ context, request, response, action }),
    );
  }
  return router;
}

async function answer(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
  action: keyof typeof ACTIONS | null;
}): Promise<void> {
  const { context, request, response, action } = input;
  const pageId = String(request.params.pageId);
  try {
    const id = pageIdSchema.safeParse(pageId);
    if (!id.success) throw new ApiProblem(400, id.error.issues[0]?.message ?? 'Invalid page id.');
    let page = await readPageTranslation({ context, pageId });
    if (action) {
      const targetLanguages = ACTIONS[action](page.translationTargetLanguages);
      page = await writePageTranslation({ context, pageId, targetLanguages });
    }
    response.json(translationAnswer(page));
  } catch (error) {
    if (error instanceof ApiProblem) {
      response.status(error.status).json({ error: error.message });
      return;
    }
    logRequestFailure({ logger: context.logger, error, context: `translation of page '${pageId}'` });
    const message = error instanceof Error ? error.message : String(error);
    response.status(502).json({ error: `The content service could not answer: ${message}` });
  }
}

/** customer-area §7 answer of `/api/translation/state|start|reset/{pageId}`, with the page-level state. */
function translationAnswer(page: PageTranslation) {
  return {
    pageId: page.id,
    sourceLanguage: page.translationSourceLanguage,
    targetLanguages: page.translationTargetLanguages,
    state: pageTranslationState(page.translationTargetLanguages),
  };
}
