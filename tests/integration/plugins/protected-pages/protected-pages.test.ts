import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetPlugins, loadPluginRegistry } from '../../../../cli/plugin-registry.ts';
import { loadSiteConfigs } from '../../../../config/load-sites.ts';
import { resolveSiteConfigs } from '../../../../config/resolve-sites.ts';
import { silentLogger } from '../../../../core/logger.ts';
import type { Plugin } from '../../../../core/pipeline/plugin.ts';
import { secretPageKey } from '../../../../core/pipeline/secret-pages.ts';
import type { RuntimeContext } from '../../../../core/serving/context.ts';
import { ACCESS_COOKIE_PREFIX, protectedPageFile } from '../../../../plugins/protected-pages/access.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { demoPlugins } from '../../../helpers/demo-plugins.ts';
import { get, type HttpAnswer } from '../../../runtime/server/http.ts';

const EDITOR = { password: 'protected-pages-test', secret: 'protected-pages-test-secret-0123456789abcdef' };
const GATE = '/en/events/internal-2025';
const CHILD = '/en/events/internal-2025/internal-productronica';
const PASSWORD = 'events-internal';
/** The content of the page, which only its prerendered body carries (the gate shows title and form). */
const CONTENT_MARKER = 'sf-rich-text';
/** The wirepro-expo-2024 site's protected page: its slug is its access token (customer-area §2 `{token}`). */
const TOKEN = 'x7k2m9q4';

let out: string;
let context: RuntimeContext;
const servers: { url: string; close(): Promise<void> }[] = [];
let baseUrl: string;
let strictUrl: string;
/** A runtime whose sites give the plugin their own `accessHours`: events 2, productronica 24. */
let perSiteUrl: string;

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The demo fleet's plugins as `preview` makes them, with each site's `accessHours` set as given. */
async function pluginsWithAccessHours(hours: Record<string, number>): Promise<Plugin[]> {
  const sites = (await loadSiteConfigs(path.join(ROOT, 'sites'))).map((site) =>
    hours[site.key] === undefined
      ? site
      : {
          ...site,
          config: {
            ...site.config,
            plugins: { ...site.config.plugins, 'protected-pages': { accessHours: hours[site.key] } },
          },
        },
  );
  return fleetPlugins(resolveSiteConfigs({ sites, registry: await loadPluginRegistry({ root: ROOT }) }));
}

beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['events', 'productronica', 'wirepro-expo-2024'], locale: ['en'] }));
  const start = async (failures: number, plugins?: Plugin[]) => {
    context = await createRuntimeContext({
      outDir: out,
      logger: silentLogger(),
      endpoints: {},
      editor: EDITOR,
      rateLimits: {
        api: { limit: 1000, windowMs: 60_000 },
        editorAuthentication: { limit: failures, windowMs: 60_000 },
      },
    });
    const server = await listen({
      app: createRuntimeApp({ plugins: plugins ?? (await demoPlugins()), context }).app,
      port: 0,
      host: '127.0.0.1',
    });
    servers.push(server);
    return server.url;
  };
  baseUrl = await start(100);
  strictUrl = await start(3);
  perSiteUrl = await start(100, await pluginsWithAccessHours({ events: 2, productronica: 24 }));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (out) await rm(out, { recursive: true, force: true });
});

function unlock(input: {
  password: string;
  path?: string;
  site?: string;
  base?: string;
}): Promise<HttpAnswer> {
  const base = input.base ?? baseUrl;
  return get({
    baseUrl: base,
    path: '/api/protected-pages/unlock',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      site: input.site ?? 'events',
      path: input.path ?? GATE,
      password: input.password,
    }),
  });
}

const cookieOf = (answer: HttpAnswer) =>
  answer.headers['set-cookie']?.find((line) => line.startsWith(ACCESS_COOKIE_PREFIX));

