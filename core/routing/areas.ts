import type { Site } from '../model/system-data.ts';
import { segmentsAfterLocale } from './path-segments.ts';

/** First segments (after the optional locale) of the technical areas (public-site §2). */
const TECHNICAL_AREA_SEGMENTS: ReadonlySet<string> = new Set(['style-guide', 'callback']);

/** First segment (after the locale) of the editor area (public-site §2 routes). */
const EDITOR_SEGMENT = 'editor';

/**
 * Tells whether a path is a technical area: its first segment after an optional locale segment is
 * `style-guide` or `callback` (public-site §2 technical areas). Tags are not injected there (§4 tags).
 *
 * @param pathname a URL path (`/style-guide/buttons`, `/en/callback`).
 * @returns true for a technical area. Never throws.
 */
export function isTechnicalArea(pathname: string): boolean {
  const [first] = segmentsAfterLocale(pathname);
  return first !== undefined && TECHNICAL_AREA_SEGMENTS.has(first);
}

/**
 * Tells whether a request is on the main site: any non-technical area on a site without slug
 * (public-site §2 main site).
 *
 * @param input.site the matched site; a null or empty slug means the main site.
 * @param input.pathname the URL path.
 * @returns true on the main site. Never throws.
 */
export function isMainSite(input: { site: Pick<Site, 'slug'>; pathname: string }): boolean {
  return !input.site.slug && !isTechnicalArea(input.pathname);
}

/**
 * Tells whether a request is on the public main site, where the public features (navigation, news
 * feed, basket) run: the main site, minus paths whose first segment after the locale is `editor` or the
 * customer-area segment, compared case-insensitively (public-site §2, §6; customer-area §1).
 *
 * @param input.site the matched site.
 * @param input.pathname the URL path (`/de-ch/company`).
 * @param input.portalSegment the customer-area segment, from configuration.
 * @returns true on the public main site. Never throws.
 */
export function isPublicMainSite(input: {
  site: Pick<Site, 'slug'>;
  pathname: string;
  portalSegment: string;
}): boolean {
  if (!isMainSite(input)) return false;
  const first = segmentsAfterLocale(input.pathname)[0]?.toLowerCase();
  return first !== EDITOR_SEGMENT && first !== input.portalSegment.toLowerCase();
}
