import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { createPathFamilies } from '../../../core/routing/path-families.ts';
import { createSecurityHeaders, pageSources } from '../../../runtime/server/security.ts';

/** A response that keeps the headers written to it, as Node's does (names lower-cased). */
function headersAfter(middleware: RequestHandler, url: string): Record<string, unknown> {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let nexts = 0;
  middleware({ url } as Request, response as unknown as Response, () => {
    nexts += 1;
  });
  expect(nexts).toBe(1);
  return Object.fromEntries(headers);
}

const input = {
  tagOrigins: ['https://tags.example'],
  imageOrigins: ['https://assets.example'],
  families: createPathFamilies([]),
};

describe('createSecurityHeaders (docs/security.md rule 4)', () => {
  it.each(['/en', '/en/products?page=2', '/api/search-proxy/search'])(
    'answers %s with exactly the headers helmet writes for its sources, X-Powered-By removed',
    (url) => {
      const sources = pageSources({ url, ...input, identityOrigin: null });
      const expected = headersAfter(
        helmet({ contentSecurityPolicy: { directives: { ...sources, 'upgrade-insecure-requests': null } } }),
        url,
      );
      const middleware = createSecurityHeaders(input);
      // Twice: the first request of a set of sources records the headers, the next replays them.
      expect(headersAfter(middleware, url)).toEqual(expected);
      expect(headersAfter(middleware, url)).toEqual(expected);
      expect(expected['x-powered-by']).toBeUndefined();
      expect(String(expected['content-security-policy'])).toContain("script-src 'self' https://tags.example");
      expect(Object.keys(expected).length).toBeGreaterThan(8);
    },
  );

  it('gives each set of sources its own headers: no tag host where the pages hold secrets', () => {
    const middleware = createSecurityHeaders({
      ...input,
      families: createPathFamilies([{ match: { segment: 'portal' }, holdsSecrets: true }]),
    });
    const portal = String(headersAfter(middleware, '/en/portal/tickets')['content-security-policy']);
    const page = String(headersAfter(middleware, '/en/company')['content-security-policy']);
    expect(page).toContain('https://tags.example');
    expect(portal).not.toContain('https://tags.example');
    // Replayed, not recorded again: each answer still gets its own set.
    expect(String(headersAfter(middleware, '/en/portal')['content-security-policy'])).toBe(portal);
  });
});
