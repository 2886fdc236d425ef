import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/model/locale.ts';
import type { ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import { languageAlternates } from '../../../core/routing/alternates.ts';

const locale = (urlCode: string, country: string): Locale => ({
  code: urlCode,
  urlCode,
  sisCode: 'en-US',
  isInternational: country === 'ALL',
  language: urlCode.slice(0, 2) as Locale['language'],
  country,
  measurementSystem: 'Metric',
});

const site = {
  cms: { slug: null, domains: [{ hostName: 'www.machinery-group.test', slug: null }] },
  locales: [
    locale('en', 'ALL'),
    locale('en-us', 'US'),
    locale('de-ch', 'CH'),
    locale('de-de', 'DE'),
    locale('ja-jp', 'JP'),
  ],
} as unknown as ResolvedSite;
const system = {
  languages: new Map([
    ['de', { languageCode: 'de', defaultCountry: 'DE', displayNames: [] }],
    ['ja', { languageCode: 'ja', defaultCountry: 'JP', displayNames: [] }],
  ]),
} as unknown as SystemIndex;
const origin = 'https://www.machinery-group.test';

describe('languageAlternates', () => {
  it("points each language at its international locale, else its default country's, else its first", () => {
    const alternates = languageAlternates({
      site,
      system,
      path: 'products/crimping',
      has: () => true,
      origin,
    });
    expect(alternates).toEqual([
      { hreflang: 'en', href: `${origin}/en/products/crimping` },
      { hreflang: 'de', href: `${origin}/de-de/products/crimping` },
      { hreflang: 'ja', href: `${origin}/ja-jp/products/crimping` },
      { hreflang: 'x-default', href: `${origin}/en/products/crimping` },
    ]);
  });

  it('lists only locales whose country has the page', () => {
    const has = (candidate: Locale) => ['en-us', 'de-ch'].includes(candidate.urlCode);
    expect(languageAlternates({ site, system, path: 'products/test-systems', has, origin })).toEqual([
      { hreflang: 'en', href: `${origin}/en-us/products/test-systems` },
      { hreflang: 'de', href: `${origin}/de-ch/products/test-systems` },
      { hreflang: 'x-default', href: `${origin}/en-us/products/test-systems` },
    ]);
  });
});
