import type { Site } from '../../core/model/system-data.ts';
import { LOCATIONS_TITLE } from './locations.ts';
import { footerNavigationId, headerNavigationId } from './sites.ts';
import { sameInAll, term } from './terms.ts';
import type {
  FooterNavigationRecord,
  HeaderNavigationRecord,
  Localized,
  NavigationItemRecord,
  PageRecord,
} from './types.ts';

const item = (title: Localized, fields: Partial<NavigationItemRecord> = {}): NavigationItemRecord => ({
  title,
  breadcrumbOverride: null,
  hidden: false,
  hiddenSubItems: false,
  countries: [],
  target: null,
  openInNewTab: false,
  pageId: null,
  items: [],
  ...fields,
});

/** Navigation over one site's pages: finds pages by key path and links them with their own titles. */
function siteLinks(pages: PageRecord[]) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const keyOf = (page: PageRecord): string => {
    const parent = page.parentId ? byId.get(page.parentId) : undefined;
    return parent ? `${keyOf(parent)}/${page.slug}` : page.slug;
  };
  const byKey = new Map(pages.map((page) => [keyOf(page), page]));
  const childrenOf = (page: PageRecord) => pages.filter((child) => child.parentId === page.id);
  const link = (page: PageRecord, fields: Partial<NavigationItemRecord> = {}): NavigationItemRecord =>
    item(page.title, { pageId: page.id, ...fields });
  /** The page at `key` with its children down to `depth` levels, or nothing when the site lacks it. */
  const tree = (key: string, depth: number, fields: Partial<NavigationItemRecord> = {}) => {
    const page = byKey.get(key);
    return page ? [link(page, { ...fields, items: subtree(page, depth - 1) })] : [];
  };
  const subtree = (page: PageRecord, depth: number): NavigationItemRecord[] =>
    depth <= 0
      ? []
      : childrenOf(page)
          .filter((child) => child.isPublished)
          .slice(0, 4)
          .map((child) => link(child, { items: subtree(child, depth - 1) }));
  return { byKey, tree, link, subtree };
}

/** The group's main domain: its media releases are there. */
const MAIN_ORIGIN = 'https://www.machinery-group.test';

/**
 * Where the header's 'Media releases' item leads, with a full page load (`hard:`): the main site's English
 * list, `/en/media-releases` from the sites on the main site's hosts (the main site, the slug sites), the
 * main domain's absolute URL from a site on its own host, where the path would be that site's own
 * (missing) page.
 */
function mediaReleasesTarget(site: Site): string {
  const ownHost = site.slug !== null && (site.domains ?? []).some((domain) => domain.slug === null);
  return ownHost ? `hard:${MAIN_ORIGIN}/en/media-releases` : 'hard:/en/media-releases';
}

/**
 * A site's header navigation (public-site §3 navigation item, §5 navigation rules): 4–7 top-level
 * items with children, including the cases the build must handle — a hidden item, an item valid only
 * for DE/AT/CH, an item with hidden sub-items, an empty link, an external link, a `hard:` link, an
 * `action:news-feed` item and a breadcrumb override ('About us' on Company).
 */
export function createHeaderNavigation(site: Site, pages: PageRecord[]): HeaderNavigationRecord {
  const { byKey, tree, link, subtree } = siteLinks(pages);
  const company = byKey.get('company');
  const careers = byKey.get('careers');
  const apprenticeships = byKey.get('careers/apprenticeships');
  const companyChildren = ['company/history', 'company/management'].flatMap((key) => tree(key, 1));
  const protectedRoots = pages.filter((page) => page.protection !== 'none' && page.parentId === null);
  const items: NavigationItemRecord[] = [
    ...(company
      ? [
          link(company, {
            breadcrumbOverride: term('aboutUs'),
            // 'Investors' stays the header's empty link (a case the build must handle); the footer links
            // the investor page where it is built.
            items: [...companyChildren, item(term('investors'))],
          }),
        ]
      : []),
    ...tree('solutions', 3, { hiddenSubItems: true }),
    ...(careers
      ? [
          link(careers, {
            items: [
              ...(apprenticeships ? [link(apprenticeships, { countries: ['DE', 'AT', 'CH'] })] : []),
              item(term('jobPortal'), { target: 'https://jobs.machinery-group.test', openInNewTab: true }),
            ],
          }),
        ]
      : []),
    item(term('news'), {
      target: 'action:news-feed',
      items: [item(term('mediaReleases'), { target: mediaReleasesTarget(site) })],
    }),
    ...tree('contact', 1),
    ...protectedRoots.map((page) => link(page, { items: subtree(page, 1) })),
    item(term('preview'), { hidden: true, target: '/preview' }),
  ];
  return { id: headerNavigationId(site.id), siteId: site.id, theme: null, hidden: false, items };
}

/**
 * Sites whose footer links the media releases (`/media-releases`): the group's releases are published on
 * its main site, whose `sites/` file lists the media-releases plugin; the other sites' footers leave the
 * link out ("present on every site whose footer links it, or the link is not rendered there").
 */
export const MEDIA_RELEASE_SITES: ReadonlySet<string> = new Set(['main']);

/**
 * Sites whose `sites/` file lists the locations plugin (every site with content pages): their footers link
 * `/locations` (no link on any page to a page that was not built).
 */
export const LOCATION_SITES: ReadonlySet<string> = new Set([
  'main',
  'productronica',
  'events',
  'wirepro-expo-2024',
  'brand-portal',
  'academy',
  'cabinet-building',
]);

/** Sites whose `sites/` file lists the investors plugin: their footer links `/investors`. */
export const INVESTOR_SITES: ReadonlySet<string> = new Set(['main']);

/**
 * A site's footer (public-site §3 footer, link kinds): a contact link to the contact page and three
 * sections mixing page links, path links (`/contact`, `/media-releases` on {@link MEDIA_RELEASE_SITES},
 * `/locations` on {@link LOCATION_SITES}, `/investors` on {@link INVESTOR_SITES}) and external links.
 */
export function createFooterNavigation(site: Site, pages: PageRecord[]): FooterNavigationRecord {
  const { byKey, link } = siteLinks(pages);
  const contact = byKey.get('contact');
  const pageLinks = ['company', 'careers'].flatMap((key) => {
    const page = byKey.get(key);
    return page ? [link(page)] : [];
  });
  return {
    id: footerNavigationId(site.id),
    siteId: site.id,
    theme: site.theme,
    contactLink: contact
      ? { text: term('contactUs'), target: null, pageId: contact.id, openInNewTab: false }
      : null,
    sections: [
      {
        title: term('company'),
        items: [
          ...pageLinks,
          ...(MEDIA_RELEASE_SITES.has(site.id)
            ? [item(term('mediaReleases'), { target: '/media-releases' })]
            : []),
          ...(LOCATION_SITES.has(site.id) ? [item(LOCATIONS_TITLE, { target: '/locations' })] : []),
          ...(INVESTOR_SITES.has(site.id) ? [item(term('investors'), { target: '/investors' })] : []),
        ],
      },
      {
        title: term('legal'),
        items: [
          item(term('legalNotice'), { target: '/legal-notice' }),
          item(term('privacy'), { target: '/privacy' }),
          item(term('contact'), { target: '/contact' }),
        ],
      },
      {
        title: term('followUs'),
        items: [
          item(sameInAll('LinkedIn'), {
            target: 'https://www.linkedin.com/company/machinery-group-test',
            openInNewTab: true,
          }),
          item(sameInAll('YouTube'), {
            target: 'https://www.youtube.com/@machinery-group-test',
            openInNewTab: true,
          }),
        ],
      },
    ],
  };
}
