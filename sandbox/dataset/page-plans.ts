import type { Site, UiLanguage } from '../../core/model/system-data.ts';
import { mapLocalized, sameInAll, type TermKey, term } from './terms.ts';
import type { Localized, PageRecord, TranslationTargetRecord } from './types.ts';

/**
 * What a page should be, before ids, bodies and timestamps are filled in. `key` is the page's path in
 * its site (`company/history`); the parent is the key without its last segment.
 */
export interface PagePlan {
  key: string;
  /** Defaults to the last segment of `key`. */
  slug?: string;
  /** Its languages are the page's languages. */
  title: Localized;
  countries?: string[];
  isPublished?: boolean;
  protection?: PageRecord['protection'];
  password?: string;
  translationSourceLanguage?: UiLanguage;
  /** Overrides the default targets (every other language, translated). */
  translationTargets?: Omit<TranslationTargetRecord, 'exportedAt' | 'importedAt'>[];
  canonicalUrl?: string;
  alternateVersions?: PageRecord['alternateVersions'];
  theme?: string;
  /** The CMS page type; default none (a content page). */
  pageType?: string;
  /** Site-relative path the body links to; default `/contact`. */
  linkPath?: string;
  /** Markdown appended to the body in every language. */
  bodyExtra?: string;
}

const WITHOUT_CJK: UiLanguage[] = ['en', 'cs', 'de', 'es', 'fr', 'hu', 'pt', 'ro', 'sk'];
const MANAGEMENT_LANGUAGES: UiLanguage[] = ['en', 'cs', 'de', 'es', 'pt'];

/** Mixed states: some translated, one in progress, some only marked (customer-area §3). */
const MIXED_TARGETS: PagePlan['translationTargets'] = [
  ...MANAGEMENT_LANGUAGES.slice(1).map((language) => ({ language, translationState: 'Translated' as const })),
  { language: 'fr', translationState: 'InProgress' },
  { language: 'ja', translationState: 'MarkedForTranslation' },
  { language: 'zh', translationState: 'MarkedForTranslation' },
];

const joinTerms = (first: TermKey, second: TermKey, languages: UiLanguage[]): Localized => {
  const seconds = term(second, languages);
  return mapLocalized(term(first, languages), (value, language) => `${value}: ${seconds[language]}`);
};

/**
 * The pages every site starts from: home, company, careers, contact, the legal pages the footer links
 * and solutions with children.
 */
function corporatePages(site: Site): PagePlan[] {
  return [
    { key: 'home', title: sameInAll(site.name) },
    { key: 'company', title: term('company') },
    { key: 'company/history', title: term('history') },
    {
      key: 'company/management',
      title: term('management', MANAGEMENT_LANGUAGES),
      translationTargets: MIXED_TARGETS,
    },
    { key: 'careers', title: term('careers', WITHOUT_CJK) },
    { key: 'careers/apprenticeships', title: term('apprenticeships'), countries: ['DE', 'AT', 'CH'] },
    { key: 'contact', title: term('contact'), linkPath: '/company' },
    { key: 'legal-notice', title: term('legalNotice') },
    { key: 'privacy', title: term('privacy') },
    { key: 'solutions', title: term('solutions') },
    { key: 'solutions/wire-harness', title: term('wireHarness') },
    { key: 'solutions/wire-harness/crimping', title: term('crimping'), linkPath: '/solutions' },
  ];
}

const swissHome = (site: Site): Localized => {
  const languages: UiLanguage[] = ['en', 'de', 'fr'];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      `${site.name} ${new Intl.DisplayNames([language], { type: 'region' }).of('CH')}`,
    ]),
  );
};

/** Slug of the wirepro-expo-2024 site's protected page (customer-area §2 "{token}"). */
export const WIREPRO_EXPO_TOKEN = 'x7k2m9q4';

/** Key of the brand-portal site's role-protected page (customer-area §6 page protection "ciam role"). */
export const ROLE_PAGE_KEY = 'partner-downloads';

/**
 * The roles that open each role-protected page (customer-area §6 service role names), by site id and
 * page key: what the content service answers as `Page.allowedRoles` (sandbox/content/page-roles.ts).
 * The demo's partner downloads are for service-ticketing customers: `customer.full` and
 * `ticketing.user` (whose role claim is a single string) have the role, `no.roles` and `assetdb.user`
 * do not (sandbox/identity/accounts.ts).
 */
