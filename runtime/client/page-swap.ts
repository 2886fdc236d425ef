import { ROUTE_PAYLOAD_FORMAT, type RoutePayload } from '../ui/route-payload.ts';

/** The regions of the default layout the navigator replaces (runtime/ui/Layout.tsx). */
export const SWAP_REGIONS = ['.sf-header', '#content', '.sf-footer'] as const;

/** `<head>` elements that describe one page and are replaced on navigation. */
const PAGE_HEAD = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[name="description"]',
  'meta[name="sf-build"]',
  'meta[name="sf-site"]',
].join(',');

/**
 * The stylesheets a document links (`<link rel="stylesheet" href>`), as URLs in document order: the
 * order of the cascade. On a page as served these are its page stylesheets (the global ones, then its
 * plugin's); the live document may also hold those Vite's preload helper added for lazy island chunks.
 */
export function documentStyles(document: Document): string[] {
  return [...document.querySelectorAll('link[rel="stylesheet"][href]')]
    .map((link) => link.getAttribute('href'))
    .filter((url): url is string => url !== null);
}

/**
 * The module scripts a document loads (`<script type="module" src>`), as a sorted list of URLs. Two pages
 * with different lists come from different client bundles: the navigator then loads the next one fully.
 */
export function documentScripts(document: Document): string[] {
  return [...document.querySelectorAll('script[type="module"][src]')]
    .map((script) => script.getAttribute('src'))
    .filter((url): url is string => url !== null)
    .sort();
}

/** Marks the stylesheet links {@link loadStylesheets} inserted: page stylesheets a later swap may drop. */
const LINKED_STYLE = 'data-sf-style';

/**
 * How long a stylesheet the next page needs may take to load before the navigator gives up on showing
 * it in place, in ms: the page is then loaded whole, as a click without scripts would.
 */
export const STYLESHEET_TIMEOUT_MS = 5000;

/**
 * The load of each link {@link loadStylesheets} inserted, until it settles: true once loaded, false when
 * it failed or took longer than {@link STYLESHEET_TIMEOUT_MS} (the link is then removed again).
 */
const pendingStyles = new WeakMap<Element, Promise<boolean>>();

/**
 * Links the next page's stylesheets that the current document lacks, before the swap: each URL of `to`
 * without a page stylesheet link of its own (one of `from`, or one an earlier call inserted) placed
 * after the link of the URL before it gets a new `<link rel="stylesheet">` right there (the first URL:
 * before the first page stylesheet), so the cascade is the one of the page as served. Nothing is
 * removed: the current page keeps its look until the swap (see {@link dropStylesheets}). Part of the
 * client navigation (public-site §2, §4: pages swapped in place, the loading flag meanwhile).
 * @param input.current the live document.
 * @param input.from the current page's stylesheet URLs in document order ({@link documentStyles} of the
 *   page as served, then each swapped-in page's `to`).
 * @param input.to the next page's stylesheet URLs in document order.
 * @returns the links that stand for `to`, in its order, once every link inserted for them (by this
 *   call, or by an earlier one still loading) has loaded; null when one of them failed or took longer
 *   than {@link STYLESHEET_TIMEOUT_MS}: that link is removed again (a later navigation links it afresh)
 *   and the page must be loaded whole, never shown without its styles. Never rejects.
 */
