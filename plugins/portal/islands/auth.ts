import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import * as z from 'zod/mini';
import type { UserInfo } from '../../../core/portal/current-user.ts';
import { IDENTITY_ERRORS, UNEXPECTED_ANSWER_MESSAGE } from '../../../core/portal/messages.ts';
import type { ExternalServiceUrls } from '../../../core/portal/protocol.ts';
import { CLIENT_TOKEN_THRESHOLD_MS, IDENTITY_REQUEST_TIMEOUT_MS } from '../../../core/portal/timeouts.ts';
import { shouldRenewTokens, type TokenSet } from '../../../core/portal/tokens.ts';
import { formatMessage } from '../../../core/text/format-message.ts';
import { RETURN_PATH_KEY } from './portal-paths.ts';
import { needsLoginRedirect } from './silent-error.ts';

/** What `GET /api/portal/config` answers (the portal plugin's config route). */
export interface PortalConfig {
  issuer: string;
  clientId: string;
  scope: string;
  /** The dashboard's external service URLs (customer-area §2). */
  serviceUrls: ExternalServiceUrls;
}

const portalConfigSchema: z.ZodMiniType<PortalConfig> = z.object({
  issuer: z.string(),
  clientId: z.string(),
  scope: z.string(),
  serviceUrls: z.record(z.string(), z.string()),
});

/** The identity provider's user-info answer (customer-area §7 userinfo), as far as the portal reads it. */
const userInfoSchema: z.ZodMiniType<UserInfo> = z.object({
  sub: z.optional(z.string()),
  subname: z.optional(z.string()),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  roles: z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
});

/** The token renewal threshold of customer-area §4 step 1, in seconds (180). */
const EXPIRING_NOTIFICATION_S = 180;

/**
 * Reads the identity configuration from the runtime.
 *
 * @throws Error 'Expected 200, received {status}' when the runtime has none (503);
 *   {@link UNEXPECTED_ANSWER_MESSAGE} when the answer is not a configuration.
 */
export async function fetchPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/api/portal/config', { headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(formatMessage(IDENTITY_ERRORS.unexpectedStatus, { status: response.status }));
  const config = z.safeParse(portalConfigSchema, await response.json().catch(() => undefined));
  if (!config.success) throw new Error(UNEXPECTED_ANSWER_MESSAGE, { cause: config.error });
  return config.data;
}

/**
 * The identity client of customer-area §4: authorization code with PKCE, the flow state in session
 * storage, the user and tokens in session storage, silent authorization in a hidden frame through
 * `/blank-callback`, no automatic renewal (the portal renews on load), user info loaded after login.
 *
 * @param input.origin the page's origin (`http://127.0.0.1:4321`).
 * @param input.locale the locale URL code, which names the callback and the logout target.
 */
export function createUserManager(input: {
  config: PortalConfig;
  origin: string;
  locale: string;
}): UserManager {
  const { config, origin, locale } = input;
  const store = new WebStorageStateStore({ store: window.sessionStorage });
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: `${origin}/${locale}/callback`,
    silent_redirect_uri: `${origin}/blank-callback`,
    post_logout_redirect_uri: `${origin}/${locale}`,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTIFICATION_S,
    // The portal reads user info itself on every load (loadUserInfo below): a failure means sign in again.
    loadUserInfo: false,
    requestTimeoutInSeconds: IDENTITY_REQUEST_TIMEOUT_MS / 1000,
    stateStore: store,
    userStore: store,
  });
}

/**
 * The identity client's user as the core token set (customer-area §3): the access token and its expiry
 * in ms since epoch (undefined when the answer gave no `expires_in`).
 */
function tokenSetOf(user: User): TokenSet {
  return {
    accessToken: user.access_token,
    tokenExpiry: user.expires_at === undefined ? undefined : user.expires_at * 1000,
  };
}

/** The outcome of {@link ensureSignedIn}: the user, or the browser is on its way to the login page. */
export type SignInOutcome = { kind: 'user'; user: User } | { kind: 'redirecting' };

/**
 * Signs the visitor in (customer-area §4 authentication flow): the stored user is reused unless
 * `shouldRenewTokens` says renew (steps 1–2, old tokens are then removed); otherwise a silent
 * authorization is tried; on a silent-login error the current path is remembered in session storage and
 * the browser is sent to log in (step 3).
 *
 * @throws the silent authorization's error when it is not a silent-login error.
 */
export async function ensureSignedIn(input: {
  manager: UserManager;
  returnPath: string;
  nowMs: number;
}): Promise<SignInOutcome> {
  const { manager } = input;
  const stored = await manager.getUser();
  if (stored && !shouldRenewTokens({ tokens: tokenSetOf(stored), nowMs: input.nowMs })) {
    return { kind: 'user', user: stored };
  }
  if (stored) await manager.removeUser();
  try {
    const user = await manager.signinSilent();
    if (user) return { kind: 'user', user };
  } catch (error) {
    if (!needsLoginRedirect(error)) throw error;
  }
  window.sessionStorage.setItem(RETURN_PATH_KEY, input.returnPath);
  await manager.signinRedirect();
  return { kind: 'redirecting' };
}

