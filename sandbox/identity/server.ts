import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { listenService } from '../http.ts';
import { createAccountStore } from './account-store.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts';
import { createProviderConfiguration, ISSUER_PATH } from './configuration.ts';
import { handleIdmRequest } from './idm.ts';
import { handleInteraction } from './interactions.ts';
import { createLoginLimiter, DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './login-rate-limit.ts';
import { END_SESSION_SCRIPT, PAGE_HEADERS, renderEndSessionPage } from './pages.ts';
import {
  DEFAULT_RUNTIME_ORIGINS,
  isPortalPostLogoutUri,
  isPortalRedirectUri,
  RuntimeOrigins,
} from './redirect-rule.ts';
import { END_SESSION_SCRIPT_URL, type IdentityRoute, routeIdentityRequest } from './routes.ts';
import { AUTHENTICATE_PATH, handleAmRequest, SESSIONS_PATH, SessionStore } from './sessions.ts';

/** Options of the sandbox identity provider. */
export interface IdentityProviderOptions {
  /** TCP port; default 0, a free port chosen by the system. */
  port?: number;
  /** Interface to bind, also the issuer's host; default '127.0.0.1' (loopback only). */
  host?: string;
  /**
   * Accounts that can sign in; default {@link DEMO_ACCOUNTS}. They are copied into an in-memory store per
   * start: profile and password changes made through the account API last until the provider stops and
   * never change the objects given here.
   */
  accounts?: readonly DemoAccount[];
  /**
   * Origins of the portal runtime, exactly as the browser shows them (`http://127.0.0.1:4321`). For each,
   * the portal client's registered URIs are exactly those plugins/portal/islands/auth.ts sends:
   * `redirect_uri` `{origin}/{locale}/callback` and `{origin}/blank-callback`,
   * `post_logout_redirect_uri` `{origin}/{locale}`; they are also the only origins with CORS answers.
   * More can be added after start ({@link RunningIdentityProvider.registerOrigin}). Default
   * {@link DEFAULT_RUNTIME_ORIGINS} (the preview's default address).
   * @throws (at start) Error when an entry is not exactly an http(s) origin.
   */
  runtimeOrigins?: readonly string[];
  /**
   * Failed sign-ins allowed per client address and window, on the login form and
   * `json/alpha/authenticate` together (config `rateLimits.login`); default
   * {@link DEFAULT_LOGIN_RATE_LIMIT} (20 per 900 000 ms).
   */
  loginRateLimit?: LoginRateLimit;
}

/** A running sandbox identity provider. */
export interface RunningIdentityProvider {
  /** Issuer URL, e.g. `http://127.0.0.1:41234/oauth2/alpha`; its well-known configuration lies below. */
  issuer: string;
  /** Same as `issuer`: the endpoint to configure, like the other sandbox services' `url`. */
  url: string;
  /**
   * Registers one more runtime origin (see {@link IdentityProviderOptions.runtimeOrigins}), e.g. once the
   * runtime listens on a port chosen by the system.
   * @throws Error when `origin` is not exactly an http(s) origin (`http://127.0.0.1:4321`, no path).
   */
  registerOrigin(origin: string): void;
  /** Stops listening and drops open connections; sessions and tokens are lost (in-memory adapter). */
  close(): Promise<void>;
}

interface KoaContext {
  set(headers: Record<string, string>): void;
  body: unknown;
}

/** Answers a failure of the JSON APIs that escaped their own handling. */
function sendServerError(response: ServerResponse): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response
    .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ code: 500, reason: 'Internal Server Error', message: 'Internal Server Error' }));
}

/** Answers a failed interaction (expired or unknown: oidc-provider's SessionNotFound). */
function sendInteractionExpired(response: ServerResponse): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response
    .writeHead(400, PAGE_HEADERS)
    .end('<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. Start again.</p>');
}

