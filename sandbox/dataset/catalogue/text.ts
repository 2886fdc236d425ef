import { UI_LANGUAGES, type UiLanguage } from '../../../core/model/system-data.ts';
import type { CatalogueText } from './types.ts';

/**
 * Reads a phrase-table row: the eleven translations in UI_LANGUAGES order (en cs de es fr hu ja pt ro
 * sk zh), as a list or as one string separated by ' | '.
 *
 * @throws Error when the row does not hold exactly eleven translations (a typo in a table)
 */
export function translations(row: string | readonly string[]): CatalogueText {
  const parts = typeof row === 'string' ? row.split(' | ') : row;
  if (parts.length !== UI_LANGUAGES.length) {
    throw new Error(
      `Expected ${UI_LANGUAGES.length} translations, got ${parts.length}: ${parts.join(' | ')}`,
    );
  }
  return Object.fromEntries(
    UI_LANGUAGES.map((language, index) => [language, parts[index]!]),
  ) as CatalogueText;
}

/** The same text in every UI language: a technical or trademark name ('Alpha 550', 'Sécurité process'). */
export const untranslated = (text: string): CatalogueText => translations(UI_LANGUAGES.map(() => text));

/** Derives a text per language; `languages` limits the result (en is always kept). */
export function mapText(
  text: CatalogueText,
  derive: (value: string, language: UiLanguage) => string,
  languages: readonly UiLanguage[] = UI_LANGUAGES,
): CatalogueText {
  const entries = languages.flatMap((language) => {
    const value = text[language];
    return value === undefined ? [] : [[language, derive(value, language)] as const];
  });
  return { ...Object.fromEntries(entries), en: derive(text.en, 'en') } as CatalogueText;
}

/** Two sentences as one text: joined by a space, or directly after the ideographic full stop (ja, zh). */
export const joinSentences = (first: string, second: string, language: UiLanguage): string =>
  language === 'ja' || language === 'zh' ? `${first}${second}` : `${first} ${second}`;

/** The text limited to `languages` (en is always kept): a product not translated into every language. */
export const onlyIn = (text: CatalogueText, languages: readonly UiLanguage[]): CatalogueText =>
  mapText(text, (value) => value, languages);
