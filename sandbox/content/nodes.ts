import type { Brand, Site, UiLanguage } from '../../core/model/system-data.ts';
import type {
  ContentDataset,
  FooterNavigationRecord,
  HeaderNavigationRecord,
  LinkRecord,
  NavigationItemRecord,
  PageRecord,
  SystemRedirectRecord,
} from '../dataset/types.ts';
import { localize, pickLocale } from './locale-chain.ts';
import type { PageEdits } from './page-edits.ts';

/** Content stage (Hygraph): PUBLISHED hides unpublished pages; DRAFT shows all. */
export type Stage = 'DRAFT' | 'PUBLISHED';

/** Look-up tables over a dataset, built once per server. */
export interface DatasetIndex {
  dataset: ContentDataset;
  pages: Map<string, PageRecord>;
  sites: Map<string, Site>;
  brands: Map<string, Brand>;
  headers: Map<string, HeaderNavigationRecord>;
  footers: Map<string, FooterNavigationRecord>;
  /** The pages' drafts and published edits (sandbox/content/page-edits.ts); DRAFT reads show the drafts. */
  edits: PageEdits;
}

/** What one root field resolves against: the data, the locale chain and the stage. */
export interface Scope {
  index: DatasetIndex;
  chain: UiLanguage[];
  stage: Stage;
}

/** Indexes a dataset by id, with the page edits that `stage: DRAFT` shows and the mutations write. */
export function indexDataset(dataset: ContentDataset, edits: PageEdits): DatasetIndex {
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  return {
    dataset,
    pages: byId(dataset.pages),
    sites: byId(dataset.sites),
    brands: byId(dataset.brands),
    headers: byId(dataset.headerNavigations),
    footers: byId(dataset.footerNavigations),
    edits,
  };
}

/** Whether a page exists in the scope's stage. */
export const isVisible = (page: PageRecord, scope: Scope): boolean =>
  scope.stage === 'DRAFT' || page.isPublished;

// Relations are thunks: graphql-js's default resolver calls a function-valued property, so nested
// entries are only built when a document asks for them.

/**
 * A page localized for the scope; `parent` and `site` resolve lazily. In stage DRAFT an edited page
 * shows its draft's title, body, languages and translation targets (sandbox/content/page-edits.ts).
 */
export function pageNode(record: PageRecord, scope: Scope) {
  const draft = scope.stage === 'DRAFT' ? scope.index.edits.draftOf(record.id) : undefined;
  const page = draft ? { ...record, ...draft } : record;
  const locale = pickLocale(page.languages, scope.chain);
  const { password: _password, siteId, parentId, title, body, ...fields } = page;
  const markdown = body[locale];
  return {
    ...fields,
    locale,
    title: title[locale] ?? localize(title, scope.chain),
    body: markdown === undefined ? null : { markdown },
    parent: () => findPage(parentId, scope),
    site: () => siteNode(scope.index.sites.get(siteId)!, scope),
  };
}

/** The page with this id when it exists and is visible in the scope's stage, else null. */
export function findPage(id: string | null | undefined, scope: Scope): ReturnType<typeof pageNode> | null {
  const page = id ? scope.index.pages.get(id) : undefined;
  return page && isVisible(page, scope) ? pageNode(page, scope) : null;
}

/** A site as `systemDataQuery` sees it, with brand and navigation resolved on demand. */
export function siteNode(site: Site, scope: Scope) {
  const { index } = scope;
  return {
    ...site,
    brand: () => (site.brand ? (index.brands.get(site.brand.id) ?? null) : null),
    headerNavigation: () => headerNode(site.headerNavigation?.id, scope),
    footerNavigation: () => footerNode(site.footerNavigation?.id, scope),
  };
}

interface NavigationItemNode {
  title: string;
  breadcrumbOverride: string | null;
  hidden: boolean;
  hiddenSubItems: boolean;
  countries: string[];
  target: string | null;
  openInNewTab: boolean;
  page: () => ReturnType<typeof pageNode> | null;
  items: () => NavigationItemNode[];
}

function itemNode(item: NavigationItemRecord, scope: Scope): NavigationItemNode {
  const { title, breadcrumbOverride, pageId, items, ...fields } = item;
  return {
    ...fields,
    title: localize(title, scope.chain),
    breadcrumbOverride: breadcrumbOverride ? localize(breadcrumbOverride, scope.chain) : null,
    page: () => findPage(pageId, scope),
    items: () => items.map((child) => itemNode(child, scope)),
  };
}

const linkNode = (link: LinkRecord, scope: Scope) => ({
  text: localize(link.text, scope.chain),
  target: link.target,
  openInNewTab: link.openInNewTab,
  page: () => findPage(link.pageId, scope),
});

/** A header navigation localized for the scope, or null when no navigation has this id. */
export function headerNode(id: string | null | undefined, scope: Scope) {
  const header = id ? scope.index.headers.get(id) : undefined;
  if (!header) return null;
  return {
    id: header.id,
    theme: header.theme,
    hidden: header.hidden,
    items: () => header.items.map((item) => itemNode(item, scope)),
  };
}

/** A footer navigation localized for the scope, or null when no navigation has this id. */
export function footerNode(id: string | null | undefined, scope: Scope) {
  const footer = id ? scope.index.footers.get(id) : undefined;
  if (!footer) return null;
  return {
    id: footer.id,
    theme: footer.theme,
    contactLink: footer.contactLink ? linkNode(footer.contactLink, scope) : null,
    sections: () =>
      footer.sections.map((section) => ({
        title: localize(section.title, scope.chain),
        items: section.items.map((item) => itemNode(item, scope)),
      })),
  };
}

/** A CMS redirect with its site. */
export function redirectNode(redirect: SystemRedirectRecord, scope: Scope) {
  return {
    id: redirect.id,
    previousUrl: redirect.previousUrl,
    target: redirect.target,
    site: () => siteNode(scope.index.sites.get(redirect.siteId)!, scope),
  };
}
