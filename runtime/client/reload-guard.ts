/** Session-storage key holding the time (ms since the epoch) of the last chunk-error reload. */
export const RELOAD_GUARD_KEY = 'sitefleet:chunk-reload';
/** At most one reload per this many ms (public-site §4 new-release detection, §8, §9: 10 s). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * Claims the one reload allowed after a failed script chunk load (public-site §4, §8): true when no
 * reload was recorded in `storage` within the last {@link RELOAD_GUARD_MS} ms (the time `Date.now()` is
 * then recorded), false otherwise. A storage that cannot be read or written refuses, so a broken
 * storage can never cause a reload loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const now = Date.now();
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads the page after a failed chunk load, at most once per {@link RELOAD_GUARD_MS} ms (the window
 * is kept in `sessionStorage`, so it survives the reload). Returns whether a reload was started; when
 * not, `error` is logged to the console so the failure stays visible.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (claimReload(window.sessionStorage)) {
    window.location.reload();
    return true;
  }
  console.error('A script chunk failed to load again within 10 s; not reloading.', error);
  return false;
}

/**
 * Listens for Vite's `vite:preloadError` (a lazily loaded chunk or its stylesheet failed, typically
 * because a new release removed the old hashed files) and reloads through {@link reloadAfterChunkError}.
 */
export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Only a claimed reload swallows the error; otherwise the import rejects and its caller reports it.
    if (claimReload(window.sessionStorage)) {
      event.preventDefault();
      window.location.reload();
    }
  });
}
