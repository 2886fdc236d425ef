import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/model/locale.ts';
import type { AlternateView } from '../../../core/model/view.ts';
import type { ResolvedSite, SystemIndex } from '../../../core/pipeline/plugin.ts';
import {
  createAlternatesOf,
  hreflangAlternates,
  hreflangCluster,
  hreflangCode,
  withAlternateVersions,
} from '../../../core/routing/alternates.ts';

const locale = (urlCode: string, country: string): Locale => {
  const [language, region] = urlCode.split('-');
  return {
    code: region ? `${language}-${region.toUpperCase()}` : urlCode,
    urlCode,
    sisCode: 'en-US',
    isInternational: country === 'ALL',
    language: language as Locale['language'],
    country,
    measurementSystem: 'Metric',
  };
};

const mainDomains = [{ hostName: 'www.machinery-group.test', slug: null }];
const siteWith = (locales: Locale[], cms: Partial<ResolvedSite['cms']> = {}) =>
  ({ cms: { slug: null, domains: mainDomains, ...cms }, locales }) as unknown as ResolvedSite;
const site = siteWith([
  locale('en', 'ALL'),
  locale('en-us', 'US'),
  locale('en-ch', 'CH'),
  locale('de-ch', 'CH'),
  locale('de-de', 'DE'),
  locale('fr-ch', 'CH'),
  locale('ja-jp', 'JP'),
]);
const system = {
  languages: new Map([
    ['de', { languageCode: 'de', defaultCountry: 'DE', displayNames: [] }],
    ['fr', { languageCode: 'fr', defaultCountry: 'FR', displayNames: [] }],
    ['ja', { languageCode: 'ja', defaultCountry: 'JP', displayNames: [] }],
  ]),
  sites: [],
} as unknown as SystemIndex;
const origin = 'https://www.machinery-group.test';
const url = (path: string) => `${origin}${path}`;

