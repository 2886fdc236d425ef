import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import type { Plugin } from '../../../../core/pipeline/plugin.ts';
import { createUnlockRouter } from '../../../../plugins/protected-pages/server/unlock-route.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { get, type HttpAnswer } from '../../../runtime/server/http.ts';

// docs/security.md rule 11: every password check is an scrypt of 32 MiB and about 0.1 s, queued two at a
// time; the queue had no end, so a burst of unlock attempts from many addresses made every visitor wait
// seconds. Now a burst is refused at once, with Retry-After, beyond a bounded number of checks.

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const outDir = path.join(await mkdtemp(path.join(tmpdir(), 'sitefleet-unlock-')), 'no-dist');
  const context = await createRuntimeContext({
    outDir,
    logger: silentLogger(),
    endpoints: {},
    editor: { password: 'unlock-test-password', secret: 'unlock-test-secret-0123456789abcdef0123456789' },
    rateLimits: {
      api: { limit: 100_000, windowMs: 60_000 },
      editorAuthentication: { limit: 10, windowMs: 60_000 },
    },
  });
  const plugin: Plugin = {
    name: 'sitefleet:protected-pages',
    routes: [
      {
        path: '/api/protected-pages',
        create: (runtime) => createUnlockRouter({ context: runtime, accessHours: () => 1 }),
      },
    ],
  };
  // The test's requests come through a proxy on loopback that names each visitor's address.
  const { app } = createRuntimeApp({ context, plugins: [plugin], trustProxy: 'loopback' });
  server = await listen({ app, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
});

function unlock(address: string): Promise<HttpAnswer> {
  return get({
    baseUrl: server.url,
    path: '/api/protected-pages/unlock',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': address },
    body: JSON.stringify({ site: 'events', path: '/en/events/internal-2025', password: 'guess' }),
  });
}

describe('POST /api/protected-pages/unlock under a burst (docs/security.md rule 11)', () => {
  it('refuses checks beyond the bounded queue with 503 and Retry-After, from many addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => unlock(`198.51.100.${index + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 401 || status === 503),
      statuses.join(),
    ).toBe(true);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringMatching(/busy/) });
    }
  });

  it('lets one address wait for few checks at a time: more answer 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => unlock('203.0.113.7')));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 401 || status === 429),
      statuses.join(),
    ).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // Refused for the crowd, not for a wrong guess: the address still has its guesses.
    expect((await unlock('203.0.113.7')).status).toBe(401);
  });
});
