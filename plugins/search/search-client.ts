import { z } from 'zod';
import { SEARCH_RECORD_TYPES, type SearchRecordType } from './screen-state.ts';

/**
 * The browser's calls to the search proxy (customer-area §7: `POST /api/search-proxy/search` and
 * `/suggest`, same origin, JSON), their answers validated at the boundary (zod).
 */

/** Where the search proxy answers (plugins/search/server). */
export const SEARCH_API = '/api/search-proxy/search';
/** Where the title completions come from. */
export const SUGGEST_API = '/api/search-proxy/suggest';

/** Which site and locale a search is for: the locale's URL code and the site's slug (null: main site). */
export interface SearchScope {
  localeCode: string;
  siteSlug: string | null;
}

const imageSchema = z.object({ src: z.string(), alt: z.string().nullish() }).nullish();

/** One result of `/search` (customer-area §7 title and description, plus URL, type, image and date). */
export const searchResultSchema = z.object({
  title: z.string(),
  /** Escaped title with `<mark>` around the query's words (plugins/search/highlight.ts). */
  highlightedTitle: z.string().nullish(),
  description: z.string().nullish(),
  url: z.string(),
  /** An unknown type (a newer engine) is shown without its badge. */
  type: z.string().nullish(),
  image: imageSchema,
  date: z.string().nullish(),
});

/** One result of `/search`. */
export type SearchResult = z.output<typeof searchResultSchema>;

const searchAnswerSchema = z.object({
  records: z.array(searchResultSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
});

/** A page of results. */
export type SearchAnswer = z.output<typeof searchAnswerSchema>;

const suggestionSchema = z.object({
  title: z.string(),
  highlightedTitle: z.string().nullish(),
  url: z.string(),
});

/** One title completion of `/suggest`. */
export type Suggestion = z.output<typeof suggestionSchema>;

const suggestAnswerSchema = z.object({ records: z.array(suggestionSchema) });

/** The API did not answer 200 with the expected JSON. */
export class SearchUnavailable extends Error {
  override name = 'SearchUnavailable';
}

/**
 * One page of results (10 a page), optionally of one type.
 *
 * @param input.page 1-based.
 * @param input.type a record type to keep; sent only when set.
 * @throws SearchUnavailable on a network failure, a status other than 200 or an unexpected answer;
 *   the `signal`'s AbortError when aborted.
 */
export async function fetchSearchResults(
  input: SearchScope & { query: string; page: number; type: SearchRecordType | null; signal?: AbortSignal },
): Promise<SearchAnswer> {
  const { localeCode, siteSlug, query, page, type } = input;
  const body = { localeCode, siteSlug, query, page, ...(type ? { type } : {}) };
  return post({ url: SEARCH_API, body, schema: searchAnswerSchema, signal: input.signal });
}

/**
 * The title completions of a query.
 * @throws as {@link fetchSearchResults}.
 */
export async function fetchSuggestions(
  input: SearchScope & { query: string; signal?: AbortSignal },
): Promise<Suggestion[]> {
  const { localeCode, siteSlug, query } = input;
  const answer = await post({
    url: SUGGEST_API,
    body: { localeCode, siteSlug, query },
    schema: suggestAnswerSchema,
    signal: input.signal,
  });
  return answer.records;
}

/** Whether a result's type is one the screen knows (and has a badge for). */
export function knownType(type: string | null | undefined): SearchRecordType | null {
  return (SEARCH_RECORD_TYPES as readonly (string | null | undefined)[]).includes(type)
    ? (type as SearchRecordType)
    : null;
}

async function post<Schema extends z.ZodType>(input: {
  url: string;
  body: unknown;
  schema: Schema;
  signal?: AbortSignal;
}): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new SearchUnavailable(`${input.url} could not be reached`, { cause: error });
  }
  if (response.status !== 200) {
    throw new SearchUnavailable(`${input.url}: expected 200, received ${response.status}`);
  }
  const parsed = input.schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new SearchUnavailable(`${input.url} answered an unexpected body`);
  return parsed.data;
}
