import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import type { RuntimeContext } from '../../../../core/serving/context.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { createErrorHandler } from '../../../../runtime/server/error-handler.ts';
import { PageReader } from '../../../../runtime/server/html.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { createRequestLog } from '../../../../runtime/server/request-log.ts';
import { DEFAULT_TAGS } from '../../../../runtime/server/tags.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { demoPathFamilies, demoPlugins } from '../../../helpers/demo-plugins.ts';
import { startUnbuiltRuntime } from '../../../helpers/unbuilt-runtime.ts';
import { get, type HttpAnswer, setCookie } from '../../../runtime/server/http.ts';

const MAIN = 'www.machinery-group.test';
/** Requests by address reach the slug sites (no configured domain matches an IP). */
const IP = '127.0.0.1';
const CABINET = 'cabinet-building.machinery-group.test';
const OTHER = 'other.example';
const PARTNER = 'https://shop.partner-machinery.test';

let out: string;
let baseUrl: string;
let context: RuntimeContext;
let close: () => Promise<void>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ({ out } = await buildDemo({
    site: ['main', 'productronica', 'wirepro-expo-2024', 'events', 'cabinet-building', 'partner-shop'],
    locale: ['en', 'de-ch', 'de-de', 'fr-ch', 'en-us', 'es-us', 'es'],
  }));
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  context = await createRuntimeContext({
    outDir: out,
    logger: pino({ level: 'info' }, lines),
    endpoints: {},
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
  close = server.close;
}, 120_000);

afterAll(async () => {
  await close?.();
  if (out) await rm(out, { recursive: true, force: true });
});

const fetchPage = (input: Omit<Parameters<typeof get>[0], 'baseUrl'>) => get({ baseUrl, ...input });

interface Row {
  name: string;
  host: string;
  path: string;
  cookies?: string;
  status: number;
  location: string | null;
}

