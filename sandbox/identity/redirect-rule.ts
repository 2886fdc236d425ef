/** Decides whether an origin (`http://localhost:4321`) may receive the portal's redirects and make CORS calls. */
export type RedirectOriginRule = (origin: string) => boolean;

/**
 * The runtime origins registered when none are given: the preview's default address (config
 * `preview.host` 127.0.0.1, `preview.port` 4321) under both of its loopback names.
 */
export const DEFAULT_RUNTIME_ORIGINS: readonly string[] = ['http://127.0.0.1:4321', 'http://localhost:4321'];

/**
 * Checks that `value` is an origin as a browser sends it — `http(s)://host[:port]`, lower case, no
 * default port, no path — and returns it.
 *
 * @throws Error naming the value when it is not exactly an http(s) origin (e.g. `http://localhost:4321/`,
 *   `HTTP://localhost:4321`, `http://localhost:80`, `javascript:x`).
 */
export function toRuntimeOrigin(value: string): string {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
    throw new Error(`Not a runtime origin: '${value}' (expected e.g. http://127.0.0.1:4321, no path)`);
  }
  return value;
}

/**
 * The origins of the portal runtime that the sandbox provider redirects to and answers CORS calls from.
 * It starts with the origins given at start; the runtime adds its own once it listens (a preview on a
 * free port knows its origin only then).
 */
export class RuntimeOrigins {
  readonly #origins = new Set<string>();

  /** @param origins the first origins; each must pass {@link toRuntimeOrigin}. */
  constructor(origins: readonly string[]) {
    for (const origin of origins) this.add(origin);
  }

  /** Registers `origin`. @throws Error when it is not exactly an http(s) origin ({@link toRuntimeOrigin}). */
  add(origin: string): void {
    this.#origins.add(toRuntimeOrigin(origin));
  }

  /** The rule of the registered origins, compared exactly; read at each call, so later `add`s count. */
  readonly allows: RedirectOriginRule = (origin) => this.#origins.has(origin);
}

/**
 * Splits `uri` into a registered origin and its path, or undefined when the string is not exactly
 * `{origin}{path}`: any query, fragment, credentials, upper-case scheme or host, default port, dot
 * segment or percent-encoding that a URL parser would normalise away makes the strings differ.
 */
function registeredPath(input: { uri: string; originAllowed: RedirectOriginRule }): string | undefined {
  const url = URL.parse(input.uri);
  if (!url || `${url.origin}${url.pathname}` !== input.uri) return undefined;
  return input.originAllowed(url.origin) ? url.pathname : undefined;
}

/**
 * A locale segment as the portal sends it (`en`, `de-ch`): the provider registers the client's callback
 * per locale shape, not per site locale, which it cannot know.
 */
const LOCALE_SEGMENT = /^[a-z]{2}(?:-[a-z]{2})?$/;

function isLocale(segment: string | undefined): boolean {
  return segment !== undefined && LOCALE_SEGMENT.test(segment);
}

/**
 * Whether `uri` is one of the portal client's registered `redirect_uri`s: exactly
 * `{origin}/{locale}/callback` (the sign-in callback) or `{origin}/blank-callback` (silent renewal in the
 * hidden frame) on a registered runtime origin — what plugins/portal/islands/auth.ts sends. `{locale}` is
 * a locale code (`en`, `de-ch`); no query, fragment, trailing slash or other path (customer-area §7
 * authorize; RFC 6749 §3.1.2.2 exact matching).
 */
export function isPortalRedirectUri(input: { uri: string; originAllowed: RedirectOriginRule }): boolean {
  const path = registeredPath(input);
  if (path === '/blank-callback') return true;
  const [, locale, callback, ...rest] = (path ?? '').split('/');
  return callback === 'callback' && rest.length === 0 && isLocale(locale);
}

/**
 * Whether `uri` is one of the portal client's registered `post_logout_redirect_uri`s: exactly
 * `{origin}/{locale}` (the locale's home page, where the portal's logout returns) on a registered runtime
 * origin; no other path, no query (customer-area §7 endSession).
 */
export function isPortalPostLogoutUri(input: { uri: string; originAllowed: RedirectOriginRule }): boolean {
  const path = registeredPath(input);
  const [, locale, ...rest] = (path ?? '').split('/');
  return rest.length === 0 && isLocale(locale);
}
