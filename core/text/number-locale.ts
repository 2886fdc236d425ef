/**
 * The locale whose number format a page uses (public-site §9: "number format follows locale (de is
 * de-CH)"): every German locale formats numbers as de-CH, other locales as themselves.
 *
 * @param locale the page's locale, e.g. `{ code: 'de-DE', language: 'de' }`.
 * @returns a BCP 47 tag for `Intl.NumberFormat`, e.g. 'de-CH', 'fr-FR', 'en'.
 */
export function numberLocale(locale: { code: string; language: string }): string {
  return locale.language === 'de' ? 'de-CH' : locale.code;
}