// One row per line reads as the table it is.
// biome-ignore format: table
const ROWS: Row[] = [
  // The main site (no slug) on its own host.
  { name: 'main: home page', host: MAIN, path: '/en', status: 200, location: null },
  { name: 'main: content page', host: MAIN, path: '/de-ch/company', status: 200, location: null },
  { name: 'main: trailing slash', host: MAIN, path: '/en/company/', status: 301, location: '/en/company' },
  { name: 'main: trailing slash keeps the query', host: MAIN, path: '/en/company/?a=1', status: 301, location: '/en/company?a=1' },
  { name: 'main: doubled and trailing slashes', host: MAIN, path: '/en//company/', status: 301, location: '/en/company' },
  { name: 'main: root without locale', host: MAIN, path: '/', status: 302, location: '/en' },
  { name: 'main: missing locale', host: MAIN, path: '/company', status: 302, location: '/en/company' },
  { name: 'main: missing locale keeps the query', host: MAIN, path: '/company?x=1', status: 302, location: '/en/company?x=1' },
  { name: 'main: locale the site lacks', host: MAIN, path: '/ja-jp/company', status: 302, location: '/en/company' },
  { name: 'main: locale in upper case', host: MAIN, path: '/DE-CH/company', status: 302, location: '/de-ch/company' },
  { name: 'main: remembered locale not used on the main site', host: MAIN, path: '/company', cookies: 'sf_loc_main=de-ch', status: 302, location: '/en/company' },
  { name: 'main: CMS redirect', host: MAIN, path: '/en/about-us', status: 301, location: '/en/company' },
  { name: 'main: CMS redirect by path and query', host: MAIN, path: '/en/jobs?source=newsletter', status: 301, location: '/en/careers' },
  { name: 'main: CMS redirect needs its query', host: MAIN, path: '/en/jobs?source=other', status: 404, location: null },
  { name: 'main: CMS redirect target with hash', host: MAIN, path: '/en/management-team', status: 301, location: '/en/company/management#board' },
  { name: 'main: CMS redirect looked up before the locale redirect', host: MAIN, path: '/de/ueber-uns', status: 301, location: '/de/company' },
  { name: 'main: unknown page', host: MAIN, path: '/en/no-such-page', status: 404, location: null },
  { name: 'main: on a subdomain (host suffix)', host: 'shop.www.machinery-group.test', path: '/en', status: 200, location: null },

  // A slug site (events: adds es, drops de).
  { name: 'slug: home page', host: IP, path: '/en/events', status: 200, location: null },
  { name: 'slug: content page', host: IP, path: '/es/events/company', status: 200, location: null },
  { name: 'slug: trailing slash', host: IP, path: '/en/events/company/', status: 301, location: '/en/events/company' },
  { name: 'slug: missing locale', host: IP, path: '/events/company', status: 302, location: '/en/events/company' },
  { name: 'slug: missing locale, remembered locale', host: IP, path: '/events/company', cookies: 'sf_loc_events=es-us', status: 302, location: '/es-us/events/company' },
  { name: 'slug: remembered locale the site lacks', host: IP, path: '/events/company', cookies: 'sf_loc_events=ja-jp', status: 302, location: '/en/events/company' },
  { name: 'slug: wrong locale (de dropped)', host: IP, path: '/de-ch/events/company', status: 302, location: '/en/events/company' },
  { name: 'slug: wrong locale, remembered locale', host: IP, path: '/de-ch/events/company', cookies: 'sf_loc_events=es', status: 302, location: '/es/events/company' },
  { name: 'slug: CMS redirect', host: IP, path: '/en/events/old-page', status: 301, location: '/en/events/company' },
  { name: 'slug: CMS redirect by path and query', host: IP, path: '/en/events/jobs?utm_source=fair', status: 301, location: '/en/events/careers' },
  { name: 'slug: unknown page', host: IP, path: '/en/events/no-such-page', status: 404, location: null },

  // Main-site-only sites: served on the main site's hosts only.
  { name: 'main-site only: on the main site', host: IP, path: '/en/productronica', status: 200, location: null },
  { name: 'main-site only: remembered locale', host: IP, path: '/productronica/company', cookies: 'sf_loc_productronica=de-ch', status: 302, location: '/de-ch/productronica/company' },
  { name: 'main-site only: another host', host: OTHER, path: '/en/productronica', status: 404, location: null },
  // On a host no domain matches, the slug site is not matched at all: the main site answers.
  { name: 'main-site only: another host, the main site answers', host: OTHER, path: '/productronica', status: 302, location: '/en/productronica' },
  { name: 'main-site only: the main site still answers another host', host: OTHER, path: '/en/company', status: 200, location: null },

  // An international-only site (international locales only; main-site only).
  { name: 'international only: page', host: IP, path: '/en/wirepro-expo-2024/company', status: 200, location: null },
  { name: 'international only: remembered country locale falls back to en', host: IP, path: '/wirepro-expo-2024/company', cookies: 'sf_loc_wirepro-expo-2024=de-ch', status: 302, location: '/en/wirepro-expo-2024/company' },
  { name: 'international only: country locale in the path', host: IP, path: '/en-us/wirepro-expo-2024', status: 302, location: '/en/wirepro-expo-2024' },

  // A host-matched site (cabinet-building: own hosts, drops en).
  { name: 'host: home page', host: CABINET, path: '/de-ch', status: 200, location: null },
  { name: 'host: content page', host: CABINET, path: '/fr-ch/company', status: 200, location: null },
  { name: 'host: trailing slash', host: CABINET, path: '/de-ch/company/', status: 301, location: '/de-ch/company' },
  { name: 'host: root, no en: first locale', host: CABINET, path: '/', status: 302, location: '/de-ch' },
  { name: 'host: missing locale', host: CABINET, path: '/company', status: 302, location: '/de-ch/company' },
  { name: 'host: missing locale, remembered locale', host: CABINET, path: '/company', cookies: 'sf_loc_cabinet-building=fr-ch', status: 302, location: '/fr-ch/company' },
  { name: 'host: wrong locale (en dropped)', host: CABINET, path: '/en/company', status: 302, location: '/de-ch/company' },
  { name: 'host: CMS redirect', host: CABINET, path: '/de/schaltschrankbau', status: 301, location: '/de/solutions' },
  { name: 'host: CMS redirect by path and query', host: CABINET, path: '/de/kontakt-formular?ref=flyer', status: 301, location: '/de/contact' },
  { name: 'host: unknown page', host: CABINET, path: '/de-ch/no-such-page', status: 404, location: null },
  { name: 'host: development host with port', host: 'cabinet-building.localhost:8080', path: '/company', status: 302, location: '/de-ch/company' },

  // The redirect site: the only redirect off the configured hosts.
  { name: 'redirect site: home', host: IP, path: '/en/partner-shop', status: 302, location: `${PARTNER}/en` },
  { name: 'redirect site: page and query', host: IP, path: '/en/partner-shop/products?x=1', status: 302, location: `${PARTNER}/en/products?x=1` },
  { name: 'redirect site: no locale', host: IP, path: '/partner-shop', status: 302, location: `${PARTNER}/` },

  // Direct page look-up, in any site.
  { name: 'direct: slug site page', host: IP, path: '/page-events-company?direct', status: 302, location: '/en/events/company' },
  { name: 'direct: in the requested locale', host: IP, path: '/es-us/page-events-company?direct', status: 302, location: '/es-us/events/company' },
  { name: 'direct: page of a host-matched site', host: MAIN, path: '/page-cabinet-building-company?direct', status: 302, location: 'http://cabinet-building.machinery-group.test/de-ch/company' },
  { name: 'direct: prefers the host family and keeps the port', host: 'localhost:4321', path: '/page-cabinet-building-company?direct', status: 302, location: 'http://cabinet-building.localhost:4321/de-ch/company' },
  { name: 'direct: main site page from another site', host: CABINET, path: '/page-main-company?direct', status: 302, location: 'http://www.machinery-group.test/en/company' },
  { name: 'direct: same site stays relative', host: CABINET, path: '/page-cabinet-building-company?direct=1', status: 302, location: '/de-ch/company' },
  { name: 'direct: unknown id is a path', host: MAIN, path: '/no-such-id?direct', status: 302, location: '/en/no-such-id?direct' },
  { name: 'direct: a protected page is not found by its id', host: MAIN, path: '/page-wirepro-expo-2024-exhibitor-area?direct', status: 302, location: '/en/page-wirepro-expo-2024-exhibitor-area?direct' },

  // Open redirects: every Location stays on this origin or a configured host.
  { name: 'guard: protocol-relative path', host: MAIN, path: '//evil.test/', status: 301, location: '/evil.test' },
  { name: 'guard: backslash path', host: MAIN, path: '/\\evil.test/', status: 404, location: null },
  { name: 'guard: encoded slashes stay a path', host: MAIN, path: '/%2F%2Fevil.test/', status: 301, location: '/%2F%2Fevil.test' },
  { name: 'guard: encoded backslash stays a path', host: MAIN, path: '/%5Cevil.test/', status: 301, location: '/%5Cevil.test' },
  { name: 'guard: backslash path without trailing slash', host: MAIN, path: '/\\evil.test', status: 302, location: '/en//evil.test' },
  { name: 'guard: absolute URL as path', host: MAIN, path: '/https://evil.test/', status: 301, location: '/https:/evil.test' },
  { name: 'guard: encoded dot before a backslash', host: MAIN, path: '/%2e/\\evil.test/', status: 301, location: '/evil.test' },
  { name: 'guard: encoded dot-dot before a doubled slash', host: MAIN, path: '/%2e%2e//evil.test/', status: 301, location: '/evil.test' },
];

