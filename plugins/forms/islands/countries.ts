import { COUNTRY_CODES } from '../schemas.ts';

/** A country of a picker: its ISO 3166-1 alpha-2 code and its name in the page's language. */
export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, readonly CountryOption[]>();

/**
 * The choices of a country picker (public-site §9: about 250 country codes): every code of
 * `COUNTRY_CODES` with its CLDR name in `language` (`Intl.DisplayNames`, type region), sorted by that
 * name as the language sorts (`Intl.Collator`), so a German page lists Österreich among the Ö and a
 * Japanese one in its own order. A code CLDR has no name for keeps its code as the name. Kept per
 * language after the first call.
 *
 * @param language a UI language or locale (`de`, `de-CH`).
 * @returns 249 choices.
 */
export function countryOptions(language: string): readonly CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => collator.compare(a.label, b.label) || a.value.localeCompare(b.value),
  );
  cache.set(language, options);
  return options;
}
