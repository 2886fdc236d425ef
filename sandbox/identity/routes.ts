import { IDENTITY_REALM, INTERACTION_PATH, ISSUER_PATH } from './configuration.ts';
import { requestUrl } from './json-http.ts';
import { END_SESSION_SCRIPT_PATH } from './pages.ts';
import { AUTHENTICATE_PATH, amRoute } from './sessions.ts';

/** Where the end-session page's script is served. */
export const END_SESSION_SCRIPT_URL = `${ISSUER_PATH}${END_SESSION_SCRIPT_PATH}`;

const INTERACTION_ROUTE = new RegExp(`^${INTERACTION_PATH}/[\\w-]+(/login)?$`);
const IDM_PREFIX = '/openidm/';
const AM_PREFIX = `/json/${IDENTITY_REALM}/`;

/**
 * What answers a request on the provider's origin ({@link routeIdentityRequest}). `signIn`: a password
 * is checked, so the request must pass the login limiter (login-rate-limit.ts) first.
 *
 * - `end-session-script`: the end-session page's script; `idm`: the account API (idm.ts); `am`: AM's
 *   JSON endpoints (sessions.ts); `interaction`: the login page (GET) or form (POST, `signIn`)
 *   (interactions.ts); `provider`: oidc-provider, at `target` (the path below the issuer, with query).
 * - `method-not-allowed`: an interaction path with another method (405 with `allow`); `not-found`: 404.
 */
export type IdentityRoute =
  | { handler: 'end-session-script' | 'idm' | 'not-found'; signIn: false }
  | { handler: 'am' | 'interaction'; signIn: boolean }
  | { handler: 'provider'; signIn: false; target: string }
  | { handler: 'method-not-allowed'; signIn: false; allow: string };

const NOT_FOUND: IdentityRoute = { handler: 'not-found', signIn: false };

/**
 * Routes a request of the sandbox identity provider, and says whether it is a sign-in attempt (the
 * login limit of customer-area §7; config `rateLimits.login`). It reads the WHATWG-parsed path
 * (json-http.ts `requestUrl`, which the AM and account APIs route by too), so `/json/alpha/./authenticate`,
 * `…/x/../authenticate` or `…/%2e/authenticate` are the sign-in they name, never a way around its limit.
 *
 * - `POST /json/alpha/authenticate` (trailing slash optional) is a sign-in; the other AM calls are not.
 * - `GET …/interaction/{uid}` and `GET …/interaction/{uid}/login` show the login page; `POST
 *   …/interaction/{uid}/login` is a sign-in; any other method there is `method-not-allowed`.
 *
 * @param request `method` (default GET) and `url`, the raw request target as node:http gives it.
 * @returns the route; `not-found` for a target that is not a URL or names nothing.
 */
export function routeIdentityRequest(request: { method?: string; url?: string }): IdentityRoute {
  const url = requestUrl(request.url);
  if (!url) return NOT_FOUND;
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (path === END_SESSION_SCRIPT_URL) return { handler: 'end-session-script', signIn: false };
  if (path.startsWith(IDM_PREFIX)) return { handler: 'idm', signIn: false };
  if (path.startsWith(AM_PREFIX)) {
    return { handler: 'am', signIn: method === 'POST' && amRoute(url) === AUTHENTICATE_PATH };
  }
  const interaction = INTERACTION_ROUTE.exec(path);
  if (interaction) {
    const login = interaction[1] !== undefined;
    if (method === 'GET') return { handler: 'interaction', signIn: false };
    if (method === 'POST' && login) return { handler: 'interaction', signIn: true };
    return { handler: 'method-not-allowed', signIn: false, allow: login ? 'GET, POST' : 'GET' };
  }
  if (path === ISSUER_PATH || path.startsWith(`${ISSUER_PATH}/`)) {
    return {
      handler: 'provider',
      signIn: false,
      target: `${path.slice(ISSUER_PATH.length) || '/'}${url.search}`,
    };
  }
  return NOT_FOUND;
}
