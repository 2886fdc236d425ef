import { ALL_COUNTRY_CODE } from '../model/constants.ts';
import type { Locale } from '../model/locale.ts';
import type { Country } from '../model/system-data.ts';

/**
 * A page configuration that cannot be served: no home page for a site and country, or a content page
 * whose language no country supports (public-site §5; customer-area §5).
 */
export class PageValidationError extends Error {
  override name = 'PageValidationError';
}

/** A page counts as universal when it lists no country, or `ALL`. */
function isUniversal(countries: readonly string[]): boolean {
  return countries.length === 0 || countries.includes(ALL_COUNTRY_CODE);
}

/**
 * Picks the page to use for a country among pages sharing a slug (public-site §5 "A site's home page
 * must exist for the country or a universal one").
 *
 * @param input.candidates pages with their `countries` (upper-case codes; empty or `ALL` = universal).
 * @param input.country the locale's country (`CH`; `ALL` for international locales).
 * @returns the first page listing the country; else the first universal page; else null.
 */
export function selectPageForCountry<P extends { countries: string[] }>(input: {
  candidates: readonly P[];
  country: string;
}): P | null {
  const { candidates, country } = input;
  return (
    candidates.find((page) => page.countries.includes(country)) ??
    candidates.find((page) => isUniversal(page.countries)) ??
    null
  );
}

/**
 * Picks a site's home page for a country, failing the build when there is none (public-site §5;
 * customer-area §5 'Invalid home page configuration...').
 *
 * @param input.homePages the site's pages with slug `home`.
 * @param input.country the locale's country.
 * @param input.siteName the site's name, for the message.
 * @returns the page chosen by {@link selectPageForCountry}.
 * @throws {PageValidationError} 'Invalid home page configuration: …' naming the site and country, when
 *   neither a page for the country nor a universal one exists.
 */
export function validateHomePage<P extends { countries: string[] }>(input: {
  homePages: readonly P[];
  country: string;
  siteName: string;
}): P {
  const page = selectPageForCountry({ candidates: input.homePages, country: input.country });
  if (page) return page;
  throw new PageValidationError(
    `Invalid home page configuration: site "${input.siteName}" has no home page for country ` +
      `${input.country} and no universal one. Add the country to a home page or leave a home page's countries empty.`,
  );
}

/**
 * Tells whether a page is published in a locale (public-site §5; customer-area §5): the page's
 * languages include the locale's language, and its countries are empty or include the locale's
 * country or `ALL`. An international locale (country `ALL`) thus sees only pages for all countries.
 *
 * @param input.page the page's `languages` (lower-case codes) and `countries` (upper-case codes).
 * @param input.locale the locale.
 * @returns true when the page belongs in the locale. Never throws.
 */
export function pageAvailableInLocale(input: {
  page: { languages: string[]; countries: string[] };
  locale: Pick<Locale, 'language' | 'country' | 'isInternational'>;
}): boolean {
  const { page, locale } = input;
  return (
    page.languages.includes(locale.language) &&
    (isUniversal(page.countries) || page.countries.includes(locale.country))
  );
}

/**
 * Checks that some country supports a content page's language (public-site §5 "A content page must
 * have a country supporting its language"; customer-area §5).
 *
 * When the page lists countries, one of them (looked up in `countries`; unknown codes are ignored) must
 * list the language in `supportedLanguages`; when it lists none, any country in `countries` must.
 *
 * @param input.page the page's id, title, languages and countries.
 * @param input.language the language the page is being built in.
 * @param input.countries all countries by code (the synthetic `ALL` country included when present).
 * @throws {PageValidationError} 'Invalid content page configuration: …' naming the page and language.
 */
export function validateContentPage(input: {
  page: { id: string; title: string; languages: string[]; countries: string[] };
  language: string;
  countries: ReadonlyMap<string, Country>;
}): void {
  const { page, language, countries } = input;
  const candidates =
    page.countries.length > 0
      ? page.countries.flatMap((code) => countries.get(code) ?? [])
      : [...countries.values()];
  if (candidates.some((country) => country.supportedLanguages.includes(language))) return;
  throw new PageValidationError(
    `Invalid content page configuration: page "${page.title}" (${page.id}) is in language ${language}, ` +
      `but none of its countries (${page.countries.join(', ') || 'any'}) supports that language.`,
  );
}
