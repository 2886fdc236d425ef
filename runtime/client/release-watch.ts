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
 */
export function watchRelease(): ReleaseWatch {
  let changed = false;
  let lastCheck = 0;
  const check = async () => {
    const build = pageBuild(document);
    if (!build || changed) return;
    lastCheck = Date.now();
    try {
      const response = await fetch(latestBuildUrl({ siteKey: build.siteKey, now: lastCheck }), {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const latest: unknown = await response.json();
      changed = isNewRelease({ pageBuildId: build.buildId, latest });
      if (changed) window.dispatchEvent(new CustomEvent(RELEASE_EVENT, { detail: latest }));
    } catch (error) {
      console.debug('The latest-build file could not be read:', error);
    }
  };
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
