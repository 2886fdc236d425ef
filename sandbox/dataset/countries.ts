import {
  ALL_COUNTRY_CODE,
  type Country,
  DEFAULT_LANGUAGE,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../core/model/system-data.ts';
import { COUNTRY_CODES, HIDDEN_COUNTRY_CODES, KEY_MARKET_CODES } from './country-codes.ts';

const groups = (entries: [UiLanguage, string][]): Map<string, UiLanguage[]> => {
  const byCountry = new Map<string, UiLanguage[]>();
  for (const [language, codes] of entries) {
    for (const code of codes.split(' ')) byCountry.set(code, [...(byCountry.get(code) ?? []), language]);
  }
  return byCountry;
};

/** UI languages spoken locally, besides English; a country may list several (CH: de, fr). */
const LOCAL_LANGUAGES = groups([
  ['de', 'DE AT CH LI LU'],
  ['fr', 'FR BE MC LU CH CA SN CI CM ML BF NE TG BJ GA CG CD MG HT RE GP MQ GF YT NC PF PM WF BL MF'],
  ['es', 'ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY PR GQ US'],
  ['pt', 'PT BR AO MZ CV GW ST'],
  ['cs', 'CZ'],
  ['sk', 'SK'],
  ['hu', 'HU'],
  ['ro', 'RO MD'],
  ['ja', 'JP'],
  ['zh', 'CN TW HK MO SG'],
]);

/** Countries with a local UI language where English is still the language most visitors expect. */
const ENGLISH_FIRST = new Set(['US', 'CA', 'SG']);

const IMPERIAL = new Set(['US', 'LR', 'MM']);

/** Display names of the synthetic ALL country, in UI_LANGUAGES order. */
const ALL_NAMES = [
  'All',
  'Vše',
  'Alle',
  'Todos',
  'Tous',
  'Összes',
  'すべて',
  'Todos',
  'Toate',
  'Všetky',
  '全部',
];

/**
 * Builds the ~250 countries of `systemDataQuery` (public-site §3 country): every ISO 3166-1 alpha-2
 * code with display names from `Intl.DisplayNames` in each UI language, plus the synthetic `ALL`
 * country (all languages, English, Metric). Deterministic: uses no randomness.
 *
 * - `supportedLanguages`: `en` first, then the local UI languages.
 * - `defaultLanguage`: the first local UI language, `en` where there is none (and for US, CA, SG).
 * - `sortIndex`: 0 for key markets and ALL, then 1… in code order.
 */
export function createCountries(): Country[] {
  const namers = UI_LANGUAGES.map((ui) => ({ ui, names: new Intl.DisplayNames([ui], { type: 'region' }) }));
  const countries = COUNTRY_CODES.map((countryCode, index): Country => {
    const local = LOCAL_LANGUAGES.get(countryCode) ?? [];
    return {
      countryCode,
      hidden: HIDDEN_COUNTRY_CODES.has(countryCode),
      supportedLanguages: [DEFAULT_LANGUAGE, ...local],
      defaultLanguage: ENGLISH_FIRST.has(countryCode) ? DEFAULT_LANGUAGE : (local[0] ?? DEFAULT_LANGUAGE),
      defaultMeasurementSystem: IMPERIAL.has(countryCode) ? 'Imperial' : 'Metric',
      sortIndex: KEY_MARKET_CODES.has(countryCode) ? 0 : index + 1,
      displayNames: namers.map(({ ui, names }) => ({
        locale: ui,
        name: names.of(countryCode) ?? countryCode,
      })),
    };
  });
  const all: Country = {
    countryCode: ALL_COUNTRY_CODE,
    hidden: false,
    supportedLanguages: [...UI_LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    defaultMeasurementSystem: 'Metric',
    sortIndex: 0,
    displayNames: UI_LANGUAGES.map((ui, index) => ({ locale: ui, name: ALL_NAMES[index]! })),
  };
  return [all, ...countries];
}
