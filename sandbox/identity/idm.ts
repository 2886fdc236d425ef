import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore } from './account-store.ts';
import type { DemoAccount } from './accounts.ts';
import { IDENTITY_REALM, IDM_SCOPE } from './configuration.ts';
import { isEmailAddress, missingNames, parsePatch, toIdmProfile } from './idm-profile.ts';
import {
  type ForgeRockError,
  forgeRockError,
  type JsonApiCall,
  readBody,
  routeJsonApiCall,
  sendError,
  sendJson,
  unreadableBodyError,
} from './json-http.ts';
import { checkPasswordPolicy, type FailedPolicyRequirement } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Path prefix of the managed users of the realm: `/openidm/managed/alpha_user`. */
export const IDM_USERS_PATH = `/openidm/managed/${IDENTITY_REALM}_user`;

/** Header carrying the current password when the password is changed (ForgeRock's reauthentication). */
export const REAUTH_PASSWORD_HEADER = 'x-openidm-reauth-password';

/** Message of the 403 answer when an internal employee tries to change the profile or password. */
export const INTERNAL_ACCOUNT_MESSAGE =
  "This account belongs to an internal employee and is managed internally: its profile and password can't be changed here.";

/** Message of the 403 answer when someone other than an internal employee asks for an MFA reset. */
export const MFA_RESET_REFUSED_MESSAGE = 'Only an internal employee can request an MFA reset here.';

const CORS = {
  methods: ['GET', 'PATCH', 'POST'],
  headers: ['authorization', 'content-type', 'accept', REAUTH_PASSWORD_HEADER],
} as const;

const USER_ROUTE = new RegExp(`^${IDM_USERS_PATH}/([^/]+)$`);

/** Resolves the bearer access token to the account it was issued to, or answers 401/403. */
async function authorize(input: {
  provider: Provider;
  store: AccountStore;
  request: IncomingMessage;
  userId: string;
}): Promise<DemoAccount | ForgeRockError> {
  const header = input.request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match ? await input.provider.AccessToken.find(match[1]!) : undefined;
  if (!token?.accountId) return forgeRockError(401, 'Access Denied');
  if (!token.scopes.has(IDM_SCOPE))
    return forgeRockError(403, `The access token lacks the scope ${IDM_SCOPE}`);
  if (token.accountId !== input.userId) return forgeRockError(403, 'Access Denied');
  return input.store.byId(input.userId) ?? forgeRockError(404, 'Managed object not found');
}

/**
 * The current password from {@link REAUTH_PASSWORD_HEADER}: as sent, or decoded from the RFC 2047 form
 * `=?UTF-8?B?<base64>?=` that carries characters outside Latin-1.
 */
function readReauthPassword(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const encoded = /^=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=$/i.exec(header);
  return encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : header;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function policyFailure(failures: Array<{ property: string; policyRequirements: FailedPolicyRequirement[] }>) {
  return forgeRockError(403, 'Failed policy validation', {
    result: false,
    failedPolicyRequirements: failures,
  });
}

/** Applies a PATCH: checks, then changes the account; returns the error answer or the changed account. */
async function patchAccount(input: {
  store: AccountStore;
  account: DemoAccount;
  request: IncomingMessage;
}): Promise<DemoAccount | ForgeRockError> {
  const { store, account, request } = input;
  if (account.internal) return forgeRockError(403, INTERNAL_ACCOUNT_MESSAGE);
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    return unreadableBodyError(error);
  }
  const patch = parsePatch(body);
  if ('error' in patch) return forgeRockError(400, patch.error);
  if (patch.password !== undefined) {
    const current = readReauthPassword(request.headers[REAUTH_PASSWORD_HEADER]);
    const valid =
      current !== undefined && (await verifyPassword({ password: current, hash: account.passwordHash }));
    if (!valid) return forgeRockError(403, 'Reauthentication failed');
  }
  const next = { ...account, ...patch.changes };
  const fields = missingNames(next);
  const firstMissing = fields.givenName ?? fields.sn;
  if (firstMissing) return forgeRockError(400, firstMissing, { fields });
  const failures: Array<{ property: string; policyRequirements: FailedPolicyRequirement[] }> = [];
  if (next.email !== account.email) {
    const taken = store.all().some((other) => other.id !== account.id && other.email === next.email);
    if (!isEmailAddress(next.email)) {
      failures.push({
        property: 'mail',
        policyRequirements: [{ policyRequirement: 'VALID_EMAIL_ADDRESS_FORMAT' }],
      });
    } else if (taken) {
      failures.push({ property: 'mail', policyRequirements: [{ policyRequirement: 'UNIQUE' }] });
    }
  }
  if (patch.password !== undefined) {
    const owner = { userName: next.username, givenName: next.firstName, sn: next.lastName };
    const failed = checkPasswordPolicy({ password: patch.password, owner });
    if (failed.length > 0) failures.push({ property: 'password', policyRequirements: failed });
  }
  if (failures.length > 0) return policyFailure(failures);
  const passwordHash =
    patch.password === undefined ? {} : { passwordHash: await hashPassword(patch.password) };
  return store.update(account.id, { ...patch.changes, ...passwordHash });
}

