import { describe, expect, it } from 'vitest';
import { languageLocale, localeOfUrlCode } from '../../../core/locales/language-locale.ts';

/** The main site's locales, as its manifest lists them: en international, country locales after. */
const main = ['en', 'en-us', 'de-ch', 'de-de', 'fr-ch', 'ja-jp'].map(localeOfUrlCode);
/** A campaign site that drops en (cabinet building). */
const cabinet = ['de-de', 'de-ch', 'fr-ch'].map(localeOfUrlCode);

describe('languageLocale (customer-area §7 site navigation; public-site §2 URL resolution)', () => {
  it.each([
    // language, country, site, expected locale URL code
    ['en', undefined, main, 'en'],
    ['en', 'ALL', main, 'en'],
    ['en', 'US', main, 'en-us'],
    // No international de locale: the default country's (DE), not `/de/…`, which answers 302.
    ['de', undefined, main, 'de-de'],
    ['de', 'CH', main, 'de-ch'],
    // fr's default country (FR) is not a locale of the site: its first fr locale.
    ['fr', undefined, main, 'fr-ch'],
    ['ja', undefined, main, 'ja-jp'],
    ['de', undefined, cabinet, 'de-de'],
    ['fr', 'ALL', cabinet, 'fr-ch'],
  ])('%s, country %s → a locale of the site', (language, country, locales, expected) => {
    const defaultCountry = { de: 'DE', fr: 'FR', ja: 'JP', en: 'US' }[language];
    expect(languageLocale({ language, country, locales, defaultCountry })?.urlCode).toBe(expected);
  });

  it('finds none where the site has no locale of the language or country', () => {
    expect(languageLocale({ language: 'en', locales: cabinet, defaultCountry: 'US' })).toBeUndefined();
    expect(languageLocale({ language: 'es', locales: main, defaultCountry: 'ES' })).toBeUndefined();
    expect(languageLocale({ language: 'de', country: 'AT', locales: main })).toBeUndefined();
  });

  it('reads a URL code as the locale it names', () => {
    expect(localeOfUrlCode('de-ch')).toEqual({
      urlCode: 'de-ch',
      language: 'de',
      country: 'CH',
      isInternational: false,
    });
    expect(localeOfUrlCode('fr')).toEqual({
      urlCode: 'fr',
      language: 'fr',
      country: 'ALL',
      isInternational: true,
    });
  });
});
