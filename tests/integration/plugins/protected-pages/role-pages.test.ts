import { rm } from 'node:fs/promises';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../../../cli/services.ts';
import { projectConfigSchema } from '../../../../config/project-schema.ts';
import { silentLogger } from '../../../../core/logger.ts';
import { PORTAL_CLIENT_ID } from '../../../../core/portal/protocol.ts';
import { ROLE_COOKIE_PREFIX } from '../../../../plugins/protected-pages/role-access.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { demoPlugins } from '../../../helpers/demo-plugins.ts';
import { DEMO_PASSWORD } from '../../../helpers/portal-runtime.ts';
import { get, type HttpAnswer } from '../../../runtime/server/http.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

/** The brand portal's role page (sandbox/dataset/page-plans.ts: kmx_int_serviceticketing_active only). */
const PAGE = '/en/brand-portal/partner-downloads';
const PASSWORD_PAGE = '/en/brand-portal/brand-portal-downloads';
const CONTENT_MARKER = 'sf-rich-text';
const EDITOR = { password: 'role-pages-test', secret: 'role-pages-test-secret-0123456789abcdef' };

let out: string;
let services: Awaited<ReturnType<typeof startServices>>;
let server: { url: string; close(): Promise<void> };
let baseUrl: string;

beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['brand-portal'], locale: ['en'] }));
  const logger = silentLogger();
  services = await startServices({ config: projectConfigSchema.parse({}), logger, identity: true });
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    identityIssuer: services.identityIssuer ?? '',
    editor: EDITOR,
  });
  server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await services?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

/** Signs in at the sandbox identity provider as the portal does; the token answer's id and access tokens. */
async function tokensOf(username: string): Promise<{ idToken: string; accessToken: string }> {
  const issuer = services.identityIssuer!;
  const { code, pkce } = await signIn({ issuer, username, password: DEMO_PASSWORD });
  const tokens = (await (await exchangeCode({ issuer, code, verifier: pkce.verifier })).json()) as {
    id_token: string;
    access_token: string;
  };
  return { idToken: tokens.id_token, accessToken: tokens.access_token };
}

/** What the role gate sends: `POST /api/protected-pages/role-access` with the stored tokens. */
function askAccess(input: { idToken?: string; accessToken?: string; path?: string }): Promise<HttpAnswer> {
  return get({
    baseUrl,
    path: '/api/protected-pages/role-access',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(input.idToken ? { ciam_id_token: input.idToken } : {}),
      ...(input.accessToken ? { authorization: `Bearer ${input.accessToken}` } : {}),
    },
    body: JSON.stringify({ site: 'brand-portal', path: input.path ?? PAGE }),
  });
}

const roleCookieOf = (answer: HttpAnswer) =>
  answer.headers['set-cookie']?.find((line) => line.startsWith(ROLE_COOKIE_PREFIX));

describe("the brand portal's password pages (customer-area §2)", () => {
  it('has three protected download pages: the brand, group-brand and sister-brand portals', async () => {
    for (const portal of ['brand-portal', 'group-brand-portal', 'sister-brand-portal']) {
      const gate = await get({ baseUrl, path: `/en/brand-portal/${portal}-downloads` });
      expect(gate.status).toBe(200);
      expect(gate.body).toContain('data-island="password-gate"');
      expect(gate.body).not.toContain(CONTENT_MARKER);
    }
  });
});

describe('role-protected pages (public-site §6; customer-area §6 "ciam role", §7 userinfo roles)', () => {
  it('shows the gate with a sign-in hand-over, not the page, to a visitor without a grant', async () => {
    const gate = await get({ baseUrl, path: PAGE });
    expect(gate.status).toBe(200);
    expect(gate.headers['cache-control']).toBe('private, no-store');
    expect(gate.body).toContain('data-island="role-gate"');
    expect(gate.body).toContain('/en/mykomax');
    expect(gate.body).not.toContain(CONTENT_MARKER);
  });

  it('lets a signed-in user whose role claim allows the page in: signed cookie, then the page', async () => {
    const answer = await askAccess(await tokensOf('customer.full'));
    expect(answer.status).toBe(200);
    const line = roleCookieOf(answer)!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(new RegExp(`; Path=${PAGE}(;|$)`));
    // Never longer than the identity token (5 minutes in the sandbox).
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(300);
    const cookie = line.split(';')[0]!;
    const page = await get({ baseUrl, path: PAGE, cookies: cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(CONTENT_MARKER);
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The role grant opens no password page.
    const passwordPage = await get({ baseUrl, path: PASSWORD_PAGE, cookies: cookie });
    expect(passwordPage.body).not.toContain(CONTENT_MARKER);
  });

  it('reads a single role string as a one-role list (ticketing.user)', async () => {
    const answer = await askAccess(await tokensOf('ticketing.user'));
    expect(answer.status).toBe(200);
    expect(roleCookieOf(answer)).toBeDefined();
  });

  it('answers 403 without a cookie when the account lacks the role, whether or not the page exists', async () => {
    const tokens = await tokensOf('assetdb.user');
    const missingRole = await askAccess(tokens);
    const noRoles = await askAccess(await tokensOf('no.roles'));
    const noPage = await askAccess({ ...tokens, path: '/en/brand-portal/no-such-page' });
    for (const answer of [missingRole, noRoles, noPage]) {
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Your account does not have access to this page.' });
      expect(roleCookieOf(answer)).toBeUndefined();
    }
  });

  it('answers 401 alike to missing, forged, expired or mismatched tokens', async () => {
    const real = await tokensOf('customer.full');
    const { privateKey } = await generateKeyPair('RS256');
    const forge = (expiresAt: number) =>
      new SignJWT({ subname: 'customer.full' })
        .setProtectedHeader({ alg: 'RS256' })
        .setSubject('acc-customer-full')
        .setIssuer(services.identityIssuer!)
        .setAudience(PORTAL_CLIENT_ID)
        .setIssuedAt(expiresAt - 300)
        .setExpirationTime(expiresAt)
        .sign(privateKey);
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = real.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'acc-admin-intern' })).toString('base64url'),
      signature,
    ].join('.');
    const other = await tokensOf('no.roles');
    const answers = [
      await askAccess({}),
      await askAccess({ idToken: real.idToken }),
      await askAccess({ idToken: await forge(now + 300), accessToken: real.accessToken }),
      await askAccess({ idToken: await forge(now - 60), accessToken: real.accessToken }),
      await askAccess({ idToken: tampered, accessToken: real.accessToken }),
      // Someone else's id token with this user's access token: the profile names another user.
      await askAccess({ idToken: other.idToken, accessToken: real.accessToken }),
      await askAccess({ idToken: real.idToken, accessToken: 'not-an-access-token' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Sign in to see this page.' });
      expect(roleCookieOf(answer)).toBeUndefined();
    }
  });

  it('refuses a request from another site (origin check)', async () => {
    const tokens = await tokensOf('customer.full');
    const answer = await get({
      baseUrl,
      path: '/api/protected-pages/role-access',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        ciam_id_token: tokens.idToken,
        authorization: `Bearer ${tokens.accessToken}`,
      },
      body: JSON.stringify({ site: 'brand-portal', path: PAGE }),
    });
    expect(answer.status).toBe(403);
    expect(roleCookieOf(answer)).toBeUndefined();
  });
});
