import { ALL_COUNTRY_CODE } from '../model/constants.ts';
import type { CmsLink, CmsNavigation, CmsNavigationItem, PageRef } from '../model/content.ts';
import type { Locale } from '../model/locale.ts';
import type { FooterView, HeaderView, LinkKind, LinkView, NavigationItemView } from '../model/view.ts';
import { classifyLinkTarget } from './link-target.ts';
import { localizeLink } from './localized-link.ts';
import { pagePath } from './page-path.ts';
import { pageAvailableInLocale } from './page-validation.ts';

/** A CMS link (navigation item or footer link) resolved for one locale. */
interface ResolvedLink {
  kind: LinkKind;
  /** Localized route, anchor href (`hard:` stripped), or null for an action. */
  href: string | null;
  action: string | null;
  /** The raw target, or the page's path, as the CMS gives it. */
  raw: string;
  /** The path before localizing; null when the link is not a route. */
  unlocalizedUrl: string | null;
}

/**
 * Resolves one CMS link: the target when non-blank, else `'/' + pagePath(page)`; null when neither
 * gives a link (public-site §5 navigation: "items with empty links are skipped").
 */
function resolveLink(input: {
  target: string | null;
  page: PageRef | null;
  localeUrlCode: string;
  siteSlug: string | null;
}): ResolvedLink | null {
  if (isProtected(input.page)) return null;
  const target = input.target?.trim() ?? '';
  const raw = target !== '' ? target : input.page ? `/${pagePath(input.page)}` : '';
  if (raw === '') return null;

  const classified = classifyLinkTarget(raw);
  if (classified.kind !== 'route') return { ...classified, raw, unlocalizedUrl: null };
  const href = localizeLink({ href: raw, localeUrlCode: input.localeUrlCode, siteSlug: input.siteSlug });
  return { kind: 'route', href, action: null, raw, unlocalizedUrl: raw };
}

/**
 * Whether a link names a protected page (password or role, public-site §6). Such a page is unlisted: its
 * address may be its access token (customer-area §2 wirepro-expo-2024 `{token}`), so no navigation names
 * it, the editor's included; only its own gate does (plugins/protected-pages).
 */
function isProtected(page: PageRef | null): boolean {
  return page?.protection !== undefined && page.protection !== 'none';
}

/** Whether an action link's feature is off: an action not among `actions`, when they are given. */
function isActionOff(link: ResolvedLink, actions: ReadonlySet<string> | undefined): boolean {
  return link.kind === 'action' && actions !== undefined && !actions.has(link.action ?? '');
}

/** An item is valid for a country when it lists no country, the country, or ALL (public-site §5). */
function isValidForCountry(countries: readonly string[], country: string): boolean {
  return countries.length === 0 || countries.includes(country) || countries.includes(ALL_COUNTRY_CODE);
}

/** Whether the page an item links (by `page`, not by `target`) is built in the locale, when known. */
function pageBuiltFor(input: {
  item: CmsNavigationItem;
  country: string;
  language?: Locale['language'];
}): boolean {
  const { item, language } = input;
  const page = item.page;
  if (item.target?.trim() || !page?.languages || language === undefined) return true;
  return pageAvailableInLocale({
    page: { languages: page.languages, countries: page.countries ?? [] },
    locale: { language, country: input.country, isInternational: input.country === ALL_COUNTRY_CODE },
  });
}

/**
 * Filters and localizes a navigation tree for one locale (public-site §5 navigation, §3 navigation item).
 *
 * Per item, at every level:
 * - the link is `target` when non-blank, else the linked page's path (`'/' + pagePath(page)`); an item
 *   with neither is skipped, children included;
 * - a `hidden` item is kept only in the editor, marked `hidden: true`;
 * - `hiddenSubItems` drops the item's children outside the editor; in the editor they are kept and
 *   marked `hidden: true`, since visitors do not see them;
 * - the item is kept only when valid for the country: `countries` empty, or containing the country or
 *   `ALL`;
 * - outside the editor, an item linking a page (`page`, without `target`) is kept only when the page is
 *   built in the locale (`language` given and the page's languages and countries known,
 *   core/routing/page-validation.ts `pageAvailableInLocale`): no link leads to a page that is not there;
 * - an item linking a protected page (`page.protection` password or role, public-site §6) is left out
 *   with its children, in the editor too: a protected page is unlisted, its address may be its access
 *   token (customer-area §2 `{token}`);
 * - with `actions` given, an action item whose action is not among them is not rendered (its feature
 *   does not run on the page: public-site §6, customer-area §1 "news feed … only on the public main
 *   site"); its children take its place, so the links below a dead control stay reachable.
 *
 * Route links are localized with `localizeLink` (`/company` → `/de-ch/events/company`) and keep the
 * raw path in `unlocalizedUrl`; anchors get their href (`hard:` stripped) and actions their raw target
 * (`action:news-feed`) as `url`, with `unlocalizedUrl` null.
 *
 * @param input.items the CMS items of one header or footer section.
 * @param input.country the locale's upper-case country (`CH`, `ALL` for international locales).
 * @param input.language the locale's language (`de`); default unknown: page links are not filtered.
 * @param input.editor true when rendering for the editor area.
 * @param input.localeUrlCode the locale's URL code (`de-ch`).
 * @param input.siteSlug the site slug to add to route links, or null.
 * @param input.actions the in-app actions that run on the page (core/pipeline/plugin.ts
 *   `ResolvedSite.actions`); default every action kept, the navigation as the CMS sends it (the
 *   site-navigation API).
 * @returns the view items, in CMS order. Never throws.
 */
