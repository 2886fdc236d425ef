import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

/** The CMS redirect added to the built site: its target resolves to `//evil.test` in a browser. */
const CMS_REDIRECT = { previousUrl: '/en/old-partner-page', target: '/.//evil.test' };

let runtime: SecurityRuntime;

beforeAll(async () => {
  runtime = await startSecurityRuntime({
    async beforeServe(out) {
      for (const entry of await readdir(out, { withFileTypes: true })) {
        if (!entry.isDirectory() || /^[_.]/.test(entry.name)) continue;
        const file = path.join(out, entry.name, '_build', 'redirects.json');
        const redirects = JSON.parse(await readFile(file, 'utf8')) as unknown[];
        await writeFile(file, JSON.stringify([...redirects, CMS_REDIRECT]));
      }
    },
  });
});

afterAll(async () => {
  await runtime?.close();
});

/** Where a browser on the site goes when it follows the answer's `Location`, or null without one. */
function followedOrigin(answer: HttpAnswer): string | null {
  const location = answer.headers.location;
  return location === undefined ? null : new URL(location, `${runtime.baseUrl}/en/company`).origin;
}

describe('open redirect (docs/security.md rule 2): no Location leaves the site', () => {
  it.each([
    ['an encoded dot before a backslash', '/%2e/\\evil.test/'],
    ['an encoded dot-dot in the style guide', '/style-guide/%2e%2e//evil.test/'],
    ['a CMS redirect whose target is /.//evil.test', CMS_REDIRECT.previousUrl],
    ['the CMS redirect with a trailing slash', `${CMS_REDIRECT.previousUrl}/`],
    ['an upper-case encoded dot-dot', '/%2E%2E/%2E/\\evil.test/'],
    ['a dot segment and two backslashes', '/./\\\\evil.test/'],
  ])('%s: %s', async (_name, requestPath) => {
    const answer = await get({ baseUrl: runtime.baseUrl, path: requestPath });
    const location = answer.headers.location;
    if (location !== undefined) {
      expect(location).not.toMatch(/^[/\\]{2}/);
      expect(location).not.toContain('//evil.test');
    }
    expect(followedOrigin(answer) ?? runtime.baseUrl).toBe(runtime.baseUrl);
  });

  it('still redirects the CMS entry, onto a path of the site', async () => {
    const answer = await get({ baseUrl: runtime.baseUrl, path: CMS_REDIRECT.previousUrl });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/evil.test');
  });

  it('still sends a trailing slash to the path without it', async () => {
    const answer = await get({ baseUrl: runtime.baseUrl, path: '/style-guide/buttons/' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/style-guide/buttons');
  });
});
