import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdmClient,
  IdmRequestError,
  reauthHeaderValue,
} from '../../../../../../plugins/portal/islands/account/idm-client.ts';
import {
  type RunningIdentityProvider,
  startIdentityProvider,
} from '../../../../../../sandbox/identity/server.ts';
import { exchangeCode, signIn } from '../../../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';

async function failure(promise: Promise<unknown>): Promise<IdmRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IdmRequestError);
  return error as IdmRequestError;
}

describe('createIdmClient against a stand-in fetch', () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('calls the account API on the issuer origin with the bearer token', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const client = createIdmClient({
      issuer: 'https://id.example/oauth2/alpha',
      userId: 'acc/1',
      accessToken: 'token-1',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return answer(200, { _id: 'acc/1', givenName: 'Ann' });
      },
    });
    expect((await client.readProfile()).givenName).toBe('Ann');
    await client.changePassword({ currentPassword: 'Äbc-123-Xyz', newPassword: 'Fresh-Start-2025' });
    await client.resetMfa();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://id.example/openidm/managed/alpha_user/acc%2F1',
      'PATCH https://id.example/openidm/managed/alpha_user/acc%2F1',
      'POST https://id.example/openidm/managed/alpha_user/acc%2F1?_action=resetMfa',
    ]);
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-1');
    expect(headers['X-OpenIDM-Reauth-Password']).toBe(reauthHeaderValue('Äbc-123-Xyz'));
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual([
      { operation: 'replace', field: '/password', value: 'Fresh-Start-2025' },
    ]);
  });

  it('reports the answer message, else the status, and signs in again on 401', async () => {
    let relogins = 0;
    const make = (response: Response) =>
      createIdmClient({
        issuer: 'https://id.example/oauth2/alpha',
        userId: 'acc-1',
        accessToken: 't',
        onUnauthenticated: () => relogins++,
        fetch: async () => response,
      });
    const refused = await failure(
      make(answer(403, { code: 403, message: 'Reauthentication failed' })).resetMfa(),
    );
    expect([refused.message, refused.status]).toEqual(['Reauthentication failed', 403]);
    const broken = await failure(make(new Response('<html>', { status: 502 })).readProfile());
    expect(broken.message).toBe('Expected 200, received 502');
    // A refusal whose message is no text is worded by its status; its detail is kept for the forms.
    const odd = await failure(
      make(answer(400, { message: { text: 'x' }, detail: { fields: {} } })).readProfile(),
    );
    expect([odd.message, odd.detail]).toEqual(['Expected 200, received 400', { fields: {} }]);
    expect(relogins).toBe(0);
    await failure(make(answer(401, { code: 401, message: 'Access Denied' })).readProfile());
    expect(relogins).toBe(1);
  });

  it("says 'Timeout' when no answer comes within the limit, and the network error otherwise", async () => {
    const hanging = createIdmClient({
      issuer: 'https://id.example/oauth2/alpha',
      userId: 'acc-1',
      accessToken: 't',
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });
    const timedOut = await failure(hanging.readProfile());
    expect([timedOut.message, timedOut.status]).toEqual(['Timeout', null]);
    const offline = createIdmClient({
      issuer: 'https://id.example/oauth2/alpha',
      userId: 'acc-1',
      accessToken: 't',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await failure(offline.readProfile())).message).toBe('Failed to fetch');
  });
});

describe('createIdmClient against the sandbox identity provider', () => {
  let idp: RunningIdentityProvider;
  beforeAll(async () => {
    idp = await startIdentityProvider();
  });
  afterAll(() => idp.close());

  async function clientFor(username: string, password = PASSWORD) {
    const { code, pkce } = await signIn({ issuer: idp.issuer, username, password });
    const tokens = await (await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier })).json();
    const userinfo = await fetch(`${idp.issuer}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const { sub } = (await userinfo.json()) as { sub: string };
    return createIdmClient({ issuer: idp.issuer, userId: sub, accessToken: tokens.access_token });
  }

  it('reads and updates the profile', async () => {
    const client = await clientFor('campus.active');
    expect(await client.readProfile()).toMatchObject({ givenName: 'Lena', company: 'Beta Cable AG' });
    const updated = await client.updateProfile([{ operation: 'replace', field: '/city', value: 'Basel' }]);
    expect(updated.city).toBe('Basel');
    const refused = await failure(client.updateProfile([{ operation: 'replace', field: '/sn', value: '' }]));
    expect([refused.status, refused.message]).toEqual([400, 'Please enter your last name']);
    expect(refused.detail).toEqual({ fields: { sn: 'Please enter your last name' } });
  });

  it('changes the password, also when the current one has characters outside Latin-1', async () => {
    const client = await clientFor('campus.invited');
    await client.changePassword({ currentPassword: PASSWORD, newPassword: 'Grüße-aus-Zürich-€5' });
    const again = await clientFor('campus.invited', 'Grüße-aus-Zürich-€5');
    await again.changePassword({ currentPassword: 'Grüße-aus-Zürich-€5', newPassword: 'Fresh-Start-2025' });
    await expect(clientFor('campus.invited', 'Fresh-Start-2025')).resolves.toBeDefined();
  });

  it('requests an MFA reset for an internal employee', async () => {
    const client = await clientFor('admin.intern');
    expect((await client.readProfile()).internal).toBe(true);
    await expect(client.resetMfa()).resolves.toBeUndefined();
  });
});
