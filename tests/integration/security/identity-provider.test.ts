import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  exportSPKI,
  importJWK,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningServices, startServices } from '../../../cli/services.ts';
import { type ProjectConfigInput, projectConfigSchema } from '../../../config/project-schema.ts';
import { silentLogger } from '../../../core/logger.ts';
import { PORTAL_CLIENT_ID } from '../../../core/portal/protocol.ts';
import { get } from '../../runtime/server/http.ts';
import {
  authorizeUrl,
  browse,
  CookieJar,
  exchangeCode,
  follow,
  pkcePair,
  readLoginPage,
  signIn,
} from '../../sandbox/identity/oidc-client.ts';

// docs/security.md items 9, 6 and 5 at the sandbox identity provider and the sandbox SIS, as `sitefleet start`
// runs them (startServices with the default config: the preview's origin http://localhost:4321).

const PASSWORD = 'Portal-demo-1';

const start = (config: ProjectConfigInput = {}) =>
  startServices({ config: projectConfigSchema.parse(config), logger: silentLogger(), identity: true });

async function idTokenOf(issuer: string, username: string): Promise<string> {
  const { code, pkce } = await signIn({ issuer, username, password: PASSWORD });
  const tokens = await (await exchangeCode({ issuer, code, verifier: pkce.verifier })).json();
  return (tokens as { id_token: string }).id_token;
}

describe('redirects of the sandbox identity provider', () => {
  let services: RunningServices;
  let issuer: string;
  beforeAll(async () => {
    services = await start();
    issuer = services.identityIssuer!;
  });
  afterAll(() => services?.close());

  it.each(['http://127.0.0.1:9/en/callback', 'http://evil.test/en/callback'])(
    'refuses authorize with redirect_uri=%s and does not redirect to it',
    async (redirectUri) => {
      const url = new URL(
        authorizeUrl(issuer, { redirect_uri: redirectUri, code_challenge: pkcePair().challenge }),
      );
      const answer = await get({ baseUrl: url.origin, path: `${url.pathname}${url.search}` });
      expect(answer.status).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(answer.body).toContain('invalid_redirect_uri');
    },
  );

  it('redirects to a runtime origin registered once the runtime listens', async () => {
    const redirectUri = 'http://127.0.0.1:45678/en/callback';
    const url = authorizeUrl(issuer, { redirect_uri: redirectUri, code_challenge: pkcePair().challenge });
    expect((await browse({ jar: new CookieJar(), url })).status).toBe(400);
    services.registerRuntimeOrigin('http://127.0.0.1:45678');
    expect((await browse({ jar: new CookieJar(), url })).status).toBe(303);
  });

  it.each([
    'http://127.0.0.1:9/en',
    'http://evil.test/en',
    'http://localhost:4321/en/mykomax?next=//evil.test',
  ])('does not follow endSession to the unregistered post_logout_redirect_uri %s', async (target) => {
    const { jar, code, pkce } = await signIn({ issuer, username: 'no.roles', password: PASSWORD });
    const tokens = await (await exchangeCode({ issuer, code, verifier: pkce.verifier })).json();
    const endSession = new URL(`${issuer}/connect/endSession`);
    endSession.searchParams.set('id_token_hint', (tokens as { id_token: string }).id_token);
    endSession.searchParams.set('post_logout_redirect_uri', target);
    const answer = await browse({ jar, url: endSession.href });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).not.toContain(target);
  });
});