export const ROLE_PAGE_ALLOWED_ROLES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  {
    'brand-portal': { [ROLE_PAGE_KEY]: ['kmx_int_serviceticketing_active'] },
  };

const protectedPage = (key: string, title: Localized, password: string): PagePlan => ({
  key,
  title,
  protection: 'password',
  password,
});

/** Changes and additions per site, on top of {@link corporatePages}. */
const SITE_PLANS: Record<string, (site: Site, pages: PagePlan[]) => PagePlan[]> = {
  main: (site, pages) => [
    ...pages.map((page): PagePlan => {
      if (page.key === 'home')
        return {
          ...page,
          alternateVersions: [{ hreflang: 'x-default', url: 'https://www.machinery-group.test/en' }],
        };
      if (page.key === 'company/history') return { ...page, translationSourceLanguage: 'de' };
      if (page.key === 'contact') return { ...page, bodyExtra: '<script>alert(1)</script>' };
      if (page.key === 'solutions/wire-harness') return { ...page, theme: 'Copper' };
      return page;
    }),
    { key: 'home-ch', slug: 'home', title: swissHome(site), countries: ['CH'] },
    { key: 'error', title: term('error') },
    { key: 'media-releases', title: term('mediaReleases'), pageType: 'MediaReleases' },
    { key: 'solutions/next-generation', title: term('nextGeneration'), isPublished: false },
  ],
  productronica: (_site, pages) => [
    ...pages,
    protectedPage('internal', term('internal', ['en', 'de']), 'productronica-internal'),
  ],
  events: (_site, pages) => {
    const languages: UiLanguage[] = ['en', 'es'];
    const year = (value: string) => mapLocalized(term('internal', languages), (text) => `${text} ${value}`);
    return [
      ...pages,
      protectedPage('internal-2025', year('2025'), 'events-internal'),
      protectedPage(
        'internal-2025/internal-productronica',
        sameInAll('Productronica', languages),
        'events-internal',
      ),
      protectedPage(
        'internal-2025/internal-wirepro-expo-grafenau',
        sameInAll('WirePro Expo Grafenau', languages),
        'events-internal',
      ),
      protectedPage('internal-2024', year('2024'), 'events-internal'),
    ];
  },
  'brand-portal': (_site, pages) => {
    const languages: UiLanguage[] = ['en', 'fr'];
    return [
      ...pages,
      // customer-area §2 "brand-portal (three protected download pages for the brand, group brand and
      // sister brand portals)": one page per portal, each with its own password.
      protectedPage(
        'brand-portal-downloads',
        joinTerms('downloads', 'brandPortal', languages),
        'brand-portal',
      ),
      protectedPage(
        'group-brand-portal-downloads',
        joinTerms('downloads', 'groupBrandPortal', languages),
        'group-brand-portal',
      ),
      protectedPage(
        'sister-brand-portal-downloads',
        joinTerms('downloads', 'sisterBrandPortal', languages),
        'sister-brand-portal',
      ),
      // customer-area §6 page protection "ciam role": open to signed-in users with a role of
      // ROLE_PAGE_ALLOWED_ROLES (the content service's `Page.allowedRoles`).
      { key: ROLE_PAGE_KEY, title: sameInAll('Partner downloads', languages), protection: 'role' },
    ];
  },
  // customer-area §2 "wirepro-expo-2024 ({token})": one protected page whose slug is an access token.
  // Its key (and so its CMS id) is not the slug: a content service's ids never spell a page's token.
  'wirepro-expo-2024': (_site, pages) => [
    ...pages,
    {
      ...protectedPage('exhibitor-area', term('internal'), 'wirepro-expo-internal'),
      slug: WIREPRO_EXPO_TOKEN,
    },
  ],
  'cabinet-building': (_site, pages) =>
    pages.map((page) =>
      page.key === 'solutions/wire-harness'
        ? { ...page, canonicalUrl: 'https://www.machinery-group.test/en/solutions/wire-harness' }
        : page,
    ),
  'legacy-microsite': (_site, pages) =>
    pages.filter((page) => ['home', 'company', 'contact'].includes(page.key)),
};

/**
 * The fixed pages of a site (public-site §3 page; customer-area §3): the corporate skeleton plus the
 * site's own pages (protected event and download pages, the Swiss home page of the main site …).
 * Parents come before their children.
 */
export function planPages(site: Site): PagePlan[] {
  const plan = SITE_PLANS[site.id];
  return plan ? plan(site, corporatePages(site)) : corporatePages(site);
}