/**
 * Starts the sandbox identity provider (ARCHITECTURE.md "Embedded default and real services";
 * customer-area §7 identity provider): oidc-provider with the issuer at `<origin>/oauth2/alpha` and
 * the endpoints `authorize`, `access_token`, `userinfo`, `token/revoke`, `connect/endSession` and
 * `.well-known/openid-configuration` below it. One public client, `sitefleet-portal`, that must use
 * PKCE S256; scopes openid, profile, email and `fr:idm:*`; sign-in on a server-rendered login page.
 * On the same origin: the account API `/openidm/managed/alpha_user/{id}` (idm.ts) and AM's
 * `/json/alpha/authenticate` and `/json/alpha/sessions/` (sessions.ts), both listed in the well-known
 * configuration as `authenticate_endpoint` and `sessions_endpoint`.
 * Signing and cookie keys are generated per start; sessions, tokens and account changes live in memory.
 * Only the runtime origins' exact URIs are accepted as `redirect_uri` and `post_logout_redirect_uri`
 * (redirect-rule.ts); failed sign-ins are rate-limited per client address (login-rate-limit.ts), on
 * every request that routes.ts `routeIdentityRequest` calls a sign-in, whatever its spelling.
 *
 * @throws Error when a `runtimeOrigins` entry is not exactly an http(s) origin.
 * @throws the listen error (e.g. EADDRINUSE) when the port cannot be bound
 */
export async function startIdentityProvider(
  options: IdentityProviderOptions = {},
): Promise<RunningIdentityProvider> {
  const { port = 0, host = '127.0.0.1', accounts = DEMO_ACCOUNTS } = options;
  const origins = new RuntimeOrigins(options.runtimeOrigins ?? DEFAULT_RUNTIME_ORIGINS);
  const originAllowed = origins.allows;
  const limitLogin = createLoginLimiter(options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT);
  const store = createAccountStore(accounts);
  const sessions = new SessionStore();
  let provider: Provider | undefined;
  let providerCallback: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;

  const serve = (route: IdentityRoute, request: IncomingMessage, response: ServerResponse): void => {
    if (route.handler === 'end-session-script') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(END_SESSION_SCRIPT);
    } else if (route.handler === 'idm') {
      handleIdmRequest({ provider: provider!, store, originAllowed, request, response }).catch(() =>
        sendServerError(response),
      );
    } else if (route.handler === 'am') {
      handleAmRequest({ store, sessions, originAllowed, request, response }).catch(() =>
        sendServerError(response),
      );
    } else if (route.handler === 'interaction') {
      const input = { provider: provider!, accounts: store, signIn: route.signIn, request, response };
      handleInteraction(input).catch(() => sendInteractionExpired(response));
    } else if (route.handler === 'provider') {
      // Mount the provider below the issuer path; it reads the mount point from `originalUrl`.
      Object.assign(request, { originalUrl: `${ISSUER_PATH}${route.target}` });
      request.url = route.target;
      providerCallback!(request, response);
    } else if (route.handler === 'method-not-allowed') {
      response.writeHead(405, { ...PAGE_HEADERS, allow: route.allow }).end();
    } else {
      response.writeHead(404).end();
    }
  };

  const handler = (request: IncomingMessage, response: ServerResponse): void => {
    if (!provider || !providerCallback) {
      response.writeHead(503).end();
      return;
    }
    // One route decides both what answers and whether the login limiter runs first, so the two cannot
    // read the path differently.
    const route = routeIdentityRequest(request);
    if (route.signIn) limitLogin(request, response, () => serve(route, request, response));
    else serve(route, request, response);
  };

  const service = await listenService({ handler, port, host, path: ISSUER_PATH });
  const origin = new URL(service.url).origin;
  const configuration = await createProviderConfiguration({
    accounts: store,
    originAllowed,
    discovery: {
      authenticate_endpoint: `${origin}${AUTHENTICATE_PATH}`,
      sessions_endpoint: `${origin}${SESSIONS_PATH}`,
    },
    logoutSource: async (ctx, form) => {
      const koa = ctx as KoaContext;
      koa.set(PAGE_HEADERS);
      koa.body = renderEndSessionPage({ form, scriptUrl: END_SESSION_SCRIPT_URL });
    },
  });
  provider = new Provider(service.url, configuration);
  // The configured URIs are placeholders: the registered runtime origins, which may grow after start,
  // decide (exact URIs, redirect-rule.ts).
  provider.Client.prototype.redirectUriAllowed = (uri) => isPortalRedirectUri({ uri, originAllowed });
  provider.Client.prototype.postLogoutRedirectUriAllowed = (uri) =>
    isPortalPostLogoutUri({ uri, originAllowed });
  // The portal revokes "with credentials" (customer-area §7): a credentialed CORS call needs this header
  // wherever the provider allowed the origin.
  provider.use(async (ctx, next) => {
    await next();
    const origin = ctx.response.get('access-control-allow-origin');
    if (origin && originAllowed(origin)) ctx.set('access-control-allow-credentials', 'true');
  });
  providerCallback = provider.callback();
  return {
    issuer: service.url,
    url: service.url,
    registerOrigin: (origin) => origins.add(origin),
    close: service.close,
  };
}
