import type { Site } from '../../core/model/system-data.ts';
import type { SystemRedirectRecord } from './types.ts';

type RedirectPair = [previousUrl: string, target: string];

/** Redirects of sites served without a slug; previous URLs differ between sites so a look-up is unique. */
const DOMAIN_SITE_REDIRECTS: Record<string, RedirectPair[]> = {
  main: [
    ['/en/about-us', '/en/company'],
    ['/de/ueber-uns', '/de/company'],
    ['/en/jobs?source=newsletter', '/en/careers'],
    ['/en/management-team', '/en/company/management#board'],
    ['/en/wire-harness', '/en/solutions/wire-harness'],
    // Only the browser sees a hash: the client looks this one up on the not-found page.
    ['/en/news#archive', '/en/media-releases'],
  ],
  'cabinet-building': [
    ['/de/schaltschrankbau', '/de/solutions'],
    ['/fr/a-propos', '/fr/company'],
    ['/de/kontakt-formular?ref=flyer', '/de/contact'],
  ],
};

/** Redirects of a slug-matched site, under its slug (`/en/events/old-page` → `/en/events/company`). */
function slugSiteRedirects(slug: string): RedirectPair[] {
  return [
    [`/en/${slug}/old-page`, `/en/${slug}/company`],
    [`/en/${slug}/about-us`, `/en/${slug}/company#history`],
    [`/de/${slug}/kontakt`, `/de/${slug}/contact`],
    [`/en/${slug}/jobs?utm_source=fair`, `/en/${slug}/careers`],
  ];
}

/**
 * Builds the CMS redirects of every site (public-site §3 system redirect, §2 redirects: a content-system
 * redirect answers 301). 3–5 per site, including previous URLs with a query string and targets with
 * a hash. Ids are `redirect-<site id>-<n>`.
 */
export function createRedirects(sites: Site[]): SystemRedirectRecord[] {
  return sites.flatMap((site) => {
    const pairs = DOMAIN_SITE_REDIRECTS[site.id] ?? (site.slug ? slugSiteRedirects(site.slug) : []);
    return pairs.map(([previousUrl, target], index) => ({
      id: `redirect-${site.id}-${index + 1}`,
      siteId: site.id,
      previousUrl,
      target,
    }));
  });
}
