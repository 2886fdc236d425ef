import { describe, expect, it } from 'vitest';
import { languageName, numberLocale } from '../../../plugins/catalogue/format.ts';

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
