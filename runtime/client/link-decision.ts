import { isNavigableUrl } from '../../core/routing/link-target.ts';
import { safeDecode } from '../../core/routing/url.ts';

/** What the navigator needs to know about a click (a `MouseEvent`'s fields of the same names). */
export interface ClickInfo {
  /** 0 for the main button. */
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** Another handler already took the click. */
  defaultPrevented: boolean;
}

/** What the navigator needs to know about a link (attributes of an `<a>` element). */
export interface LinkInfo {
  /** The `href` attribute as written (`/en/company`), not the resolved property. */
  href: string | null;
  /** The `data-sf-link` attribute: `route` for client-side route links (public-site §2 link targets). */
  kind: string | null;
  /** The `target` attribute. */
  target: string | null;
  /** Whether the link has a `download` attribute. */
  download: boolean;
}

/**
 * The URL a link leads to when the client navigator may take it over without a full page load
 * (public-site §2 link targets: route links navigate client-side), else null:
 * - only route links (`data-sf-link="route"`), in the same tab (no `target` other than `_self`), not
 *   downloads;
 * - only hrefs the navigation helper accepts (`isNavigableUrl`: no external and no script-like URLs),
 *   resolving to the current origin;
 * - not a link to a place on the current page (same path and query, with a hash): the browser scrolls.
 *
 * @param input.current the page's URL (`location.href`).
 */
export function routeLinkTarget(input: { link: LinkInfo; current: string }): URL | null {
  const { link } = input;
  if (link.kind !== 'route' || link.download || link.href === null) return null;
  if (link.target && link.target !== '_self') return null;
  if (!isNavigableUrl({ url: link.href })) return null;
  let url: URL;
  try {
    url = new URL(link.href, input.current);
  } catch {
    return null;
  }
  const current = new URL(input.current);
  if (url.origin !== current.origin) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/**
 * Whether a click on a link should be navigated client-side: a plain main-button click that no other
 * handler took (with Ctrl, Meta, Shift or Alt, or another button, the browser opens a tab, a window or
 * a download as the visitor asked), on a link {@link routeLinkTarget} accepts.
 * @returns the URL to navigate to, or null to leave the click to the browser.
 */
export function clickNavigationTarget(input: {
  click: ClickInfo;
  link: LinkInfo;
  current: string;
}): URL | null {
  const { click } = input;
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  return routeLinkTarget({ link: input.link, current: input.current });
}

/** Pathname plus query of a URL: the key of a page for scroll positions and page views. */
export function pageKey(url: URL | Location): string {
  return `${url.pathname}${url.search}`;
}

/**
 * The id of the element a URL's hash names (public-site §2: a new page starts at the URL's hash):
 * the hash without `#`, percent-decoded; a malformed escape (`#100%`) is kept as written instead of
 * throwing, so navigation always completes.
 * @param hash `location.hash` or `URL.hash` (`#section-2`, `#%C3%BCber`, `#100%`, `''`).
 * @returns `section-2`, `über`, `100%`; null for an empty hash.
 */
export function hashTargetId(hash: string): string | null {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  return id === '' ? null : safeDecode(id);
}
