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
 * The stylesheets and module scripts a document loads, as a sorted list of URLs. Two pages with
 * different lists come from different client bundles: the navigator then loads the next one fully.
 */
export function documentAssets(document: Document): string[] {
  const urls = [
    ...[...document.querySelectorAll('link[rel="stylesheet"][href]')].map((link) =>
      link.getAttribute('href'),
    ),
    ...[...document.querySelectorAll('script[type="module"][src]')].map((script) =>
      script.getAttribute('src'),
    ),
  ];
  return urls.filter((url): url is string => url !== null).sort();
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
  if (!Array.isArray(payload.assets) || !Array.isArray(payload.head?.alternates)) return null;
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
