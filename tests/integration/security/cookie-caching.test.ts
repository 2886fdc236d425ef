import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../../runtime/kit/cookies.ts';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

// docs/security.md rule 10: answers that read or set the visitor's cookies were `public` without
// `Vary: Cookie`, so a shared cache could hand one visitor's answer (and Set-Cookie) to the next.

let runtime: SecurityRuntime;
beforeAll(async () => {
  runtime = await startSecurityRuntime();
});
afterAll(async () => {
  await runtime?.close();
});

const PRODUCTS = '/api/products/by-slugs?language=en&slugs=alpha-550';

describe('answers that depend on cookies are never stored by shared caches', () => {
  it.each([
    [
      'products in the visitor’s measurement system (cookie)',
      PRODUCTS,
      `${COOKIE_NAMES.measurementSystem}=Imperial`,
    ],
    [
      'products with ?measurementSystem (sets the cookie)',
      `${PRODUCTS}&measurementSystem=Imperial`,
      undefined,
    ],
    ['a file with ?testing=true (sets the cookie)', '/file/product-brochure?testing=true', undefined],
    ['the style guide with ?testing=true (sets the cookie)', '/style-guide?testing=true', undefined],
    ['a page with ?testing=true (sets the cookie)', '/en?testing=true', undefined],
  ])('%s', async (_name, path, cookies) => {
    const answer = await get({ baseUrl: runtime.baseUrl, path, cookies });
    expect(answer.status).toBe(200);
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    expect(cacheControl).not.toMatch(/\bpublic\b/);
    if (!/\bno-store\b/.test(cacheControl)) {
      expect(cacheControl).toMatch(/\bprivate\b|\bno-cache\b/);
      expect(String(answer.headers.vary ?? '').toLowerCase()).toContain('cookie');
    }
    if (answer.headers['set-cookie']) expect(cacheControl).toMatch(/\bprivate\b|\bno-store\b/);
  });
});
