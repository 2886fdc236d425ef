import type { Locale } from '../model/locale.ts';
import type { AlternateView } from '../model/view.ts';
import type { ResolvedSite, SystemIndex } from '../pipeline/plugin.ts';
import { linkSiteSlug } from './link-slug.ts';
import { localizeLink } from './localized-link.ts';

/**
 * hreflang alternates of a page (public-site §2 content pages, canonical and hreflang): one per language that has
 * the path (pointing at the site's international locale of that language, else the locale of the
 * language's default country, else the first locale of that language), then x-default (the
 * international en locale, else the site's first locale that has the path).
 *
 * @param input.path below the locale segment, e.g. 'products/cutting'.
 * @param input.has whether a locale has a page at `path` (the country filter decides).
 * @param input.origin e.g. 'https://www.machinery-group.test'; '' gives root-relative URLs.
 */
export function languageAlternates(input: {
  site: ResolvedSite;
  system: SystemIndex;
  path: string;
  has: (locale: Locale) => boolean;
  origin: string;
}): AlternateView[] {
  const { site, path, has, origin } = input;
  const url = (locale: Locale) =>
    `${origin}${localizeLink({ href: `/${path}`, localeUrlCode: locale.urlCode, siteSlug: linkSiteSlug(site.cms) })}`;
  const alternates: AlternateView[] = [];
  for (const language of new Set(site.locales.map((locale) => locale.language))) {
    const candidates = site.locales.filter((locale) => locale.language === language && has(locale));
    const chosen =
      candidates.find((locale) => locale.isInternational) ??
      candidates.find((locale) => locale.country === input.system.languages.get(language)?.defaultCountry) ??
      candidates[0];
    if (chosen) alternates.push({ hreflang: language, href: url(chosen) });
  }
  const fallback =
    site.locales.find((locale) => locale.urlCode === 'en' && has(locale)) ?? site.locales.find(has);
  if (fallback) alternates.push({ hreflang: 'x-default', href: url(fallback) });
  return alternates;
}

/** `https://<host>` of the site's first public domain, else the main site's; '' when none. */
export function siteOrigin(site: ResolvedSite, system: SystemIndex): string {
  const isPublic = (host: string) =>
    host !== 'localhost' && !host.endsWith('.localhost') && !/^[\d.]+$|^\[?[\da-f:]+\]?$/i.test(host);
  const own = site.cms.domains?.find((domain) => isPublic(domain.hostName) && !domain.slug);
  if (own) return `https://${own.hostName}`;
  const main = system.sites.find((candidate) => candidate.slug === null);
  const mainDomain = main?.domains?.find((domain) => isPublic(domain.hostName));
  return mainDomain ? `https://${mainDomain.hostName}` : '';
}
