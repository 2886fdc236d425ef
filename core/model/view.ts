/**
 * View models: the data a page component receives, computed in the `pages` hook (never in components).
 * public-site §2 (link targets, breadcrumbs), §3 (navigation item, header, footer).
 */

/**
 * How a link target behaves (public-site §2 link targets):
 * - `action`: target `action:<name>` triggers an in-app action (`news-feed` opens the news-feed panel).
 * - `anchor`: target starting with `http` or `hard:` is a plain anchor (`hard:` stripped, full page load).
 * - `route`: any other target is a client-side route link (already localized in `href`).
 * - `button`: no target.
 */
export type LinkKind = 'action' | 'anchor' | 'route' | 'button';

/** A resolved link, ready to render. `href` is null for `button` and `action`. */
export interface LinkView {
  text: string;
  kind: LinkKind;
  href: string | null;
  /** For `kind: 'action'`: the action name after `action:`. */
  action: string | null;
  openInNewTab: boolean;
}

/** A navigation item after filtering and localizing (public-site §3 navigation item, §5 navigation). */
export interface NavigationItemView {
  title: string;
  breadcrumbOverride: string | null;
  /** Localized URL (`/de-ch/events/company`), or the anchor/action target; null for a button. */
  url: string | null;
  /** The CMS path before localizing (`/company`), null when the target is not a path. */
  unlocalizedUrl: string | null;
  kind: LinkKind;
  action: string | null;
  openInNewTab: boolean;
  /** Only true in the editor: hidden items are dropped elsewhere. */
  hidden: boolean;
  /** Id of the linked page, when the item links a page. */
  pageId: string | null;
  /** Title and type of the linked page, when the item links a page. */
  page: { title: string; type: string } | null;
  items: NavigationItemView[];
}

/** Header navigation for one site and locale (public-site §3 header). */
export interface HeaderView {
  /** Lower-case theme class, or null for the site's theme. */
  theme: string | null;
  hidden: boolean;
  items: NavigationItemView[];
}

/** Footer navigation for one site and locale (public-site §3 footer). */
export interface FooterView {
  theme: string | null;
  contactLink: LinkView | null;
  sections: { title: string; items: NavigationItemView[] }[];
}

/**
 * One breadcrumb (public-site §2 breadcrumbs). The first is the home item; `href` is null for the
 * last, non-clickable, current item.
 */
export interface BreadcrumbView {
  title: string;
  href: string | null;
}

/** An hreflang alternate of a page; `hreflang` is a BCP 47 tag or `x-default`. */
export interface AlternateView {
  hreflang: string;
  href: string;
}
