import { DEFAULT_LANGUAGE } from '../model/system-data.ts';

/** The locale-preference request header of the content service (Hygraph `gcms-locales`, public-site §7). */
export const LOCALE_PREFERENCE_HEADER = 'gcms-locales';

/**
 * The locale preference of a content call (public-site §7): current language, fallback language, then
 * en, without duplicates. Calls that depend on no language (system data, redirects) use `en` alone.
 *
 * @example localePreference({ language: 'de', fallbackLanguage: 'fr' }) // ['de', 'fr', 'en']
 * @param input.fallbackLanguage the visitor's fallback (alternate) language, or null (the build: none).
 */
export function localePreference(input: { language: string; fallbackLanguage?: string | null }): string[] {
  return [...new Set([input.language, input.fallbackLanguage ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE])];
}

/**
 * Request headers of a service call: the `gcms-locales` preference when `languages` is given and, when
 * given, an `authorization: Bearer …` that overrides the endpoint's token (public-site §7 bearer override).
 */
export function contentHeaders(input: {
  languages?: readonly string[];
  token?: string;
}): Record<string, string> {
  return {
    ...(input.languages ? { [LOCALE_PREFERENCE_HEADER]: input.languages.join(',') } : {}),
    ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
  };
}
