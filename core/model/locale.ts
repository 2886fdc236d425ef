import type { MeasurementSystem, UiLanguage } from './system-data.ts';

/**
 * A locale a site is built and served in (public-site §3 locale).
 *
 * - `code`: BCP 47 tag as used by i18next and `Intl`: `en`, `de-CH`.
 * - `urlCode`: the first URL segment, lower case: `en`, `de-ch` (public-site §2 URL resolution).
 * - `sisCode`: the service-information-system locale of the language (public-site §7 mapping).
 * - `isInternational`: true for a language-only locale (`en`, `fr`, `es`); its country is `ALL`.
 * - `country`: upper-case country code, `ALL` for international locales.
 * - `measurementSystem`: the country's default (Metric for `ALL`).
 */
export interface Locale {
  code: string;
  urlCode: string;
  sisCode: string;
  isInternational: boolean;
  language: UiLanguage;
  country: string;
  measurementSystem: MeasurementSystem;
}

/**
 * The distinct languages of a site's locales, in locale order (`de-ch`, `de-de`, `fr-ch` → `de`, `fr`):
 * what the build loads content for, once per language.
 */
export function localeLanguages(locales: readonly Pick<Locale, 'language'>[]): UiLanguage[] {
  return [...new Set(locales.map((locale) => locale.language))];
}
