import { describe, expect, it } from 'vitest';
import type { Country } from '../../../core/model/system-data.ts';
import {
  PageValidationError,
  pageAvailableInLocale,
  selectPageForCountry,
  validateContentPage,
  validateHomePage,
} from '../../../core/routing/page-validation.ts';

const swiss = { id: 'swiss', countries: ['CH'] };
const german = { id: 'german', countries: ['DE', 'AT'] };
const universal = { id: 'universal', countries: [] };
const forAll = { id: 'all', countries: ['ALL'] };

describe('selectPageForCountry (public-site §5)', () => {
  it.each([
    [[universal, swiss], 'CH', 'swiss'],
    [[swiss, universal], 'CH', 'swiss'],
    [[swiss, universal], 'DE', 'universal'],
    [[german, swiss], 'AT', 'german'],
    [[forAll, swiss], 'DE', 'all'],
    [[universal, forAll], 'ALL', 'all'],
    [[german, swiss], 'FR', null],
    [[], 'CH', null],
  ])('%j for %s → %s', (candidates, country, expected) => {
    expect(selectPageForCountry({ candidates, country })?.id ?? null).toBe(expected);
  });
});

describe('validateHomePage (public-site §5; customer-area §5)', () => {
  it.each([
    [[swiss, universal], 'CH', 'swiss'],
    [[swiss, universal], 'US', 'universal'],
  ])('%j for %s → %s', (homePages, country, expected) => {
    expect(validateHomePage({ homePages, country, siteName: 'Events' }).id).toBe(expected);
  });

  it('throws "Invalid home page configuration" naming site and country when neither exists', () => {
    const call = () => validateHomePage({ homePages: [german], country: 'CH', siteName: 'Events' });
    expect(call).toThrow(PageValidationError);
    expect(call).toThrow(/^Invalid home page configuration.*"Events".*CH/);
  });
});

describe('pageAvailableInLocale (public-site §5)', () => {
  const swissGerman = { language: 'de', country: 'CH', isInternational: false } as const;
  const international = { language: 'en', country: 'ALL', isInternational: true } as const;

  it.each([
    [{ languages: ['de'], countries: [] }, swissGerman, true],
    [{ languages: ['de', 'en'], countries: ['CH'] }, swissGerman, true],
    [{ languages: ['de'], countries: ['ALL'] }, swissGerman, true],
    [{ languages: ['de'], countries: ['DE'] }, swissGerman, false],
    [{ languages: ['en'], countries: [] }, swissGerman, false],
    [{ languages: [], countries: [] }, swissGerman, false],
    [{ languages: ['en'], countries: [] }, international, true],
    [{ languages: ['en'], countries: ['ALL'] }, international, true],
    [{ languages: ['en'], countries: ['US'] }, international, false],
  ])('%j in %o → %s', (page, locale, expected) => {
    expect(pageAvailableInLocale({ page, locale })).toBe(expected);
  });
});

describe('validateContentPage (public-site §5; customer-area §5)', () => {
  function country(countryCode: string, supportedLanguages: string[]): Country {
    return {
      countryCode,
      hidden: false,
      supportedLanguages,
      defaultLanguage: supportedLanguages[0] ?? 'en',
      defaultMeasurementSystem: 'Metric',
      sortIndex: 0,
      displayNames: [],
    };
  }
  const countries = new Map([
    ['CH', country('CH', ['de', 'fr'])],
    ['US', country('US', ['en'])],
    ['JP', country('JP', ['ja'])],
  ]);
  const page = (pageCountries: string[]) => ({
    id: 'p1',
    title: 'Company',
    languages: ['de'],
    countries: pageCountries,
  });

  it.each([
    [[], 'ja'],
    [['CH'], 'fr'],
    [['US', 'CH'], 'de'],
    [['XX', 'CH'], 'de'],
  ])('accepts a page for countries %j in %s', (pageCountries, language) => {
    expect(() => validateContentPage({ page: page(pageCountries), language, countries })).not.toThrow();
  });

  it.each([
    [[], 'sk'],
    [['US'], 'de'],
    [['CH'], 'ja'],
    [['XX'], 'de'],
  ])('rejects a page for countries %j in %s', (pageCountries, language) => {
    const call = () => validateContentPage({ page: page(pageCountries), language, countries });
    expect(call).toThrow(PageValidationError);
    expect(call).toThrow(
      new RegExp(`^Invalid content page configuration: .*"Company" \\(p1\\).*${language}`),
    );
  });
});
