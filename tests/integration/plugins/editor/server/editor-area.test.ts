import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { type EditorKeys, mintEditorHash } from '../../../../../core/editor/editor-hash.ts';
import { silentLogger } from '../../../../../core/logger.ts';
import { DEFAULT_RATE_LIMITS } from '../../../../../core/rate-limits.ts';
import type { RuntimeContext, RuntimeRateLimits, ServedSite } from '../../../../../core/serving/context.ts';
import { createModesMiddleware } from '../../../../../runtime/server/modes.ts';
import { API_TEST_EDITOR, demoApiRouter } from '../../../../helpers/api-app.ts';
import { get as send } from '../../../../runtime/server/http.ts';

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
});

/** Limits high enough that no test here but the rate-limit one meets them. */
const GENEROUS: RuntimeRateLimits = {
  api: { limit: 10_000, windowMs: 60_000 },
  editorAuthentication: { limit: 10_000, windowMs: 60_000 },
};

/**
 * The runtime's `/api` on a free port, without services.
 * @param input.hostName a domain the CMS configures for the (one, otherwise empty) served site.
 */
async function startApi(
  input: { editor?: EditorKeys; trustProxy?: string; rateLimits?: RuntimeRateLimits; hostName?: string } = {},
): Promise<string> {
  const sites = input.hostName
    ? [{ site: { domains: [{ hostName: input.hostName, slug: null }] } } as unknown as ServedSite]
    : [];
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: {},
    sites: () => sites,
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    rateLimits: input.rateLimits ?? GENEROUS,
    ...(input.editor ? { editor: input.editor } : {}),
  };
  const app = express();
  app.set('trust proxy', input.trustProxy ?? false);
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use('/api', await demoApiRouter(context));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const baseUrl = await startApi({ editor: API_TEST_EDITOR });

