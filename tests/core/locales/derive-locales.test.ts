import { describe, expect, it } from 'vitest';
import type { LocaleTweaks } from '../../../core/locales/derive-locales.ts';
import { deriveLocales, findLocale, SIS_LOCALES, sisLocale } from '../../../core/locales/derive-locales.ts';
import type { Country, MeasurementSystem } from '../../../core/model/system-data.ts';

function country(
  countryCode: string,
  supportedLanguages: string[],
  fields: { sortIndex?: number; hidden?: boolean; measurementSystem?: MeasurementSystem } = {},
): Country {
  return {
    countryCode,
    hidden: fields.hidden ?? false,
    supportedLanguages,
    defaultLanguage: supportedLanguages[0] ?? 'en',
    defaultMeasurementSystem: fields.measurementSystem ?? 'Metric',
    sortIndex: fields.sortIndex ?? 0,
    displayNames: [],
  };
}

const countries: Country[] = [
  country('ALL', ['en', 'de', 'fr', 'es'], { sortIndex: -1 }),
  country('US', ['en', 'es'], { sortIndex: 2, measurementSystem: 'Imperial' }),
  country('CH', ['de', 'fr', 'en'], { sortIndex: 1 }),
  country('DE', ['de', 'ru'], { sortIndex: 1 }),
  country('MX', ['es'], { sortIndex: 3, hidden: true }),
];

const noTweaks: LocaleTweaks = { addInternational: [], dropLanguages: [] };
const codes = (tweaks: LocaleTweaks, internationalOnly = false) =>
  deriveLocales({ countries, internationalOnly, tweaks }).map((locale) => locale.code);

describe('deriveLocales (public-site §3 locale, §4 site-specific locale tweaks, §6 international-only)', () => {
  it.each<[string, LocaleTweaks, boolean, string[]]>([
    ['a plain site', noTweaks, false, ['en', 'de-CH', 'fr-CH', 'en-CH', 'de-DE', 'en-US', 'es-US']],
    [
      'the site adding an international fr',
      { addInternational: ['fr'], dropLanguages: [] },
      false,
      ['en', 'fr', 'de-CH', 'fr-CH', 'en-CH', 'de-DE', 'en-US', 'es-US'],
    ],
    [
      'the events site (adds es, drops de)',
      { addInternational: ['es'], dropLanguages: ['de'] },
      false,
      ['en', 'es', 'fr-CH', 'en-CH', 'en-US', 'es-US'],
    ],
    [
      'the brand-portal site (drops de)',
      { addInternational: [], dropLanguages: ['de'] },
      false,
      ['en', 'fr-CH', 'en-CH', 'en-US', 'es-US'],
    ],
    [
      'the cabinet-building site (drops en)',
      { addInternational: [], dropLanguages: ['en'] },
      false,
      ['de-CH', 'fr-CH', 'de-DE', 'es-US'],
    ],
    ['an international-only site', noTweaks, true, ['en']],
    [
      'an international-only site adding fr and es',
      { addInternational: ['fr', 'es'], dropLanguages: [] },
      true,
      ['en', 'fr', 'es'],
    ],
    ['an international-only site dropping en', { addInternational: [], dropLanguages: ['en'] }, true, []],
    ['duplicated additions', { addInternational: ['es', 'es'], dropLanguages: [] }, true, ['en', 'es']],
    [
      'an added language that is also dropped',
      { addInternational: ['fr'], dropLanguages: ['fr'] },
      true,
      ['en'],
    ],
  ])('%s', (_case, tweaks, internationalOnly, expected) => {
    expect(codes(tweaks, internationalOnly)).toEqual(expected);
  });

  it('shapes international locales: country ALL, Metric, code = URL code = language', () => {
    const [en, es] = deriveLocales({
      countries,
      internationalOnly: true,
      tweaks: { addInternational: ['es'], dropLanguages: [] },
    });
    expect(en).toEqual({
      code: 'en',
      urlCode: 'en',
      sisCode: 'en-US',
      isInternational: true,
      language: 'en',
      country: 'ALL',
      measurementSystem: 'Metric',
    });
    expect(es).toEqual({
      code: 'es',
      urlCode: 'es',
      sisCode: 'es-ES',
      isInternational: true,
      language: 'es',
      country: 'ALL',
      measurementSystem: 'Metric',
    });
  });

  it('shapes country locales: lower-case URL code, country measurement system, SIS locale of the language', () => {
    const locales = deriveLocales({ countries, internationalOnly: false, tweaks: noTweaks });
    expect(locales.find((locale) => locale.code === 'de-CH')).toEqual({
      code: 'de-CH',
      urlCode: 'de-ch',
      sisCode: 'de-CH',
      isInternational: false,
      language: 'de',
      country: 'CH',
      measurementSystem: 'Metric',
    });
    expect(locales.find((locale) => locale.code === 'es-US')).toMatchObject({
      urlCode: 'es-us',
      sisCode: 'es-ES',
      measurementSystem: 'Imperial',
    });
  });

  it('skips hidden countries, the ALL country and non-UI languages', () => {
    const urlCodes = deriveLocales({ countries, internationalOnly: false, tweaks: noTweaks }).map(
      (locale) => locale.urlCode,
    );
    expect(urlCodes).not.toContain('es-mx');
    expect(urlCodes).not.toContain('ru-de');
    expect(urlCodes.filter((code) => code.endsWith('-all'))).toEqual([]);
  });
});

describe('sisLocale (public-site §7)', () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de-CH'],
    ['fr', 'fr-FR'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['es', 'es-ES'],
    ['pt', 'pt-BR'],
    ['cs', 'cs-CZ'],
    ['hu', 'hu-HU'],
    ['ro', 'ro-RO'],
    ['sk', 'sk-SK'],
    ['ru', 'en-US'],
    ['', 'en-US'],
    ['constructor', 'en-US'],
  ])('%s → %s', (language, expected) => {
    expect(sisLocale(language)).toBe(expected);
  });

  it('maps each of the eleven UI languages', () => {
    expect(Object.keys(SIS_LOCALES).sort()).toEqual([
      'cs',
      'de',
      'en',
      'es',
      'fr',
      'hu',
      'ja',
      'pt',
      'ro',
      'sk',
      'zh',
    ]);
  });
});

describe('findLocale (public-site §2 URL resolution)', () => {
  const locales = deriveLocales({ countries, internationalOnly: false, tweaks: noTweaks });

  it.each([
    ['de-ch', 'de-CH'],
    ['en', 'en'],
    ['es-us', 'es-US'],
    ['de-CH', undefined],
    ['fr', undefined],
    ['es-mx', undefined],
  ])('%s → %s', (urlCode, expected) => {
    expect(findLocale({ locales, urlCode })?.code).toBe(expected);
  });
});
