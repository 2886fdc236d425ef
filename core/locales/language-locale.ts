import type { Locale } from '../model/locale.ts';
import { ALL_COUNTRY_CODE } from '../model/system-data.ts';

/** The parts of a locale that choosing one for a language reads. */
export type LocaleIdentity = Pick<Locale, 'urlCode' | 'language' | 'country' | 'isInternational'>;

/**
 * The locale a URL code names (public-site §2 URL resolution: `/{language}[-{COUNTRY}]/…`): `de-ch` is
 * de in CH, `fr` the international fr locale (country `ALL`). What a build manifest lists of a site's
 * locales is their URL codes.
 */
export function localeOfUrlCode(urlCode: string): LocaleIdentity {
  const [language = '', country] = urlCode.split('-');
  return country
    ? {
        urlCode,
        language: language as Locale['language'],
        country: country.toUpperCase(),
        isInternational: false,
      }
    : { urlCode, language: language as Locale['language'], country: ALL_COUNTRY_CODE, isInternational: true };
}

/**
 * The site's locale for a language and an optional country (customer-area §7 site navigation: the
 * links it answers must resolve without a redirect, and a locale the site lacks answers 302):
 *
 * - a country other than `ALL`: the site's `{language}-{country}` locale;
 * - no country, or `ALL`: the language's international locale (`de`), else its default country's
 *   (`de-de`), else the site's first locale of the language (as hreflang picks a language's
 *   representative, core/routing/alternates.ts).
 *
 * @param input.country upper-case country code (`CH`), `ALL` or undefined.
 * @param input.locales the site's locales, in its order.
 * @param input.defaultCountry the language's default country (system data `Language.defaultCountry`).
 * @returns the locale, or undefined when the site has none of that language (and country).
 */
export function languageLocale<T extends LocaleIdentity>(input: {
  language: string;
  country?: string;
  locales: readonly T[];
  defaultCountry?: string;
}): T | undefined {
  const { language, country, locales } = input;
  const ofLanguage = locales.filter((locale) => locale.language === language);
  if (country !== undefined && country !== ALL_COUNTRY_CODE) {
    return ofLanguage.find((locale) => locale.country === country);
  }
  return (
    ofLanguage.find((locale) => locale.isInternational) ??
    ofLanguage.find((locale) => locale.country === input.defaultCountry) ??
    ofLanguage[0]
  );
}