export async function loadStylesheets(input: {
  current: Document;
  from: readonly string[];
  to: readonly string[];
}): Promise<Element[] | null> {
  const { current, to } = input;
  const present = pageStylesheets(current, input.from);
  const links: Element[] = [];
  const loads: Promise<boolean>[] = [];
  let previous: Element | null = null;
  for (const url of to) {
    const after: Element | null = previous;
    // Only a link after the previous one keeps the cascade's order.
    const found = present.find(
      (link) =>
        link.getAttribute('href') === url &&
        !links.includes(link) &&
        (after === null || (after.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
    );
    const link: Element = found ?? insertStylesheet({ current, url, after, before: present[0] });
    const load = pendingStyles.get(link);
    if (load) loads.push(load);
    links.push(link);
    previous = link;
  }
  const loaded = await Promise.all(loads);
  return loaded.every(Boolean) ? links : null;
}

/**
 * Unlinks the page stylesheets the swapped-in page does not use, after the swap (before it, the old
 * page would show unstyled for a frame): the links of `from` and those {@link loadStylesheets} inserted
 * (also for a navigation that another one overtook), except `keep`. Stylesheets that are not page
 * stylesheets, such as those Vite's preload helper adds for lazy island chunks, stay.
 * @param input.from the URLs given to `loadStylesheets` as `from`.
 * @param input.keep the links `loadStylesheets` returned.
 */
export function dropStylesheets(input: {
  current: Document;
  from: readonly string[];
  keep: readonly Element[];
}): void {
  for (const link of pageStylesheets(input.current, input.from)) {
    if (!input.keep.includes(link)) link.remove();
  }
}

/** The page stylesheet links of a document: those of `from`, and those the navigator inserted. */
function pageStylesheets(document: Document, from: readonly string[]): Element[] {
  return [...document.querySelectorAll('link[rel="stylesheet"][href]')].filter(
    (link) => link.hasAttribute(LINKED_STYLE) || from.includes(link.getAttribute('href') ?? ''),
  );
}

/**
 * Inserts a page stylesheet link after `after`, else before `before` (the first page stylesheet), else
 * before the first stylesheet (a lazy chunk's: those come last when a page loads whole) or at the end
 * of `<head>`, and records its load (see {@link pendingStyles}).
 */
function insertStylesheet(input: {
  current: Document;
  url: string;
  after: Element | null;
  before: Element | undefined;
}): Element {
  const { current } = input;
  const link = current.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(LINKED_STYLE, '');
  const load = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), STYLESHEET_TIMEOUT_MS);
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      resolve(loaded);
    };
    link.addEventListener('load', () => settle(true), { once: true });
    link.addEventListener('error', () => settle(false), { once: true });
  });
  pendingStyles.set(link, load);
  void load.then((loaded) => {
    pendingStyles.delete(link);
    // A failed link would otherwise stand for its stylesheet on every later navigation, unstyled.
    if (!loaded) link.remove();
  });
  link.setAttribute('href', input.url);
  if (input.after) input.after.after(link);
  else {
    const anchor = input.before ?? current.head.querySelector('link[rel="stylesheet"]');
    if (anchor) anchor.before(link);
    else current.head.append(link);
  }
  return link;
}

/**
 * The tag scripts a document carries (`<script data-sf-tag src>`, runtime/server/tags.ts), as a sorted
 * list of URLs. Pages that hold tokens carry none (docs/security.md rule 4): since scripts in `<head>` keep
 * running across a swap, the navigator loads a page fully when its list differs from the current one,
 * so no tag script that was loaded by a public page runs on the customer area, and a public page
 * reached from there gets its tags.
 */
export function documentTagScripts(document: Document): string[] {
  return [...document.querySelectorAll('script[data-sf-tag][src]')]
    .map((script) => script.getAttribute('src'))
    .filter((url): url is string => url !== null)
    .sort();
}

/**
 * Shows `next` (a parsed page) in `current`: `<html lang class data-measurement-system>`, the title, canonical, hreflang
 * alternates, description and build meta tags, then header, main and footer. When the two pages do not
 * have the same regions (a hidden header), the whole body is replaced instead. Scripts and styles in
 * `<head>` stay: tag scripts and the client bundle keep running.
 * @returns the elements that now hold the new content (for hydrating islands and watching links).
 */
