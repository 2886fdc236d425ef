import { afterEach, describe, expect, it } from 'vitest';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import {
  authorizeUrl,
  browse,
  CookieJar,
  follow,
  pkcePair,
  readLoginPage,
} from '../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';
let idp: RunningIdentityProvider | undefined;
afterEach(() => idp?.close());

const authenticate = (password: string) =>
  fetch(`${new URL(idp!.issuer).origin}/json/alpha/authenticate`, {
    method: 'POST',
    headers: { 'x-openam-username': 'customer.full', 'x-openam-password': password },
  });

/** Opens the login form of a fresh authorization; answers a function that POSTs it. */
async function loginForm() {
  const jar = new CookieJar();
  const origin = new URL(idp!.issuer).origin;
  const url = authorizeUrl(idp!.issuer, { state: 's', code_challenge: pkcePair().challenge });
  const { action } = await readLoginPage((await follow({ jar, url, origin })).response);
  return (password: string) =>
    browse({ jar, url: `${origin}${action}`, form: { username: 'customer.full', password } });
}

describe('sign-in rate limit of the sandbox identity provider', () => {
  it('answers 429 with RateLimit headers and JSON past the limit of failed sign-ins', async () => {
    idp = await startIdentityProvider({ loginRateLimit: { limit: 3, windowMs: 60_000 } });
    const post = await loginForm();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const refused = await post('wrong-password');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('ratelimit')).toMatch(new RegExp(`^"login"; r=${3 - attempt}; t=\\d+$`));
    }
    const limited = await post(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('location')).toBeNull();
    expect(limited.headers.get('ratelimit-policy')).toMatch(/^"login"; q=3; w=60; pk=:[\w+/=]+:$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await limited.json()).toMatchObject({ code: 429, reason: 'Too Many Requests' });
    // One budget for both sign-in endpoints.
    expect((await authenticate(PASSWORD)).status).toBe(429);
  });

  it('counts failed sign-ins only', async () => {
    idp = await startIdentityProvider({ loginRateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await authenticate('wrong-password')).status).toBe(401);
    for (let signIn = 0; signIn < 4; signIn++) expect((await authenticate(PASSWORD)).status).toBe(200);
    expect((await authenticate('wrong-password')).status).toBe(401);
    const limited = await authenticate('wrong-password');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 429, message: expect.stringMatching(/try again/) });
  });

  it('leaves the login page and the other AM endpoints unlimited', async () => {
    idp = await startIdentityProvider({ loginRateLimit: { limit: 1, windowMs: 60_000 } });
    expect((await authenticate('wrong-password')).status).toBe(401);
    expect((await authenticate('wrong-password')).status).toBe(429);
    const origin = new URL(idp.issuer).origin;
    const sessions = await fetch(`${origin}/json/alpha/sessions/?_action=getSessionInfo`, { method: 'POST' });
    expect(sessions.status).toBe(401);
    await expect(loginForm()).resolves.toBeTypeOf('function');
  });
});

describe('runtime origins of the sandbox identity provider', () => {
  it('redirects to an origin registered after start, and to none before', async () => {
    idp = await startIdentityProvider({ runtimeOrigins: [] });
    const redirectUri = 'http://127.0.0.1:50123/en/callback';
    const url = authorizeUrl(idp.issuer, { redirect_uri: redirectUri, code_challenge: pkcePair().challenge });
    const before = await browse({ jar: new CookieJar(), url });
    expect(before.status).toBe(400);
    expect(before.headers.get('location')).toBeNull();
    idp.registerOrigin('http://127.0.0.1:50123');
    const after = await browse({ jar: new CookieJar(), url });
    expect(after.status).toBe(303);
    expect(() => idp!.registerOrigin('http://127.0.0.1:50123/en')).toThrow(/Not a runtime origin/);
  });
});
