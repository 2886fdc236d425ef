import { describe, expect, it } from 'vitest';
import { createTranslator, type Translations } from '../../../core/i18n/index.ts';
import { languageTranslations } from '../../../core/i18n/language-translations.ts';
import { hashValue } from '../../../core/pipeline/incremental.ts';

const translations: Translations = {
  en: { common: { hello: 'Hello', only: 'English only' } },
  de: { common: { hello: 'Hallo' } },
  fr: { common: { hello: 'Bonjour' } },
};

describe('languageTranslations (a page fragment holds its language and the fallback only)', () => {
  it('keeps the language and en, and drops the others', () => {
    expect(Object.keys(languageTranslations(translations, 'de')).sort()).toEqual(['de', 'en']);
    expect(Object.keys(languageTranslations(translations, 'en'))).toEqual(['en']);
    expect(Object.keys(languageTranslations(translations, 'it'))).toEqual(['en']);
  });

  it('resolves a locale code to its base language', () => {
    expect(Object.keys(languageTranslations(translations, 'de-CH')).sort()).toEqual(['de', 'en']);
  });

  it('translates as the whole set does, falling back to en', () => {
    const t = createTranslator({ translations: languageTranslations(translations, 'de'), language: 'de' });
    expect(t('hello')).toBe('Hallo');
    expect(t('only')).toBe('English only');
  });

  it('an edit to French changes neither the German nor the English fragment, an edit to English both', () => {
    const before = {
      de: hashValue(languageTranslations(translations, 'de')),
      en: hashValue(languageTranslations(translations, 'en')),
    };
    const french = { ...translations, fr: { common: { hello: 'Salut' } } };
    expect(hashValue(languageTranslations(french, 'de'))).toBe(before.de);
    expect(hashValue(languageTranslations(french, 'en'))).toBe(before.en);
    const english = { ...translations, en: { common: { hello: 'Hi', only: 'English only' } } };
    expect(hashValue(languageTranslations(english, 'de'))).not.toBe(before.de);
    expect(hashValue(languageTranslations(english, 'en'))).not.toBe(before.en);
  });
});
