import { linkSiteSlug } from '../routing/link-slug.ts';
import { localizeLink } from '../routing/localized-link.ts';
import type { ResolvedSite } from './plugin.ts';

/*
 * The internal links of written pages, collected for the link check (core/pipeline/link-check.ts) while
 * each page's HTML is still in memory: in the render worker or the main thread, whichever wrote it. Each
 * page's links are kept in its locale's {@link LocalePages} file, so that an incremental build checks the
 * links of the pages it did not render again without reading them.
 */

/**
 * The internal links of pages: every distinct href once in `hrefs`, and per page (by site-relative
 * file, `en/company/index.html`) the indices of its links there. Plain data: what a render batch hands
 * back.
 */
export interface PageLinkTable {
  hrefs: string[];
  pages: Record<string, number[]>;
}

/** Builds a {@link PageLinkTable}. */
export interface PageLinkTableBuilder {
  /** Records the links of the page written as `file` (replacing any recorded before). */
  add(file: string, hrefs: readonly string[]): void;
  readonly table: PageLinkTable;
}

/** An empty {@link PageLinkTableBuilder}. */
export function createPageLinkTable(): PageLinkTableBuilder {
  const table: PageLinkTable = { hrefs: [], pages: {} };
  const positionOf = hrefPositions(table.hrefs);
  return {
    table,
    add(file, hrefs) {
      table.pages[file] = hrefs.map(positionOf);
    },
  };
}

/** The links `table` records for the page written as `file`, if any. */
export function linksOfPage(table: PageLinkTable, file: string): string[] | undefined {
  return table.pages[file]?.map((position) => table.hrefs[position]!);
}

/**
 * A locale's written pages (core/pipeline/build-files.ts `localePagesFile`): each page's size in bytes
 * and the indices of its internal links in `hrefs`. Pages in file order, hrefs in order of first use.
 */
export interface LocalePages {
  hrefs: string[];
  /** `links` is absent for pages written while links were not collected (the link check off). */
  pages: Record<string, { bytes: number; links?: number[] }>;
}

/**
 * A {@link LocalePages} of `pages` (sorted by file here), each with its size in bytes and, when they
 * were collected, its internal links.
 */
export function localePages(
  pages: readonly { file: string; bytes: number; links?: readonly string[] }[],
): LocalePages {
  const table: LocalePages = { hrefs: [], pages: {} };
  const positionOf = hrefPositions(table.hrefs);
  for (const page of [...pages].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const links = page.links?.map(positionOf);
    table.pages[page.file] = links ? { bytes: page.bytes, links } : { bytes: page.bytes };
  }
  return table;
}

/** Gives each href its position in `hrefs`, appending the ones not there yet (order of first use). */
function hrefPositions(hrefs: string[]): (href: string) => number {
  const index = new Map<string, number>();
  return (href) => {
    let found = index.get(href);
    if (found === undefined) {
      found = hrefs.length;
      hrefs.push(href);
      index.set(href, found);
    }
    return found;
  };
}

/** A page of a {@link LocalePages}, its links as hrefs (when recorded); undefined when it has no `file`. */
export function localePage(
  table: LocalePages,
  file: string,
): { bytes: number; links?: string[] } | undefined {
  const entry = table.pages[file];
  if (!entry) return undefined;
  return entry.links
    ? { bytes: entry.bytes, links: entry.links.map((position) => table.hrefs[position]!) }
    : { bytes: entry.bytes };
}

/** The URL path of a page of `site` (`/en/events/company`): the linking page a report names. */
export function pageUrlOf(site: Pick<ResolvedSite, 'cms'>, page: { locale: string; path: string }): string {
  return localizeLink({
    href: `/${page.path}`,
    localeUrlCode: page.locale,
    siteSlug: linkSiteSlug(site.cms),
  });
}

/** How often an href is linked, and from where. */
export interface LinkUse {
  /** Pages linking it (each page counted once). */
  count: number;
  /** The first {@link LINKING_PAGES_KEPT} linking pages' URLs in sort order (`/en/events/company`). */
  pages: string[];
}

/**
 * A site's internal links: href as written (query and hash kept, entities decoded) → its use. Plain
 * data: a render worker hands it back by structured clone.
 */
export type CollectedLinks = Map<string, LinkUse>;

/** Linking pages kept per href: enough to find the link, bounded whatever the fleet's size. */
export const LINKING_PAGES_KEPT = 3;

/** Collects the internal links of one site's pages. */
export interface LinkCollector {
  /** Records the internal links of a written page (`path` below locale and site slug, `''`: home). */
  add(input: { locale: string; path: string; html: string }): void;
  /** Records a page's internal links as {@link internalLinks} found them. */
  addLinks(input: { locale: string; path: string; hrefs: readonly string[] }): void;
  /** What was collected so far. */
  readonly links: CollectedLinks;
}