function authenticate(body: string, headers: Record<string, string> = {}, base = baseUrl) {
  return send({
    baseUrl: base,
    path: '/api/editor-area-autentication',
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('POST /api/editor-area-autentication (customer-area §6, §7, §9)', () => {
  it('answers success and hashedPassword for the right input, and sets the 90-day editor cookie', async () => {
    const answer = await authenticate(JSON.stringify({ input: API_TEST_EDITOR.password }));
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { success: boolean; hashedPassword: string };
    expect(body).toEqual({ success: true, hashedPassword: expect.stringMatching(/^v1\./) });
    expect(body.hashedPassword).not.toContain(API_TEST_EDITOR.password);
    const cookie = answer.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(
      new RegExp(`^editor-area-password=${body.hashedPassword.replaceAll('.', '\\.')};`),
    );
    expect(cookie).toContain('Max-Age=7776000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(answer.headers['cache-control']).toBe('no-store');

    const check = await authenticate(JSON.stringify({ hash: body.hashedPassword }));
    expect([check.status, JSON.parse(check.body)]).toEqual([200, { success: true }]);
  });

  it('sets the wrong-password flag for a wrong input (§8), without a cookie', async () => {
    const answer = await authenticate(JSON.stringify({ input: 'not-the-password' }));
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ success: false, wrongPassword: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers success false for a hash it did not mint', async () => {
    for (const hash of [
      '',
      'v1.1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      API_TEST_EDITOR.password,
    ]) {
      const answer = await authenticate(JSON.stringify({ hash }));
      expect([answer.status, JSON.parse(answer.body)]).toEqual([401, { success: false }]);
    }
  });

  it.each([
    ['not JSON', '{"input":'],
    ['another field', '{"password":"a"}'],
    ['both fields', '{"input":"a","hash":"b"}'],
    ['a number', '{"input":42}'],
    ['an array', '[]'],
  ])('answers 400 JSON for %s', async (_name, body) => {
    const answer = await authenticate(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Send JSON/),
    });
  });

  it('refuses a request without Origin or from another origin with 403 (cross-site request forgery)', async () => {
    for (const origin of [undefined, 'http://evil.test', `${baseUrl}.evil.test`, 'null']) {
      const answer = await send({
        baseUrl,
        path: '/api/editor-area-autentication',
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ input: API_TEST_EDITOR.password }),
      });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses everything, with a clear message, when no editor secrets are configured', async () => {
    const bare = await startApi();
    const answer = await authenticate(JSON.stringify({ input: API_TEST_EDITOR.password }), {}, bare);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: expect.stringContaining('set editor.password and editor.secret'),
    });
    const navigation = await send({ baseUrl: bare, path: '/api/site-navigation/editor/main?lang=en' });
    expect(navigation.status).toBe(401);
    expect(JSON.parse(navigation.body).error).toMatch(/not configured/);
  });

  it('behind a trusted proxy, expects the public https origin and sets a Secure cookie', async () => {
    // The public host is a domain the CMS configures: the Origin check compares with those.
    const proxied = await startApi({
      editor: API_TEST_EDITOR,
      trustProxy: 'loopback',
      hostName: 'www.example.com',
    });
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    const body = JSON.stringify({ input: API_TEST_EDITOR.password });
    const answer = await authenticate(body, { ...forwarded, origin: 'https://www.example.com' }, proxied);
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']?.[0]).toContain('Secure');
    // The proxy's internal address is not the page's origin.
    expect((await authenticate(body, forwarded, proxied)).status).toBe(403);
    // Without trust, forwarded headers count for nothing.
    expect((await authenticate(body, { ...forwarded, origin: 'https://www.example.com' })).status).toBe(403);
  });

  it('answers 429 JSON with the standard RateLimit headers after context.rateLimits.editorAuthentication attempts', async () => {
    const limited = await startApi({
      editor: API_TEST_EDITOR,
      rateLimits: { ...GENEROUS, editorAuthentication: { limit: 3, windowMs: 60_000 } },
    });
    const wrong = JSON.stringify({ input: 'guess' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const answer = await authenticate(wrong, {}, limited);
      expect(answer.status).toBe(401);
      expect(answer.headers.ratelimit).toMatch(/"editor-authentication"; r=\d+; t=\d+/);
    }
    // The right password does not help once the limit is reached.
    const blocked = await authenticate(JSON.stringify({ input: API_TEST_EDITOR.password }), {}, limited);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.ratelimit).toContain('"editor-authentication"; r=0');
    expect(blocked.headers['ratelimit-policy']).toContain('"editor-authentication"; q=3; w=60');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(blocked.body)).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many requests/),
    });
  });

  it('counts only failures: 20 valid hash and cookie checks and a sign-in pass, the 11th wrong guess is 429', async () => {
    // The default limit (10 per 15 minutes): the spec checks the hash against the server on page changes.
    const limited = await startApi({ editor: API_TEST_EDITOR, rateLimits: DEFAULT_RATE_LIMITS });
    const hash = mintEditorHash({ keys: API_TEST_EDITOR, now: Date.now() });
    for (let change = 1; change <= 20; change += 1) {
      const byHash = await authenticate(JSON.stringify({ hash }), {}, limited);
      expect([byHash.status, JSON.parse(byHash.body)], `hash check ${change}`).toEqual([
        200,
        { success: true },
      ]);
      const byCookie = await authenticate('{}', { cookie: `editor-area-password=${hash}` }, limited);
      expect(byCookie.status, `cookie check ${change}`).toBe(200);
      // A page change of someone not signed in guesses nothing: it does not count either.
      const anonymous = await authenticate('{}', {}, limited);
      expect(anonymous.status, `anonymous check ${change}`).toBe(401);
    }
    const signIn = await authenticate(JSON.stringify({ input: API_TEST_EDITOR.password }), {}, limited);
    expect(signIn.status).toBe(200);
    for (let guess = 1; guess <= 10; guess += 1) {
      const wrong = await authenticate(JSON.stringify({ input: `guess-${guess}` }), {}, limited);
      expect(wrong.status, `guess ${guess}`).toBe(401);
    }
    const eleventh = await authenticate(JSON.stringify({ input: 'guess-11' }), {}, limited);
    expect(eleventh.status).toBe(429);
    expect(JSON.parse(eleventh.body)).toMatchObject({ success: false });
    // Once limited, a valid hash is refused too until the window ends.
    expect((await authenticate(JSON.stringify({ hash }), {}, limited)).status).toBe(429);
  });
});

describe('POST /api/editor-area-autentication with {} (the editor cookie, for page code)', () => {
  it('answers success true for a request carrying a valid editor cookie, as after a sign-in', async () => {
    const signIn = await authenticate(JSON.stringify({ input: API_TEST_EDITOR.password }));
    const cookie = (signIn.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^editor-area-password=v1\./);
    const check = await authenticate('{}', { cookie });
    expect([check.status, JSON.parse(check.body)]).toEqual([200, { success: true }]);
    expect(check.headers['cache-control']).toBe('no-store');
    expect(check.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', 'editor-area-password=v1.1700000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['the password as cookie', `editor-area-password=${API_TEST_EDITOR.password}`],
    [
      'a hash of other secrets',
      `editor-area-password=${mintEditorHash({ keys: { password: 'other-password', secret: 'x'.repeat(32) }, now: Date.now() })}`,
    ],
  ])('answers 401 success false for %s', async (_name, cookie) => {
    const check = await authenticate('{}', cookie ? { cookie } : {});
    expect([check.status, JSON.parse(check.body)]).toEqual([401, { success: false }]);
  });
});