describe('hreflang alternates (what search engines read)', () => {
  const cluster = hreflangCluster({ site, system, path: 'company', has: () => true, origin });

  it('lists the de-ch page itself first, then the language representatives and x-default on the de-ch page', () => {
    expect(hreflangAlternates(cluster, { urlCode: 'de-ch' })).toEqual([
      { hreflang: 'de-CH', href: url('/de-ch/company') },
      { hreflang: 'en', href: url('/en/company') },
      { hreflang: 'de', href: url('/de-de/company') },
      { hreflang: 'fr', href: url('/fr-ch/company') },
      { hreflang: 'ja', href: url('/ja-jp/company') },
      { hreflang: 'x-default', href: url('/en/company') },
    ]);
  });

  it("lists every country variant on a language's representative, itself by its language code", () => {
    expect(hreflangAlternates(cluster, { urlCode: 'de-de' })).toEqual([
      { hreflang: 'en', href: url('/en/company') },
      { hreflang: 'en-US', href: url('/en-us/company') },
      { hreflang: 'en-CH', href: url('/en-ch/company') },
      { hreflang: 'de-CH', href: url('/de-ch/company') },
      { hreflang: 'de', href: url('/de-de/company') },
      { hreflang: 'fr', href: url('/fr-ch/company') },
      { hreflang: 'ja', href: url('/ja-jp/company') },
      { hreflang: 'x-default', href: url('/en/company') },
    ]);
  });

  it('gives every page a list in which it appears, each link returned by the page it names', () => {
    const lists = new Map(
      site.locales.map((candidate) => [
        url(`/${candidate.urlCode}/company`),
        hreflangAlternates(cluster, candidate),
      ]),
    );
    for (const [pageUrl, alternates] of lists) {
      expect(alternates.some((alternate) => alternate.href === pageUrl)).toBe(true);
      for (const alternate of alternates) {
        const back = lists.get(alternate.href);
        expect(back, `${alternate.href} is a page of the cluster`).toBeDefined();
        expect(
          back!.some((entry) => entry.href === pageUrl),
          `${alternate.href} lists ${pageUrl}`,
        ).toBe(true);
      }
    }
  });

  it('uses each hreflang code once per page, every code a valid BCP 47 tag or x-default', () => {
    for (const candidate of site.locales) {
      const codes = hreflangAlternates(cluster, candidate).map((alternate) => alternate.hreflang);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes.filter((value) => value !== 'x-default')) {
        expect(Intl.getCanonicalLocales(code)).toEqual([code]);
      }
    }
  });

  it('leaves out locales without the page; a page not built gets no alternates', () => {
    const has = (candidate: Locale) => ['en-us', 'de-ch', 'de-de'].includes(candidate.urlCode);
    const partial = hreflangCluster({ site, system, path: 'products/test-systems', has, origin });
    expect(hreflangAlternates(partial, { urlCode: 'de-ch' })).toEqual([
      { hreflang: 'de-CH', href: url('/de-ch/products/test-systems') },
      { hreflang: 'en', href: url('/en-us/products/test-systems') },
      { hreflang: 'de', href: url('/de-de/products/test-systems') },
      // No international en page: x-default is English's representative.
      { hreflang: 'x-default', href: url('/en-us/products/test-systems') },
    ]);
    expect(hreflangAlternates(partial, { urlCode: 'ja-jp' })).toEqual([]);
  });

  it("points x-default at the site's default locale when the site has no en locale (cabinet building)", () => {
    const withoutEnglish = siteWith([locale('de-de', 'DE'), locale('de-ch', 'CH'), locale('fr-ch', 'CH')]);
    const cluster = hreflangCluster({
      site: withoutEnglish,
      system,
      path: 'company',
      has: () => true,
      origin,
    });
    expect(hreflangAlternates(cluster, { urlCode: 'fr-ch' })).toEqual([
      { hreflang: 'de', href: url('/de-de/company') },
      { hreflang: 'de-CH', href: url('/de-ch/company') },
      { hreflang: 'fr', href: url('/fr-ch/company') },
      { hreflang: 'x-default', href: url('/de-de/company') },
    ]);
    // A path the default locale lacks: the representative of the first language that has it.
    const has = (candidate: Locale) => candidate.urlCode !== 'de-de';
    const partial = hreflangCluster({ site: withoutEnglish, system, path: 'jobs', has, origin });
    expect(partial.xDefault?.href).toBe(url('/de-ch/jobs'));
  });

  it('gives a path without an English page an x-default: its first language, by representative', () => {
    const has = (candidate: Locale) => candidate.language === 'de';
    const german = hreflangCluster({ site, system, path: 'karriere', has, origin });
    expect(hreflangAlternates(german, { urlCode: 'de-ch' })).toEqual([
      { hreflang: 'de-CH', href: url('/de-ch/karriere') },
      { hreflang: 'de', href: url('/de-de/karriere') },
      { hreflang: 'x-default', href: url('/de-de/karriere') },
    ]);
  });

  it("puts a slug site's slug after the locale", () => {
    const events = siteWith([locale('en', 'ALL'), locale('en-us', 'US')], {
      slug: 'events',
      domains: [{ hostName: 'www.machinery-group.test', slug: 'events' }],
    });
    const alternatesOf = createAlternatesOf({ site: events, system, origin, has: () => true });
    expect(alternatesOf('', { urlCode: 'en-us' })).toEqual([
      { hreflang: 'en-US', href: url('/en-us/events') },
      { hreflang: 'en', href: url('/en/events') },
      { hreflang: 'x-default', href: url('/en/events') },
    ]);
  });

  it('reads hreflang codes as canonical BCP 47 tags and refuses malformed ones', () => {
    expect(hreflangCode({ code: 'de-ch' })).toBe('de-CH');
    expect(hreflangCode({ code: 'zh-CN' })).toBe('zh-CN');
    expect(hreflangCode({ code: 'not a tag' })).toBeNull();
  });

  it("lets the CMS page's alternate versions replace computed alternates with the same hreflang", () => {
    const computed: AlternateView[] = [
      { hreflang: 'en', href: url('/en') },
      { hreflang: 'x-default', href: url('/en') },
    ];
    expect(
      withAlternateVersions(computed, {
        alternateVersions: [{ hreflang: 'x-default', url: 'https://www.example.com/' }],
      }),
    ).toEqual([
      { hreflang: 'en', href: url('/en') },
      { hreflang: 'x-default', href: 'https://www.example.com/' },
    ]);
  });
});
