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

/**
 * Hosts of the main site: its public domain plus the loopback names a developer's browser uses, so the
 * whole fleet answers on `localhost` and `127.0.0.1` as it does on the public domain.
 */
const MAIN_HOSTS = ['www.machinery-group.test', 'localhost', '127.0.0.1'];

/**
 * Domains of a site reached through the main site's hosts by its slug (public-site §2 site matching:
 * "exact host with slug" wins over the main site's "exact host without slug").
 */
const onMainHosts = (slug: string) => MAIN_HOSTS.map((hostName) => ({ hostName, slug }));

const DEFINITIONS: SiteDefinition[] = [
  {
    id: 'main',
    name: 'Machinery Group',
    slug: null,
    domains: MAIN_HOSTS.map((hostName) => ({ hostName, slug: null })),
  },
  {
    id: 'productronica',
    name: 'Productronica',
    slug: 'productronica',
    hideSideButtons: true,
    theme: 'Delta',
    domains: onMainHosts('productronica'),
  },
  {
    id: 'events',
    name: 'Events North America',
    slug: 'events',
    enableCutFont: true,
    domains: onMainHosts('events'),
  },
  {
    id: 'wirepro-expo-2024',
    name: 'WirePro Expo 2024',
    slug: 'wirepro-expo-2024',
    internationalOnly: true,
    hideSideButtons: true,
    enableCutFont: true,
    theme: 'Ember',
    domains: onMainHosts('wirepro-expo-2024'),
  },
  {
    id: 'brand-portal',
    name: 'Brand Portal',
    slug: 'brand-portal',
    hideSideButtons: true,
    theme: 'Aurum',
    brand: { id: 'brand-aurum' },
    domains: onMainHosts('brand-portal'),
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
    domains: onMainHosts('partner-shop'),
  },
  {
    id: 'academy',
    name: 'Wire Academy',
    slug: 'academy',
    theme: 'Light_Blue',
    domains: onMainHosts('academy'),
  },
  { id: 'legacy-microsite', name: 'Legacy Microsite', slug: 'legacy-microsite', footerNavigation: null },
];

/**
 * The demo fleet (public-site §3 site): the main site (no slug, its own domains), slug sites reached
 * by their slug on the main site's hosts, a campaign site with its own host names, an international-only expo site, a site
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
