/**
 * The search screen's state in the address (customer-area §3 Search: "the query kept in the URL") and the
 * header box's rules, as pure functions shared by the islands, the page declarations and the tests. Free
 * of Node and React.
 */

/** The search screen's path below the locale (and below the site slug in URLs): `/{locale}/search`. */
export const SEARCH_PATH = 'search';

/** Query parameter of the search words (`?q=`), also the header form's field name. */
export const QUERY_PARAMETER = 'q';
/** Query parameter of the result page, 1-based (`?page=2`); absent for the first. */
export const PAGE_PARAMETER = 'page';
/** Query parameter of the type filter (`?type=story`); absent for all types. */
export const TYPE_PARAMETER = 'type';

/** Results per page of the search API (`/api/search-proxy/search`). */
export const RESULTS_PER_PAGE = 10;

/** Longest query kept, in characters: a longer one is cut (an address is no place for essays). */
export const MAX_QUERY_LENGTH = 200;

/** The record types the search API answers, in the order the filter offers them. */
export const SEARCH_RECORD_TYPES = [
  'page',
  'story',
  'media-release',
  'product',
  'classification',
  'capability',
] as const;

/** One of {@link SEARCH_RECORD_TYPES}. */
export type SearchRecordType = (typeof SEARCH_RECORD_TYPES)[number];

/** What the search screen shows, as its address says it. */
export interface ScreenState {
  /** The search words, trimmed, at most {@link MAX_QUERY_LENGTH} characters; `''` for none. */
  query: string;
  /** The result page, 1-based. */
  page: number;
  /** The type filter; null for all types. */
  type: SearchRecordType | null;
}

/** Whether `value` is one of {@link SEARCH_RECORD_TYPES}. */
export function isSearchRecordType(value: unknown): value is SearchRecordType {
  return typeof value === 'string' && (SEARCH_RECORD_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the screen's state from an address's query string. Forgiving, since addresses are typed, shared
 * and outdated: an unknown type means all types, a page that is no positive whole number means page 1.
 *
 * @param search `location.search` (`?q=wire&page=2&type=product`), with or without `?`.
 * @example parseScreenState('?q=+wire+&page=x&type=nope') // { query: 'wire', page: 1, type: null }
 */
export function parseScreenState(search: string): ScreenState {
  const parameters = new URLSearchParams(search);
  const query = normalizeQuery(parameters.get(QUERY_PARAMETER) ?? '');
  const pageText = parameters.get(PAGE_PARAMETER) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const type = parameters.get(TYPE_PARAMETER);
  return { query, page, type: isSearchRecordType(type) ? type : null };
}

/**
 * The query string of a state, the inverse of {@link parseScreenState}: the defaults (page 1, all types)
 * are left out, so a shared address stays short.
 *
 * @returns `?q=wire&type=product&page=2`, or `''` for the empty state.
 */
export function screenSearch(state: ScreenState): string {
  const parameters = new URLSearchParams();
  if (state.query) parameters.set(QUERY_PARAMETER, state.query);
  if (state.type) parameters.set(TYPE_PARAMETER, state.type);
  if (state.page > 1) parameters.set(PAGE_PARAMETER, String(state.page));
  const text = parameters.toString();
  return text ? `?${text}` : '';
}

/**
 * The query as sent: whitespace runs folded to one space, trimmed, cut at {@link MAX_QUERY_LENGTH}
 * characters (code points, so no surrogate pair is split).
 */
export function normalizeQuery(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return Array.from(folded).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** Letters of scripts written without spaces, where one character is a word (Han, kana, Hangul). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The query the header box asks suggestions for, or null for none yet: at least two characters, or
 * one character of a script written without spaces (Japanese, Chinese, where one character is a word).
 */
export function suggestionQuery(text: string): string | null {
  const query = normalizeQuery(text);
  if (query === '') return null;
  if (Array.from(query).length >= 2 || CJK.test(query)) return query;
  return null;
}

/** One entry of the pager: a page number, or a gap between two runs of numbers. */
export type PagerEntry = number | 'gap';

/**
 * The page numbers the pager shows: the first, the last, and the current page with `around` pages on
 * each side; a gap where numbers are left out (a gap of one page shows that page instead).
 *
 * @param input.page the current page, 1-based.
 * @param input.pages the number of pages (0 or 1: nothing to page, `[]`).
 * @param input.around pages shown on each side of the current one; default 1.
 * @example pagerEntries({ page: 5, pages: 10 }) // [1, 'gap', 4, 5, 6, 'gap', 10]
 */
export function pagerEntries(input: { page: number; pages: number; around?: number }): PagerEntry[] {
  const { pages } = input;
  if (pages <= 1) return [];
  const around = input.around ?? 1;
  const page = Math.min(Math.max(input.page, 1), pages);
  const shown = new Set([1, pages]);
  for (let candidate = page - around; candidate <= page + around; candidate += 1) {
    if (candidate >= 1 && candidate <= pages) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  for (const [index, number] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) entries.push('gap');
    entries.push(number);
  }
  return entries;
}

/**
 * A result's or suggestion's address, if it is safe to link or open: a path or URL on the page's own
 * origin (search results are pages of the site searched; rule 2 of docs/security.md: nothing leads off
 * the site), resolved against the page's address. Anything else (another host, `javascript:`, `data:`,
 * a malformed URL, `/\t/host` tricks the URL parser resolves to another host) gives null, so no record
 * can run script or send the visitor elsewhere through a link. With `anyHost` (a result's image on the
 * image asset host), any http(s) URL passes.
 *
 * @param input.url the record's `url` (`/en/products/x`) or image `src`.
 * @param input.base the page's address (`location.href`).
 * @returns the absolute URL, or null.
 */
export function safeRecordUrl(input: { url: string; base: string; anyHost?: boolean }): string | null {
  let resolved: URL;
  try {
    resolved = new URL(input.url, input.base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
  if (!input.anyHost && resolved.origin !== new URL(input.base).origin) return null;
  return resolved.href;
}
