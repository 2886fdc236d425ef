import type { Site } from '../../core/model/system-data.ts';

/** Site ids of the demo fleet; stable across seeds so tests and configs can name them. */
export const SITE_IDS = [
  'main',
  'productronica',
  'events',
  'wirepro-expo-2024',
  'brand-portal',
  'cabinet-building',
  'partner-shop',
  'academy',
  'legacy-microsite',
] as const;

/** One of {@link SITE_IDS}. */
export type SiteId = (typeof SITE_IDS)[number];

/** Header navigation id of a site. */
export const headerNavigationId = (siteId: string): string => `header-${siteId}`;
/** Footer navigation id of a site. */
export const footerNavigationId = (siteId: string): string => `footer-${siteId}`;

type SiteDefinition = Pick<Site, 'id' | 'name' | 'slug'> & Partial<Site>;

const DEFINITIONS: SiteDefinition[] = [
  {
    id: 'main',
    name: 'Machinery Group',
    slug: null,
    domains: [
      { hostName: 'www.machinery-group.test', slug: null },
      { hostName: 'localhost', slug: null },
    ],
  },
  {
    id: 'productronica',
    name: 'Productronica',
    slug: 'productronica',
    hideSideButtons: true,
    theme: 'Delta',
  },
  { id: 'events', name: 'Events North America', slug: 'events', enableCutFont: true },
  {
    id: 'wirepro-expo-2024',
    name: 'WirePro Expo 2024',
    slug: 'wirepro-expo-2024',
    internationalOnly: true,
    hideSideButtons: true,
    enableCutFont: true,
    theme: 'Ember',
  },
  {
    id: 'brand-portal',
    name: 'Brand Portal',
    slug: 'brand-portal',
    hideSideButtons: true,
    theme: 'Aurum',
    brand: { id: 'brand-aurum' },
  },
  {
    id: 'cabinet-building',
    name: 'Cabinet Building',
    slug: 'cabinet-building',
    enableCutFont: true,
    theme: 'Copper',
    brand: { id: 'brand-cobalt' },
    domains: [
      { hostName: 'cabinet-building.machinery-group.test', slug: null },
      { hostName: 'cabinet-building.localhost', slug: null },
    ],
  },
  {
    id: 'partner-shop',
    name: 'Partner Shop',
    slug: 'partner-shop',
    theme: 'Granite',
    redirectHost: 'https://shop.partner-machinery.test',
  },
  { id: 'academy', name: 'Wire Academy', slug: 'academy', theme: 'Light_Blue' },
  { id: 'legacy-microsite', name: 'Legacy Microsite', slug: 'legacy-microsite', footerNavigation: null },
];

/**
 * The demo fleet (public-site §3 site): the main site (no slug, its own domains), slug-matched sites
 * without domains, a campaign site with its own host names, an international-only expo site, a site
 * redirecting to an external host, and `legacy-microsite`, which lacks a footer navigation and is
 * therefore dropped by the build. Navigation ids are `header-<site id>` / `footer-<site id>`.
 */
export function createSites(): Site[] {
  return DEFINITIONS.map((definition) => ({
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    theme: 'Default',
    brand: null,
    domains: null,
    redirectHost: null,
    headerNavigation: { id: headerNavigationId(definition.id) },
    footerNavigation: { id: footerNavigationId(definition.id) },
    ...definition,
  }));
}
