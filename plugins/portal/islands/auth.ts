import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { IDENTITY_REQUEST_TIMEOUT_MS } from '../../../core/portal/constants.ts';
import { shouldRenewTokens } from '../../../core/portal/tokens.ts';
import { RETURN_PATH_KEY } from './portal-paths.ts';
import { needsLoginRedirect } from './silent-error.ts';

/** What `GET /api/portal/config` answers (runtime/server/api/portal.ts). */
export interface PortalConfig {
  issuer: string;
  clientId: string;
  scope: string;
}

/** The token renewal threshold of customer-area §4 step 1, in seconds (180). */
const EXPIRING_NOTIFICATION_S = 180;

/** Reads the identity configuration from the runtime. @throws when the runtime has none (503). */
export async function fetchPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/api/portal/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Expected 200, received ${response.status}`);
  return (await response.json()) as PortalConfig;
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
    loadUserInfo: true,
    requestTimeoutInSeconds: IDENTITY_REQUEST_TIMEOUT_MS / 1000,
    stateStore: store,
    userStore: store,
  });
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
  const tokens = stored && {
    accessToken: stored.access_token,
    tokenExpiry: stored.expires_at === undefined ? undefined : stored.expires_at * 1000,
  };
  if (stored && !shouldRenewTokens({ tokens, nowMs: input.nowMs })) return { kind: 'user', user: stored };
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
