import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Configuration } from 'oidc-provider';
import type { AccountStore } from './account-store.ts';
import type { DemoAccount } from './accounts.ts';
import { PAGE_HEADERS, renderErrorPage } from './pages.ts';
import type { RedirectOriginRule } from './redirect-rule.ts';

/** Realm of the identity provider's paths (customer-area §7 "realm path alpha"). */
export const IDENTITY_REALM = 'alpha';

/** Path of the issuer on the provider's origin; the spec's endpoints live below it. */
export const ISSUER_PATH = `/oauth2/${IDENTITY_REALM}`;

/** Path below which the login page (the provider's interactions) is served. */
export const INTERACTION_PATH = `${ISSUER_PATH}/interaction`;

/**
 * Id of the one registered client, the customer portal: public (no secret), PKCE S256 required. The
 * portal's fixed client id (customer-area §9 "login client id is fixed"), and the audience of its id tokens.
 */
export const PORTAL_CLIENT_ID = 'sitefleet-portal';

/** ForgeRock's identity-management wildcard scope (customer-area §9): it opens the account API. */
export const IDM_SCOPE = 'fr:idm:*';

/** The scopes the provider grants (customer-area §9): openid, profile, email and {@link IDM_SCOPE}. */
export const PORTAL_SCOPES = ['openid', 'profile', 'email', IDM_SCOPE] as const;

/**
 * Id-token lifetime, in seconds (5 minutes): the SIS takes the id token as the caller's credential
 * (customer-area §7 `ciam_id_token`), so a leaked one is short-lived.
 */
export const ID_TOKEN_TTL_S = 300;

/**
 * Access-token lifetime, in seconds (the token answer's `expires_in`): the same as the id token's. The
 * portal schedules renewal from `expires_in` alone (customer-area §3 tokenExpiry), so a longer-lived
 * access token would let the portal send the SIS an expired id token.
 */
export const ACCESS_TOKEN_TTL_S = ID_TOKEN_TTL_S;

/** The algorithm id tokens are signed with (the one key of {@link createProviderConfiguration}). */
export const ID_TOKEN_ALGORITHM = 'RS256';

/** Lifetime of a sign-in session, a grant and a refresh token, in seconds (8 hours). */
const SESSION_TTL_S = 8 * 3600;

/**
 * Endpoint paths relative to the issuer, ForgeRock style (customer-area §7): `authorize`,
 * `access_token`, `userinfo`, `token/revoke`, `connect/endSession`.
 */
const ROUTES = {
  authorization: '/authorize',
  token: '/access_token',
  userinfo: '/userinfo',
  revocation: '/token/revoke',
  end_session: '/connect/endSession',
  introspection: '/token/introspect',
  jwks: '/connect/jwk_uri',
};

/** The userinfo claims of customer-area §7 for one account. */
export function accountClaims(account: DemoAccount): Record<string, unknown> {
  return {
    sub: account.id,
    subname: account.username,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    email_verified: true,
    roles: account.roles,
  };
}

/**
 * Builds the oidc-provider configuration of the sandbox identity provider: the public portal client
 * that must use PKCE S256, the spec's scopes and claims, an RSA signing key and cookie keys generated
 * per start (never stored), the in-memory adapter, and the login page at {@link INTERACTION_PATH}.
 *
 * @param input.accounts the store userinfo reads on every call, so changed names and e-mail show at once.
 * @param input.originAllowed the registered runtime origins: the only origins that get CORS answers.
 * @param input.discovery extra fields of the well-known configuration (the AM endpoints
 *   `authenticate_endpoint` and `sessions_endpoint`, absolute URLs).
 */
export async function createProviderConfiguration(input: {
  accounts: AccountStore;
  originAllowed: RedirectOriginRule;
  logoutSource: (ctx: unknown, form: string) => Promise<void>;
  discovery?: Record<string, string>;
}): Promise<Configuration> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'SiteFleet customer portal',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Placeholders: the Client prototype's checks are replaced by the registered runtime origins'
        // exact URIs (server.ts, redirect-rule.ts).
        redirect_uris: ['http://127.0.0.1:4321/en/callback'],
        post_logout_redirect_uris: ['http://127.0.0.1:4321/en'],
        id_token_signed_response_alg: ID_TOKEN_ALGORITHM,
      },
    ],
    routes: ROUTES,
    discovery: { claim_types_supported: ['normal'], ...input.discovery },
    responseTypes: ['code'],
    scopes: [...PORTAL_SCOPES],
    claims: {
      acr: null,
      auth_time: null,
      sid: null,
      openid: ['sub', 'subname'],
      profile: ['name', 'given_name', 'family_name', 'roles'],
      email: ['email', 'email_verified'],
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = input.accounts.byId(sub);
      return account && { accountId: account.id, claims: async () => accountClaims(account) };
    },
    pkce: { required: () => true },
    // The token answer carries a refresh token without the offline_access scope (customer-area §7).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: unknown, origin: string) => input.originAllowed(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // The public portal client may revoke only tokens issued to itself; another client's token is
        // answered as revoked without touching it (RFC 7009 §2.2: no error that leaks its validity).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      introspection: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: input.logoutSource },
    },
    renderError: async (ctx: unknown, out: { error: string; error_description?: string }) => {
      const koa = ctx as { set(headers: Record<string, string>): void; body: unknown };
      koa.set(PAGE_HEADERS);
      koa.body = renderErrorPage({ error: out.error, description: out.error_description });
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      IdToken: ID_TOKEN_TTL_S,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: SESSION_TTL_S,
      Grant: SESSION_TTL_S,
      RefreshToken: SESSION_TTL_S,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: ID_TOKEN_ALGORITHM }] },
  };
}
