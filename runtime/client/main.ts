/**
 * The browser entry (ARCHITECTURE "The browser"), built by `buildClientAssets` into
 * `/_assets/client-[hash].js` and loaded by every page as a module script. Its stylesheets (the UI kit's,
 * then every plugin's through `virtual:sitefleet/styles`) become the bundle's CSS. Order: zod's settings
 * before any island chunk can load, chunk-error guard first (islands load lazily), then islands and
 * actions; once the page has loaded and the browser is idle, the release watch and the navigator, then
 * the first page view.
 */
import './zod-settings.ts';
import '../ui/styles/tokens.css';
import '../ui/styles/site.css';
import '../ui/styles/components.css';
import './styles.css';
import 'virtual:sitefleet/styles';
import { startActions } from './actions.ts';
import { followHashRedirect } from './hash-redirect.ts';
import { hydrateIslands } from './hydrate.ts';
import { pageKey } from './link-decision.ts';
import { watchMenuDismiss } from './menu-dismiss.ts';
import { startNavigator } from './navigation.ts';
import { pushPageView } from './page-view.ts';
import { pageBuild, watchRelease } from './release-watch.ts';
import { watchChunkErrors } from './reload-guard.ts';
import { loadRouteRules } from './route-rules.ts';

/** The longest wait, in ms after the `load` event, for an idle moment to start the navigator in. */
const IDLE_TIMEOUT_MS = 1_000;

watchChunkErrors();
void followHashRedirect({ document, location });
void hydrateIslands(document);
startActions();
watchMenuDismiss(document);
// What serves the next pages (the navigator's prefetches, the route rules, the build events' stream)
// starts once the page has loaded and the browser is idle, in a task of its own: it must not compete
// with the page's own images, styles and islands. Until then a link click is a plain page load.
whenLoadedAndIdle(() => {
  const build = pageBuild(document);
  startNavigator({
    release: watchRelease(),
    routes: build
      ? loadRouteRules({ siteKey: build.siteKey, locale: document.documentElement.lang.toLowerCase() })
      : undefined,
  });
  pushPageView({ host: window, path: pageKey(location), title: document.title });
});

/** Runs `start` after the `load` event, when the browser is idle (at most {@link IDLE_TIMEOUT_MS} later). */
function whenLoadedAndIdle(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
