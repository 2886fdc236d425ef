import { buildFileUrl, LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';
import { whenLoadedAndIdle } from './idle.ts';
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

/**
 * What an open page does about a stream's `hello` (`{ sites: [{ site, buildId, release }] }`,
 * runtime/server/build-events.ts `BuildHello`: the builds served when the stream connected), a pure rule
 * for the builds the page may have missed while it was not listening: its site's release is not the one
 * the page names → as for a `changed: null` event of a new release (`reload`, or `notify` once the
 * visitor has typed); else its site's build id is not the last one the page heard of (`known`, from an
 * earlier hello or build event) → `notify`: a build of the same release came while the stream was
 * closed (the tab hidden, the runtime restarting) and may have changed this page or not; else `ignore`.
 * On the first hello (`known` undefined) a same-release build is taken as the page's own: the page
 * carries its release, not its build id. A reload the page already made for this hello's release
 * (`reloadedFor`, kept per tab) becomes `notify`, so a page a cache keeps serving old cannot loop.
 * Malformed hellos, or ones without the page's site, are ignored.
 */
export function helloAction(input: {
  hello: unknown;
  page: { buildId: string; siteKey: string } | null;
  known: string | undefined;
  typed: boolean;
  reloadedFor?: string | null;
}): BuildEventAction {
  const here = helloSites(input.hello).find((entry) => entry.site === input.page?.siteKey);
  if (!input.page || !here) return 'ignore';
  if (here.release !== input.page.buildId) {
    return input.typed || input.reloadedFor === here.release ? 'notify' : 'reload';
  }
  return input.known !== undefined && here.buildId !== input.known ? 'notify' : 'ignore';
}

/** The well-formed entries of a hello's `sites`. */
export function helloSites(hello: unknown): { site: string; buildId: string; release: string }[] {
  const sites = (hello as { sites?: unknown } | null)?.sites;
  if (!Array.isArray(sites)) return [];
  return sites.filter(
    (entry): entry is { site: string; buildId: string; release: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.site === 'string' &&
      typeof entry.buildId === 'string' &&
      typeof entry.release === 'string',
  );
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
 * {@link RELEASE_EVENT} instead. The stream is open only while the tab is visible; each (re)connect's
 * hello tells of builds missed meanwhile ({@link helloAction}).
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

/** Per tab: the release a hello last reloaded the page for ({@link helloAction} `reloadedFor`). */
const HELLO_RELOAD_KEY = 'sitefleet:hello-reload';

/**
 * Listens to the build events (when the browser has `EventSource`) while the tab is visible, from when
 * the page has loaded and the browser is idle (runtime/client/idle.ts): the stream is closed when the tab is hidden (a background tab would hold one of the browser's six HTTP/1.1
 * connections to the origin) and opened again when it is shown; a tab loaded hidden opens it for the
 * first hello only. Each event is acted on by {@link buildEventAction}, each hello by
 * {@link helloAction}; before reloading or notifying it reads the site's latest-build file, so a page
 * reloads only once the new tree is what the runtime serves. A refused stream (429, 503) stays closed
 * until the tab is next shown; the browser reconnects a dropped one by itself.
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
  /** Site key → the build id last heard of (hello or build event). */
  const known = new Map<string, string>();
  let source: EventSource | null = null;
  const act = (action: BuildEventAction, page: { buildId: string; siteKey: string } | null) => {
    if (action === 'ignore' || !page) return;
    input.readLatest(page.siteKey).then(
      (latest) => {
        if (action === 'reload') location.reload();
        else input.onNotify(latest, page);
      },
      (error: unknown) => console.debug('The latest-build file could not be read:', error),
    );
  };
  const parse = (message: Event): unknown => {
    try {
      return JSON.parse((message as MessageEvent<string>).data);
    } catch {
      return null;
    }
  };
  const close = () => {
    source?.close();
    source = null;
  };
  const open = () => {
    if (source) return;
    source = new EventSource(BUILD_EVENTS_URL);
    source.addEventListener('hello', (message) => {
      const hello = parse(message);
      const page = pageBuild(document);
      const reloadedFor = readSession(HELLO_RELOAD_KEY);
      const action = helloAction({
        hello,
        page,
        known: page ? known.get(page.siteKey) : undefined,
        typed: typedOn === location.pathname,
        reloadedFor,
      });
      for (const entry of helloSites(hello)) known.set(entry.site, entry.buildId);
      const release = helloSites(hello).find((entry) => entry.site === page?.siteKey)?.release;
      if (action === 'reload' && release) writeSession(HELLO_RELOAD_KEY, release);
      act(action, page);
      if (document.hidden) close();
    });
    source.addEventListener('build', (message) => {
      const event = parse(message) as { site?: unknown; buildId?: unknown } | null;
      if (typeof event?.site === 'string' && typeof event.buildId === 'string') {
        known.set(event.site, event.buildId);
      }
      const page = pageBuild(document);
      act(
        buildEventAction({ event, page, pathname: location.pathname, typed: typedOn === location.pathname }),
        page,
      );
    });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) close();
    else open();
  });
  // Not while the page loads: the stream would hold a connection its images and scripts need.
  whenLoadedAndIdle(open);
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage denied: the guard against reload loops is off, a hello reloads at most per page load.
  }
}
