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

/** `Sec-Fetch-Site` values of a request a page of this site (or the user, typing the URL) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Guard of a GET that changes state (docs/security.md rule 1; e.g. customer-area §7
 * `GET /api/translation/start/{pageId}`, whose method the spec fixes): the `/api` router checks the
 * `Origin` of state-changing methods only, so such a route refuses cross-site requests itself. Refused
 * with 403 JSON `{ error: message }` and `Cache-Control: no-store`: a request whose `Sec-Fetch-Site`
 * header is present and neither `same-origin` nor `none`, or whose `Origin` header is present and not
 * the request's own origin ({@link isSameOrigin}). A request with neither header (a server-side client,
 * an old browser) passes: the routes it guards also need the editor cookie, which is `SameSite=Lax` and
 * so never rides on a cross-site subrequest.
 *
 * @param message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function refuseCrossSiteGet(message: string): RequestHandler {
  return (request, response, next) => {
    const fetchSite = request.get('sec-fetch-site');
    const crossSite =
      (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) ||
      (request.headers.origin !== undefined && !isSameOrigin(request));
    if (!crossSite) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
