import { createError, UnknownLocale, UnknownSite } from '../../core/errors.ts';
import type { BuildManifest, ManifestPage } from '../../core/pipeline/manifest.ts';
import { isSecretPageKey } from '../../core/pipeline/secret-pages.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';

/**
 * Which pages of a built output `sitefleet check` looks at, from the sites' build manifests. Pure: the
 * command reads the manifests (core/pipeline/manifest.ts `readBuiltSites`).
 */

/** A built site as the check sees it. */
export interface CheckedSite {
  /** The site tree's folder (absolute). */
  dir: string;
  manifest: BuildManifest;
}

/** A page picked for a check. */
export interface CheckedPage {
  /** Key of its site (`main`, `events`). */
  site: string;
  /** The site tree's folder (absolute). */
  dir: string;
  locale: string;
  /** Path below locale and site slug (`stories/a-story`, `''` for the home page). */
  path: string;
  /** Site-relative HTML file (`en/stories/a-story/index.html`). */
  file: string;
  /** {@link pageTypeOf} of its path. */
  type: string;
  /**
   * The page's URL path on its site's hosts (`/en/events/company`; a site on a host of its own has no
   * slug in it), as reports name it.
   */
  url: string;
}

/** What `--site` and `--locale` chose, and every page of it. */
export interface PageSelection {
  sites: CheckedSite[];
  /** Locale URL codes checked per site key. */
  locales: Map<string, string[]>;
  /** Every checkable page of the chosen sites and locales, in manifest order. */
  pages: CheckedPage[];
  /** One page per page type, site and locale (the first in manifest order). */
  perType: CheckedPage[];
}

/**
 * The page type of a page path: `home` for the home page, else its first segment followed by one `/*`
 * per further segment (`stories`, `stories/*`; a product three levels down: `products` and three `/*`). The
 * build manifest names no template, and a site's URL scheme mirrors its page kinds (the overview, an
 * entry, a product under its two classification levels), so pages of one shape share their template.
 */
export function pageTypeOf(pagePath: string): string {
  if (pagePath === '') return 'home';
  const [first, ...rest] = pagePath.split('/');
  return [first, ...rest.map(() => '*')].join('/');
}

/**
 * Picks the sites, locales and pages to check.
 * @param input.sites the output's built sites (readBuiltSites order).
 * @param input.site `--site` values: a site's key, id, technical name or slug; empty: every site.
 * @param input.locale `--locale` URL codes; empty: each site's first locale (its international one).
 * @returns the selection; pages are those with an `index.html` (not the 404 and 500 pages) and not
 *   password-protected (their file is the password gate, not the page).
 * @throws SitefleetError `UnknownSite` naming the values that match no built site (and the built ones),
 *   `UnknownLocale` naming the locales none of the chosen sites has.
 */
export function selectPages(input: {
  sites: readonly CheckedSite[];
  site?: readonly string[];
  locale?: readonly string[];
}): PageSelection {
  const wanted = input.site ?? [];
  const unknown = wanted.filter((value) => !input.sites.some((site) => matchesSite(site.manifest, value)));
  if (unknown.length > 0) {
    const known = input.sites.map((site) => site.manifest.site.key);
    throw createError(UnknownSite, { requested: unknown.join(', '), known });
  }
  const sites =
    wanted.length === 0
      ? [...input.sites]
      : input.sites.filter((site) => wanted.some((value) => matchesSite(site.manifest, value)));
  const requested = input.locale ?? [];
  const missing = requested.filter((code) => !sites.some((site) => site.manifest.locales.includes(code)));
  if (missing.length > 0) {
    const names = sites.map((site) => site.manifest.site.key).join(', ');
    throw createError(UnknownLocale, { requested: missing.join(', '), sites: names });
  }
  const locales = new Map<string, string[]>();
  const pages: CheckedPage[] = [];
  for (const site of sites) {
    const { manifest } = site;
    const chosen =
      requested.length === 0
        ? manifest.locales.slice(0, 1)
        : manifest.locales.filter((code) => requested.includes(code));
    if (chosen.length === 0) continue;
    locales.set(manifest.site.key, chosen);
    for (const page of manifest.pages) {
      if (!chosen.includes(page.locale) || !isCheckable(page)) continue;
      pages.push({
        site: manifest.site.key,
        dir: site.dir,
        locale: page.locale,
        path: page.path,
        file: page.file,
        type: pageTypeOf(page.path),
        url: localizeLink({
          href: `/${page.path}`,
          localeUrlCode: page.locale,
          siteSlug: manifest.site.slug,
        }),
      });
    }
  }
  const seen = new Set<string>();
  const perType = pages.filter((page) => {
    const key = `${page.site}\u0000${page.locale}\u0000${page.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { sites: sites.filter((site) => locales.has(site.manifest.site.key)), locales, pages, perType };
}

/**
 * The Lighthouse sample: per site, `size` pages of its first chosen locale: the home page, then one page
 * of each page type, the most numerous types first (ties in manifest order).
 */
export function samplePages(selection: PageSelection, size: number): CheckedPage[] {
  const sample: CheckedPage[] = [];
  for (const site of selection.sites) {
    const key = site.manifest.site.key;
    const locale = selection.locales.get(key)?.[0];
    const pages = selection.pages.filter((page) => page.site === key && page.locale === locale);
    const counts = new Map<string, number>();
    for (const page of pages) counts.set(page.type, (counts.get(page.type) ?? 0) + 1);
    const firsts = selection.perType.filter((page) => page.site === key && page.locale === locale);
    const ordered = firsts
      .map((page, index) => ({ page, index }))
      .sort(
        (a, b) =>
          Number(b.page.type === 'home') - Number(a.page.type === 'home') ||
          counts.get(b.page.type)! - counts.get(a.page.type)! ||
          a.index - b.index,
      )
      .map(({ page }) => page);
    sample.push(...ordered.slice(0, size));
  }
  return sample;
}

function matchesSite(manifest: BuildManifest, value: string): boolean {
  const { site } = manifest;
  return [site.key, site.id, site.technicalName, site.slug].includes(value);
}

function isCheckable(page: ManifestPage): boolean {
  return page.file.endsWith('index.html') && !isSecretPageKey(page.path);
}
