import type { Site } from '../model/system-data.ts';

/**
 * The site slug a site's localized links carry (public-site §2 localized links: "add the site slug
 * where wanted"): none for the main site and for a site served on host names of its own (a domain
 * without slug, e.g. `cabinet-building.example.com/de-ch/company`); otherwise the site's slug, as on
 * the main site's hosts (`www.example.com/en/events/company`).
 *
 * @returns the slug, or null when links carry none.
 */
export function linkSiteSlug(site: Pick<Site, 'slug' | 'domains'>): string | null {
  if (!site.slug) return null;
  const ownHost = (site.domains ?? []).some((domain) => !domain.slug);
  return ownHost ? null : site.slug;
}
