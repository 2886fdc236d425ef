import { type Language, UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';

/** The country a language's locale defaults to (public-site §3 language `defaultCountry`). */
export const DEFAULT_COUNTRIES: Readonly<Record<UiLanguage, string>> = {
  en: 'US',
  cs: 'CZ',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  hu: 'HU',
  ja: 'JP',
  pt: 'BR',
  ro: 'RO',
  sk: 'SK',
  zh: 'CN',
};

/**
 * Builds the eleven UI languages of `systemDataQuery` (public-site §3 language, §9 UI languages), each
 * with its default country and its display name in every UI language from `Intl.DisplayNames`.
 */
export function createLanguages(): Language[] {
  const namers = UI_LANGUAGES.map((ui) => ({ ui, names: new Intl.DisplayNames([ui], { type: 'language' }) }));
  return UI_LANGUAGES.map((languageCode) => ({
    languageCode,
    defaultCountry: DEFAULT_COUNTRIES[languageCode],
    displayNames: namers.map(({ ui, names }) => ({
      locale: ui,
      name: names.of(languageCode) ?? languageCode,
    })),
  }));
}