/**
 * The account API of the identity provider, in ForgeRock IDM's dialect (customer-area §3 account
 * profile, §5 profile and password-policy messages, §6 internal employee), on the provider's origin:
 *
 * - `GET /openidm/managed/alpha_user/{id}` → 200 the profile ({@link toIdmProfile}).
 * - `PATCH /openidm/managed/alpha_user/{id}` with `[{ operation: 'replace', field: '/givenName', value }]`
 *   → 200 the changed profile. An empty first or last name → 400 with 'Please enter your first name' /
 *   'Please enter your last name' as `message` and by field in `detail.fields`. Setting `/password` needs
 *   the current password in `X-OpenIDM-Reauth-Password` (else 403 'Reauthentication failed'); a new
 *   password or e-mail that fails the policy → 403 'Failed policy validation' with
 *   `detail.failedPolicyRequirements` ({@link checkPasswordPolicy}). The new password is stored
 *   scrypt-hashed and signs in at once. An internal employee's account → 403 {@link INTERNAL_ACCOUNT_MESSAGE}.
 * - `POST /openidm/managed/alpha_user/{id}?_action=resetMfa` → 200 `{ reset: true }` for an internal
 *   employee, 403 {@link MFA_RESET_REFUSED_MESSAGE} for anyone else.
 *
 * Every call needs a bearer access token of the same user carrying the `fr:idm:*` scope: none, unknown,
 * expired or revoked → 401; another user's id → 403. Errors answer ForgeRock's `{ code, reason,
 * message, detail? }`. CORS: allowed origins may call with GET, PATCH, POST and the headers
 * authorization, content-type, accept, x-openidm-reauth-password.
 */
export async function handleIdmRequest(
  input: JsonApiCall & { provider: Provider; store: AccountStore },
): Promise<void> {
  const { request, response } = input;
  const call = routeJsonApiCall({
    call: input,
    cors: CORS,
    route: (url) => USER_ROUTE.exec(url.pathname)?.[1],
  });
  if (!call) return;
  const { url, method, route: userId } = call;
  const account = await authorize({ ...input, userId: safeDecode(userId) });
  if ('code' in account) {
    const challenge = account.code === 401 ? { 'www-authenticate': 'Bearer' } : undefined;
    return sendError(response, account, challenge);
  }
  if (method === 'GET') return sendJson({ response, status: 200, body: toIdmProfile(account) });
  if (method === 'PATCH') {
    const changed = await patchAccount({ store: input.store, account, request });
    if ('code' in changed) return sendError(response, changed);
    return sendJson({ response, status: 200, body: toIdmProfile(changed) });
  }
  const action = url.searchParams.get('_action');
  if (action !== 'resetMfa')
    return sendError(response, forgeRockError(400, `Unknown action: ${action ?? ''}`));
  if (!account.internal) return sendError(response, forgeRockError(403, MFA_RESET_REFUSED_MESSAGE));
  sendJson({ response, status: 200, body: { reset: true } });
}
