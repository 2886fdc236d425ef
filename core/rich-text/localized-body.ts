import { localizeLink } from '../routing/localized-link.ts';
import { renderRichText } from './index.ts';

/**
 * Rich-text bodies rendered once per page and language, then shown in each locale of that language
 * (public-site §2 localized links): site-relative links are rendered with {@link LOCALE_TOKEN} in place
 * of the locale, which each locale's page replaces by its own code.
 */

/** Stands for the locale in a body's site-relative links until a locale's page replaces it. */
export const LOCALE_TOKEN = 'sf-locale-token';

/**
 * A page's body in one language: a page fragment (core/pipeline/plugin.ts `PagesContext.fragment`) the
 * locales of that language share.
 */
export interface BodyFragment {
  /** Rich text as Markdown; null for none. */
  markdown: string | null;
  /** The site slug its site-relative links get (null on the main site and own-host sites). */
  siteSlug: string | null;
}

/**
 * A rich-text link as rendered for every locale: a site-relative link (`/products/x`) gets
 * {@link LOCALE_TOKEN} and the site slug (`/sf-locale-token/events/products/x`); any other link
 * (absolute, protocol-relative, `mailto:`, `#anchor`) is kept as it is.
 */
export function localizeBodyLink(href: string, siteSlug: string | null): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return localizeLink({ href, localeUrlCode: LOCALE_TOKEN, siteSlug });
}

// HTML of each body fragment with LOCALE_TOKEN links (fragments are shared by reference in a thread).
const bodies = new WeakMap<BodyFragment, string>();

/**
 * A body's sanitized HTML (core/rich-text `renderRichText`) for one locale, its site-relative links
 * localized: rendered once per thread and fragment, then {@link LOCALE_TOKEN} replaced by the locale.
 *
 * @param input.localeUrlCode the page's locale as in its URL (`de-ch`).
 * @returns an HTML fragment; empty for a body without Markdown.
 */
export function renderLocalizedBody(input: { body: BodyFragment; localeUrlCode: string }): string {
  const { body } = input;
  let html = bodies.get(body);
  if (html === undefined) {
    const { markdown, siteSlug } = body;
    html =
      markdown === null
        ? ''
        : renderRichText(markdown, { rewriteHref: (href) => localizeBodyLink(href, siteSlug) });
    bodies.set(body, html);
  }
  return html.replaceAll(`/${LOCALE_TOKEN}`, `/${input.localeUrlCode}`);
}
