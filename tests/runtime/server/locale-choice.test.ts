import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../runtime/server/locale-choice.ts';

const SLUG_SITE = ['en', 'es', 'fr-ch', 'en-us', 'es-us'];
const INTERNATIONAL = ['en', 'fr', 'es'];
const NO_EN = ['de-ch', 'fr-ch', 'de-de'];

describe('chooseLocale (public-site §2 wrong locale, §4 last locale per site)', () => {
  it.each([
    ['no locale, no cookie: en', SLUG_SITE, null, null, false, false, 'en'],
    ['no en: the first locale', NO_EN, null, null, false, false, 'de-ch'],
    ['upper-case segment of a site locale', NO_EN, 'DE-DE', null, false, false, 'de-de'],
    ['remembered locale on a non-main site', SLUG_SITE, null, 'es-us', false, false, 'es-us'],
    ['remembered locale beats a wrong requested one', SLUG_SITE, 'de-ch', 'fr-ch', false, false, 'fr-ch'],
    ['remembered locale the site lacks', SLUG_SITE, null, 'ja-jp', false, false, 'en'],
    ['remembered locale ignored on the main site', SLUG_SITE, null, 'es-us', true, false, 'en'],
    ['non-international site: no language fallback', SLUG_SITE, null, 'fr-fr', false, false, 'en'],
    ['international only: remembered locale as it is', INTERNATIONAL, null, 'fr', false, true, 'fr'],
    ['international only: remembered locale, language part', INTERNATIONAL, null, 'fr-ch', false, true, 'fr'],
    [
      'international only: language without international locale: en',
      INTERNATIONAL,
      null,
      'de-ch',
      false,
      true,
      'en',
    ],
    ['international only: requested locale, language part', INTERNATIONAL, 'es-us', null, false, true, 'es'],
    ['international only: remembered before requested', INTERNATIONAL, 'es-us', 'fr-ch', false, true, 'fr'],
    ['a site without locales', [], null, 'en', false, false, null],
  ] as const)('%s', (_name, siteLocales, requested, remembered, mainSite, internationalOnly, expected) => {
    expect(chooseLocale({ siteLocales, requested, remembered, mainSite, internationalOnly })).toBe(expected);
  });
});
