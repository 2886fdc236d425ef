import type { Domain, Site } from '../model/system-data.ts';

/**
 * Thrown by {@link matchSite} when no site answers a request: no domain matches, no domain-less site has
 * the first segment as slug, and there is no main site to fall back to (public-site §2 site matching;
 * §8 "Missing site configuration: error thrown").
 */
export class SiteMatchingError extends Error {
  override name = 'SiteMatchingError';

  constructor(
    readonly host: string,
    readonly firstSegment: string | null,
  ) {
    super(
      `No site matches host "${host}" with first path segment "${firstSegment ?? ''}", and there is no main ` +
        'site to fall back to. Configure a main site (a site without slug) or a domain for this host.',
    );
  }
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
 * Finds the site that answers a request (public-site §2 site matching).
 *
 * The host is lower-cased and its port stripped, then domains are tried in four steps, the first step
 * with a match winning: exact host with slug (`hostName === host` and the domain slug equals
 * `firstSegment`); exact host without slug (domain slug null or empty); host suffix with slug (host ends
 * with `.` + host name, e.g. `www.example.com` for `example.com`); host suffix without slug. Ties within
 * one step go to the longer host name (the more specific suffix), then to the earlier site in `sites`.
 *
 * With no domain match: a site without domains (`domains` null or empty) whose slug equals `firstSegment`;
 * otherwise the main site (slug null or empty), whatever its domains.
 *
 * Decision on the specification's "A site matched without any domain configuration raises an error":
 * the error is raised only when nothing at all matches and there is no main site, so a fleet without a
 * main site must give every site a domain or a slug. Domain-less slug sites remain valid (they are how
 * sites are reached on `localhost`).
 *
 * @param input.sites all sites of the fleet (after `dropSitesWithoutNavigation`).
 * @param input.host the request's `Host` header (`www.Example.com:8080`).
 * @param input.firstSegment the first path segment after the locale segment, i.e. the candidate site
 *   slug (`events`), or null when the path has none.
 * @returns the matching site.
 * @throws {SiteMatchingError} when no site matches and there is no main site.
 */
export function matchSite(input: {
  sites: readonly Site[];
  host: string;
  firstSegment: string | null;
}): Site {
  const host = normalizeHost(input.host);
  const { sites, firstSegment } = input;

  for (const step of MATCH_STEPS) {
    let best: { site: Site; hostLength: number } | null = null;
    for (const site of sites) {
      for (const domain of site.domains ?? []) {
        const hostName = normalizeHost(domain.hostName);
        if (!domainMatches({ domain, hostName, host, firstSegment, step })) continue;
        if (best === null || hostName.length > best.hostLength) best = { site, hostLength: hostName.length };
      }
    }
    if (best) return best.site;
  }

  const slugSite = sites.find(
    (site) => (site.domains ?? []).length === 0 && !!site.slug && site.slug === firstSegment,
  );
  if (slugSite) return slugSite;

  const mainSite = sites.find((site) => !site.slug);
  if (mainSite) return mainSite;

  throw new SiteMatchingError(host, firstSegment);
}

function domainMatches(input: {
  domain: Domain;
  hostName: string;
  host: string;
  firstSegment: string | null;
  step: MatchStep;
}): boolean {
  const { domain, hostName, host, firstSegment, step } = input;
  if (hostName === '') return false;
  const hostMatches = step.exact ? host === hostName : host.endsWith(`.${hostName}`);
  const slugMatches = step.withSlug ? !!domain.slug && domain.slug === firstSegment : !domain.slug;
  return hostMatches && slugMatches;
}

/** Lower-cases a host and strips its port (`[::1]:3000` → `[::1]`, `Example.com:80` → `example.com`). */
function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  return lower.split(':', 1)[0] ?? '';
}