describe('password-protected pages (public-site §5, §6; customer-area §2, §6)', () => {
  it('shows the gate, not the page, without the cookie; the page HTML is not reachable otherwise', async () => {
    const gate = await get({ baseUrl, path: GATE });
    expect(gate.status).toBe(200);
    expect(gate.body).toContain('data-island="password-gate"');
    expect(gate.body).not.toContain(CONTENT_MARKER);
    expect(gate.headers['cache-control']).toBe('private, no-store');
    const payload = await get({ baseUrl, path: `${GATE}/_payload.json` });
    expect(payload.status).toBe(404);
    for (const probe of [
      '/_build/events/protected-pages/access.json',
      `/_build/events/${protectedPageFile({ locale: 'en', path: 'internal-2025' }).slice('_build/'.length)}`,
      '/en/events/_build/protected-pages/pages/en/internal-2025',
    ]) {
      const answer = await get({ baseUrl, path: probe });
      expect(answer.status, probe).toBe(404);
      expect(answer.body).not.toContain(CONTENT_MARKER);
    }
  });

  it('keeps the password hash out of the gate page', async () => {
    const gate = await get({ baseUrl, path: GATE });
    expect(gate.body).not.toContain('$scrypt$');
    const table = await readFile(
      path.join(out, 'events_north_america', '_build/protected-pages/access.json'),
      'utf8',
    );
    expect(table).toContain('$scrypt$');
  });

  it("answers an empty password with 'Please enter a password'", async () => {
    const answer = await unlock({ password: '' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Please enter a password' });
    expect(cookieOf(answer)).toBeUndefined();
  });

  it('refuses a wrong password with the same answer for an existing and a non-existing page', async () => {
    const existing = await unlock({ password: 'guess' });
    const missing = await unlock({ password: 'guess', path: '/en/events/no-such-page' });
    const otherSite = await unlock({ password: PASSWORD, site: 'no-such-site' });
    for (const answer of [existing, missing, otherSite]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toBe(existing.body);
      expect(cookieOf(answer)).toBeUndefined();
    }
  });

  it('sets an HttpOnly signed cookie scoped to the page subtree, then serves the page and its children', async () => {
    const answer = await unlock({ password: PASSWORD });
    expect(answer.status).toBe(200);
    const line = cookieOf(answer)!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(new RegExp(`; Path=${GATE}(;|$)`));
    // Lax: a visitor following a link to the page from an e-mail or another site still has it open.
    expect(line).toMatch(/; SameSite=Lax/);
    const cookie = line.split(';')[0]!;
    expect(decodeURIComponent(cookie)).toMatch(/=s:/);

    const page = await get({ baseUrl, path: GATE, cookies: cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(CONTENT_MARKER);
    expect(page.body).not.toContain('data-island="password-gate"');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await get({ baseUrl, path: CHILD, cookies: cookie })).body).toContain(CONTENT_MARKER);
    // Never from a route payload, even unlocked: the navigator loads the page through its guard.
    expect((await get({ baseUrl, path: `${CHILD}/_payload.json`, cookies: cookie })).status).toBe(404);
    // A sibling protected page stays closed.
    expect((await get({ baseUrl, path: '/en/events/internal-2024', cookies: cookie })).body).not.toContain(
      CONTENT_MARKER,
    );
  });

  it('answers four unlocks at once from one address, each rightly, with the password checks queued', async () => {
    // Four: as many as one address may have waiting (UNLOCKS_PER_ADDRESS; unlock-burst.test.ts beyond).
    const passwords = [PASSWORD, 'guess-a', PASSWORD, 'guess-b'];
    const answers = await Promise.all(passwords.map((password) => unlock({ password })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 401]);
    expect(answers.map((answer) => cookieOf(answer) !== undefined)).toEqual([true, false, true, false]);
  });

  it('tells search engines not to index a gate or the page behind it', async () => {
    const robots = /<meta name="robots" content="noindex"\/?>/;
    expect((await get({ baseUrl, path: GATE })).body).toMatch(robots);
    const cookie = cookieOf(await unlock({ password: PASSWORD }))!.split(';')[0]!;
    const page = await get({ baseUrl, path: GATE, cookies: cookie });
    expect(page.body).toContain(CONTENT_MARKER);
    expect(page.body).toMatch(robots);
    // A public page is indexed.
    expect((await get({ baseUrl, path: '/en/events/company' })).body).not.toContain('name="robots"');
  });

  it("publishes no protected page's URL: not in the route rules or the sitemaps, and the manifest is not served", async () => {
    const latest = await get({ baseUrl, path: `/_build/wirepro-expo-2024/latest.json?t=${Date.now()}` });
    expect(latest.status).toBe(200);
    const { buildId } = JSON.parse(latest.body) as { buildId: string };
    const rules = await get({ baseUrl, path: `/_build/wirepro-expo-2024/${buildId}.en.json` });
    expect(rules.status).toBe(200);
    const { pages } = JSON.parse(rules.body) as { pages: string[] };
    expect(pages.length).toBeGreaterThan(0);
    expect(rules.body).not.toContain(TOKEN);
    const manifest = await get({ baseUrl, path: `/_build/wirepro-expo-2024/${buildId}.json` });
    expect(manifest.status).toBe(404);
    expect(manifest.body).not.toContain(TOKEN);

    const served = context.sites().find((site) => site.manifest.site.key === 'wirepro-expo-2024')!;
    // The token page is built (its gate) and listed in the build's own manifest, which stays on disk,
    // by the digest of its address only (core/pipeline/secret-pages.ts).
    const key = secretPageKey({ locale: 'en', path: TOKEN });
    expect(served.manifest.pages.some((page) => page.path === key && page.unlisted)).toBe(true);
    expect(JSON.stringify(served.manifest)).not.toContain(TOKEN);
    const sitemaps = (await readdir(served.dir)).filter((name) => /^sitemap.*\.xml$/.test(name));
    expect(sitemaps.length).toBeGreaterThan(1);
    for (const name of sitemaps) {
      expect(await readFile(path.join(served.dir, name), 'utf8'), name).not.toContain(TOKEN);
    }
  });

  it("keeps each site's own accessHours though one route serves every site", async () => {
    const maxAge = (answer: HttpAnswer) => /; Max-Age=(\d+)/.exec(cookieOf(answer) ?? '')?.[1];
    const events = await unlock({ password: PASSWORD, base: perSiteUrl });
    expect(events.status).toBe(200);
    expect(maxAge(events)).toBe(String(2 * 3600));
    const productronica = await unlock({
      password: 'productronica-internal',
      site: 'productronica',
      path: '/en/productronica/internal',
      base: perSiteUrl,
    });
    expect(productronica.status).toBe(200);
    expect(maxAge(productronica)).toBe(String(24 * 3600));
    // The demo's own sites give none: the default, 12 hours.
    expect(maxAge(await unlock({ password: PASSWORD }))).toBe(String(12 * 3600));
  });

  it('ignores a forged or tampered cookie', async () => {
    const line = cookieOf(await unlock({ password: PASSWORD }))!;
    const [name, value] = line.split(';')[0]!.split('=') as [string, string];
    const tampered = `${name}=${value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`;
    expect((await get({ baseUrl, path: GATE, cookies: tampered })).body).not.toContain(CONTENT_MARKER);
    const unsigned = `${name}=${decodeURIComponent(value).slice(2).split('.')[0]}`;
    expect((await get({ baseUrl, path: GATE, cookies: unsigned })).body).not.toContain(CONTENT_MARKER);
  });

  it('answers 429 after too many failed tries (brute force)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await unlock({ password: `guess-${attempt}`, base: strictUrl })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await unlock({ password: PASSWORD, base: strictUrl })).status).toBe(429);
  });

  it('refuses an unlock from another origin', async () => {
    const answer = await get({
      baseUrl,
      path: '/api/protected-pages/unlock',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ site: 'events', path: GATE, password: PASSWORD }),
    });
    expect(answer.status).toBe(403);
    expect(cookieOf(answer)).toBeUndefined();
  });
});
