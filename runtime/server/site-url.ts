import type { Domain } from '../../core/model/system-data.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { hostName, hostPort } from '../../core/routing/url.ts';
import type { ServedSite } from '../../core/serving/context.ts';
import type { Fleet } from './fleet.ts';
import { siteFor } from './site-resolution.ts';

/**
 * The URL of a page of any served site, as seen from the current request (public-site §2 direct page
 * look-up, localized links): a path when the current host reaches that site, else an absolute URL on one
 * of the site's configured hosts (or, for a slug site, of the main site's), preferring the host that
 * shares the most trailing labels with the current one (`localhost` → `cabinet-building.localhost`) and
 * keeping the current port. Every candidate is checked with site matching, so a URL is only absolute
 * when it truly reaches the site; when no configured host does, the path is returned.
 *
 * @param input.path the page path below locale and slug (`company/history`, `''` for home).
 * @param input.host the current request's Host header (`localhost:4321`).
 * @param input.protocol `http` or `https`, for absolute URLs.
 * @returns `/en/events/company` or `https://cabinet-building.machinery-group.test/de-ch/company`.
 */
export function sitePageUrl(input: {
  fleet: Fleet;
  served: ServedSite;
  locale: string;
  path: string;
  host: string;
  protocol: string;
}): string {
  const { fleet, served, locale, host } = input;
  const firstOfPath = input.path.split('/')[0] || null;
  const ownDomains = served.site.domains ?? [];
  const routes: { domain: Domain | null; slug: string | null }[] =
    ownDomains.length > 0
      ? byFamily(ownDomains, host).map((domain) => ({ domain, slug: domain.slug || null }))
      : [
          { domain: null, slug: served.site.slug },
          ...byFamily(fleet.main?.site.domains ?? [], host).map((domain) => ({
            domain,
            slug: served.site.slug,
          })),
        ];
  const reaches = (candidateHost: string, slug: string | null) =>
    siteFor({ fleet, host: candidateHost, firstSegment: slug ?? firstOfPath }) === served;
  const href = (slug: string | null) =>
    localizeLink({ href: `/${input.path}`, localeUrlCode: locale, siteSlug: slug });

  for (const route of routes) {
    if (reaches(host, route.slug)) return href(route.slug);
    if (route.domain && reaches(route.domain.hostName, route.slug)) {
      return `${input.protocol}://${route.domain.hostName}${hostPort(host)}${href(route.slug)}`;
    }
  }
  return href(routes[0]?.slug ?? served.site.slug);
}

/** Domains ordered by how many trailing host labels they share with `host`; ties keep their order. */
function byFamily(domains: readonly Domain[], host: string): Domain[] {
  const labels = hostName(host).split('.').reverse();
  const shared = (domain: Domain) => {
    const other = hostName(domain.hostName).split('.').reverse();
    let count = 0;
    while (count < labels.length && labels[count] === other[count]) count += 1;
    return count;
  };
  return domains
    .map((domain, index) => ({ domain, index, score: shared(domain) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ domain }) => domain);
}
