/** The longest wait, in ms after the `load` event, for an idle moment ({@link whenLoadedAndIdle}). */
export const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `start` once the page has loaded (the `load` event, or at once when it has passed) and the
 * browser is idle, at most {@link IDLE_TIMEOUT_MS} later (`setTimeout` where there is no
 * `requestIdleCallback`). For network work that serves later pages (prefetches, the build events'
 * stream): it must not compete with the page's own images, styles and islands while they load.
 */
export function whenLoadedAndIdle(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(start, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
