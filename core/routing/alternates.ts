import type { Locale } from '../model/locale.ts';
import type { AlternateView } from '../model/view.ts';
import type { ResolvedSite, SystemIndex } from '../pipeline/plugin.ts';
import { linkSiteSlug } from './link-slug.ts';
import { localizeLink } from './localized-link.ts';

/** The language whose international (else representative) locale is the x-default target. */
const DEFAULT_LANGUAGE = 'en';

/** One page of a path in one locale, with its absolute URL and its hreflang code. */
export interface HreflangMember {
  locale: Locale;
  /** BCP 47 tag of the locale (`de-CH`, `en`), canonicalised by `Intl`. */
  hreflang: string;
  href: string;
}

/**
 * The hreflang cluster of one path of a site: every locale that has a page at the path, the
 * language representatives among them and the x-default target. Computed once per path and shared by
 * every page of the path ({@link hreflangAlternates} gives each page its list).
 */
export interface HreflangCluster {
  /** The members in the site's locale order. */
  members: HreflangMember[];
  /** Language → its representative: the international locale, else the default country's, else the first. */
  representatives: Map<string, HreflangMember>;
  /** Target of `x-default`, or null when no locale has the path. */
  xDefault: HreflangMember | null;
  /** Every alternate, as the representatives list them; shared by their pages (never change it). */
  all: AlternateView[];
}

/**
 * The BCP 47 hreflang code of a locale (`de-ch` → `de-CH`, `en` → `en`), or null when the code is not a
 * well-formed language tag (such a locale is left out of hreflang clusters).
 */