describe('sign-in rate limit (config rateLimits.login, default 20 per 15 minutes)', () => {
  let services: RunningServices;
  let origin: string;
  beforeAll(async () => {
    services = await start();
    origin = new URL(services.identityIssuer!).origin;
  });
  afterAll(() => services?.close());

  it('answers the 21st wrong json/alpha/authenticate POST with 429, RateLimit headers and JSON', async () => {
    const authenticate = (password: string) =>
      get({
        baseUrl: origin,
        path: '/json/alpha/authenticate',
        method: 'POST',
        headers: { 'x-openam-username': 'customer.full', 'x-openam-password': password },
      });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await authenticate(`guess-${attempt}`)).status).toBe(401);
    const limited = await authenticate('guess-21');
    expect(limited.status).toBe(429);
    expect(limited.headers.ratelimit).toMatch(/^"login"; r=0; t=\d+$/);
    expect(limited.headers['ratelimit-policy']).toMatch(/^"login"; q=20; w=900;/);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(limited.body)).toMatchObject({ code: 429, reason: 'Too Many Requests' });
    // The right password does not get through either, nor does the login form (one budget).
    expect((await authenticate(PASSWORD)).status).toBe(429);
  });

  it('answers the login form POST past the limit with 429 and no redirect', async () => {
    const issuer = services.identityIssuer!;
    const jar = new CookieJar();
    const url = authorizeUrl(issuer, { state: 's', code_challenge: pkcePair().challenge });
    const { action } = await readLoginPage((await follow({ jar, url, origin })).response);
    const posted = await browse({
      jar,
      url: `${origin}${action}`,
      form: { username: 'customer.full', password: PASSWORD },
    });
    expect(posted.status).toBe(429);
    expect(posted.headers.get('location')).toBeNull();
    expect(posted.headers.get('ratelimit')).toMatch(/^"login"; r=0;/);
    expect(await posted.json()).toMatchObject({ code: 429 });
  });

  it('takes the limit from config rateLimits.login, for the 21st wrong login form POST by default', async () => {
    const fresh = await start({ rateLimits: { login: { limit: 20, windowMs: 60_000 } } });
    try {
      const issuer = fresh.identityIssuer!;
      const freshOrigin = new URL(issuer).origin;
      const jar = new CookieJar();
      const url = authorizeUrl(issuer, { state: 's', code_challenge: pkcePair().challenge });
      const { action } = await readLoginPage((await follow({ jar, url, origin: freshOrigin })).response);
      const post = (password: string) =>
        browse({ jar, url: `${freshOrigin}${action}`, form: { username: 'customer.full', password } });
      for (let attempt = 1; attempt <= 20; attempt++)
        expect((await post(`guess-${attempt}`)).status).toBe(401);
      const limited = await post('guess-21');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('ratelimit-policy')).toMatch(/^"login"; q=20; w=60;/);
      expect(await limited.json()).toMatchObject({ code: 429, reason: 'Too Many Requests' });
    } finally {
      await fresh.close();
    }
  });
});

