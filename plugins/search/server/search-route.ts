import express, { type NextFunction, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import {
  SEARCH_RECORD_TYPES,
  type SearchAdapter,
  type SearchHit,
  type SearchRecordType,
  type SearchScope,
  type SuggestHit,
} from '../engine/adapter.ts';
import { localeLanguage, siteSearchFile } from '../engine/embedded-adapter.ts';
import { queryTerms } from '../engine/text.ts';
import { type HighlightRange, highlightedTitle, stripBrandSuffix, titleHighlights } from '../engine/title.ts';

/** Results per page of `/api/search-proxy/search` (customer-area §9 page size 10). */
export const SEARCH_PAGE_SIZE = 10;

/** Longest query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;

/** Highest page number accepted. */
export const MAX_PAGE = 1000;

const localeCode = z
  .string({ error: 'Missing localeCode: the page’s locale, e.g. de-ch.' })
  .max(35, 'Unknown localeCode: use a locale such as en or de-ch.')
  .transform((value) => value.toLowerCase());
const siteSlug = z
  .string({ error: 'siteSlug must be the site’s slug (events), or null or "" for the main site.' })
  .max(100, 'Unknown siteSlug.')
  .nullish()
  .transform((value) => value || null);
const query = z
  .string({ error: 'Missing query: the words to search for.' })
  .max(MAX_QUERY_LENGTH, `The query is too long: at most ${MAX_QUERY_LENGTH} characters.`);

/** customer-area §7 `POST /api/search-proxy/search` body: `localeCode, siteSlug, query, page` (1-based, default 1). */
export const searchBodySchema = z.object(
  {
    localeCode,
    siteSlug,
    query,
    page: z
      .number({ error: `page must be a whole number from 1 to ${MAX_PAGE}.` })
      .int(`page must be a whole number from 1 to ${MAX_PAGE}.`)
      .min(1, `page must be a whole number from 1 to ${MAX_PAGE}.`)
      .max(MAX_PAGE, `page must be a whole number from 1 to ${MAX_PAGE}.`)
      .default(1),
    /** Only results of this type (the screen's filter); absent or null: every type. */
    type: z
      .enum(SEARCH_RECORD_TYPES as [SearchRecordType, ...SearchRecordType[]], {
        error: `type must be one of ${SEARCH_RECORD_TYPES.join(', ')}.`,
      })
      .nullish(),
  },
  { error: 'Send a JSON object { localeCode, siteSlug, query, page }.' },
);

/** customer-area §7 `POST /api/search-proxy/suggest` body: `localeCode, siteSlug, query`. */
export const suggestBodySchema = z.object(
  { localeCode, siteSlug, query },
  { error: 'Send a JSON object { localeCode, siteSlug, query }.' },
);

/** A title as the API answers it: plain, highlighted as safe markup, and the highlighted ranges. */
export interface TitleView {
  /** The title, brand suffix stripped (plain text: render it as text). */
  title: string;
  /** The title HTML-escaped with only `<mark>…</mark>` added around the query's words (safe as HTML). */
  highlightedTitle: string;
  /** The highlighted stretches of `title`, `[start, end)` in UTF-16 code units. */
  titleHighlights: HighlightRange[];
}

/** A record of `/search`. */
export type SearchRecord = TitleView & Omit<SearchHit, 'title' | 'matchedTerms'>;
/** A record of `/suggest`. */
export type SuggestRecord = TitleView & Omit<SuggestHit, 'title' | 'matchedTerms'>;

/** `/search` answer: one page of records, how many there are, the page and the number of pages. */
export interface SearchAnswer {
  records: SearchRecord[];
  total: number;
  page: number;
  pages: number;
  /** Results of each type, whatever `type` asked (for the filter's counts); `{}` when none. */
  typeCounts: Partial<Record<SearchRecordType, number>>;
}

/**
 * The search proxy (customer-area §7 "Own server", §5 search titles), mounted
 * at `/api/search-proxy` behind the `/api` guards (same Origin, and `rateLimits.readOnlyApi` for these
 * POSTs: the route is `readOnly`, so searching spends no budget of state-changing requests):
 *
 * - `POST /search` JSON `{ localeCode, siteSlug, query, page, type? }` → `{ records: [{ title,
 *   highlightedTitle, titleHighlights, description, url, type, image, date }], total, page, pages,
 *   typeCounts }`, 10 records a page, only those of `type` when one is given (`typeCounts` counts
 *   every type);
 * - `POST /suggest` JSON `{ localeCode, siteSlug, query }` → `{ records: [{ title, highlightedTitle,
 *   titleHighlights, url, type }] }`, title completions (at most `suggestions`).
 *
 * `siteSlug` names the site (`events`); null or `''` the main site (the one without slug). Titles lose
 * their trailing brand suffix (engine/title.ts `stripBrandSuffix`) and get the query's words
 * highlighted as escaped text with only `<mark>` added. A site or locale that is not served, or an
 * empty query, gives no records (200). 400 `{ error }` for a body that is not such JSON; 502 `{ error }`
 * when the engine fails. Answers are `no-store` for the browser; with an engine whose answers follow
 * the build (the embedded index) the router keeps the last {@link ANSWER_CACHE_SIZE} answers by site
 * tree, build id, locale, query, page and type.
 *
 * @param input.engineOf a site's engine (engine/adapter.ts: embedded by default, Meilisearch with the
 *   site's `url`) and most suggestions, by site key.
 */
export function createSearchRouter(input: {
  context: RuntimeContext;
  engineOf: (siteKey: string) => { adapter: SearchAdapter; suggestions: number };
}): express.Router {
  const { context } = input;
  const router = express.Router();
  router.use((_request, response, next) => {
    response.setHeader('cache-control', 'no-store');
    next();
  });
  const json = express.json({ limit: '4kb' });
  // Answers by site tree, build, locale, query, page and type: visitors ask the same few queries many
  // times, and a rebuild (a new build id) answers anew. Keeps the runtime's latency flat under load.
  const answers = new LRUCache<string, string>({ max: ANSWER_CACHE_SIZE });
  const sendCached = async (
    response: Response,
    scope: SearchScope,
    key: string,
    answer: () => Promise<unknown>,
  ) => {
    const { answersFollowBuild } = input.engineOf(scope.site.manifest.site.key).adapter;
    let text = answersFollowBuild ? answers.get(key) : undefined;
    if (text === undefined) {
      text = JSON.stringify(await answer());
      if (answersFollowBuild) answers.set(key, text);
    }
    // Sent as is: Express's `send` would hash it for an ETag, and a POST answer is never revalidated.
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(text);
  };
  const keyOf = (scope: { site: ServedSite; locale: string; query: string }, ...rest: unknown[]) =>
    JSON.stringify([scope.site.dir, scope.site.manifest.buildId, scope.locale, scope.query, ...rest]);

  router.post('/search', json, async (request: Request, response: Response) => {
    const body = searchBodySchema.safeParse(request.body);
    if (!body.success) {
      response.status(400).json({ error: body.error.issues[0]?.message ?? 'Invalid body.' });
      return;
    }
    const { page } = body.data;
    const scope = scopeOf(context, body.data);
    if (!scope) {
      response.json({ records: [], total: 0, page, pages: 0, typeCounts: {} } satisfies SearchAnswer);
      return;
    }
    try {
      await sendCached(response, scope, keyOf(scope, 'search', page, body.data.type ?? null), () =>
        searchAnswer(scope, page, body.data.type),
      );
    } catch (error) {
      engineFailed(context, response, error);
    }
  });

  const searchAnswer = async (
    scope: { site: ServedSite; locale: string; query: string },
    page: number,
    type: SearchRecordType | null | undefined,
  ): Promise<SearchAnswer> => {
    const found = await input.engineOf(scope.site.manifest.site.key).adapter.search({
      ...scope,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      type: type ?? undefined,
    });
    const titles = await titleMaker(scope);
    const records = found.hits.map(({ title, matchedTerms, ...rest }) => ({
      ...titles(title, matchedTerms),
      ...rest,
    }));
    return {
      records,
      total: found.total,
      page,
      pages: Math.ceil(found.total / SEARCH_PAGE_SIZE),
      typeCounts: found.typeCounts ?? {},
    };
  };

  router.post('/suggest', json, async (request: Request, response: Response) => {
    const body = suggestBodySchema.safeParse(request.body);
    if (!body.success) {
      response.status(400).json({ error: body.error.issues[0]?.message ?? 'Invalid body.' });
      return;
    }
    const scope = scopeOf(context, body.data);
    if (!scope) {
      response.json({ records: [] });
      return;
    }
    try {
      await sendCached(response, scope, keyOf(scope, 'suggest'), async () => {
        const { adapter, suggestions } = input.engineOf(scope.site.manifest.site.key);
        const hits = await adapter.suggest({ ...scope, limit: suggestions });
        const titles = await titleMaker(scope);
        const records: SuggestRecord[] = hits.map(({ title, matchedTerms, ...rest }) => ({
          ...titles(title, matchedTerms),
          ...rest,
        }));
        return { records };
      });
    } catch (error) {
      engineFailed(context, response, error);
    }
  });

  // A body that is no JSON (express.json's 400) is the caller's mistake, answered as JSON like the others.
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      response.status(status).json({ error: 'Send a JSON object { localeCode, siteSlug, query }.' });
      return;
    }
    next(error);
  });
  return router;
}

