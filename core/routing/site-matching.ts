import type { Site } from '../model/system-data.ts';
import { normalizeHost } from './url.ts';

/**
 * What site matching reads of a site (public-site §2 site matching, §3 site): a CMS `Site` or the site
 * record of a build manifest.
 */
export type MatchableSite = Pick<Site, 'id' | 'slug' | 'domains'>;

/** Where and what to match: the request's `Host` header and the first path segment after the locale. */
export interface SiteMatchInput<S extends MatchableSite> {
  /** All sites of the fleet (after `dropSitesWithoutNavigation`). */
  sites: readonly S[];
  /** The request's `Host` header (`www.Example.com:8080`); normalised with core/routing/url.ts `normalizeHost`. */
  host: string;
  /** The first path segment after the locale segment, i.e. the candidate site slug (`events`), or null. */
  firstSegment: string | null;
}

interface MatchStep {
  /** Host equal to the domain's host name, else host ending in `.` + host name. */
  exact: boolean;
  /** Domain slug equal to the first segment, else domain without slug. */
  withSlug: boolean;
}

const MATCH_STEPS: readonly MatchStep[] = [
  { exact: true, withSlug: true },
  { exact: true, withSlug: false },
  { exact: false, withSlug: true },
  { exact: false, withSlug: false },
];

/**
 * Finds the site that answers a request (public-site §2 site matching): the site a domain matches
 * ({@link matchDomain}); with no domain match, a site without domains (`domains` null or empty) whose
 * slug equals `firstSegment`; otherwise the main site (slug null or empty), whatever its domains.
 *
 * Decision on the specification's "A site matched without any domain configuration raises an error":
 * nothing matches only when no domain, no domain-less slug site and no main site does; the caller
 * decides what that means (the runtime answers 404), so a fleet without a main site must give every
 * site a domain or a slug. Domain-less slug sites remain valid (they are how sites are reached on
 * `localhost`).
 *
 * @returns the matching site (one of `input.sites`), or null when none matches and there is no main site.
 */
export function matchSite<S extends MatchableSite>(input: SiteMatchInput<S>): S | null {
  const { sites, firstSegment } = input;
  const byDomain = matchDomain(input);
  if (byDomain) return byDomain;
  const slugSite = sites.find(
    (site) => (site.domains ?? []).length === 0 && !!site.slug && site.slug === firstSegment,
  );
  return slugSite ?? sites.find((site) => !site.slug) ?? null;
}

/**
 * The domain step of site matching alone (public-site §2): domains are tried in four steps, the first
 * step with a match winning: exact host with slug (normalised host equals the domain's host name and
 * the domain slug equals `firstSegment`); exact host without slug (domain slug null or empty); host
 * suffix with slug (host ends with `.` + host name, e.g. `www.example.com` for `example.com`); host
 * suffix without slug. Ties within one step go to the longer host name (the more specific suffix), then
 * to the earlier site in `sites`.
 *
 * @returns the site whose domain matches, or null when no domain does (no slug or main-site fallback).
 */
export function matchDomain<S extends MatchableSite>(input: SiteMatchInput<S>): S | null {
  const host = normalizeHost(input.host);
  const { sites, firstSegment } = input;
  for (const step of MATCH_STEPS) {
    let best: { site: S; hostLength: number } | null = null;
    for (const site of sites) {
      for (const domain of site.domains ?? []) {
        const hostName = normalizeHost(domain.hostName);
        if (!domainMatches({ domainSlug: domain.slug, hostName, host, firstSegment, step })) continue;
        if (best === null || hostName.length > best.hostLength) best = { site, hostLength: hostName.length };
      }
    }
    if (best) return best.site;
  }
  return null;
}

function domainMatches(input: {
  domainSlug: string | null;
  hostName: string;
  host: string;
  firstSegment: string | null;
  step: MatchStep;
}): boolean {
  const { domainSlug, hostName, host, firstSegment, step } = input;
  if (hostName === '') return false;
  const hostMatches = step.exact ? host === hostName : host.endsWith(`.${hostName}`);
  const slugMatches = step.withSlug ? !!domainSlug && domainSlug === firstSegment : !domainSlug;
  return hostMatches && slugMatches;
}
