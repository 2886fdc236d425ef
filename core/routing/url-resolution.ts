import { parseLocaleSegment } from './locale-segment.ts';
import { pathSegments } from './path-segments.ts';
import { safeDecode } from './url.ts';

/** Slug used for the page and its parent when the path does not name them (public-site §2 URL resolution). */
const HOME_SLUG = 'home';

/**
 * A request path taken apart (public-site §2 URL resolution).
 *
 * - `localeSegment`: the first segment when it reads as a locale code in any case, as written (`de-ch`,
 *   or `de-CH`, which the runtime redirects), or null when the path has none.
 * - `siteSlug`: the site slug segment as written, or null when the next segment is not a site slug.
 * - `pageSlug`: the last remaining segment, decoded; `home` when none remain.
 * - `parentSlug`: the decoded segment before the page slug, `home` when there is none.
 * - `segments`: the decoded segments after locale and site slug (`['company', 'history']`).
 * - `rawSegments`: the same segments as sent, percent-encoding kept (for a `Location` or a file key).
 */
export interface ResolvedUrl {
  localeSegment: string | null;
  siteSlug: string | null;
  pageSlug: string;
  parentSlug: string;
  segments: string[];
  rawSegments: string[];
}

/**
 * Which segments are site slugs: a set of slugs, or a rule such as the runtime's "the segment selects
 * another site than the host alone" (runtime/server/site-resolution.ts).
 */
export interface SiteSlugs {
  /** @param segment a path segment as sent (`events`). */
  has(segment: string): boolean;
}

/**
 * Resolves a request path into locale, site slug, page slug and parent slug
 * (public-site §2 URL resolution): splits it on `/` (a query string or hash left on the path is
 * ignored, empty segments too), then applies {@link resolveSegments}.
 *
 * @param input.pathname the URL path (`/de-ch/events/company/history`).
 * @param input.siteSlugs slugs of the sites reached by path rather than by their own domain.
 * @returns the {@link ResolvedUrl}. Never throws.
 */
export function resolveUrl(input: { pathname: string; siteSlugs: SiteSlugs }): ResolvedUrl {
  const [path = ''] = input.pathname.split(/[?#]/, 1);
  return resolveSegments({ segments: pathSegments(path), siteSlugs: input.siteSlugs });
}

/**
 * Resolves the non-empty segments of a path as sent (public-site §2 URL resolution): an optional first
 * segment is the locale when {@link parseLocaleSegment} accepts it lower-cased; an optional next segment
 * is the site slug when `siteSlugs` has it; the last remaining segment is the page slug and the one
 * before it the parent slug, both defaulting to `home`. Locale and slug are read as sent; page segments
 * are percent-decoded (a malformed escape keeps the raw segment).
 *
 * @param input.segments raw segments (`['de-ch', 'events', '%C3%BCber-uns']`).
 * @returns the {@link ResolvedUrl}. Never throws.
 */
export function resolveSegments(input: { segments: readonly string[]; siteSlugs: SiteSlugs }): ResolvedUrl {
  const rest = [...input.segments];

  let localeSegment: string | null = null;
  const [first] = rest;
  if (first !== undefined && parseLocaleSegment(first.toLowerCase())) {
    localeSegment = first;
    rest.shift();
  }

  let siteSlug: string | null = null;
  const [next] = rest;
  if (next !== undefined && input.siteSlugs.has(next)) {
    siteSlug = next;
    rest.shift();
  }

  const segments = rest.map(safeDecode);
  return {
    localeSegment,
    siteSlug,
    pageSlug: segments.at(-1) ?? HOME_SLUG,
    parentSlug: segments.at(-2) ?? HOME_SLUG,
    segments,
    rawSegments: rest,
  };
}