export function buildNavigation(input: {
  items: readonly CmsNavigationItem[];
  country: string;
  language?: Locale['language'];
  editor: boolean;
  localeUrlCode: string;
  siteSlug: string | null;
  actions?: ReadonlySet<string>;
}): NavigationItemView[] {
  return buildItems({ ...input, hiddenByParent: false });
}

function buildItems(input: {
  items: readonly CmsNavigationItem[];
  country: string;
  language?: Locale['language'];
  editor: boolean;
  localeUrlCode: string;
  siteSlug: string | null;
  actions?: ReadonlySet<string>;
  hiddenByParent: boolean;
}): NavigationItemView[] {
  const { editor, country } = input;
  const views: NavigationItemView[] = [];
  for (const item of input.items) {
    const hidden = item.hidden || input.hiddenByParent;
    if (hidden && !editor) continue;
    if (!isValidForCountry(item.countries, country)) continue;
    if (!editor && !pageBuiltFor({ item, country, language: input.language })) continue;
    const link = resolveLink({ ...input, target: item.target, page: item.page });
    if (!link) continue;

    const items =
      item.hiddenSubItems && !editor
        ? []
        : buildItems({ ...input, items: item.items, hiddenByParent: item.hiddenSubItems });
    if (isActionOff(link, input.actions)) {
      views.push(...items);
      continue;
    }
    views.push({
      title: item.title,
      breadcrumbOverride: item.breadcrumbOverride,
      url: link.kind === 'action' ? link.raw : link.href,
      unlocalizedUrl: link.unlocalizedUrl,
      kind: link.kind,
      action: link.action,
      openInNewTab: item.openInNewTab,
      hidden,
      pageId: item.page?.id ?? null,
      page: item.page ? { title: item.page.title, type: item.page.type } : null,
      items,
    });
  }
  return views;
}

/**
 * Resolves a footer link (contact link) with the same link rules as {@link buildNavigation}
 * (public-site §3 footer, link kinds; §2 link targets).
 *
 * @param input.link the CMS link.
 * @param input.localeUrlCode the locale's URL code (`de-ch`).
 * @param input.siteSlug the site slug to add to route links, or null.
 * @param input.actions as {@link buildNavigation}: an action link whose action is not among them is null.
 * @returns the link view (`href` null for an action), or null when the link has neither target nor page,
 *   links a protected page, or is an action that is off.
 */
export function buildLink(input: {
  link: CmsLink;
  localeUrlCode: string;
  siteSlug: string | null;
  actions?: ReadonlySet<string>;
}): LinkView | null {
  const { link } = input;
  const resolved = resolveLink({ ...input, target: link.target, page: link.page });
  if (!resolved || isActionOff(resolved, input.actions)) return null;
  return {
    text: link.text,
    kind: resolved.kind,
    href: resolved.href,
    action: resolved.action,
    openInNewTab: link.openInNewTab,
  };
}

/**
 * Finds the branch of the navigation that leads to a page, for its breadcrumbs (public-site §2
 * breadcrumbs: "the page's branch of navigation items").
 *
 * Searches depth-first (an item before its children, in order) for the first item linking the page by
 * `pageId`; when none does, for the first whose `unlocalizedUrl` equals `unlocalizedUrl` (trailing
 * slashes and a missing leading slash ignored).
 *
 * @param input.items the built navigation (from {@link buildNavigation}).
 * @param input.pageId the page's id.
 * @param input.unlocalizedUrl the page's path before localizing (`/company/history`).
 * @returns the items from the top level down to the matching item; `[]` when no item links the page.
 */
export function findNavigationBranch(input: {
  items: readonly NavigationItemView[];
  pageId: string;
  unlocalizedUrl: string;
}): NavigationItemView[] {
  const { pageId } = input;
  const url = normalizePath(input.unlocalizedUrl);
  return (
    findBranch(input.items, (item) => pageId !== '' && item.pageId === pageId) ??
    findBranch(
      input.items,
      (item) => item.unlocalizedUrl !== null && normalizePath(item.unlocalizedUrl) === url,
    ) ??
    []
  );
}

function findBranch(
  items: readonly NavigationItemView[],
  matches: (item: NavigationItemView) => boolean,
): NavigationItemView[] | null {
  for (const item of items) {
    if (matches(item)) return [item];
    const below = findBranch(item.items, matches);
    if (below) return [item, ...below];
  }
  return null;
}

function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Filters and localizes a site's header and footer for one country and locale with the build's rules
 * (public-site §3 header and footer, §5 navigation), as the build and the navigation APIs both need it.
 *
 * @param input.country upper-case country code, `ALL` for the international view.
 * @param input.editor true keeps hidden items, marked `hidden: true`.
 * @param input.actions the in-app actions that run on the page; see {@link buildNavigation}.
 */
export function buildLayoutNavigation(input: {
  navigation: CmsNavigation;
  country: string;
  /** The locale's language; see {@link buildNavigation}. */
  language?: Locale['language'];
  editor: boolean;
  localeUrlCode: string;
  siteSlug: string | null;
  actions?: ReadonlySet<string>;
}): { header: HeaderView; footer: FooterView } {
  const { navigation, localeUrlCode, siteSlug, actions } = input;
  const build = (items: CmsNavigation['header']['items']) => buildNavigation({ ...input, items });
  return {
    header: {
      theme: navigation.header.theme?.toLowerCase() ?? null,
      hidden: navigation.header.hidden,
      items: build(navigation.header.items),
    },
    footer: {
      theme: navigation.footer.theme?.toLowerCase() ?? null,
      contactLink: navigation.footer.contactLink
        ? buildLink({ link: navigation.footer.contactLink, localeUrlCode, siteSlug, actions })
        : null,
      sections: navigation.footer.sections.map((section) => ({
        title: section.title,
        items: build(section.items),
      })),
    },
  };
}
