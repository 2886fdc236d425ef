import type { CookieOptions, Request } from 'express';

/**
 * Names of the cookies the runtime sets (public-site §2 testing mode, §4 release toggle, measurement
 * system, fallback language, last locale per site). Short, because every request carries them.
 *
 * - `sf_testing` = `1`: testing mode, no tag scripts (session cookie).
 * - `sf_next` = `1`: next-release features, next-release cache keys (session cookie).
 * - `sf_ms` = `Metric` | `Imperial`: the visitor's measurement system (far future).
 * - `sf_fl` = a UI language: the visitor's fallback language (far future).
 * - `sf_loc_<site key>` = a locale URL code: the last locale served on that site (far future).
 */
export const COOKIE_NAMES = {
  testing: 'sf_testing',
  nextRelease: 'sf_next',
  measurementSystem: 'sf_ms',
  fallbackLanguage: 'sf_fl',
  lastLocalePrefix: 'sf_loc_',
} as const;

/**
 * The editor cookie (customer-area §6 "a cookie named for the editor-area password", §9 90 days): holds
 * the editor hash (core/editor/editor-hash.ts) that opens the draft proxy, the editor navigation and the
 * `?cache=` directives.
 */
export const EDITOR_COOKIE = 'editor-area-password';

/**
 * Expiry of the remembered choices, "to the far future" (public-site §4). Browsers shorten it to their
 * own maximum (400 days in Chromium).
 */
export const FAR_FUTURE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/**
 * Name of the last-locale cookie of a site (public-site §4 last locale per site).
 * @param siteKey the site's key (`events`); characters not allowed in a cookie name are percent-encoded.
 * @returns `sf_loc_events`.
 */
export function lastLocaleCookieName(siteKey: string): string {
  return `${COOKIE_NAMES.lastLocalePrefix}${encodeURIComponent(siteKey)}`;
}

/**
 * Options of every runtime cookie: `Path=/`, `SameSite=Lax`, `HttpOnly` (no script needs them),
 * `Secure` when the request came over https (`trust proxy` decides whether `X-Forwarded-Proto` counts),
 * and a far-future expiry when `persistent`.
 * @param input.persistent true for remembered choices; false for a session cookie.
 * @param input.maxAgeMs a fixed lifetime in ms instead (`Max-Age` in seconds and `Expires`), e.g. the
 *   editor cookie's 90 days; wins over `persistent`.
 */
export function cookieOptions(input: {
  request: Request;
  persistent: boolean;
  maxAgeMs?: number;
}): CookieOptions {
  const lifetime =
    input.maxAgeMs !== undefined
      ? { maxAge: input.maxAgeMs }
      : input.persistent
        ? { expires: FAR_FUTURE }
        : {};
  return {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: input.request.secure,
    ...lifetime,
  };
}

/**
 * A cookie of the request, as cookie-parser read it.
 * @returns the value, or null when absent or empty.
 */
export function requestCookie(request: Request, name: string): string | null {
  const value: unknown = request.cookies?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
