import { describe, expect, it } from 'vitest';
import { NO_CLASSIFICATIONS_MESSAGE } from '../../../core/catalogue/classifications.ts';
import { loadTranslations, type TranslationTree } from '../../../core/i18n/index.ts';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';

const translations = await loadTranslations();

function flatten(tree: TranslationTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const catalogue = (language: string) => flatten(translations[language]?.catalogue ?? {});
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('locales/{lng}/catalogue.json', () => {
  const english = catalogue('en');

  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has exactly the keys of en',
    (language) => {
      expect(Object.keys(catalogue(language)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(UI_LANGUAGES)(
    '%s keeps the placeholders, leaves no value empty and translates the placeholder',
    (language) => {
      const texts = catalogue(language);
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key]!));
      }
      if (language !== 'en') expect(texts.noClassifications).not.toBe(english.noClassifications);
    },
  );

  it("spells the specification's placeholder verbatim in en (customer-area §5)", () => {
    expect(english.noClassifications).toBe(NO_CLASSIFICATIONS_MESSAGE);
  });
});