describe('sign-in rate limit against other spellings of the sign-in paths', () => {
  // The provider routes by the WHATWG-normalised path, so these name the sign-in endpoints too and must
  // spend the same budget: a limit decided on the raw path let them through uncounted.
  const AUTHENTICATE_SPELLINGS = [
    '/json/alpha/./authenticate',
    '/json/alpha/x/../authenticate',
    '/json/alpha/%2e/authenticate',
    '/json/alpha/%2E/authenticate',
    '/json/alpha/x/%2e%2E/authenticate',
    '/json/alpha/authenticate/.',
    '/json/alpha/authenticate#fragment',
    '/json/alpha\\authenticate',
    '/x/../json/alpha/authenticate',
  ];
  const form = (password: string) => new URLSearchParams({ username: 'customer.full', password }).toString();
  let services: RunningServices;
  let origin: string;
  beforeEach(async () => {
    services = await start();
    origin = new URL(services.identityIssuer!).origin;
  });
  afterEach(() => services?.close());

  it('counts every spelling of json/alpha/authenticate and answers each 429 past the limit', async () => {
    const authenticate = (path: string, password: string) =>
      get({
        baseUrl: origin,
        path,
        method: 'POST',
        headers: { 'x-openam-username': 'customer.full', 'x-openam-password': password },
      });
    for (let attempt = 0; attempt < 20; attempt++) {
      const path = AUTHENTICATE_SPELLINGS[attempt % AUTHENTICATE_SPELLINGS.length]!;
      expect((await authenticate(path, `guess-${attempt}`)).status, path).toBe(401);
    }
    for (const path of [...AUTHENTICATE_SPELLINGS, '/json/alpha/authenticate']) {
      const limited = await authenticate(path, PASSWORD);
      expect(limited.status, path).toBe(429);
      expect(JSON.parse(limited.body), path).toMatchObject({ code: 429, reason: 'Too Many Requests' });
    }
  });

  it('counts every spelling of the login form POST and checks no password elsewhere', async () => {
    const issuer = services.identityIssuer!;
    const jar = new CookieJar();
    const url = authorizeUrl(issuer, { state: 's', code_challenge: pkcePair().challenge });
    const { action } = await readLoginPage((await follow({ jar, url, origin })).response);
    const interaction = action.replace(/\/login$/, '');
    const uid = interaction.split('/').pop()!;
    const spellings = [
      `${interaction}/./login`,
      `${interaction}/%2e/login`,
      `${interaction}/%2E/login`,
      `${interaction}/x/../login`,
      action.replace(`/${uid}/`, `/x/%2E%2e/${uid}/`),
    ];
    const post = (input: { path: string; password: string; method?: string }) =>
      get({
        baseUrl: origin,
        path: input.path,
        method: input.method ?? 'POST',
        cookies: jar.header(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(input.password),
      });
    for (let attempt = 0; attempt < 20; attempt++) {
      const path = spellings[attempt % spellings.length]!;
      expect((await post({ path, password: `guess-${attempt}` })).status, path).toBe(401);
    }
    for (const path of [...spellings, action]) {
      const limited = await post({ path, password: PASSWORD });
      expect(limited.status, path).toBe(429);
      expect(limited.headers.location, path).toBeUndefined();
    }
    // Only POST …/{uid}/login signs in: the page's own path and other methods check no password.
    for (const attempt of [
      { path: interaction, password: PASSWORD },
      { path: action, password: PASSWORD, method: 'PUT' },
      { path: action, password: PASSWORD, method: 'PATCH' },
    ]) {
      const answer = await post(attempt);
      expect(answer.status, `${attempt.method ?? 'POST'} ${attempt.path}`).toBe(405);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});

describe('id tokens at the sandbox SIS', () => {
  let services: RunningServices;
  let issuer: string;
  let genuine: string;
  beforeAll(async () => {
    services = await start();
    issuer = services.identityIssuer!;
    genuine = await idTokenOf(issuer, 'customer.full');
  });
  afterAll(() => services?.close());

  async function me(idToken: string) {
    const response = await fetch(services.endpoints.sis!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ciam_id_token: idToken },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    return (await response.json()) as {
      data?: { me?: { username: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
  }

  it('lives 5 minutes, is signed RS256 and is meant for the portal client', () => {
    const claims = decodeJwt(genuine);
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(claims.aud).toBe(PORTAL_CLIENT_ID);
    expect(decodeProtectedHeader(genuine).alg).toBe('RS256');
  });

  it('accepts the genuine id token', async () => {
    expect((await me(genuine)).data?.me?.username).toBe('customer.full');
  });

  /** The genuine token's claims, signed anew by someone else. */
  const forge = async (input: { alg: string; key: Parameters<SignJWT['sign']>[0] }) =>
    new SignJWT(decodeJwt(genuine))
      .setProtectedHeader({ alg: input.alg, kid: decodeProtectedHeader(genuine).kid })
      .sign(input.key);

  it('refuses the same claims signed by another RSA key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const answer = await me(await forge({ alg: 'RS256', key: privateKey }));
    expect(answer.data?.me).toBeFalsy();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const answer = await me(new UnsecuredJWT(decodeJwt(genuine)).encode());
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses HS256 keyed with the provider's published public key", async () => {
    const configuration = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    const { keys } = await (await fetch(configuration.jwks_uri)).json();
    const publicKey = await importJWK(keys[0], 'RS256', { extractable: true });
    const pem = await exportSPKI(publicKey as CryptoKey);
    const answer = await me(await forge({ alg: 'HS256', key: new TextEncoder().encode(pem) }));
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('id tokens at a sandbox SIS trusting an issuer whose key the test holds', () => {
  // The sandbox provider has one client, so a token it signs for another audience cannot be had; an
  // issuer of our own (services.identity real, services.sandbox asking for the sandbox SIS) can mint one.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let issuerServer: Server;
  let issuer: string;
  let services: RunningServices;
  beforeAll(async () => {
    // The published key names no algorithm, so only the SIS's own pinning keeps RS512 out.
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', use: 'sig' }] };
    issuerServer = createServer((request, response) => {
      const body = request.url?.endsWith('/jwks') ? jwks : { issuer, jwks_uri: `${issuer}/jwks` };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}/oauth2/alpha`;
    services = await start({ services: { identity: { url: issuer }, sandbox: true } });
  });
  afterAll(async () => {
    await services?.close();
    issuerServer?.close();
  });

  const mint = (input: { aud?: string; alg?: string }) => {
    const nowS = Math.floor(Date.now() / 1000);
    return new SignJWT({ sub: 'acc-customer-full' })
      .setProtectedHeader({ alg: input.alg ?? 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setAudience(input.aud ?? PORTAL_CLIENT_ID)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 300)
      .sign(privateKey);
  };
  const meCode = async (idToken: string) => {
    const response = await fetch(services.endpoints.sis!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ciam_id_token: idToken },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    const answer = (await response.json()) as {
      data?: { me?: { username: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    return answer.data?.me?.username ?? answer.errors?.[0]?.extensions?.code;
  };

  it('accepts an RS256 token for the portal client', async () => {
    expect(await meCode(await mint({}))).toBe('customer.full');
  });

  it('refuses a token signed by the trusted key for another audience', async () => {
    expect(await meCode(await mint({ aud: 'another-client' }))).toBe('UNAUTHENTICATED');
  });

  it('refuses a token signed by the trusted key with an algorithm outside the pinned ones (RS512)', async () => {
    expect(await meCode(await mint({ alg: 'RS512' }))).toBe('UNAUTHENTICATED');
  });
});
