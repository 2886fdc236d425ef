import type { Site } from '../model/system-data.ts';

/**
 * Splits sites into those with both a header and a footer navigation and those lacking either, which
 * are dropped (public-site §3 site: "Sites lacking header or footer navigation are dropped").
 *
 * @param sites the sites as received from `systemDataQuery`.
 * @returns `{ kept, dropped }`, each in the input order; `dropped` is there so the caller can log it.
 */
export function dropSitesWithoutNavigation<S extends Pick<Site, 'headerNavigation' | 'footerNavigation'>>(
  sites: readonly S[],
): { kept: S[]; dropped: S[] } {
  const kept: S[] = [];
  const dropped: S[] = [];
  for (const site of sites) {
    (site.headerNavigation && site.footerNavigation ? kept : dropped).push(site);
  }
  return { kept, dropped };
}
