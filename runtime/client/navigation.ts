import { PAYLOAD_FILE_NAME } from '../../core/pipeline/page-file.ts';
import type { RoutePayload } from '../ui/route-payload.ts';
import { hydrateIslands, unmountDetachedIslands } from './hydrate.ts';
import { whenLoadedAndIdle } from './idle.ts';
import {
  clickNavigationTarget,
  hashTargetId,
  type LinkInfo,
  pageKey,
  routeLinkTarget,
} from './link-decision.ts';
import {
  documentLayout,
  documentScripts,
  documentStyles,
  documentTagScripts,
  dropStylesheets,
  loadStylesheets,
  routePayloadFrom,
  swapPage,
  swapPayload,
} from './page-swap.ts';
import { pushPageView } from './page-view.ts';
import { createPrefetchQueue } from './prefetch-queue.ts';
import type { ReleaseWatch } from './release-watch.ts';
import type { RouteRules } from './route-rules.ts';
import { createScrollStore, SCROLL_RESTORE_DELAY_MS, type ScrollPosition } from './scroll-store.ts';

/** Quiet time in ms after the last scroll event before the position is saved. */
const SCROLL_SAVE_DEBOUNCE_MS = 100;

/**
 * A page as fetched: its HTML with the URL it was finally served from (after redirects), or its route
 * payload (runtime/ui/route-payload.ts), shown at the URL asked for.
 */
type LoadedPage = { url: string; html: string } | { url: string; payload: RoutePayload };

/**
 * Fetches a page's HTML. Anything but a successful HTML answer (an error status, a JSON or file answer,
 * a redirect to another origin, which fetch refuses) rejects: the navigator then loads the URL fully.
 */
async function fetchPage(url: string): Promise<{ url: string; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/html')) {
    throw new Error(`${url} answered ${response.status} ${type}: not a page to swap in`);
  }
  return { url: response.url || url, html: await response.text() };
}

/**
 * Fetches a prerendered page's route payload (`{path}/_payload.json`, public-site §7), or null when it
 * has none: an error status, another answer type, another payload format or a redirect.
 */
async function fetchPayload(url: string): Promise<RoutePayload | null> {
  const target = new URL(url);
  target.pathname = `${target.pathname.replace(/\/+$/, '')}/${PAYLOAD_FILE_NAME}`;
  target.search = '';
  const response = await fetch(target, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.redirected || !type.startsWith('application/json')) return null;
  return routePayloadFrom(await response.json());
}

/**
 * Starts the client navigator (ARCHITECTURE "The browser"; public-site §2, §4, §9):
 * - clicks on route links (see `clickNavigationTarget`) fetch the next page, swap its content in
 *   (`swapPage`), `history.pushState` its URL, hydrate its islands and push a page-view event to
 *   `window.dataLayer`; back and forward (`popstate`) do the same without a new history entry;
 * - a failed or non-HTML answer, a page from another client bundle (other module scripts) or with
 *   other tag scripts (the customer and editor areas have none: tag scripts must not keep running
 *   there), or a new release reported by `release` make it a full page load instead;
 * - a page with other stylesheets (the one of the plugin that rendered it) is shown once those it
 *   adds have loaded (`loadStylesheets`; one that fails or takes too long makes it a full page load;
 *   a prefetched route payload's stylesheets are prefetched with it);
 *   those it lacks are unlinked after the swap (`dropStylesheets`);
 * - a link to a prerendered page (the route rules say so) fetches the page's route payload instead,
 *   and swaps only main and the page's head tags (`swapPayload`) when the payload has the current
 *   layout; otherwise, or when there is no payload, the page's HTML;
 * - pages are prefetched through a queue of 5 concurrent loads, de-duplicated: links under the pointer
 *   or focused, and links entering the viewport (not when the visitor asked to save data; on the first
 *   page only once it has loaded and the browser is idle, runtime/client/idle.ts);
 * - the scroll position is remembered per path in `sessionStorage`; back, forward and reload restore it
 *   {@link SCROLL_RESTORE_DELAY_MS} ms after loading ends; other navigations start at the top or at the
 *   URL's hash;
 * - `<html data-loading="true">` is set while a page loads.
 */
