import { parseLocaleSegment } from './locale-segment.ts';
import { pathSegments } from './path-segments.ts';
import { joinPath } from './url.ts';

/** Prefix that keeps a link as written and forces a full page load (public-site §2 localized links). */
export const HARD_LINK_PREFIX = 'hard:';

/** A URI scheme (`https:`, `mailto:`, `tel:`, `action:`) or a protocol-relative start (`//`). */
const NOT_A_LOCAL_PATH = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Localizes a site-internal link (public-site §2 localized links).
 *
 * Left untouched: links starting with `hard:` (they keep the prefix; {@link stripHardPrefix} removes it
 * when rendering), links with a scheme (`http:`, `https:`, `mailto:`, `tel:`, and any other `scheme:`),
 * protocol-relative `//host` links and hash-only links (`#top`).
 *
 * Otherwise: an existing leading locale segment is dropped, as are trailing (and doubled) slashes; the
 * site slug is prefixed when given and not already the first remaining segment; then the lower-case
 * locale code is prefixed. A query string and hash are kept. A path without a leading slash is read
 * from the root.
 *
 * @example localizeLink({ href: '/', localeUrlCode: 'en', siteSlug: null }) // '/en'
 * @example localizeLink({ href: '/de-ch/company/', localeUrlCode: 'en', siteSlug: 'events' }) // '/en/events/company'
 * @param input.href the link as stored in the content service.
 * @param input.localeUrlCode the target locale's URL code (`de-ch`; upper case is lowered).
 * @param input.siteSlug the site slug to add, or null for the main site and sites on their own domain.
 * @returns the localized href. Never throws.
 */
export function localizeLink(input: {
  href: string;
  localeUrlCode: string;
  siteSlug: string | null;
}): string {
  const { href, siteSlug } = input;
  if (href.startsWith(HARD_LINK_PREFIX) || href.startsWith('#') || NOT_A_LOCAL_PATH.test(href)) return href;

  const suffixStart = href.search(/[?#]/);
  const path = suffixStart === -1 ? href : href.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : href.slice(suffixStart);

  const segments = pathSegments(path);
  const [first] = segments;
  if (first !== undefined && parseLocaleSegment(first)) segments.shift();
  if (siteSlug && segments[0] !== siteSlug) segments.unshift(siteSlug);
  segments.unshift(input.localeUrlCode.toLowerCase());

  return joinPath({ segments, search: suffix });
}

/**
 * Removes a leading `hard:` from a link, for rendering it as a plain anchor (public-site §2 localized
 * links, link targets).
 *
 * @param href a link, possibly `hard:/en/downloads`.
 * @returns the link without the prefix (`/en/downloads`); other links unchanged.
 */
export function stripHardPrefix(href: string): string {
  return href.startsWith(HARD_LINK_PREFIX) ? href.slice(HARD_LINK_PREFIX.length) : href;
}