export function hreflangCode(locale: Pick<Locale, 'code'>): string | null {
  try {
    return Intl.getCanonicalLocales(locale.code)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The hreflang cluster of a path (public-site §2 canonical and hreflang). Members are the site's locales that have the path (and a valid BCP 47 code). Per language, the
 * representative is the site's international locale of that language, else the locale of the
 * language's default country, else its first locale. `x-default` points at the international `en`
 * locale, else another international locale, else the representative of `en`, else the site's default
 * locale (its first: a site without `en`, such as a campaign site that drops it, defaults to it), else
 * the representative of the first member's language: every path with a member has an x-default.
 *
 * @param input.path below the locale segment, e.g. 'products/cutting' ('' for the home page).
 * @param input.has whether a locale has a page at `path` that is its own canonical.
 * @param input.origin e.g. 'https://www.machinery-group.test'; '' gives root-relative URLs.
 */
export function hreflangCluster(input: {
  site: ResolvedSite;
  system: SystemIndex;
  path: string;
  has: (locale: Locale) => boolean;
  origin: string;
}): HreflangCluster {
  const { site, path, origin } = input;
  const siteSlug = linkSiteSlug(site.cms);
  const members: HreflangMember[] = [];
  for (const locale of site.locales) {
    const hreflang = hreflangCode(locale);
    if (hreflang === null || !input.has(locale)) continue;
    const href = `${origin}${localizeLink({ href: `/${path}`, localeUrlCode: locale.urlCode, siteSlug })}`;
    members.push({ locale, hreflang, href });
  }
  const representatives = new Map<string, HreflangMember>();
  for (const language of new Set(members.map((member) => member.locale.language))) {
    const candidates = members.filter((member) => member.locale.language === language);
    const defaultCountry = input.system.languages.get(language)?.defaultCountry;
    const chosen =
      candidates.find((member) => member.locale.isInternational) ??
      candidates.find((member) => member.locale.country === defaultCountry) ??
      candidates[0];
    if (chosen) representatives.set(language, chosen);
  }
  const defaultLocale = site.locales[0];
  const first = members[0];
  const xDefault =
    members.find((member) => member.locale.isInternational && member.locale.language === DEFAULT_LANGUAGE) ??
    members.find((member) => member.locale.isInternational) ??
    representatives.get(DEFAULT_LANGUAGE) ??
    members.find((member) => member.locale.urlCode === defaultLocale?.urlCode) ??
    (first ? representatives.get(first.locale.language) : undefined) ??
    null;
  const cluster: HreflangCluster = { members, representatives, xDefault, all: [] };
  cluster.all = listAlternates(cluster, () => true);
  return cluster;
}

/**
 * The hreflang alternates a page of the cluster lists, so that every link is returned (Google's rule:
 * a page that lists another must be listed by it, and each lists itself):
 *
 * - a language's representative lists every member: the representatives by their bare language code
 *   (`de` → the de-de page, which also covers Germany), the others by their region code (`de-CH`);
 *   then `x-default`;
 * - any other page lists itself (`de-CH`) first, then the representatives (`de`, `en`, `fr` …) and
 *   `x-default`.
 *
 * So each page lists itself, every URL once, its country variants are listed by (and list) the
 * representative of their language, and the full per-country set of a path is on the representatives'
 * pages only (one per language and path), not on every page. The same list goes into the page's head
 * and its sitemap entry.
 *
 * @param locale the page's locale.
 * @returns the page's alternates; [] when the page is not a member (no page or no valid code).
 */
export function hreflangAlternates(
  cluster: HreflangCluster,
  locale: Pick<Locale, 'urlCode'>,
): AlternateView[] {
  const self = cluster.members.find((member) => member.locale.urlCode === locale.urlCode);
  if (!self) return [];
  if (cluster.representatives.get(self.locale.language) === self) return cluster.all;
  // Itself first: the list is then the same on every country page of a language but for the page's own
  // locale (core/pipeline/locale-groups.ts renders such pages once).
  const representatives = new Set(cluster.representatives.values());
  return [
    { hreflang: self.hreflang, href: self.href },
    ...listAlternates(cluster, (member) => member !== self && representatives.has(member)),
  ];
}

/** The alternates of the members `include` keeps, in locale order, then x-default. */
function listAlternates(
  cluster: HreflangCluster,
  include: (member: HreflangMember) => boolean,
): AlternateView[] {
  const alternates: AlternateView[] = [];
  for (const member of cluster.members) {
    if (!include(member)) continue;
    // A representative stands for its whole language (`de`), which also covers its own country.
    const { language } = member.locale;
    const representative = cluster.representatives.get(language) === member;
    alternates.push({ hreflang: representative ? language : member.hreflang, href: member.href });
  }
  if (cluster.xDefault) alternates.push({ hreflang: 'x-default', href: cluster.xDefault.href });
  return alternates;
}

/**
 * Caches {@link hreflangCluster} per path for one site and origin: pages of one path share their cluster.
 *
 * @returns `(path, locale)` → the page's alternates ({@link hreflangAlternates}).
 */
export function createAlternatesOf(input: {
  site: ResolvedSite;
  system: SystemIndex;
  origin: string;
  /** Whether `locale` has a page at `path` that is its own canonical. */
  has: (locale: Locale, path: string) => boolean;
}): (path: string, locale: Pick<Locale, 'urlCode'>) => AlternateView[] {
  const clusters = new Map<string, HreflangCluster>();
  return (path, locale) => {
    let cluster = clusters.get(path);
    if (!cluster) {
      cluster = hreflangCluster({ ...input, path, has: (candidate) => input.has(candidate, path) });
      clusters.set(path, cluster);
    }
    return hreflangAlternates(cluster, locale);
  };
}

/**
 * A page's hreflang alternates with the CMS page's alternate versions (public-site §3 page
 * `alternateVersions`), which win over computed ones with the same hreflang.
 */
export function withAlternateVersions(
  alternates: AlternateView[],
  page: { alternateVersions: readonly { hreflang: string; url: string }[] },
): AlternateView[] {
  if (page.alternateVersions.length === 0) return alternates;
  const byHreflang = new Map(alternates.map((alternate) => [alternate.hreflang, alternate]));
  for (const alternate of page.alternateVersions) {
    byHreflang.set(alternate.hreflang, { hreflang: alternate.hreflang, href: alternate.url });
  }
  return [...byHreflang.values()];
}

/** `https://<host>` of the site's first public domain, else the main site's; '' when none. */
export function siteOrigin(site: Pick<ResolvedSite, 'cms'>, system: Pick<SystemIndex, 'sites'>): string {
  const isPublic = (host: string) =>
    host !== 'localhost' && !host.endsWith('.localhost') && !/^[\d.]+$|^\[?[\da-f:]+\]?$/i.test(host);
  const own = site.cms.domains?.find((domain) => isPublic(domain.hostName) && !domain.slug);
  if (own) return `https://${own.hostName}`;
  const main = system.sites.find((candidate) => candidate.slug === null);
  const mainDomain = main?.domains?.find((domain) => isPublic(domain.hostName));
  return mainDomain ? `https://${mainDomain.hostName}` : '';
}
