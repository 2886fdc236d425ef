import { isIP } from 'node:net';
import type { Site } from '../../core/model/system-data.ts';
import { parseLocaleSegment } from '../../core/routing/locale-segment.ts';
import { matchSite } from '../../core/routing/site-matching.ts';
import type { Fleet } from './fleet.ts';
import type { ServedSite } from './site-registry.ts';

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
  return { pathname, search, segments: pathname.split('/').filter((segment) => segment !== '') };
}

/**
 * Matches the site of a request with core/routing `matchSite` (Host header, then the first segment after
 * the locale) and splits the path into locale, slug and page path.
 * @returns the resolution, or null when no site answers (no domain, slug or main site matches).
 */
export function resolveRequest(input: {
  fleet: Fleet;
  host: string;
  segments: string[];
}): ResolvedRequest | null {
  const { fleet, host, segments } = input;
  const [first] = segments;
  const localeSegment = first !== undefined && parseLocaleSegment(first.toLowerCase()) ? first : null;
  const afterLocale = localeSegment ? segments.slice(1) : segments;
  const candidate = afterLocale[0] ?? null;
  const served = siteFor({ fleet, host, firstSegment: candidate });
  if (!served) return null;
  // The first segment is the site slug when the host alone would have chosen another site.
  const pathSlug =
    candidate !== null && siteFor({ fleet, host, firstSegment: null }) !== served ? candidate : null;
  const locale = localeSegment !== null && served.locales.has(localeSegment) ? localeSegment : null;
  return { served, localeSegment, locale, pathSlug, rest: pathSlug ? afterLocale.slice(1) : afterLocale };
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
  try {
    const site = matchSite({ sites: fleet.records, host: input.host, firstSegment: input.firstSegment });
    return fleet.sites.find((served) => served.site.id === site.id) ?? null;
  } catch {
    return null;
  }
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
  const byDomain = domainSite({ fleet: input.fleet, host: input.host });
  if (byDomain) return byDomain.id === main.site.id;
  return (main.site.domains ?? []).length === 0 || isIP(hostName(input.host)) !== 0;
}

const domainProbes = new WeakMap<Fleet, Site[]>();

/** The site whose domain matches the host, by `matchSite`'s domain steps alone (no slug or main fallback). */
function domainSite(input: { fleet: Fleet; host: string }): Site | null {
  const { fleet } = input;
  // Every probe keeps its domains but has a slug no path carries, so only a domain can match it.
  let probes = domainProbes.get(fleet);
  if (!probes) {
    probes = fleet.records.map((site) => ({ ...site, slug: `\u0000${site.id}` }));
    domainProbes.set(fleet, probes);
  }
  try {
    const probe = matchSite({ sites: probes, host: input.host, firstSegment: null });
    return fleet.records.find((site) => site.id === probe.id) ?? null;
  } catch {
    return null;
  }
}

/** The host without port or IPv6 brackets (`[::1]:80` → `::1`, `localhost:4321` → `localhost`). */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('['))
    return lower.slice(1, lower.indexOf(']') === -1 ? undefined : lower.indexOf(']'));
  return lower.split(':', 1)[0] ?? '';
}
