import type { Request, RequestHandler } from 'express';

/**
 * True when the request's `Origin` header names the request's own origin, `{protocol}://{host}`:
 * Express 5's `request.protocol` and `request.host` (port included) honour the app's `trust proxy`
 * setting (config `preview.trustProxy`), so behind a trusted TLS terminator `https://public.host` is
 * expected. Browsers send `Origin` serialized (lower case, no default port) on every POST and every
 * cross-origin request; a missing, `null` or foreign `Origin` is false.
 *
 * @param request the Express request.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.origin;
  const host = request.host;
  if (!origin || !host) return false;
  try {
    return origin === new URL(`${request.protocol}://${host}`).origin;
  } catch {
    // A Host header that is no host (`a b`, `[::`) cannot be the origin of a page of this site.
    return false;
  }
}

/**
 * `Sec-Fetch-Site` of a request a page of this site made. `none` (the user typed the URL, opened a
 * bookmark, or followed a link from an e-mail or chat application) is not one: such a navigation carries
 * the `SameSite=Lax` editor cookie, and a link someone sent must not change state.
 */
const OWN_FETCH_SITE = 'same-origin';

/**
 * Guard of a GET that changes state (docs/security.md rule 1; e.g. customer-area §7
 * `GET /api/translation/start/{pageId}`, whose method the spec fixes): the `/api` router checks the
 * `Origin` of state-changing methods only, so such a route refuses cross-site requests itself. Refused
 * with 403 JSON `{ error: message }` and `Cache-Control: no-store`: a request whose `Sec-Fetch-Site`
 * header is present and not `same-origin` (so also `none`: a URL opened from outside the site, such as a
 * link in an e-mail, whose top-level navigation carries the `SameSite=Lax` editor cookie), or whose
 * `Origin` header is present and not the request's own origin ({@link isSameOrigin}). A request with
 * neither header passes: a server-side client, which holds no editor's cookie; every browser that
 * supports `SameSite` cookies sends `Sec-Fetch-Site` (Chromium 76, Firefox 90, Safari 16.4).
 *
 * @param message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function refuseCrossSiteGet(message: string): RequestHandler {
  return (request, response, next) => {
    const fetchSite = request.get('sec-fetch-site');
    const crossSite =
      (fetchSite !== undefined && fetchSite.toLowerCase() !== OWN_FETCH_SITE) ||
      (request.headers.origin !== undefined && !isSameOrigin(request));
    if (!crossSite) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