export function startNavigator(input: { release: ReleaseWatch; routes?: RouteRules }): void {
  const scroll = createScrollStore(window.sessionStorage);
  const loadPage = async (url: string): Promise<LoadedPage> => {
    if (input.routes?.isPrerendered(new URL(url).pathname)) {
      const payload = await fetchPayload(url).catch(() => null);
      if (payload && payload.layout === documentLayout(document)) {
        prefetchStyles(payload.styles);
        return { url, payload };
      }
    }
    return fetchPage(url);
  };
  // A prefetched payload's own stylesheets go into the HTTP cache as well (they are immutable), so a
  // click into another plugin's pages waits for none of them. The document's links say which are
  // linked or asked for already.
  const prefetchStyles = (urls: readonly string[]) => {
    const known = new Set(
      [...document.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
    );
    for (const url of urls) {
      if (known.has(url)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'style';
      link.href = url;
      document.head.append(link);
    }
  };
  const pages = createPrefetchQueue({ loadPage });
  const root = document.documentElement;
  // Read once, then followed through the swaps: Vite adds stylesheets of lazy chunks to the live
  // document later on, which are no page's.
  let styles = documentStyles(document);
  const bundle = documentScripts(document).join('\n');
  const tags = documentTagScripts(document).join('\n');
  let currentKey = pageKey(location);
  let navigation = 0;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  // While a remembered position waits to be restored, scroll events (the browser clamping the old
  // position to the new page) must not overwrite it.
  let restoring = false;
  history.scrollRestoration = 'manual';

  const saveScroll = () => {
    clearTimeout(saveTimer);
    if (!restoring) scroll.save(currentKey, { x: window.scrollX, y: window.scrollY });
  };
  const restoreScroll = (position: ScrollPosition | null) => {
    restoring = true;
    setTimeout(() => {
      restoring = false;
      if (position) window.scrollTo(position.x, position.y);
    }, SCROLL_RESTORE_DELAY_MS);
  };
  window.addEventListener('scroll', () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(saveScroll, SCROLL_SAVE_DEBOUNCE_MS);
  });
  window.addEventListener('pagehide', saveScroll);

  const prefetch = (anchor: Element) => {
    const url = routeLinkTarget({ link: linkInfo(anchor), current: location.href });
    if (!url || pageKey(url) === currentKey) return;
    // Once the route rules are in, links to no prerendered page of the locale are not prefetched.
    if (input.routes?.isPrerendered(url.pathname) === false) return;
    pages.prefetch(withoutHash(url));
  };
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
  const observer =
    saveData || !('IntersectionObserver' in window)
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries.filter((candidate) => candidate.isIntersecting)) {
            observer?.unobserve(entry.target);
            prefetch(entry.target);
          }
        });
  const watchLinks = (scope: ParentNode) => {
    for (const anchor of scope.querySelectorAll('a[data-sf-link="route"]')) observer?.observe(anchor);
  };

  const fullLoad = (url: URL, mode: 'push' | 'pop') => {
    if (mode === 'push') location.assign(url.href);
    else location.reload();
  };

  const navigate = async (url: URL, mode: 'push' | 'pop') => {
    if (mode === 'push') saveScroll();
    if (input.release.changed) return fullLoad(url, mode);
    const id = ++navigation;
    root.dataset.loading = 'true';
    let page: LoadedPage;
    try {
      page = await pages.load(withoutHash(url));
    } catch {
      return fullLoad(url, mode);
    }
    if (id !== navigation) return;
    // A payload prefetched under another layout (a locale switched since): the page itself.
    if ('payload' in page && page.payload.layout !== documentLayout(document)) {
      try {
        page = await fetchPage(withoutHash(url));
      } catch {
        return fullLoad(url, mode);
      }
      if (id !== navigation) return;
    }
    const next = pageToShow(page);
    if (next.scripts.join('\n') !== bundle) return fullLoad(url, mode);
    // Into or out of a page without tag scripts (the customer area, the editor area): a fresh document.
    if (next.tags.join('\n') !== tags) return fullLoad(url, mode);
    // The next page's own stylesheets load before it shows, so it never shows unstyled.
    const from = styles;
    const links = await loadStylesheets({ current: document, from, to: next.styles });
    if (id !== navigation) return;
    if (!links) return fullLoad(url, mode);

    const shown = new URL(page.url);
    if (!shown.hash) shown.hash = url.hash;
    if (mode === 'push') history.pushState(null, '', shown);
    else if (shown.href !== location.href) history.replaceState(null, '', shown);
    clearTimeout(saveTimer);
    currentKey = pageKey(shown);
    const regions = next.swap();
    dropStylesheets({ current: document, from, keep: links });
    styles = next.styles;
    unmountDetachedIslands();
    delete root.dataset.loading;

    if (mode === 'pop') restoreScroll(scroll.read(currentKey));
    else scrollToStart(shown.hash);
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    pushPageView({ host: window, path: currentKey, title: document.title });
    // Start over, so the observer lets go of the links that left the page.
    observer?.disconnect();
    watchLinks(document);
    for (const region of regions) void hydrateIslands(region);
  };

  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!anchor) return;
    const url = clickNavigationTarget({ click: event, link: linkInfo(anchor), current: location.href });
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  });
  window.addEventListener('popstate', () => {
    // Same path and query: only the hash changed, which the browser scrolls to itself.
    if (pageKey(location) !== currentKey) void navigate(new URL(location.href), 'pop');
  });
  for (const type of ['pointerover', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[data-sf-link="route"]') : null;
      if (anchor) prefetch(anchor);
    });
  }
  // The links in view are prefetched once the page itself has loaded: not in competition with its images.
  whenLoadedAndIdle(() => watchLinks(document));

  // A page loaded by back, forward or reload gets its remembered position back, too.
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'back_forward' || entry?.type === 'reload') {
    const position = scroll.read(currentKey);
    if (document.readyState === 'complete') restoreScroll(position);
    else window.addEventListener('load', () => restoreScroll(position), { once: true });
  }
}

/**
 * A loaded page's stylesheets (in document order), module scripts and tag scripts (sorted), and how to
 * show it in the document.
 */
function pageToShow(page: LoadedPage): {
  styles: string[];
  scripts: string[];
  tags: string[];
  swap(): Element[];
} {
  if ('payload' in page) {
    const { payload } = page;
    return {
      styles: payload.styles,
      scripts: [...payload.scripts].sort(),
      tags: payload.tags ?? [],
      swap: () => swapPayload({ current: document, payload }),
    };
  }
  const next = new DOMParser().parseFromString(page.html, 'text/html');
  return {
    styles: documentStyles(next),
    scripts: documentScripts(next),
    tags: documentTagScripts(next),
    swap: () => swapPage({ current: document, next }),
  };
}

function linkInfo(anchor: Element): LinkInfo {
  return {
    href: anchor.getAttribute('href'),
    kind: anchor.getAttribute('data-sf-link'),
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
  };
}

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}

/** New pages start at the top, or at the element the hash names (a malformed hash: the top). */
function scrollToStart(hash: string): void {
  const id = hashTargetId(hash);
  const target = id === null ? null : document.getElementById(id);
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