describe('routing, redirects and not-found (public-site §2, customer-area §2)', () => {
  it.each(ROWS)('$name: $host $path → $status $location', async (row) => {
    const answer = await fetchPage(row);
    expect(answer.status).toBe(row.status);
    expect(answer.headers.location ?? null).toBe(row.location);
  });

  it("shows 'Page Not Found: {path}' with the path HTML-escaped, in the locale's 404 page", async () => {
    const answer = await fetchPage({ host: MAIN, path: '/en/%3Cb%3Eno-such-page' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Page Not Found: /en/&lt;b&gt;no-such-page');
    expect(answer.body).not.toContain('<b>no-such-page');
    // `$` patterns in the path are text, not replacement patterns that paste the page into itself.
    const dollars = await fetchPage({ host: MAIN, path: `/en/${'%24%60%24%27'.repeat(200)}` });
    expect(dollars.status).toBe(404);
    expect(dollars.body).toContain(`Page Not Found: /en/${'$`$&#39;'.repeat(200)}`);
    expect(dollars.body.length).toBeLessThan(answer.body.length + 4_000);
    const german = await fetchPage({ host: MAIN, path: '/de-ch/no-such-page' });
    expect(german.status).toBe(404);
    expect(german.body).toContain('lang="de-CH"');
    expect(german.body).toContain(': /de-ch/no-such-page');
  });

  it('remembers the locale of a non-main site in a far-future, SameSite=Lax cookie', async () => {
    const answer = await fetchPage({ host: IP, path: '/es-us/events/company' });
    expect(setCookie(answer, 'sf_loc_events')).toMatch(
      /^sf_loc_events=es-us; Path=\/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
    const again = await fetchPage({
      host: IP,
      path: '/es-us/events/company',
      cookies: 'sf_loc_events=es-us',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await fetchPage({ host: MAIN, path: '/de-ch' })).headers['set-cookie']).toBeUndefined();
  });
});

describe('request modes (public-site §2 testing mode, §4)', () => {
  it.each([
    ['testing=true', '/en?testing=true', undefined, 'sf_testing=1; Path=/; HttpOnly; SameSite=Lax'],
    [
      'testing=false clears it',
      '/en?testing=false',
      'sf_testing=1',
      'sf_testing=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ],
    ['nextRelease', '/en?nextRelease', undefined, 'sf_next=1; Path=/; HttpOnly; SameSite=Lax'],
    [
      'nextRelease with a value',
      '/en?nextRelease=2026',
      undefined,
      'sf_next=1; Path=/; HttpOnly; SameSite=Lax',
    ],
    [
      'nextRelease=false clears it',
      '/en?nextRelease=false',
      'sf_next=1',
      'sf_next=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    ],
    [
      'measurement system',
      '/en?measurementSystem=Imperial',
      undefined,
      'sf_ms=Imperial; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax',
    ],
    [
      'fallback language',
      '/en?fallbackLanguage=de',
      undefined,
      'sf_fl=de; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; HttpOnly; SameSite=Lax',
    ],
  ])('%s sets or clears its cookie', async (_name, pagePath, cookies, expected) => {
    const answer = await fetchPage({ host: MAIN, path: pagePath, cookies });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([expected]);
  });

  it.each([
    ['an unknown measurement system', '/en?measurementSystem=Furlongs'],
    ['an unknown fallback language', '/en?fallbackLanguage=xx'],
    ['testing with another value', '/en?testing=yes'],
  ])('ignores %s', async (_name, pagePath) => {
    expect((await fetchPage({ host: MAIN, path: pagePath })).headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const { app } = createRuntimeApp({ plugins: await demoPlugins(), context, trustProxy: 'loopback' });
    const server = await listen({ app, port: 0, host: '127.0.0.1' });
    try {
      const answer = await get({
        baseUrl: server.url,
        host: MAIN,
        path: '/en?testing=true',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.headers['set-cookie']?.[0]).toContain('; Secure');
    } finally {
      await server.close();
    }
  });
});

const tagSources = (answer: HttpAnswer) =>
  [...answer.body.matchAll(/<script src="([^"]+)" data-sf-tag="([^"]+)" defer><\/script>/g)].map(
    ([, src, tag]) => `${tag} ${src}`,
  );

describe('tag scripts (public-site §4 tags)', () => {
  it.each([
    ['the main domain family', MAIN, '/_tags/consent-group.js'],
    ['a development host', 'localhost:4321', '/_tags/consent-development.js'],
    ['any other host', OTHER, '/_tags/consent-other.js'],
  ])('puts consent, performance and tag manager into pages on %s', async (_name, host, consent) => {
    const answer = await fetchPage({ host, path: '/en/company' });
    expect(tagSources(answer)).toEqual([
      `consent ${consent}`,
      'performance /_tags/performance.js',
      'tag-manager /_tags/tag-manager.js',
    ]);
    expect(answer.body.indexOf('data-sf-tag')).toBeLessThan(answer.body.indexOf('</head>'));
  });

  it('leaves them out in testing mode, on this and later pages, until testing=false', async () => {
    expect(tagSources(await fetchPage({ host: MAIN, path: '/en?testing=true' }))).toEqual([]);
    expect(tagSources(await fetchPage({ host: MAIN, path: '/en/company', cookies: 'sf_testing=1' }))).toEqual(
      [],
    );
    expect(
      tagSources(await fetchPage({ host: MAIN, path: '/en/company?testing=false', cookies: 'sf_testing=1' })),
    ).toHaveLength(3);
  });

  it('leaves them out in technical areas (the sign-in callback page, the style guide)', async () => {
    expect(tagSources(await fetchPage({ host: MAIN, path: '/en/no-such-page' }))).toHaveLength(3);
    const callback = await fetchPage({ host: MAIN, path: '/en/callback' });
    expect(callback.status).toBe(200);
    expect(tagSources(callback)).toEqual([]);
    expect((await fetchPage({ host: MAIN, path: '/style-guide/buttons' })).body).not.toContain('data-sf-tag');
  });

  it('serves the stand-in scripts the CSP allows', async () => {
    const answer = await fetchPage({ path: '/_tags/tag-manager.js' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body).toContain("event: 'gtm.js'");
  });
});

describe('production manners', () => {
  it('sends a CSP whose script-src allows no inline script', async () => {
    const csp = String((await fetchPage({ host: MAIN, path: '/en' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
  });

  it('adds absolute tag hosts to script-src', async () => {
    const tags = { ...DEFAULT_TAGS, tagManager: 'https://tags.example/gtm.js' };
    const server = await listen({
      app: createRuntimeApp({ plugins: await demoPlugins(), context, tags }).app,
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const answer = await get({ baseUrl: server.url, host: MAIN, path: '/en' });
      expect(answer.headers['content-security-policy']).toContain("script-src 'self' https://tags.example;");
      expect(tagSources(answer)).toContain('tag-manager https://tags.example/gtm.js');
    } finally {
      await server.close();
    }
  });

  it('lets only the portal pages and the login callback contact and frame the identity provider', async () => {
    const issuer = 'http://127.0.0.1:4999/oauth2/alpha';
    const portalContext = { ...context, identityIssuer: issuer };
    const server = await listen({
      app: createRuntimeApp({ plugins: await demoPlugins(), context: portalContext }).app,
      port: 0,
      host: '127.0.0.1',
    });
    const directive = (csp: string, name: string) =>
      csp.split(';').find((entry) => entry.startsWith(`${name} `)) ?? '';
    try {
      for (const path of ['/en/mykomax', '/en/MyKomax/tickets/list', '/en/callback']) {
        const csp = String(
          (await get({ baseUrl: server.url, host: MAIN, path })).headers['content-security-policy'],
        );
        expect(directive(csp, 'connect-src'), path).toContain('http://127.0.0.1:4999');
        expect(directive(csp, 'frame-src'), path).toContain('http://127.0.0.1:4999');
      }
      for (const path of ['/en', '/en/company', '/en/mykomax-news']) {
        const csp = String(
          (await get({ baseUrl: server.url, host: MAIN, path })).headers['content-security-policy'],
        );
        expect(csp, path).not.toContain('127.0.0.1:4999');
        expect(directive(csp, 'frame-src'), path).toBe("frame-src 'self'");
      }
    } finally {
      await server.close();
    }
  });

  it('serves the site icon the pages link to, and sends /favicon.ico there', async () => {
    const page = await fetchPage({ host: MAIN, path: '/en' });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>');
    const icon = await fetchPage({ host: MAIN, path: '/favicon.svg' });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const legacy = await fetchPage({ host: MAIN, path: '/favicon.ico' });
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/favicon.svg');
  });

  it('gives HTML an ETag, a short public cache lifetime and 304 when unchanged', async () => {
    const answer = await fetchPage({ host: MAIN, path: '/en/company' });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers.etag).toMatch(/^W\/"/);
    const again = await fetchPage({
      host: MAIN,
      path: '/en/company',
      headers: { 'if-none-match': answer.headers.etag! },
    });
    expect(again.status).toBe(304);
  });

  it('sends a page whole: the same bytes to HEAD (no body), gzip and GET, and another ETag without the tag scripts', async () => {
    const page = await fetchPage({ host: MAIN, path: '/en/company' });
    expect(page.body).toMatch(/<script src="[^"]+" data-sf-tag="consent" defer><\/script>.*<\/head>/s);
    expect(Number(page.headers['content-length'])).toBe(page.bytes.length);
    const head = await fetchPage({ host: MAIN, path: '/en/company', method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.headers.etag).toBe(page.headers.etag);
    const zipped = await fetchPage({
      host: MAIN,
      path: '/en/company',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(page.body);
    // Testing mode leaves the tag scripts out: its page must not revalidate against the tagged one's ETag.
    const testing = await fetchPage({
      host: MAIN,
      path: '/en/company',
      cookies: 'sf_testing=1',
      headers: { 'if-none-match': page.headers.etag! },
    });
    expect(testing.status).toBe(200);
    expect(testing.body).not.toContain('data-sf-tag');
    expect(testing.headers.etag).toMatch(/^W\/"/);
    expect(testing.headers.etag).not.toBe(page.headers.etag);
  });

  it('sends a long page whole to a browser that accepts gzip, tag scripts included', async () => {
    const main = context.sites().find((served) => served.site.key === 'main')!;
    // A page no other test reads, made longer than a socket's buffer even when compressed.
    const [key, file] = [...main.pageFiles].find(([key]) => key.startsWith('en/stories/'))!;
    const html = await readFile(path.join(main.dir, file), 'utf8');
    const filler = `<p>${randomBytes(200_000).toString('base64')}</p>`;
    await writeFile(path.join(main.dir, file), html.replace('</main>', `${filler}</main>`));
    const zipped = await fetchPage({
      host: MAIN,
      path: `/${key}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.status).toBe(200);
    const body = gunzipSync(zipped.bytes).toString('utf8');
    expect(body).toContain(filler);
    expect(body).toMatch(/data-sf-tag="consent".*<\/head>.*<\/html>\s*$/s);
  });

  it('compresses HTML for clients that accept gzip', async () => {
    const answer = await fetchPage({
      host: MAIN,
      path: '/en/company',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('serves the hashed client bundle as immutable and its manifest uncached', async () => {
    const [script] = context.assets().scripts;
    expect(script).toMatch(/^\/_assets\/client-.+\.js$/);
    const hashed = await fetchPage({ path: script! });
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.etag).toBeTruthy();
    const manifest = await fetchPage({ path: '/_assets/client-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toEqual(context.assets());
    const [stylesheet] = context.assets().styles;
    expect((await fetchPage({ path: stylesheet! })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetchPage({ path: '/_assets/missing-0a1B2c3D.js' })).status).toBe(404);
  });

  it('serves the latest-build file and route rules uncached, not the build manifest', async () => {
    const latest = await fetchPage({ path: `/_build/events/latest.json?t=${Date.now()}` });
    expect(latest.status).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
    const { buildId } = JSON.parse(latest.body) as { buildId: string };
    const rules = await fetchPage({ path: `/_build/events/${buildId}.en.json` });
    expect(rules.status).toBe(200);
    expect(rules.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(rules.body)).toMatchObject({
      locale: 'en',
      pages: expect.arrayContaining(['/en/events']),
    });
    // The manifest names every page built, unlisted ones too: browsers never read it.
    expect((await fetchPage({ path: `/_build/events/${buildId}.json` })).status).toBe(404);
    expect((await fetchPage({ path: `/_build/events/${buildId}.xx.json` })).status).toBe(404);
    expect((await fetchPage({ path: '/_build/no-site/latest.json' })).status).toBe(404);
    expect(
      (await fetchPage({ path: '/_build/events/..%2F..%2Fmachinery_group%2F_build%2Flatest.json' })).status,
    ).toBe(404);
  });

  it('answers 405 to methods other than GET and HEAD on pages', async () => {
    const answer = await fetchPage({ host: MAIN, path: '/en/company', method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('answers 503 on /health and pages while nothing has been built', async () => {
    const server = await startUnbuiltRuntime();
    try {
      expect((await get({ baseUrl: server.baseUrl, path: '/health' })).status).toBe(503);
      expect((await get({ baseUrl: server.baseUrl, path: '/en' })).status).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('answers /health with the served sites', async () => {
    const answer = await fetchPage({ path: '/health' });
    expect(answer.status).toBe(200);
    const health = JSON.parse(answer.body) as { status: string; sites: { key: string }[] };
    expect(health.status).toBe('ok');
    expect(health.sites.map((site) => site.key)).toEqual(
      expect.arrayContaining(['main', 'events', 'partner-shop']),
    );
  });

  it('gives every answer a request id, kept from a plain incoming one, found in the log line', async () => {
    const generated = await fetchPage({ host: MAIN, path: '/en' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetchPage({ host: MAIN, path: '/en/company', headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await fetchPage({
      host: MAIN,
      path: '/en',
      headers: { 'x-request-id': 'bad id\u00e9' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = logLines.find((entry) => entry.requestId === 'edge-42');
    expect(line?.msg).toMatch(/^GET \/en\/company 200 \d+ ms$/);
  });
});

describe('error page (public-site §2 error page)', () => {
  it("answers an unhandled error with status 500 and the site's error page for the locale", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
          done();
        },
      }),
    );
    const app = express();
    app.use(createRequestLog(logger));
    app.get('/{*path}', () => {
      throw new Error('renderer exploded');
    });
    app.use(
      createErrorHandler({
        context,
        tags: DEFAULT_TAGS,
        pages: new PageReader(),
        families: await demoPathFamilies(),
      }),
    );
    const server = await listen({ app, port: 0, host: '127.0.0.1' });
    try {
      const answer = await get({ baseUrl: server.url, host: MAIN, path: '/de-ch/company' });
      expect(answer.status).toBe(500);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('lang="de');
      expect(answer.body).toContain('<main');
      const logged = lines.find((line) => line.msg === 'request failed');
      expect(logged).toMatchObject({
        requestId: answer.headers['x-request-id'],
        err: { message: 'renderer exploded' },
      });
    } finally {
      await server.close();
    }
  });

  it('answers with a self-contained error page when no site has one (nothing built)', async () => {
    const app = express();
    app.use(createRequestLog(silentLogger()));
    app.get('/{*path}', () => {
      throw new Error('renderer exploded');
    });
    const empty = { ...context, sites: () => [] };
    app.use(
      createErrorHandler({
        context: empty,
        tags: DEFAULT_TAGS,
        pages: new PageReader(),
        families: await demoPathFamilies(),
      }),
    );
    const server = await listen({ app, port: 0, host: '127.0.0.1' });
    try {
      const answer = await get({ baseUrl: server.url, host: MAIN, path: '/en/company' });
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<h1>Sorry, something went wrong</h1>');
      expect(answer.body).not.toContain('<script');
      expect(answer.headers['retry-after']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
