import type { SystemRedirect } from '../model/content.ts';
import { pathSegments } from '../routing/path-segments.ts';
import { matchRedirect, redirectCandidates } from '../routing/redirect-match.ts';
import { matchDomain, matchSite } from '../routing/site-matching.ts';
import { safeDecode } from '../routing/url.ts';
import { resolveSegments } from '../routing/url-resolution.ts';
import type { BuildManifest, WrittenPage } from './manifest.ts';
import type { CollectedLinks } from './page-links.ts';
import type { Plugin } from './plugin.ts';
import { isSecretPageKey, secretPageKey } from './secret-pages.ts';

/**
 * The link check: every internal link of the pages a build wrote, resolved as the runtime
 * would answer it. Pure: the build gathers sites and links (core/pipeline/link-check-build.ts).
 */

/**
 * What a broken link does to the build (STYLE.md rule 7): `ignore` (not checked at all), `log` (info),
 * `warn` (a warning, the default) or `fail` (the build fails and the output stays as it was).
 */
export const LINK_CHECK_SEVERITIES = ['ignore', 'log', 'warn', 'fail'] as const;
export type LinkCheckSeverity = (typeof LINK_CHECK_SEVERITIES)[number];

/** What the runtime answers besides pages and redirects, as plain data (from the fleet's plugins). */
export interface RuntimeRoutes {
  /** Mount paths of the plugins' routes (`/file`, `/api/products`): the path and every path below it. */
  routePrefixes: string[];
  /** Segment families that serve a page: `/{locale}/{segment}/**` answers with the locale's page `page`. */
  familyPages: { segment: string; page: string }[];
  /** Root families that serve an island page at exactly this path (`/blank-callback`). */
  familyRoots: string[];
}

/** Paths the runtime answers itself (runtime/server/plugin-routes.ts `RESERVED_PATHS`, and `/favicon.ico`). */
export const RUNTIME_PATHS: readonly string[] = [
  '/_assets',
  '/_build',
  '/_tags',
  '/health',
  '/favicon.svg',
  '/favicon.ico',
];

/**
 * The routes and path families of the fleet's plugins (cli/plugin-registry.ts `fleetPlugins`), as the
 * runtime mounts them (runtime/server/app.ts).
 */
export function runtimeRoutesOf(plugins: readonly Plugin[]): RuntimeRoutes {
  const families = plugins.flatMap((plugin) => plugin.pathFamilies ?? []);
  return {
    routePrefixes: plugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => route.path)),
    familyPages: families.flatMap(({ match, serve }) =>
      'segment' in match && serve && 'page' in serve ? [{ segment: match.segment, page: serve.page }] : [],
    ),
    familyRoots: families.flatMap(({ match, serve }) =>
      'root' in match && serve && 'island' in serve ? [match.root] : [],
    ),
  };
}

/** A site links may lead to: its manifest's parts and its CMS redirects table. */
export interface LinkSite {
  site: BuildManifest['site'];
  /** URL codes of its locales, in derivation order. */
  locales: readonly string[];
  pages: readonly Pick<WrittenPage, 'locale' | 'path'>[];
  redirects: readonly SystemRedirect[];
}

/** An internal link that leads to nothing the runtime serves. */
export interface BrokenLink {
  /** Key of the site whose pages link it. */
  site: string;
  /** The href as written (`/en/events/media-releases`). */
  href: string;
  /** Pages of the site linking it. */
  count: number;
  /** The first linking pages' URLs (at most three, in sort order). */
  pages: string[];
}

/** The link check's findings. */
export interface LinkCheckReport {
  /** Distinct internal hrefs checked, counted per linking site. */
  checked: number;
  /** Broken links by site key (in `sites` order), then href. */
  broken: BrokenLink[];
}

/**
 * Checks the links each site's pages carry.
 * @param input.sites every site the runtime will serve: those built now and those left from earlier
 *   builds, in the runtime's order (by folder name), which breaks site-matching ties.
 * @param input.links site key → its pages' links ({@link CollectedLinks}); sites without are not checked.
 */
