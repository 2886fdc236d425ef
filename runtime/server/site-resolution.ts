import { isIP } from 'node:net';
import { pathSegments } from '../../core/routing/path-segments.ts';
import { matchDomain, matchSite } from '../../core/routing/site-matching.ts';
import { hostName } from '../../core/routing/url.ts';
import { resolveSegments } from '../../core/routing/url-resolution.ts';
import type { ServedSite } from '../../core/serving/context.ts';
import type { Fleet } from './fleet.ts';

/** A request path split at `?`, percent-encoding kept, as it reached the server. */
export interface RequestTarget {
  /** The raw path (`/en/company/`). */
  pathname: string;
  /** The query with its `?`, or `''`. */
  search: string;
  /** Non-empty raw path segments (`['en', 'company']`). */
  segments: string[];
}

/** Which site answers a request, and what its path says (public-site §2 URL resolution). */
export interface ResolvedRequest {
  served: ServedSite;
  /** The first segment when it reads as a locale in any case (`de-CH`), else null. */
  localeSegment: string | null;
  /** The site's locale the path names exactly, else null (missing or wrong locale). */
  locale: string | null;
  /** The slug segment that selected the site, or null when the host alone did. */
  pathSlug: string | null;
  /** Raw segments after the locale and the slug: the page path. */
  rest: string[];
}

/**
 * Splits the request target without resolving it against any host, so `//evil.test/x` stays a path.
 * An absolute-form target (`http://host/path`, sent to proxies) contributes only its path and query.
 */
export function parseRequestTarget(originalUrl: string): RequestTarget {
  let target = originalUrl;
  if (!target.startsWith('/')) {
    target = URL.canParse(target) ? `${new URL(target).pathname}${new URL(target).search}` : '/';
  }
  const queryStart = target.indexOf('?');
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? '' : target.slice(queryStart);
  return { pathname, search, segments: pathSegments(pathname) };
}

/**
 * Resolves a request (public-site §2): core/routing `resolveSegments` splits the path, with "the segment
 * after the locale selects another site than the Host header alone" (core/routing `matchSite`) as the
 * site-slug rule; the site is the one that slug, or else the host, selects.
 *
 * @param input.segments the raw segments of {@link RequestTarget}.
 * @returns the resolution, or null when no site answers (no domain, slug or main site matches).
 */
export function resolveRequest(input: {
  fleet: Fleet;
  host: string;
  segments: string[];
}): ResolvedRequest | null {
  const { fleet, host } = input;
  const hostSite = siteFor({ fleet, host, firstSegment: null });
  const selectsOtherSite = (segment: string) => {
    const bySegment = siteFor({ fleet, host, firstSegment: segment });
    return bySegment !== null && bySegment !== hostSite;
  };
  const url = resolveSegments({ segments: input.segments, siteSlugs: { has: selectsOtherSite } });
  const served = url.siteSlug === null ? hostSite : siteFor({ fleet, host, firstSegment: url.siteSlug });
  if (!served) return null;
  const { localeSegment } = url;
  const locale = localeSegment !== null && served.locales.has(localeSegment) ? localeSegment : null;
  return { served, localeSegment, locale, pathSlug: url.siteSlug, rest: url.rawSegments };
}

/**
 * The served site that `matchSite` chooses for a host and first segment (public-site §2 site matching).
 * @returns the site, or null when nothing matches and there is no main site.
 */
export function siteFor(input: {
  fleet: Fleet;
  host: string;
  firstSegment: string | null;
}): ServedSite | null {
  const { fleet } = input;
  const site = matchSite({ sites: fleet.records, host: input.host, firstSegment: input.firstSegment });
  return site ? servedSite(fleet, site.id) : null;
}

/**
 * Tells whether a host belongs to the main site, the only place main-site-only sites are served
 * (public-site §6): a host that one of the main site's domains matches (exact or as a suffix, as in site
 * matching). A host that no site's domain matches counts as the main site's when the main site has no
 * domains (it is then the fallback for every such host), or when it is an IP address, which names no
 * site (requests by address: the preview on 127.0.0.1, health checks).
 */
export function isMainSiteHost(input: { fleet: Fleet; host: string }): boolean {
  const { main } = input.fleet;
  if (!main) return false;
  const byDomain = matchDomain({ sites: input.fleet.records, host: input.host, firstSegment: null });
  if (byDomain) return byDomain.id === main.site.id;
  return (main.site.domains ?? []).length === 0 || isIP(hostName(input.host)) !== 0;
}

function servedSite(fleet: Fleet, id: string): ServedSite | null {
  return fleet.sites.find((served) => served.site.id === id) ?? null;
}
