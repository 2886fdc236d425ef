import { ALL_COUNTRY_CODE, DEFAULT_LANGUAGE, UI_LANGUAGES } from '../model/constants.ts';
import type { Locale } from '../model/locale.ts';
import type { Country, UiLanguage } from '../model/system-data.ts';

/**
 * Service-information-system locale of each UI language (public-site §7 mapping). Languages not
 * listed map to {@link DEFAULT_SIS_LOCALE}.
 */
export const SIS_LOCALES: Record<string, string> = {
  en: 'en-US',
  de: 'de-CH',
  fr: 'fr-FR',
  zh: 'zh-CN',
  ja: 'ja-JP',
  es: 'es-ES',
  pt: 'pt-BR',
  cs: 'cs-CZ',
  hu: 'hu-HU',
  ro: 'ro-RO',
  sk: 'sk-SK',
};

/** The service-information-system locale for any language not in {@link SIS_LOCALES}. */
const DEFAULT_SIS_LOCALE = 'en-US';

/**
 * Maps a language to its service-information-system locale (public-site §7).
 *
 * @param language a lower-case language code (`de`).
 * @returns the SIS locale (`de-CH`); `en-US` for any other language.
 */
export function sisLocale(language: string): string {
  return Object.hasOwn(SIS_LOCALES, language)
    ? (SIS_LOCALES[language] ?? DEFAULT_SIS_LOCALE)
    : DEFAULT_SIS_LOCALE;
}

/**
 * Site-specific locale tweaks, from the site's `sites/` file (public-site §4 "Site-specific locale
 * tweaks": one site adds an international fr locale; the North-America events site adds es and drops
 * de; the brand-portal site drops de; a cabinet-building campaign site drops en).
 *
 * - `addInternational`: languages added as international locales after `en`.
 * - `dropLanguages`: languages left out everywhere, international and country locales alike.
 */
export interface LocaleTweaks {
  addInternational: ('fr' | 'es')[];
  dropLanguages: UiLanguage[];
}

/**
 * Derives the locales a site is built in (public-site §3 locale, §4 site-specific locale tweaks,
 * §6 international-only; sisCode per §7).
 *
 * 1. International locales: `en` plus `tweaks.addInternational` (deduplicated, in that order), minus
 *    `tweaks.dropLanguages`. Code and URL code are the language (`fr`), country `ALL`,
 *    `isInternational: true`, measurement system Metric.
 * 2. Unless `internationalOnly`: for each country that is neither hidden nor `ALL`, ordered by
 *    `sortIndex` then country code, for each of its `supportedLanguages` (in order) that is a UI
 *    language and not dropped: code `de-CH`, URL code `de-ch`, `isInternational: false`, the country's
 *    default measurement system. A locale already derived is not repeated.
 *
 * @param input.countries all countries from `systemDataQuery`.
 * @param input.internationalOnly the site's `internationalOnly` flag.
 * @param input.tweaks the site's locale tweaks.
 * @returns the locales, international first. Never throws; may be empty (every language dropped).
 */
export function deriveLocales(input: {
  countries: readonly Country[];
  internationalOnly: boolean;
  tweaks: LocaleTweaks;
}): Locale[] {
  const dropped = new Set<string>(input.tweaks.dropLanguages);
  const locales: Locale[] = [];
  const codes = new Set<string>();
  const add = (locale: Locale) => {
    if (codes.has(locale.code)) return;
    codes.add(locale.code);
    locales.push(locale);
  };

  for (const language of [DEFAULT_LANGUAGE, ...input.tweaks.addInternational]) {
    if (dropped.has(language)) continue;
    add({
      code: language,
      urlCode: language,
      sisCode: sisLocale(language),
      isInternational: true,
      language,
      country: ALL_COUNTRY_CODE,
      measurementSystem: 'Metric',
    });
  }
  if (input.internationalOnly) return locales;

  const countries = input.countries
    .filter((country) => !country.hidden && country.countryCode !== ALL_COUNTRY_CODE)
    .sort(byCountryOrder);
  for (const country of countries) {
    for (const language of country.supportedLanguages) {
      if (!isUiLanguage(language) || dropped.has(language)) continue;
      const code = `${language}-${country.countryCode}`;
      add({
        code,
        urlCode: code.toLowerCase(),
        sisCode: sisLocale(language),
        isInternational: false,
        language,
        country: country.countryCode,
        measurementSystem: country.defaultMeasurementSystem,
      });
    }
  }
  return locales;
}

/**
 * Finds a locale by its URL code (public-site §2 URL resolution). The match is exact: URL codes are
 * lower case, and `de-CH` in a URL is not a locale segment.
 *
 * @param input.locales the site's locales.
 * @param input.urlCode the locale segment (`de-ch`).
 * @returns the locale, or undefined when the site has none with that URL code.
 */
export function findLocale(input: { locales: readonly Locale[]; urlCode: string }): Locale | undefined {
  return input.locales.find((locale) => locale.urlCode === input.urlCode);
}

function byCountryOrder(a: Country, b: Country): number {
  if (a.sortIndex !== b.sortIndex) return a.sortIndex - b.sortIndex;
  return a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0;
}

function isUiLanguage(language: string): language is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(language);
}
