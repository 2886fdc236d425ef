/**
 * The browser entry (ARCHITECTURE "The browser"), built by `buildClientAssets` into
 * `/_assets/client-[hash].js` and loaded by every page as a module script. Its stylesheets (the UI kit's,
 * then every plugin's `styles` through `virtual:sitefleet/styles`) become the site's CSS; the plugins'
 * `pageStyles` are entries of their own (runtime/client/build-client.ts). Order: zod's settings
 * before any island chunk can load, chunk-error guard first (islands load lazily), then islands, actions,
 * the release watch and the navigator, then the first page view. What of them goes to the network for
 * later pages (the viewport's prefetches, the build events' stream) waits until the page has loaded
 * and the browser is idle (runtime/client/idle.ts).
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

watchChunkErrors();
void followHashRedirect({ document, location });
void hydrateIslands(document);
startActions();
watchMenuDismiss(document);
const build = pageBuild(document);
startNavigator({
  release: watchRelease(),
  routes: build
    ? loadRouteRules({ siteKey: build.siteKey, locale: document.documentElement.lang.toLowerCase() })
    : undefined,
});
pushPageView({ host: window, path: pageKey(location), title: document.title });
