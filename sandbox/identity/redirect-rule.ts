/** Decides whether an origin (`http://localhost:4321`) may receive the portal's redirects. */
export type RedirectOriginRule = (origin: string) => boolean;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The default rule: any loopback origin over http or https, any port — `localhost`, `127.0.0.1`,
 * `[::1]` and every `*.localhost` name (the demo's slug sites run on `cabinet-building.localhost`).
 */
export function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return false;
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost');
}

/** Turns the `redirectUris` option (a rule or a list of origins) into a rule; default {@link isLoopbackOrigin}. */
export function toOriginRule(option: RedirectOriginRule | readonly string[] | undefined): RedirectOriginRule {
  if (option === undefined) return isLoopbackOrigin;
  if (typeof option === 'function') return option;
  const origins = new Set(option.map((origin) => new URL(origin).origin));
  return (origin) => origins.has(origin);
}

// `/callback`, `/blank-callback` (silent renew in the hidden frame) and `/{locale}/callback`, e.g. `/en/callback`.
const CALLBACK_PATH = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/(?:callback|blank-callback)$/i;

/** Parses a redirect target; undefined when it carries credentials or a fragment (RFC 6749 §3.1.2). */
function parseTarget(uri: string): URL | undefined {
  const url = URL.parse(uri);
  if (!url || url.username || url.password || url.hash || uri.includes('#')) return undefined;
  return url;
}

/**
 * Whether `uri` is an allowed `redirect_uri` of the portal client: an allowed origin, the path
 * `/callback`, `/blank-callback` or `/{locale}/callback` (also `/{locale}/blank-callback`), no query
 * and no fragment (customer-area §7 authorize).
 */
export function isPortalRedirectUri(input: { uri: string; originAllowed: RedirectOriginRule }): boolean {
  const url = parseTarget(input.uri);
  return !!url && !url.search && input.originAllowed(url.origin) && CALLBACK_PATH.test(url.pathname);
}

/**
 * Whether `uri` is an allowed `post_logout_redirect_uri`: any path (and query) on an allowed origin,
 * so the portal can return to the page the visitor signed out from (customer-area §7 endSession).
 */
export function isPortalPostLogoutUri(input: { uri: string; originAllowed: RedirectOriginRule }): boolean {
  const url = parseTarget(input.uri);
  return !!url && input.originAllowed(url.origin);
}
