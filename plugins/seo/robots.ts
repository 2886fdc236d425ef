import type { Site } from '../../core/model/system-data.ts';
import type { ResolvedSite, SystemIndex } from '../../core/pipeline/plugin.ts';
import { siteOrigin } from '../../core/routing/alternates.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';

/** The robots.txt of a site, at the root of its tree (served at `/robots.txt` on the site's hosts). */
export const ROBOTS_FILE = 'robots.txt';

/**
 * A robots.txt (RFC 9309): one group for every crawler that allows everything but `disallow`, then a
 * `Sitemap:` line per sitemap index URL (the sitemaps protocol's robots.txt submission, which also lets
 * a sitemap on this host list URLs outside its own folder).
 *
 * @param input.disallow path prefixes (`/api/`), each starting with `/`.
 * @param input.sitemaps absolute URLs of sitemap indexes.
 * @returns the file's text, lines ending in `\n`.
 */
export function robotsTxt(input: { disallow: readonly string[]; sitemaps: readonly string[] }): string {
  const lines = ['User-agent: *', 'Allow: /', ...input.disallow.map((path) => `Disallow: ${path}`), ''];
  for (const sitemap of input.sitemaps) lines.push(`Sitemap: ${sitemap}`);
  return `${lines.join('\n')}\n`;
}

/**
 * URL of a file at the root of a site's tree as the runtime serves it: `<origin>/<file>` for a site on
 * a host of its own or the main site, `<origin>/<slug>/<file>` for a site reached by its slug on the
 * main site's hosts (runtime/server/root-files.ts).
 */
export function siteRootUrl(input: {
  site: Pick<Site, 'slug' | 'domains'>;
  origin: string;
  file: string;
}): string {
  const slug = linkSiteSlug(input.site);
  return `${input.origin}${slug ? `/${encodeURIComponent(slug)}` : ''}/${input.file}`;
}

/**
 * The other sites of the fleet whose pages live under this site's host by their slug (public-site §2
 * site matching: the main site's hosts with a slug), for the host's robots.txt to name their sitemaps:
 * none unless this site is served at the root of its host. The redirect site has no pages.
 */
export function slugSitesOnHost(site: ResolvedSite, system: SystemIndex): Site[] {
  if (linkSiteSlug(site.cms) !== null) return [];
  const origin = siteOrigin(site, system);
  return system.sites.filter(
    (other) =>
      other.id !== site.cms.id &&
      !other.redirectHost &&
      linkSiteSlug(other) !== null &&
      siteOrigin({ cms: other }, system) === origin,
  );
}
