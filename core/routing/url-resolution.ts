import { parseLocaleSegment } from './locale-segment.ts';
import { pathSegments } from './path-segments.ts';
import { safeDecode } from './safe-decode.ts';

/** Slug used for the page and its parent when the path does not name them (public-site §2 URL resolution). */
const HOME_SLUG = 'home';

/**
 * A request path taken apart (public-site §2 URL resolution).
 *
 * - `localeSegment`: the lower-case locale segment as written (`de-ch`), or null when the path has none.
 * - `siteSlug`: the site slug segment, or null when the next segment is not a known site slug.
 * - `pageSlug`: the last remaining segment, `home` when none remain.
 * - `parentSlug`: the segment before the page slug, `home` when there is none.
 * - `segments`: the decoded segments after locale and site slug (`['company', 'history']`).
 */
export interface ResolvedUrl {
  localeSegment: string | null;
  siteSlug: string | null;
  pageSlug: string;
  parentSlug: string;
  segments: string[];
}

/**
 * Resolves a request path into locale, site slug, page slug and parent slug
 * (public-site §2 URL resolution).
 *
 * Segments are split on `/`, empty ones ignored and each percent-decoded (a malformed escape keeps the
 * raw segment). Then: an optional first segment is the locale when {@link parseLocaleSegment} accepts it;
 * an optional next segment is the site slug when it is one of `siteSlugs`; the last remaining segment is
 * the page slug and the one before it the parent slug, both defaulting to `home`. A query string or hash
 * left on the path is ignored.
 *
 * @param input.pathname the URL path (`/de-ch/events/company/history`).
 * @param input.siteSlugs slugs of the sites reached by path rather than by their own domain.
 * @returns the {@link ResolvedUrl}. Never throws.
 */
export function resolveUrl(input: { pathname: string; siteSlugs: ReadonlySet<string> }): ResolvedUrl {
  const [path = ''] = input.pathname.split(/[?#]/, 1);
  const segments = pathSegments(path).map(safeDecode);

  let localeSegment: string | null = null;
  const [first] = segments;
  if (first !== undefined && parseLocaleSegment(first)) {
    localeSegment = first;
    segments.shift();
  }

  let siteSlug: string | null = null;
  const [next] = segments;
  if (next !== undefined && input.siteSlugs.has(next)) {
    siteSlug = next;
    segments.shift();
  }

  return {
    localeSegment,
    siteSlug,
    pageSlug: segments.at(-1) ?? HOME_SLUG,
    parentSlug: segments.at(-2) ?? HOME_SLUG,
    segments,
  };
}
