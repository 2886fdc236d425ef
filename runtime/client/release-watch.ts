import { buildFileUrl, LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';
/** How often in ms the latest-build file is polled (public-site §4 new-release detection): 5 minutes. */
export const RELEASE_POLL_INTERVAL_MS = 5 * 60_000;
/** A check on returning to the tab is skipped when the last one is younger than this (ms). */
export const RELEASE_RECHECK_MIN_MS = 30_000;

/**
 * Dispatched on `window` once a new release is found, with the latest-build file (`{ buildId, builtAt }`)
 * as `detail`: the hook for anything that wants to tell the visitor.
 */
export const RELEASE_EVENT = 'sitefleet:release';

/**
 * URL of a site's latest-build file with the timestamp query parameter that defeats caches
 * (public-site §7 build files): `/_build/{siteKey}/latest.json?t={now}`.
 */
export function latestBuildUrl(input: { siteKey: string; now: number }): string {
  return `${buildFileUrl({ siteKey: input.siteKey, file: LATEST_BUILD_FILE })}?t=${input.now}`;
}

/**
 * Whether the latest-build file names another release than the page's (the page is from an older or
 * newer client bundle and renderers). The file's `release` is compared, else (builds before incremental
 * builds) its `buildId`: an incremental build that re-rendered only some pages keeps the release, so the
 * pages it left untouched are not reported changed. An answer without a string id says nothing.
 */
export function isNewRelease(input: { pageBuildId: string; latest: unknown }): boolean {
  const latest = input.latest as { buildId?: unknown; release?: unknown } | null;
  const release = typeof latest?.release === 'string' ? latest.release : latest?.buildId;
  return typeof release === 'string' && release !== input.pageBuildId;
}

/** The page's build identity, from `<meta name="sf-build">` and `<meta name="sf-site">`. */
export function pageBuild(document: Document): { buildId: string; siteKey: string } | null {
  const buildId = document.querySelector('meta[name="sf-build"]')?.getAttribute('content');
  const siteKey = document.querySelector('meta[name="sf-site"]')?.getAttribute('content');
  return buildId && siteKey ? { buildId, siteKey } : null;
}

/** Where the runtime sends its build events (runtime/server/build-events.ts, Server-Sent Events). */
export const BUILD_EVENTS_URL = '/_build/events';

/** What an open page does about a build event. */
export type BuildEventAction = 'reload' | 'notify' | 'ignore';

/**
 * What an open page does about a build event (`{ site, buildId, release, changed }`,
 * core/serving/rebuild.ts `BuildEvent`), a pure rule: an event of another site, or one that changed
 * neither this page (its `changed` URL paths lack `pathname`, compared without trailing slash, decoded and
 * in lower case) nor, with `changed: null` (too many to list), the release the page names, is ignored;
 * otherwise the page reloads, unless the visitor has typed into it (`typed`), which only `notify`s
 * ({@link RELEASE_EVENT}) so nothing typed is lost. Malformed events are ignored.
 *
 * @param input.page the page's build meta tags ({@link pageBuild}); null: ignored.
 * @param input.pathname `location.pathname`.
 */
export function buildEventAction(input: {
  event: unknown;
  page: { buildId: string; siteKey: string } | null;
  pathname: string;
  typed: boolean;
}): BuildEventAction {
  const event = input.event as {
    site?: unknown;
    buildId?: unknown;
    release?: unknown;
    changed?: unknown;
  } | null;
  if (!input.page || typeof event !== 'object' || event === null) return 'ignore';
  if (event.site !== input.page.siteKey || typeof event.buildId !== 'string') return 'ignore';
  let affected: boolean;
  if (Array.isArray(event.changed)) {
    const here = comparablePath(input.pathname);
    affected = event.changed.some((path) => typeof path === 'string' && comparablePath(path) === here);
  } else {
    affected =
      event.changed === null && typeof event.release === 'string' && event.release !== input.page.buildId;
  }
  if (!affected) return 'ignore';
  return input.typed ? 'notify' : 'reload';
}

function comparablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape is compared as written.
  }
  return (decoded.replace(/\/+$/, '') || '/').toLowerCase();
}

/** Knows whether a new release is out. */
export interface ReleaseWatch {
  /** True once the latest-build file named another build than the page shown: navigate with a full load. */
  readonly changed: boolean;
  /** Polls now. Never rejects: a failure is only logged. */
  check(): Promise<void>;
}

/**
 * Polls the current page's latest-build file (public-site §4) every {@link RELEASE_POLL_INTERVAL_MS}
 * and when the tab becomes visible again; the page's build and site are read anew on each check, so
 * they follow client-side navigation. A new release is reported once, by {@link RELEASE_EVENT}; after
 * it the navigator loads pages fully. Pages without the build meta tags are never reported changed.
 *
 * Where the browser has `EventSource`, it also listens to the runtime's build events
 * ({@link BUILD_EVENTS_URL}): an event that concerns the page shown ({@link buildEventAction}) is
 * confirmed by the latest-build file, then the page reloads, within a second or two of the swap; once
 * the visitor has typed into the page (an `input` event on this path), it only dispatches
 * {@link RELEASE_EVENT} instead.
 */
export function watchRelease(): ReleaseWatch {
  let changed = false;
  let lastCheck = 0;
  const readLatest = async (siteKey: string): Promise<unknown> => {
    const response = await fetch(latestBuildUrl({ siteKey, now: Date.now() }), {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return response.json();
  };
  const check = async () => {
    const build = pageBuild(document);
    if (!build || changed) return;
    lastCheck = Date.now();
    try {
      const latest = await readLatest(build.siteKey);
      changed = isNewRelease({ pageBuildId: build.buildId, latest });
      if (changed) window.dispatchEvent(new CustomEvent(RELEASE_EVENT, { detail: latest }));
    } catch (error) {
      console.debug('The latest-build file could not be read:', error);
    }
  };
  listenToBuildEvents({
    readLatest,
    onNotify: (latest, build) => {
      changed ||= isNewRelease({ pageBuildId: build.buildId, latest });
      window.dispatchEvent(new CustomEvent(RELEASE_EVENT, { detail: latest }));
    },
  });
  setInterval(check, RELEASE_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= RELEASE_RECHECK_MIN_MS) {
      void check();
    }
  });
  return {
    get changed() {
      return changed;
    },
    check,
  };
}

/**
 * Opens the build-event stream (when the browser has `EventSource`) and acts on each event by
 * {@link buildEventAction}: before reloading or notifying it reads the site's latest-build file, so a
 * page reloads only once the new tree is what the runtime serves. The stream reconnects by itself.
 */
function listenToBuildEvents(input: {
  readLatest: (siteKey: string) => Promise<unknown>;
  onNotify: (latest: unknown, build: { buildId: string; siteKey: string }) => void;
}): void {
  if (typeof EventSource !== 'function' || !pageBuild(document)) return;
  let typedOn: string | null = null;
  document.addEventListener('input', () => {
    typedOn = location.pathname;
  });
  const source = new EventSource(BUILD_EVENTS_URL);
  source.addEventListener('build', (message) => {
    let event: unknown;
    try {
      event = JSON.parse((message as MessageEvent<string>).data);
    } catch {
      return;
    }
    const page = pageBuild(document);
    const action = buildEventAction({
      event,
      page,
      pathname: location.pathname,
      typed: typedOn === location.pathname,
    });
    if (action === 'ignore' || !page) return;
    input.readLatest(page.siteKey).then(
      (latest) => {
        if (action === 'reload') location.reload();
        else input.onNotify(latest, page);
      },
      (error: unknown) => console.debug('The latest-build file could not be read:', error),
    );
  });
}
