import type { ManifestPage } from '../../core/pipeline/manifest.ts';
import { isSecretPageKey } from '../../core/pipeline/secret-pages.ts';
import { normalizeHost } from '../../core/routing/url.ts';
import type { ServedSite } from '../../core/serving/context.ts';

/** A page of some site, found by its CMS id. */
export interface FleetPage {
  served: ServedSite;
  page: ManifestPage;
}

/** Look-ups across every served site, derived once per set of site trees. */
export interface Fleet {
  sites: readonly ServedSite[];
  /** The sites as site matching sees them, in the same order. */
  records: ServedSite['site'][];
  /** The main site: the site without slug (public-site §2), if one is served. */
  main: ServedSite | undefined;
  /**
   * Every page with a CMS id, in every locale it was written in, by id (public-site §2 direct look-up);
   * secret pages (core/pipeline/secret-pages.ts) left out.
   */
  pagesById: Map<string, FleetPage[]>;
  /** Normalised host names of every configured domain: the only hosts a redirect may name. */
  hosts: ReadonlySet<string>;
}

const fleets = new WeakMap<readonly ServedSite[], Fleet>();

/**
 * The {@link Fleet} of the served sites. Computed once per array: `RuntimeContext.sites()` returns a new
 * array after each reload, so a rebuild is picked up and nothing stale is kept.
 */
export function fleetOf(sites: readonly ServedSite[]): Fleet {
  const known = fleets.get(sites);
  if (known) return known;
  const pagesById = new Map<string, FleetPage[]>();
  const hosts = new Set<string>();
  for (const served of sites) {
    for (const page of served.manifest.pages) {
      // A secret page's address is never handed out, not even to whoever knows its CMS id.
      if (page.id && !isSecretPageKey(page.path)) {
        pagesById.set(page.id, [...(pagesById.get(page.id) ?? []), { served, page }]);
      }
    }
    for (const domain of served.site.domains ?? []) hosts.add(normalizeHost(domain.hostName));
  }
  const fleet = {
    sites,
    records: sites.map((served) => served.site),
    main: sites.find((served) => !served.site.slug),
    pagesById,
    hosts,
  };
  fleets.set(sites, fleet);
  return fleet;
}
