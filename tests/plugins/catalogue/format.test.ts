import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../core/i18n/index.ts';
import { formatFileSize, languageName, numberLocale } from '../../../plugins/catalogue/format.ts';

const translations = await loadTranslations();
const t = (language: string) => createTranslator({ translations, language });

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 kB'],
    [300, 'en', '1 kB'],
    [245_400, 'en', '245 kB'],
    [999_499, 'en', '999 kB'],
    [1_000_000, 'en', '1 MB'],
    [1_450_000, 'en', '1.5 MB'],
    [12_340_000, 'en', '12.3 MB'],
    [1_450_000, 'fr-FR', '1,5 Mo'],
  ])('%i bytes in %s is %s', (bytes, localeCode, expected) => {
    expect(formatFileSize({ bytes, localeCode, t: t(localeCode) })).toBe(expected);
  });
});

describe('numberLocale (public-site §9: de is de-CH)', () => {
  it('formats every German locale as de-CH and others as themselves', () => {
    expect(numberLocale({ code: 'de-DE', language: 'de' })).toBe('de-CH');
    expect(numberLocale({ code: 'fr-CH', language: 'fr' })).toBe('fr-CH');
  });
});

describe('languageName', () => {
  it('names a content language in the page locale, or shows the code when unknown', () => {
    expect(languageName({ language: 'de', localeCode: 'fr-CH' })).toBe('allemand');
    expect(languageName({ language: 'ja', localeCode: 'en' })).toBe('Japanese');
    expect(languageName({ language: 'not a code', localeCode: 'en' })).toBe('not a code');
  });
});