/** The served site and locale a body names, or null when there is none or the query is empty. */
function scopeOf(
  context: RuntimeContext,
  body: { localeCode: string; siteSlug: string | null; query: string },
): { site: ServedSite; locale: string; query: string } | null {
  const query = body.query.trim();
  if (query === '') return null;
  const site = context.sites().find((served) => (served.manifest.site.slug || null) === body.siteSlug);
  if (!site?.locales.has(body.localeCode)) return null;
  return { site, locale: body.localeCode, query };
}

/** Makes the {@link TitleView} of each hit's title for a scope: suffix stripped, query words highlighted. */
async function titleMaker(scope: { site: ServedSite; locale: string; query: string }) {
  const brandNames = (await siteSearchFile(scope.site))?.brandNames ?? [scope.site.manifest.site.name];
  const language = localeLanguage(scope.locale);
  const queryWords = queryTerms(scope.query, language);
  return (title: string, matchedTerms?: string[]): TitleView => {
    const plain = stripBrandSuffix(title, brandNames);
    const ranges = titleHighlights({ title: plain, queryWords, matchedTerms, language });
    return { title: plain, highlightedTitle: highlightedTitle(plain, ranges), titleHighlights: ranges };
  };
}

/** Search and suggest answers the router keeps (a few MB at most: an answer is a few KB). */
const ANSWER_CACHE_SIZE = 1_000;

function engineFailed(context: RuntimeContext, response: Response, error: unknown): void {
  context.logger.error({ err: error }, 'The search engine failed');
  response.status(502).json({ error: 'The search engine could not answer. Try again later.' });
}