export function swapPage(input: { current: Document; next: Document }): Element[] {
  const { current, next } = input;
  current.documentElement.lang = next.documentElement.lang;
  current.documentElement.className = next.documentElement.className;
  // The measurement system shown follows the next page (its country default, or the visitor's choice
  // the runtime wrote into it).
  const system = next.documentElement.dataset.measurementSystem;
  if (system) current.documentElement.dataset.measurementSystem = system;
  else delete current.documentElement.dataset.measurementSystem;
  current.title = next.title;
  for (const element of current.head.querySelectorAll(PAGE_HEAD)) element.remove();
  const anchor = current.head.querySelector('link[rel="stylesheet"], script') ?? null;
  for (const element of next.head.querySelectorAll(PAGE_HEAD)) {
    current.head.insertBefore(current.importNode(element, true), anchor);
  }

  const pairs = SWAP_REGIONS.map((selector) => [
    current.querySelector(selector),
    next.querySelector(selector),
  ]);
  if (pairs.some(([from, to]) => (from === null) !== (to === null))) {
    const body = current.importNode(next.body, true);
    current.body.replaceWith(body);
    return [body];
  }
  const swapped: Element[] = [];
  for (const [from, to] of pairs) {
    if (!from || !to) continue;
    const imported = current.importNode(to, true);
    from.replaceWith(imported);
    swapped.push(imported);
  }
  return swapped;
}

/** The layout key of the document's main (`<main data-layout>`, runtime/ui/Layout.tsx), or null. */
export function documentLayout(document: Document): string | null {
  return document.querySelector('main#content')?.getAttribute('data-layout') ?? null;
}

/**
 * Reads a route payload answer (runtime/ui/route-payload.ts): the payload when it has this navigator's
 * format and the fields it uses, else null (the navigator then fetches the page itself).
 */
export function routePayloadFrom(answer: unknown): RoutePayload | null {
  const payload = answer as Partial<RoutePayload> | null;
  if (payload?.format !== ROUTE_PAYLOAD_FORMAT) return null;
  const strings = [payload.lang, payload.className, payload.layout, payload.content, payload.head?.title];
  if (strings.some((value) => typeof value !== 'string')) return null;
  const lists = [payload.styles, payload.scripts, payload.head?.alternates];
  if (lists.some((list) => !Array.isArray(list))) return null;
  return payload as RoutePayload;
}

/**
 * Shows a route payload in `current`, a page of the same layout (see {@link documentLayout}):
 * `<html lang class data-measurement-system>`, the title, description, canonical, hreflang alternates
 * and build meta tags, then main. Header, footer and everything else stay.
 * @returns the new main (for hydrating islands and watching links), or an empty list when `current`
 *   has no main to replace.
 */
export function swapPayload(input: { current: Document; payload: RoutePayload }): Element[] {
  const { current, payload } = input;
  const from = current.querySelector('main#content');
  const template = current.createElement('template');
  template.innerHTML = payload.content;
  const main = template.content.querySelector('main');
  if (!from || !main) return [];
  const html = current.documentElement;
  html.lang = payload.lang;
  html.className = payload.className;
  if (payload.measurementSystem) html.dataset.measurementSystem = payload.measurementSystem;
  else delete html.dataset.measurementSystem;
  current.title = payload.head.title;
  for (const element of current.head.querySelectorAll(PAGE_HEAD)) element.remove();
  const anchor = current.head.querySelector('link[rel="stylesheet"], script') ?? null;
  for (const element of payloadHead(current, payload)) current.head.insertBefore(element, anchor);
  from.replaceWith(main);
  return [main];
}

/** The page's own `<head>` elements from its payload, in the order runtime/ui/Document.tsx writes them. */
function payloadHead(document: Document, payload: RoutePayload): Element[] {
  const element = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const created = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
    return created;
  };
  const { head, build } = payload;
  return [
    ...(head.description ? [element('meta', { name: 'description', content: head.description })] : []),
    ...(head.canonical ? [element('link', { rel: 'canonical', href: head.canonical })] : []),
    ...head.alternates.map((alternate) =>
      element('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
    ),
    ...(build
      ? [
          element('meta', { name: 'sf-build', content: build.buildId }),
          element('meta', { name: 'sf-site', content: build.siteKey }),
        ]
      : []),
  ];
}
