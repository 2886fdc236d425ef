import { hydrateIslands, unmountDetachedIslands } from './hydrate.ts';
import {
  clickNavigationTarget,
  hashTargetId,
  type LinkInfo,
  pageKey,
  routeLinkTarget,
} from './link-decision.ts';
import { documentAssets, documentTagScripts, swapPage } from './page-swap.ts';
import { pushPageView } from './page-view.ts';
import { createPrefetchQueue } from './prefetch-queue.ts';
import type { ReleaseWatch } from './release-watch.ts';
import type { RouteRules } from './route-rules.ts';
import { createScrollStore, SCROLL_RESTORE_DELAY_MS, type ScrollPosition } from './scroll-store.ts';

/** Quiet time in ms after the last scroll event before the position is saved. */
const SCROLL_SAVE_DEBOUNCE_MS = 100;

/** A page's HTML as fetched, with the URL it was finally served from (after redirects). */
interface LoadedPage {
  url: string;
  html: string;
}

/**
 * Fetches a page's HTML. Anything but a successful HTML answer (an error status, a JSON or file answer,
 * a redirect to another origin, which fetch refuses) rejects: the navigator then loads the URL fully.
 */
async function fetchPage(url: string): Promise<LoadedPage> {
  const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('text/html')) {
    throw new Error(`${url} answered ${response.status} ${type}: not a page to swap in`);
  }
  return { url: response.url || url, html: await response.text() };
}

/**
 * Starts the client navigator (ARCHITECTURE "The browser"; public-site §2, §4, §9):
 * - clicks on route links (see `clickNavigationTarget`) fetch the next page, swap its content in
 *   (`swapPage`), `history.pushState` its URL, hydrate its islands and push a page-view event to
 *   `window.dataLayer`; back and forward (`popstate`) do the same without a new history entry;
 * - a failed or non-HTML answer, a page from another client bundle or with other tag scripts (the
 *   customer and editor areas have none: tag scripts must not keep running there), or a new release
 *   reported by `release` make it a full page load instead;
 * - pages are prefetched through a queue of 5 concurrent loads, de-duplicated: links under the pointer
 *   or focused, and links entering the viewport (not when the visitor asked to save data);
 * - the scroll position is remembered per path in `sessionStorage`; back, forward and reload restore it
 *   {@link SCROLL_RESTORE_DELAY_MS} ms after loading ends; other navigations start at the top or at the
 *   URL's hash;
 * - `<html data-loading="true">` is set while a page loads.
 */
export function startNavigator(input: { release: ReleaseWatch; routes?: RouteRules }): void {
  const scroll = createScrollStore(window.sessionStorage);
  const pages = createPrefetchQueue({ loadPage: fetchPage });
  const root = document.documentElement;
  // Read once: Vite adds stylesheets of lazy chunks to the live document later on.
  const bundle = documentAssets(document).join('\n');
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
    const next = new DOMParser().parseFromString(page.html, 'text/html');
    if (documentAssets(next).join('\n') !== bundle) return fullLoad(url, mode);
    // Into or out of a page without tag scripts (the customer area, the editor area): a fresh document.
    if (documentTagScripts(next).join('\n') !== tags) return fullLoad(url, mode);

    const shown = new URL(page.url);
    if (!shown.hash) shown.hash = url.hash;
    if (mode === 'push') history.pushState(null, '', shown);
    else if (shown.href !== location.href) history.replaceState(null, '', shown);
    clearTimeout(saveTimer);
    currentKey = pageKey(shown);
    const regions = swapPage({ current: document, next });
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
  watchLinks(document);

  // A page loaded by back, forward or reload gets its remembered position back, too.
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type === 'back_forward' || entry?.type === 'reload') {
    const position = scroll.read(currentKey);
    if (document.readyState === 'complete') restoreScroll(position);
    else window.addEventListener('load', () => restoreScroll(position), { once: true });
  }
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
