import * as cheerio from 'cheerio';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../../../../sandbox/identity/configuration.ts';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import {
  authorizeUrl,
  browse,
  CookieJar,
  exchangeCode,
  follow,
  pkcePair,
  readLoginPage,
  signIn,
} from '../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';
let idp: RunningIdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider();
});
afterAll(() => idp.close());

async function signInWithTokens(username: string) {
  const { code, pkce, jar } = await signIn({ issuer: idp.issuer, username, password: PASSWORD });
  const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as Record<string, unknown>;
  return { jar, tokens: tokens as { access_token: string; id_token: string } & Record<string, unknown> };
}

async function userinfo(accessToken: string) {
  return fetch(`${idp.issuer}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
}

describe('sandbox identity provider', () => {
  it('publishes the spec endpoints under /oauth2/alpha in its well-known configuration', async () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oauth2\/alpha$/);
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const configuration = (await response.json()) as Record<string, unknown>;
    const path = (key: string) => new URL(String(configuration[key])).pathname;
    expect(configuration.issuer).toBe(idp.issuer);
    expect(path('authorization_endpoint')).toBe('/oauth2/alpha/authorize');
    expect(path('token_endpoint')).toBe('/oauth2/alpha/access_token');
    expect(path('userinfo_endpoint')).toBe('/oauth2/alpha/userinfo');
    expect(path('revocation_endpoint')).toBe('/oauth2/alpha/token/revoke');
    expect(path('end_session_endpoint')).toBe('/oauth2/alpha/connect/endSession');
    expect(configuration.code_challenge_methods_supported).toEqual(['S256']);
    expect(configuration.scopes_supported).toEqual(['openid', 'profile', 'email', 'fr:idm:*']);
  });

  it('refuses an authorization request without code_challenge', async () => {
    const url = authorizeUrl(idp.issuer, { state: 's1', code_challenge_method: undefined });
    const { url: landed } = await follow({ jar: new CookieJar(), url, origin: new URL(idp.issuer).origin });
    const callback = new URL(landed);
    expect(callback.pathname).toBe('/en/callback');
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect_uri that is not exactly a registered runtime callback', async () => {
    const pkce = pkcePair();
    for (const redirectUri of [
      'https://evil.example/en/callback',
      'http://localhost:4321/en/mykomax',
      'http://127.0.0.1:9/en/callback',
      'http://localhost:4321/en/callback?next=//evil.example',
    ]) {
      const url = authorizeUrl(idp.issuer, { redirect_uri: redirectUri, code_challenge: pkce.challenge });
      const response = await browse({ jar: new CookieJar(), url });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const page = await response.text();
      expect(page).toContain('Sign-in error');
      expect(page).toContain('invalid_redirect_uri');
      expect(page).not.toContain('evil.example');
    }
  });

  it('shows a login form without script, and the message on a wrong password', async () => {
    const jar = new CookieJar();
    const pkce = pkcePair();
    const url = authorizeUrl(idp.issuer, { state: pkce.state, code_challenge: pkce.challenge });
    const login = await follow({ jar, url, origin: new URL(idp.issuer).origin });
    const page = await readLoginPage(login.response);
    expect(page.fields).toEqual(['username', 'password']);
    expect(page.scripts).toBe(0);
    for (const username of ['customer.full', 'nobody']) {
      const form = { username, password: 'wrong-password' };
      const refused = await browse({ jar, url: `${new URL(idp.issuer).origin}${page.action}`, form });
      expect(refused.status).toBe(401);
      expect((await readLoginPage(refused)).alert).toBe('Invalid username or password');
    }
  });

  it('signs in with PKCE S256 and answers userinfo with the spec claims', async () => {
    const { tokens } = await signInWithTokens('customer.full');
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(tokens.id_token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const claims = await (await userinfo(tokens.access_token)).json();
    expect(claims).toMatchObject({
      sub: 'acc-customer-full',
      subname: 'customer.full',
      given_name: 'Clara',
      family_name: 'Fuchs',
      name: 'Clara Fuchs',
      email: 'customer.full@alpha-wire.test',
    });
    expect(claims.roles).toContain('kmx_int_serviceticketing_active');
  });

  it('issues 5-minute id tokens that expire with the access token, and renews both with the refresh token', async () => {
    const { tokens } = await signInWithTokens('customer.full');
    const lifetime = (idToken: string) => {
      const claims = decodeJwt(idToken);
      return claims.exp! - claims.iat!;
    };
    expect(lifetime(tokens.id_token)).toBe(300);
    const refreshed = await fetch(`${idp.issuer}/access_token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        grant_type: 'refresh_token',
        refresh_token: String(tokens.refresh_token),
      }),
    });
    // The portal renews from `expires_in` (customer-area §3): the SIS then gets a fresh id token.
    const renewed = (await refreshed.json()) as { id_token: string; expires_in: number };
    expect(renewed.expires_in).toBe(300);
    expect(lifetime(renewed.id_token)).toBe(300);
  });

  it('sends the single role of ticketing.user as a plain string', async () => {
    const { tokens } = await signInWithTokens('ticketing.user');
    const claims = await (await userinfo(tokens.access_token)).json();
    expect(claims.roles).toBe('kmx_int_serviceticketing_active');
  });

  it('refuses the code exchange with a wrong code verifier', async () => {
    const { code } = await signIn({ issuer: idp.issuer, username: 'no.roles', password: PASSWORD });
    const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkcePair().verifier });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes an access token with 200 for the portal origin, after which userinfo refuses it', async () => {
    const { tokens } = await signInWithTokens('assetdb.user');
    const response = await fetch(`${idp.issuer}/token/revoke`, {
      method: 'POST',
      headers: { origin: 'http://localhost:4321' },
      body: new URLSearchParams({ client_id: PORTAL_CLIENT_ID, token: tokens.access_token }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await userinfo(tokens.access_token)).status).toBe(401);
  });

  it('ends the session with id_token_hint and returns to the post-logout URI', async () => {
    const { jar, tokens } = await signInWithTokens('admin.extern');
    const origin = new URL(idp.issuer).origin;
    const endSession = new URL(`${idp.issuer}/connect/endSession`);
    endSession.searchParams.set('id_token_hint', tokens.id_token);
    endSession.searchParams.set('post_logout_redirect_uri', 'http://localhost:4321/en');
    const confirm = await browse({ jar, url: endSession.href });
    expect(confirm.status).toBe(200);
    const $ = cheerio.load(await confirm.text());
    const action = new URL($('form').attr('action') ?? '', origin).href;
    const xsrf = $('input[name=xsrf]').attr('value') ?? '';
    // The page's script submits this form at once; a visitor without script presses "Sign out".
    expect($('script').attr('src')).toBe('/oauth2/alpha/assets/end-session.js');
    const posted = await browse({ jar, url: action, form: { xsrf, logout: 'yes' } });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('http://localhost:4321/en');
    const pkce = pkcePair();
    const silent = authorizeUrl(idp.issuer, { prompt: 'none', state: 's', code_challenge: pkce.challenge });
    const answer = new URL((await follow({ jar, url: silent, origin })).url);
    expect(answer.searchParams.get('error')).toBe('login_required');
  });
});
