import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../sandbox/identity/accounts.ts';
import { PORTAL_CLIENT_ID } from '../../../../sandbox/identity/configuration.ts';
import { INTERNAL_ACCOUNT_MESSAGE, MFA_RESET_REFUSED_MESSAGE } from '../../../../sandbox/identity/idm.ts';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import { CUSTOMER_FULL_PROFILE } from '../../../sandbox/identity/fixtures.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';
const PORTAL_ORIGIN = 'http://localhost:4321';
let idp: RunningIdentityProvider;
let origin: string;

beforeAll(async () => {
  idp = await startIdentityProvider();
  origin = new URL(idp.issuer).origin;
});
afterAll(() => idp.close());

async function accessToken(username: string, password = PASSWORD): Promise<string> {
  const { code, pkce } = await signIn({ issuer: idp.issuer, username, password });
  const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier });
  return ((await response.json()) as { access_token: string }).access_token;
}

const userUrl = (id: string, query = '') => `${origin}/openidm/managed/alpha_user/${id}${query}`;

function idm(input: {
  id: string;
  token?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  query?: string;
}) {
  return fetch(userUrl(input.id, input.query), {
    method: input.method ?? 'GET',
    headers: {
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...input.headers,
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
}

const replace = (field: string, value: string) => ({ operation: 'replace', field, value });

function changePassword(input: { id: string; token: string; current?: string; next: string }) {
  return idm({
    id: input.id,
    token: input.token,
    method: 'PATCH',
    body: [replace('/password', input.next)],
    headers: input.current === undefined ? {} : { 'x-openidm-reauth-password': input.current },
  });
}

describe('account API /openidm/managed/alpha_user/{id}', () => {
  it('answers the profile of customer-area §3 in ForgeRock field names', async () => {
    const token = await accessToken('customer.full');
    const response = await idm({ id: 'acc-customer-full', token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(CUSTOMER_FULL_PROFILE);
  });

  it('updates the profile, after which userinfo shows the new names and e-mail', async () => {
    const token = await accessToken('assetdb.user');
    const response = await idm({
      id: 'acc-assetdb-user',
      token,
      method: 'PATCH',
      body: [
        replace('/givenName', ' Annabel '),
        replace('/sn', 'Dobler-Roth'),
        replace('/mail', 'annabel.dobler@alpha-wire.test'),
        replace('/company', 'Alpha Wire Services GmbH'),
        replace('/telephoneNumber', '+49 89 555 0199'),
        replace('/postalAddress', 'Leopoldstraße 8'),
        replace('/postalCode', '80802'),
        replace('/city', 'München'),
        replace('/country', 'Germany'),
        replace('/preferences/language', 'fr'),
      ],
    });
    expect(response.status).toBe(200);
    const expected = {
      givenName: 'Annabel',
      sn: 'Dobler-Roth',
      cn: 'Annabel Dobler-Roth',
      mail: 'annabel.dobler@alpha-wire.test',
      company: 'Alpha Wire Services GmbH',
      city: 'München',
      preferences: { language: 'fr' },
    };
    expect(await response.json()).toMatchObject(expected);
    expect(await (await idm({ id: 'acc-assetdb-user', token })).json()).toMatchObject(expected);
    const userinfo = await fetch(`${idp.issuer}/userinfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(await userinfo.json()).toMatchObject({
      given_name: 'Annabel',
      family_name: 'Dobler-Roth',
      name: 'Annabel Dobler-Roth',
      email: 'annabel.dobler@alpha-wire.test',
    });
  });

  it('keeps changes per start: the demo accounts and a fresh provider keep the original values', async () => {
    expect(DEMO_ACCOUNTS.find((a) => a.id === 'acc-assetdb-user')?.firstName).toBe('Anna');
    const fresh = await startIdentityProvider();
    try {
      const { code, pkce } = await signIn({
        issuer: fresh.issuer,
        username: 'assetdb.user',
        password: PASSWORD,
      });
      const tokens = await (
        await exchangeCode({ issuer: fresh.issuer, code, verifier: pkce.verifier })
      ).json();
      const userinfo = await fetch(`${fresh.issuer}/userinfo`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(await userinfo.json()).toMatchObject({ given_name: 'Anna', family_name: 'Dobler' });
    } finally {
      await fresh.close();
    }
  });

  it.each([
    [
      [replace('/givenName', '')],
      'Please enter your first name',
      { givenName: 'Please enter your first name' },
    ],
    [[replace('/sn', '   ')], 'Please enter your last name', { sn: 'Please enter your last name' }],
    [
      [{ operation: 'remove', field: '/givenName' }, replace('/sn', '')],
      'Please enter your first name',
      { givenName: 'Please enter your first name', sn: 'Please enter your last name' },
    ],
  ])('refuses %j with 400 and the profile message', async (body, message, fields) => {
    const token = await accessToken('masterdata.user');
    const response = await idm({ id: 'acc-masterdata-user', token, method: 'PATCH', body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, reason: 'Bad Request', message, detail: { fields } });
    expect(await (await idm({ id: 'acc-masterdata-user', token })).json()).toMatchObject({
      givenName: 'Mia',
      sn: 'Stein',
    });
  });

  it('refuses unknown or read-only fields and bodies that are no patch', async () => {
    const token = await accessToken('masterdata.user');
    for (const body of [
      [replace('/userName', 'x')],
      [replace('/internal', 'true')],
      { givenName: 'x' },
      [],
    ]) {
      const response = await idm({ id: 'acc-masterdata-user', token, method: 'PATCH', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, reason: 'Bad Request' });
    }
  });

  it('refuses an e-mail that is malformed or already used, in the policy shape', async () => {
    const token = await accessToken('wiremaster.user');
    for (const [mail, policyRequirement] of [
      ['not-an-address', 'VALID_EMAIL_ADDRESS_FORMAT'],
      ['customer.full@alpha-wire.test', 'UNIQUE'],
    ]) {
      const response = await idm({
        id: 'acc-wiremaster-user',
        token,
        method: 'PATCH',
        body: [replace('/mail', mail!)],
      });
      expect(response.status).toBe(403);
      expect((await response.json()).detail.failedPolicyRequirements).toEqual([
        { property: 'mail', policyRequirements: [{ policyRequirement }] },
      ]);
    }
  });
});

describe('password change', () => {
  // artemis.cloud is Carla Wolf.
  it.each([
    ['', [{ policyRequirement: 'REQUIRED' }]],
    ['Short-1A', [{ policyRequirement: 'MIN_LENGTH', params: { minLength: 10 } }]],
    [`A1${'b'.repeat(63)}`, [{ policyRequirement: 'MAX_LENGTH', params: { maxLength: 64 } }]],
    ['lowercase-only-42', [{ policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } }]],
    ['No-Numbers-Here', [{ policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } }]],
    [
      'My-Artemis.Cloud-7',
      [{ policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'userName' } }],
    ],
    [
      'Hello-CARLA-2024',
      [{ policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'givenName' } }],
    ],
    [
      'Big-bad-wolf-2024',
      [{ policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'sn' } }],
    ],
    ['Tags<b>2024x', [{ policyRequirement: 'CANNOT_CONTAIN_CHARACTERS', params: { forbiddenChars: '<>' } }]],
    [
      'short',
      [
        { policyRequirement: 'MIN_LENGTH', params: { minLength: 10 } },
        { policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: 1 } },
        { policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: 1 } },
      ],
    ],
  ])('refuses %j with the failed requirements in ForgeRock shape', async (next, policyRequirements) => {
    const token = await accessToken('artemis.cloud');
    const response = await changePassword({ id: 'acc-artemis-cloud', token, current: PASSWORD, next });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 403,
      reason: 'Forbidden',
      message: 'Failed policy validation',
      detail: { result: false, failedPolicyRequirements: [{ property: 'password', policyRequirements }] },
    });
  });

  it('refuses a wrong or missing current password', async () => {
    const token = await accessToken('artemis.onprem');
    for (const current of ['portal-demo-1', undefined]) {
      const response = await changePassword({
        id: 'acc-artemis-onprem',
        token,
        current,
        next: 'Fresh-Start-2025',
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 403,
        reason: 'Forbidden',
        message: 'Reauthentication failed',
      });
    }
    await expect(accessToken('artemis.onprem')).resolves.toEqual(expect.any(String));
  });

  it('stores a valid new password: it signs in, the old one no longer does', async () => {
    const token = await accessToken('direct.active');
    const response = await changePassword({
      id: 'acc-direct-active',
      token,
      current: PASSWORD,
      next: 'Fresh-Start-2025',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ _id: 'acc-direct-active' });
    await expect(accessToken('direct.active', 'Fresh-Start-2025')).resolves.toEqual(expect.any(String));
    await expect(accessToken('direct.active', PASSWORD)).rejects.toThrow('Sign-in refused: 401');
  });
});

describe('internal employee (customer-area §6)', () => {
  it('may not change profile or password, but may request an MFA reset', async () => {
    const token = await accessToken('employee.internal');
    const id = 'acc-employee-internal';
    expect(await (await idm({ id, token })).json()).toMatchObject({ internal: true, givenName: 'Jonas' });
    const profile = await idm({ id, token, method: 'PATCH', body: [replace('/givenName', 'Jo')] });
    expect(profile.status).toBe(403);
    expect(await profile.json()).toEqual({
      code: 403,
      reason: 'Forbidden',
      message: INTERNAL_ACCOUNT_MESSAGE,
    });
    const password = await changePassword({ id, token, current: PASSWORD, next: 'Fresh-Start-2025' });
    expect(password.status).toBe(403);
    expect((await password.json()).message).toBe(INTERNAL_ACCOUNT_MESSAGE);
    const reset = await idm({ id, token, method: 'POST', query: '?_action=resetMfa' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ reset: true });
  });

  it('refuses an MFA reset for a customer account', async () => {
    const token = await accessToken('no.roles');
    const response = await idm({ id: 'acc-no-roles', token, method: 'POST', query: '?_action=resetMfa' });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(MFA_RESET_REFUSED_MESSAGE);
  });
});

describe('access and CORS', () => {
  it('refuses another user, a missing token and a revoked one', async () => {
    const token = await accessToken('other.org');
    const other = await idm({ id: 'acc-customer-full', token });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ code: 403, reason: 'Forbidden', message: 'Access Denied' });
    expect(
      (await idm({ id: 'acc-customer-full', token, method: 'PATCH', body: [replace('/sn', 'X')] })).status,
    ).toBe(403);
    expect((await idm({ id: 'acc-other-org' })).status).toBe(401);
    expect((await idm({ id: 'acc-other-org', token: 'not-a-token' })).status).toBe(401);
    await fetch(`${idp.issuer}/token/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, token }),
    });
    expect((await idm({ id: 'acc-other-org', token })).status).toBe(401);
  });

  it('answers a preflight from a loopback origin and not from a foreign one', async () => {
    const preflight = (from: string) =>
      fetch(userUrl('acc-customer-full'), {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type, x-openidm-reauth-password',
        },
      });
    const allowed = await preflight(PORTAL_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, PATCH, POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, accept, x-openidm-reauth-password',
    );
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the allow-origin header to an answer for an allowed origin only', async () => {
    const token = await accessToken('customer.full');
    const read = (from: string) => idm({ id: 'acc-customer-full', token, headers: { origin: from } });
    expect((await read(PORTAL_ORIGIN)).headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect((await read('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('AM endpoints json/alpha/authenticate and json/alpha/sessions/', () => {
  const authenticate = (username: string, password: string) =>
    fetch(`${origin}/json/alpha/authenticate`, {
      method: 'POST',
      headers: {
        'x-openam-username': username,
        'x-openam-password': password,
        'accept-api-version': 'resource=2.0',
      },
    });
  const sessions = (action: string, init: { tokenId?: string; body?: unknown } = {}) =>
    fetch(`${origin}/json/alpha/sessions/?_action=${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.tokenId ? { iPlanetDirectoryPro: init.tokenId } : {}),
      },
      body: JSON.stringify(init.body ?? {}),
    });

  it('are listed in the well-known configuration', async () => {
    const configuration = await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json();
    expect(configuration.authenticate_endpoint).toBe(`${origin}/json/alpha/authenticate`);
    expect(configuration.sessions_endpoint).toBe(`${origin}/json/alpha/sessions/`);
  });

  it('signs in with the zero-page headers and refuses wrong credentials', async () => {
    const response = await authenticate('ticketing.user', PASSWORD);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      tokenId: expect.stringMatching(/^[\w-]{43}$/),
      successUrl: expect.any(String),
      realm: '/alpha',
    });
    for (const [username, password] of [
      ['ticketing.user', 'wrong'],
      ['nobody', PASSWORD],
      ['', ''],
    ]) {
      const refused = await authenticate(username!, password!);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({
        code: 401,
        reason: 'Unauthorized',
        message: 'Authentication Failed',
      });
    }
  });

  it('tells the session info by header or body, logs out, and then knows the token no more', async () => {
    const { tokenId } = await (await authenticate('admin.extern', PASSWORD)).json();
    const before = Date.now();
    const byHeader = await sessions('getSessionInfo', { tokenId });
    expect(byHeader.status).toBe(200);
    const info = await byHeader.json();
    expect(info).toMatchObject({
      username: 'admin.extern',
      universalId: expect.stringContaining('id=acc-admin-extern,'),
      realm: '/alpha',
    });
    expect(Date.parse(info.maxIdleExpirationTime)).toBeGreaterThan(before);
    expect((await sessions('getSessionInfo', { body: { tokenId } })).status).toBe(200);
    const logout = await sessions('logout', { tokenId });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ result: 'Successfully logged out' });
    for (const action of ['getSessionInfo', 'logout']) {
      const gone = await sessions(action, { tokenId });
      expect(gone.status).toBe(401);
      expect(await gone.json()).toMatchObject({ code: 401, reason: 'Unauthorized' });
    }
    expect((await sessions('getSessionInfo', { tokenId: 'unknown' })).status).toBe(401);
  });
});
