// Intl objects are costly to create and pages of one locale ask for the same ones thousands of times.
const languageNames = new Map<string, Intl.DisplayNames>();

export { numberLocale } from '../../core/text/number-locale.ts';

/**
 * A language's name in the page's locale, e.g. 'de' in 'fr-CH' → 'allemand'; the code itself when the
 * runtime does not know it.
 */
export function languageName(input: { language: string; localeCode: string }): string {
  let names = languageNames.get(input.localeCode);
  if (names == null) {
    names = new Intl.DisplayNames([input.localeCode], { type: 'language', fallback: 'code' });
    languageNames.set(input.localeCode, names);
  }
  try {
    return names.of(input.language) ?? input.language;
  } catch {
    // An ill-formed code (RangeError) is shown as received.
    return input.language;
  }
}
