import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';
import { listenService } from '../http.ts';
import { createAccountStore } from './account-store.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts';
import {
  createProviderConfiguration,
  IDENTITY_REALM,
  INTERACTION_PATH,
  ISSUER_PATH,
} from './configuration.ts';
import { handleIdmRequest } from './idm.ts';
import { handleInteraction } from './interactions.ts';
import { createLoginLimiter, DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './login-rate-limit.ts';
import { END_SESSION_SCRIPT, END_SESSION_SCRIPT_PATH, PAGE_HEADERS, renderEndSessionPage } from './pages.ts';
import {
  DEFAULT_RUNTIME_ORIGINS,
  isPortalPostLogoutUri,
  isPortalRedirectUri,
  RuntimeOrigins,
} from './redirect-rule.ts';
import {
  AUTHENTICATE_PATH,
  handleAmRequest,
  isAuthenticatePath,
  SESSIONS_PATH,
  SessionStore,
} from './sessions.ts';

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

const END_SESSION_SCRIPT_URL = `${ISSUER_PATH}${END_SESSION_SCRIPT_PATH}`;
const INTERACTION_ROUTE = new RegExp(`^${INTERACTION_PATH}/[\\w-]+(?:/login)?$`);
const LOGIN_POST_ROUTE = new RegExp(`^${INTERACTION_PATH}/[\\w-]+/login$`);
const IDM_PREFIX = '/openidm/';
const AM_PREFIX = `/json/${IDENTITY_REALM}/`;

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
 * (redirect-rule.ts); failed sign-ins are rate-limited per client address (login-rate-limit.ts).
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

  const handler = (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (!provider || !providerCallback) {
      response.writeHead(503).end();
    } else if (path === END_SESSION_SCRIPT_URL) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(END_SESSION_SCRIPT);
    } else if (path.startsWith(IDM_PREFIX)) {
      handleIdmRequest({ provider, store, originAllowed, request, response }).catch(() =>
        sendServerError(response),
      );
    } else if (path.startsWith(AM_PREFIX)) {
      const handle = () =>
        handleAmRequest({ store, sessions, originAllowed, request, response }).catch(() =>
          sendServerError(response),
        );
      if (request.method === 'POST' && isAuthenticatePath(path)) limitLogin(request, response, handle);
      else void handle();
    } else if (INTERACTION_ROUTE.test(path)) {
      const handle = () =>
        handleInteraction({ provider: provider!, accounts: store, request, response }).catch(() => {
          if (response.headersSent) return response.end();
          response
            .writeHead(400, PAGE_HEADERS)
            .end(
              '<!doctype html><title>Sign-in expired</title><p>This sign-in has expired. Start again.</p>',
            );
        });
      if (request.method === 'POST' && LOGIN_POST_ROUTE.test(path)) limitLogin(request, response, handle);
      else void handle();
    } else if (path === ISSUER_PATH || path.startsWith(`${ISSUER_PATH}/`)) {
      // Mount the provider below the issuer path; it reads the mount point from `originalUrl`.
      Object.assign(request, { originalUrl: request.url });
      request.url = request.url!.slice(ISSUER_PATH.length) || '/';
      providerCallback(request, response);
    } else {
      response.writeHead(404).end();
    }
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