export function checkLinks(input: {
  sites: readonly LinkSite[];
  links: ReadonlyMap<string, CollectedLinks>;
  routes: RuntimeRoutes;
  /**
   * Earlier answers for these very sites and routes (`<site key>\u0000<href>` → resolves), filled with
   * this check's: a long-lived builder's next check over the same pages resolves only new hrefs.
   * Default none.
   */
  resolved?: Map<string, boolean>;
}): LinkCheckReport {
  let resolver: LinkResolver | undefined;
  const resolves = (from: string, href: string) => {
    const key = `${from}\u0000${href}`;
    const known = input.resolved?.get(key);
    if (known !== undefined) return known;
    resolver ??= createLinkResolver(input);
    const answer = resolver({ from, href });
    input.resolved?.set(key, answer);
    return answer;
  };
  const broken: BrokenLink[] = [];
  let checked = 0;
  for (const { site } of input.sites) {
    const links = input.links.get(site.key);
    if (!links) continue;
    checked += links.size;
    const hrefs = [...links.keys()].sort();
    for (const href of hrefs) {
      if (resolves(site.key, href)) continue;
      const use = links.get(href)!;
      broken.push({ site: site.key, href, count: use.count, pages: use.pages });
    }
  }
  return { checked, broken };
}

/** Whether a site-relative href on a page of site `from` (key) reaches something the runtime serves. */
export type LinkResolver = (input: { from: string; href: string }) => boolean;

interface IndexedSite extends LinkSite {
  localeSet: ReadonlySet<string>;
  pageKeys: ReadonlySet<string>;
}

/**
 * Resolves links as the runtime answers requests (runtime/server/content-handler.ts), the linking page's
 * host being its site's own (a domain without slug, else its first domain; none for a site without
 * domains). A link resolves when, query and hash aside: it is a root family's path; it is, or lies below,
 * a path the runtime or a plugin route answers; after a trailing slash is dropped, site matching finds a
 * site that redirects off the fleet; or, for a site served on that host, the path names a page of the
 * site in its locale (percent-decoded) or a segment family whose page the locale has; or a CMS redirect
 * of the site matches (path, path with query or hash, as written or decoded); or a path without a valid
 * locale names a page in the locale the runtime redirects to (the segment in lower case when the site
 * has it, else `en`, else the site's first locale). Redirect targets are not followed.
 */
