import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ANSWER_MESSAGE } from '../../../../core/portal/messages.ts';
import { fetchPortalConfig, loadUserInfo, UserInfoError } from '../../../../plugins/portal/islands/auth.ts';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPortalConfig: the runtime’s identity configuration, checked', () => {
  const CONFIG = {
    issuer: 'http://127.0.0.1:1/oauth2/alpha',
    clientId: 'sitefleet-portal',
    scope: 'openid profile email fr:idm:*',
    serviceUrls: { campus: 'https://campus.example.test' },
  };

  it('answers the configuration', async () => {
    answer(CONFIG);
    await expect(fetchPortalConfig()).resolves.toEqual(CONFIG);
  });

  it("fails with 'Expected 200, received 503' without one, and for an answer of another shape", async () => {
    answer({ error: 'none' }, 503);
    await expect(fetchPortalConfig()).rejects.toThrow('Expected 200, received 503');
    answer({ ...CONFIG, issuer: 42 });
    await expect(fetchPortalConfig()).rejects.toThrow(UNEXPECTED_ANSWER_MESSAGE);
  });
});

describe('loadUserInfo: the identity provider’s user info, checked', () => {
  const manager = {
    metadataService: { getUserInfoEndpoint: async () => 'http://127.0.0.1:1/oauth2/alpha/userinfo' },
  } as unknown as UserManager;
  const user = { access_token: 'token' } as User;

  it('answers the user info, roles as one name or a list', async () => {
    answer({ sub: 'u1', given_name: 'Clara', roles: 'kmx_int_assetdb_active', extra: true });
    await expect(loadUserInfo(manager, user)).resolves.toEqual({
      sub: 'u1',
      given_name: 'Clara',
      roles: 'kmx_int_assetdb_active',
    });
  });

  it('fails with status null (no re-login) for an answer that is no user info', async () => {
    answer({ sub: 'u1', roles: [1, 2] });
    const error = await loadUserInfo(manager, user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserInfoError);
    expect(error).toMatchObject({ message: UNEXPECTED_ANSWER_MESSAGE, status: null });
  });

  it("keeps 'Failed to get user info; received {status}' for a refused request", async () => {
    answer({}, 401);
    await expect(loadUserInfo(manager, user)).rejects.toMatchObject({
      message: 'Failed to get user info; received 401',
      status: 401,
    });
  });
});
