import type { Request, RequestHandler } from 'express';
import { isLoopbackHost } from '../../core/routing/loopback-host.ts';
import { normalizeHost } from '../../core/routing/url.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';

/**
 * The host names the CMS configures for the served sites (`Site.domains[].hostName`, every site of the
 * fleet, with or without a domain slug: an API is not one site's), in the form a URL's `hostname` has
 * (lower case, punycode).
 */
function configuredHosts(sites: readonly ServedSite[]): ReadonlySet<string> {
  // Worked out per request: a handful of domains, and no copy to go stale when a rebuild swaps the sites.
  const hosts = new Set<string>();
  for (const served of sites) {
    for (const domain of served.site.domains ?? []) {
      const host = normalizeHost(domain.hostName);
      // An empty host name configures no domain (as site matching reads it); kept, every name ending in
      // a dot would count as a subdomain of it.
      if (host === '') continue;
      hosts.add(URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : host);
    }
  }
  return hosts;
}

/**
 * True when the request's `Origin` header names the request's own origin, `{protocol}://{host}`, AND
 * that host is one of the runtime's own: a configured domain of a served site (`Site.domains`) or a
 * subdomain of one (as site matching serves them), or a
 * loopback host (`localhost`, 127.0.0.0/8, `[::1]`) where `context.loopbackOrigins` allows it (the
 * sandbox, a preview on this machine). The `Host` header alone proves nothing: a page on any DNS name
 * its owner points at this server (DNS rebinding) sends its own name as both `Host` and `Origin`.
 * Express 5's `request.protocol` and `request.host` (port included) honour the app's `trust proxy`
 * setting (config `preview.trustProxy`), so behind a trusted TLS terminator `https://public.host` is
 * expected. Browsers send `Origin` serialized (lower case, no default port) on every POST and every
 * cross-origin request; a missing, `null` or foreign `Origin` is false (docs/security.md rule 1).
 *
 * @param input.request the Express request.
 * @param input.context the runtime context, for the served sites' domains and `loopbackOrigins`.
 */
export function isSameOrigin(input: { request: Request; context: RuntimeContext }): boolean {
  const { request, context } = input;
  const origin = request.headers.origin;
  const host = request.host;
  if (!origin || !host) return false;
  let own: URL;
  try {
    own = new URL(`${request.protocol}://${host}`);
  } catch {
    // A Host header that is no host (`a b`, `[::`) cannot be the origin of a page of this site.
    return false;
  }
  if (origin !== own.origin) return false;
  if (isConfiguredHost(configuredHosts(context.sites()), own.hostname)) return true;
  return context.loopbackOrigins !== false && isLoopbackHost(own.hostname);
}

/**
 * Whether `hostname` is a configured host name or lies below one, as site matching reads domains
 * (public-site §2: `www.example.com` is served by the site of `example.com`); the subdomains of a
 * configured domain are its owner's, whatever they resolve to.
 */
function isConfiguredHost(hosts: ReadonlySet<string>, hostname: string): boolean {
  if (hosts.has(hostname)) return true;
  for (const host of hosts) {
    if (hostname.endsWith(`.${host}`)) return true;
  }
  return false;
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
 * `Origin` header is present and not one of the runtime's own origins ({@link isSameOrigin}). A request
 * with neither header passes: a server-side client, which holds no editor's cookie; every browser that
 * supports `SameSite` cookies sends `Sec-Fetch-Site` (Chromium 76, Firefox 90, Safari 16.4).
 *
 * @param input.context the runtime context ({@link isSameOrigin}).
 * @param input.message the error text of the 403 answer.
 * @returns an Express middleware.
 */
export function refuseCrossSiteGet(input: { context: RuntimeContext; message: string }): RequestHandler {
  const { context, message } = input;
  return (request, response, next) => {
    const fetchSite = request.get('sec-fetch-site');
    const crossSite =
      (fetchSite !== undefined && fetchSite.toLowerCase() !== OWN_FETCH_SITE) ||
      (request.headers.origin !== undefined && !isSameOrigin({ request, context }));
    if (!crossSite) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(403).json({ error: message });
  };
}
