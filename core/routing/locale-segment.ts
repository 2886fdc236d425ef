import { UI_LANGUAGES, type UiLanguage } from '../model/constants.ts';

/**
 * Languages that also exist as language-only (international) locales, country `ALL`
 * (public-site §2 URL resolution: "fr and es are also accepted as international locales").
 */
export const INTERNATIONAL_LANGUAGES = ['en', 'fr', 'es'] as const;

/** A locale URL segment taken apart: `de-ch` → `{ language: 'de', country: 'CH' }`, `fr` → `{ language: 'fr', country: null }`. */
export interface ParsedLocaleSegment {
  language: UiLanguage;
  /** Upper-case country code, or null for an international (language-only) locale. */
  country: string | null;
}

const LOCALE_SEGMENT = /^([a-z]{2})(?:-([a-z]{2}))?$/;

/**
 * Reads a path segment as a locale code (public-site §2 URL resolution, step 1).
 *
 * Accepted, lower case only: `xx` where xx is an international language (en, fr, es), or `xx-yy` where
 * xx is one of the eleven UI languages and yy any two letters.
 *
 * @param segment one path segment, without slashes (`de-ch`).
 * @returns `{ language, country }` with the country upper-cased (`de-ch` → `{ language: 'de', country: 'CH' }`,
 *   `en` → `{ language: 'en', country: null }`), or null when the segment is not a locale code
 *   (`de-CH`, `de`, `de-che`, `ru-ru`, `events`). Never throws.
 */
export function parseLocaleSegment(segment: string): ParsedLocaleSegment | null {
  const match = LOCALE_SEGMENT.exec(segment);
  if (!match) return null;
  const [, language = '', country] = match;
  if (country === undefined) {
    return isInternationalLanguage(language) ? { language, country: null } : null;
  }
  return isUiLanguage(language) ? { language, country: country.toUpperCase() } : null;
}

function isUiLanguage(language: string): language is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(language);
}

function isInternationalLanguage(language: string): language is (typeof INTERNATIONAL_LANGUAGES)[number] {
  return (INTERNATIONAL_LANGUAGES as readonly string[]).includes(language);
}