/**
 * `<a … href="…">`. The HTML is the build's own: React and the rich-text serializer (hast) always quote
 * attribute values with `"` and escape `"` inside them, React also `>`, and hast writes `href` first, so
 * a tokenizer finds the same hrefs (cheerio did on every seventh page of the demo fleet) at several times
 * the cost. No HTML parser is a dependency of sitefleet; cheerio is a test tool.
 */
const ANCHOR_HREF = /<a\s(?:[^>]*?\s)?href="([^"]*)"/g;
/** A URI scheme (`https:`, `mailto:`, `tel:`, `action:`) or a protocol-relative start (`//`, `\\`). */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|quot|apos|lt|gt));/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The internal links of a page, once each: the `href` of every `<a>` element, entities decoded, except
 * external ones (a scheme such as `https:`, `mailto:`, `tel:`, or `//host`), hash-only ones (`#content`)
 * and empty ones; a relative href is resolved against `pageUrl`.
 *
 * @param input.html the page's HTML as written.
 * @param input.pageUrl the page's URL path (`/en/events/company`).
 * @returns site-relative hrefs (`/en/company?x=1#top`), in document order.
 */
export function internalLinks(input: { html: string; pageUrl: string }): string[] {
  const found = new Set<string>();
  const anchors = new RegExp(ANCHOR_HREF);
  for (let match = anchors.exec(input.html); match !== null; match = anchors.exec(input.html)) {
    let href = match[1] ?? '';
    if (href.includes('&')) href = decodeEntities(href);
    href = href.trim();
    if (href === '' || href.startsWith('#') || EXTERNAL.test(href)) continue;
    // A copy, not a slice of the page: a kept href must not keep the whole page's HTML alive.
    found.add(href.startsWith('/') ? flatCopy(href) : resolveRelative(href, input.pageUrl));
  }
  return [...found];
}

/**
 * Starts collecting the internal links of a site's pages.
 * @param site the site: its slug (when its links carry one) makes the linking pages' URLs.
 */
export function createLinkCollector(site: Pick<ResolvedSite, 'cms'>): LinkCollector {
  const siteSlug = linkSiteSlug(site.cms);
  const links: CollectedLinks = new Map();
  const addLinks = (pageUrl: string, hrefs: readonly string[]) => {
    for (const href of hrefs) {
      const known = links.get(href);
      if (known) {
        known.count += 1;
        keepPage(known.pages, pageUrl);
      } else links.set(href, { count: 1, pages: [pageUrl] });
    }
  };
  const urlOf = (locale: string, path: string) =>
    localizeLink({ href: `/${path}`, localeUrlCode: locale, siteSlug });
  return {
    links,
    add({ locale, path, html }) {
      const pageUrl = urlOf(locale, path);
      addLinks(pageUrl, internalLinks({ html, pageUrl }));
    },
    addLinks({ locale, path, hrefs }) {
      addLinks(urlOf(locale, path), hrefs);
    },
  };
}

/** Adds `source`'s links into `target` (the shards of a site, rendered by several workers). */
export function mergeLinks(target: CollectedLinks, source: CollectedLinks): void {
  for (const [href, use] of source) addUse(target, href, use);
}

function addUse(links: CollectedLinks, href: string, use: LinkUse): void {
  const known = links.get(href);
  if (!known) {
    links.set(href, { count: use.count, pages: use.pages.slice(0, LINKING_PAGES_KEPT) });
    return;
  }
  known.count += use.count;
  for (const page of use.pages) keepPage(known.pages, page);
}

/**
 * Keeps `page` among the {@link LINKING_PAGES_KEPT} smallest URLs, not the first rendered: the same
 * whatever the thread count.
 */
function keepPage(pages: string[], page: string): void {
  if (pages.length >= LINKING_PAGES_KEPT && page >= pages[pages.length - 1]!) return;
  if (pages.includes(page)) return;
  pages.push(page);
  pages.sort();
  if (pages.length > LINKING_PAGES_KEPT) pages.pop();
}

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    const code = decimal ? Number.parseInt(decimal, 10) : hex ? Number.parseInt(hex, 16) : null;
    if (code !== null) return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? entity;
  });
}

/** `history` on `/en/company` → `/en/history`, as a browser reads it. */
function resolveRelative(href: string, pageUrl: string): string {
  const url = new URL(href, `http://page.invalid${pageUrl}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A string with its own storage (V8 keeps a substring as a view into its parent string). */
function flatCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