/**
 * Logs out (customer-area §4 step 5): revokes the access token (a 4xx answer counts as done, other
 * failures do not stop the logout), clears the stored user and ends the session at the identity
 * provider, which sends the browser back to the locale's home page.
 */
export async function logOut(manager: UserManager): Promise<void> {
  const user = await manager.getUser();
  try {
    await manager.revokeTokens(['access_token']);
  } catch {
    // The session still ends below; a token the provider refused to revoke expires on its own.
  }
  await manager.removeUser();
  await manager.signoutRedirect({ id_token_hint: user?.id_token });
}

/** A user-info request that failed: customer-area §8 'Failed to get user info; received {status}'. */
export class UserInfoError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'UserInfoError';
    this.status = status;
  }
}

/**
 * Reads the signed-in user's profile from the identity provider's userinfo endpoint (customer-area §7
 * `GET oauth2/{realm}/userinfo` with the bearer token), within `IDENTITY_REQUEST_TIMEOUT_MS` (5000 ms).
 *
 * @returns the user-info answer (subname, given_name, family_name, name, email, roles).
 * @throws UserInfoError 'Failed to get user info; received {status}' for a non-200 answer, 'Timeout'
 *   when the provider does not answer in time, the fetch error's message when it cannot be reached,
 *   {@link UNEXPECTED_ANSWER_MESSAGE} (status null) when the answer is no user info.
 */
export async function loadUserInfo(manager: UserManager, user: User): Promise<UserInfo> {
  const endpoint = await manager.metadataService.getUserInfoEndpoint();
  let response: Response;
  try {
    response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${user.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(IDENTITY_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new UserInfoError(timedOut ? IDENTITY_ERRORS.timeout : String((error as Error).message), null);
  }
  if (response.status !== 200) {
    throw new UserInfoError(
      formatMessage(IDENTITY_ERRORS.userInfoFailed, { status: response.status }),
      response.status,
    );
  }
  const userinfo = z.safeParse(userInfoSchema, await response.json().catch(() => undefined));
  if (!userinfo.success) throw new UserInfoError(UNEXPECTED_ANSWER_MESSAGE, null, userinfo.error);
  return userinfo.data;
}

/** Session-storage key of the time (ms) the portal last sent the visitor to log in again. */
const RELOGIN_AT_KEY = 'sitefleet:portal:relogin-at';

/** A second re-login within this many ms is not attempted (the provider keeps failing): 60 000 ms. */
export const RELOGIN_GUARD_MS = 60_000;

/**
 * Signs in again (customer-area §4 step 6 "A user-info failure triggers re-login"; also when the SIS
 * refuses the identity token): drops the stored user and sends the browser to the login page, coming
 * back to `returnPath`. A second attempt within {@link RELOGIN_GUARD_MS} is refused, so a provider that
 * keeps failing cannot trap the visitor in a redirect loop.
 *
 * @returns true when the browser is on its way to log in; false when refused by the guard.
 */
export async function signInAgain(input: {
  manager: UserManager;
  returnPath: string;
  nowMs: number;
}): Promise<boolean> {
  const last = Number(window.sessionStorage.getItem(RELOGIN_AT_KEY) ?? 0);
  if (input.nowMs - last < RELOGIN_GUARD_MS) return false;
  window.sessionStorage.setItem(RELOGIN_AT_KEY, String(input.nowMs));
  await input.manager.removeUser();
  window.sessionStorage.setItem(RETURN_PATH_KEY, input.returnPath);
  await input.manager.signinRedirect();
  return true;
}

/**
 * Keeps the signed-in user's tokens fresh while the portal stays open (customer-area §9 "Token threshold:
 * 30000 ms in the client"): `current()` answers the tokens, first renewing them by a silent
 * authorization when they expire within `CLIENT_TOKEN_THRESHOLD_MS`. Calls that need a renewal at the
 * same time share one. A failed renewal answers the old tokens: the service then refuses them and the
 * portal signs the visitor in again.
 *
 * @param input.manager the identity client.
 * @param input.user the tokens signed in with.
 * @param input.now the clock in ms; default `Date.now`.
 */
export function createTokenKeeper(input: { manager: UserManager; user: User; now?: () => number }): {
  current(): Promise<User>;
} {
  const now = input.now ?? Date.now;
  let user = input.user;
  let renewing: Promise<User> | null = null;
  return {
    async current() {
      const tokens = tokenSetOf(user);
      if (!shouldRenewTokens({ tokens, nowMs: now(), thresholdMs: CLIENT_TOKEN_THRESHOLD_MS })) return user;
      renewing ??= input.manager
        .signinSilent()
        .then((renewed) => {
          if (renewed) user = renewed;
          return user;
        })
        .catch(() => user)
        .finally(() => {
          renewing = null;
        });
      return renewing;
    },
  };
}