export function createLinkResolver(input: {
  sites: readonly LinkSite[];
  routes: RuntimeRoutes;
}): LinkResolver {
  const sites: IndexedSite[] = input.sites.map((site) => ({
    ...site,
    localeSet: new Set(site.locales),
    pageKeys: new Set(site.pages.map((page) => pageKey(page.locale, page.path))),
  }));
  const records = sites.map(({ site }) => site);
  const byId = new Map(sites.map((site) => [site.site.id, site]));
  const byKey = new Map(sites.map((site) => [site.site.key, site]));
  const main = sites.find(({ site }) => !site.slug);
  const prefixes = [...RUNTIME_PATHS, ...input.routes.routePrefixes].map((prefix) => prefix.toLowerCase());
  const roots = new Set(input.routes.familyRoots);
  const familyPages = new Map(
    input.routes.familyPages.map((family) => [family.segment.toLowerCase(), family.page]),
  );

  // Site matching depends on host and first segment only: a few hundred pairs for thousands of links.
  const matched = new Map<string, IndexedSite | undefined>();
  const siteFor = (host: string, firstSegment: string | null) => {
    const key = `${host}\u0000${firstSegment ?? ''}`;
    if (matched.has(key)) return matched.get(key);
    const record = matchSite({ sites: records, host, firstSegment });
    const site = record ? byId.get(record.id) : undefined;
    matched.set(key, site);
    return site;
  };
  const mainHosts = new Map<string, boolean>();
  const mainSiteHosts = (host: string) => {
    if (!mainHosts.has(host)) mainHosts.set(host, isMainSiteHost({ records, main, host }));
    return mainHosts.get(host)!;
  };
  const servesPage = (site: IndexedSite, locale: string, rest: readonly string[]) => {
    const decoded = rest.map(safeDecode);
    const familyPage = decoded.length > 0 ? familyPages.get(decoded[0]!.toLowerCase()) : undefined;
    if (familyPage !== undefined && site.pageKeys.has(pageKey(locale, familyPage))) return true;
    const path = decoded.join('/');
    // As the runtime finds pages (runtime/server/site-registry.ts `pageFileAt`): a secret page by the key
    // of the path, never by a key written as the path.
    if (isSecretPageKey(path)) return false;
    return (
      site.pageKeys.has(pageKey(locale, path)) ||
      site.pageKeys.has(pageKey(locale, secretPageKey({ locale, path })))
    );
  };

  return ({ from, href }) => {
    const linking = byKey.get(from);
    if (!linking) return false;
    const { pathname, search, hash } = splitHref(href);
    // Before site matching: root families, then the runtime's own paths and the plugins' routes (Express
    // matches mount paths in any case).
    if (roots.has(pathname)) return true;
    const lower = pathname.toLowerCase();
    if (prefixes.some((prefix) => isAtOrBelow(lower, prefix))) return true;

    const segments = pathSegments(pathname);
    const slashless = `/${segments.join('/')}`;
    const host = siteHost(linking.site);
    const hostSite = siteFor(host, null);
    const url = resolveSegments({
      segments,
      siteSlugs: {
        has: (segment) => {
          const bySegment = siteFor(host, segment);
          return bySegment !== undefined && bySegment !== hostSite;
        },
      },
    });
    const served = url.siteSlug === null ? hostSite : siteFor(host, url.siteSlug);
    if (!served) return false;
    if (served.site.redirectHost) return true;
    if (served.site.mainSiteOnly && !mainSiteHosts(host)) return false;

    const locale =
      url.localeSegment !== null && served.localeSet.has(url.localeSegment) ? url.localeSegment : null;
    if (locale !== null && servesPage(served, locale, url.rawSegments)) return true;
    const candidates = [slashless, safeDecode(slashless)].flatMap((path) =>
      redirectCandidates({ pathname: path, search, hash }),
    );
    if (matchRedirect({ redirects: served.redirects, candidates }) !== null) return true;
    if (locale !== null) return false;
    const chosen = [url.localeSegment?.toLowerCase(), 'en', served.locales[0]].find(
      (code) => code !== undefined && served.localeSet.has(code),
    );
    return chosen !== undefined && servesPage(served, chosen, url.rawSegments);
  };
}

/** `/file` and `/file/x` are at or below `/file`; `/files` is not. */
function isAtOrBelow(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/');
}

/** The host a site's pages are visited on: a domain of its own (no slug), else its first; `''`: none. */
function siteHost(site: LinkSite['site']): string {
  const domains = site.domains ?? [];
  return (domains.find((domain) => !domain.slug) ?? domains[0])?.hostName ?? '';
}

/** runtime/server/site-resolution.ts `isMainSiteHost`, for the hosts {@link siteHost} gives. */
function isMainSiteHost(input: {
  records: readonly LinkSite['site'][];
  main: LinkSite | undefined;
  host: string;
}): boolean {
  if (!input.main) return false;
  const byDomain = matchDomain({ sites: input.records, host: input.host, firstSegment: null });
  if (byDomain) return byDomain.id === input.main.site.id;
  return (input.main.site.domains ?? []).length === 0;
}

/** `/en/a?x=1#top` → `{ pathname: '/en/a', search: '?x=1', hash: '#top' }`. */
function splitHref(href: string): { pathname: string; search: string; hash: string } {
  const hashStart = href.indexOf('#');
  const beforeHash = hashStart === -1 ? href : href.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : href.slice(hashStart);
  const queryStart = beforeHash.indexOf('?');
  return {
    pathname: queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart),
    search: queryStart === -1 ? '' : beforeHash.slice(queryStart),
    hash,
  };
}

/** runtime/server/site-registry.ts `pageKey`: `en/company`, `en` for the home page. */
function pageKey(locale: string, path: string): string {
  return path === '' ? locale : `${locale}/${path}`;
}
