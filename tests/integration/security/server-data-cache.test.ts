import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SLUGS } from '../../../sandbox/dataset/files.ts';
import { countFetchCalls } from '../../helpers/fetch-calls.ts';
import { editorSignIn, type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

// docs/security.md rules 1 and 6: the server-data cache (100 entries) stored misses, so random `/file/<slug>` or
// `slugs=` values evicted the real entries, and anyone could empty it with `?cache=clear` or make every
// request reach the services with `?cache=false`.

let runtime: SecurityRuntime;
let editorCookies: string;
beforeAll(async () => {
  runtime = await startSecurityRuntime();
  const signIn = await editorSignIn({ baseUrl: runtime.baseUrl });
  expect(signIn.answer.status).toBe(200);
  editorCookies = signIn.cookies;
});
afterAll(async () => {
  await runtime?.close();
});

/** Counts the runtime's GraphQL calls to a service while `run` runs (the runtime is in-process). */
async function serviceCalls(service: 'content' | 'products', run: () => Promise<void>): Promise<number> {
  const endpoint = runtime.services.endpoints[service]!.url;
  return (await countFetchCalls({ matches: (url) => url === endpoint, run })).calls;
}

const visit = async (path: string, cookies?: string) => {
  const answer = await get({ baseUrl: runtime.baseUrl, path, cookies });
  return answer.status;
};
const random = (index: number) => `random-${index}-${Math.random().toString(36).slice(2, 10)}`;

describe('misses are not cached (docs/security.md rule 6)', () => {
  it('keeps serving a real product from the cache after 250 random slugs= requests', async () => {
    const real = '/api/products/by-slugs?language=en&slugs=alpha-550';
    expect(await visit(real)).toBe(200);
    const misses = await serviceCalls('products', async () => {
      for (let index = 0; index < 250; index += 1) {
        expect(await visit(`/api/products/by-slugs?language=en&slugs=${random(index)}`)).toBe(200);
      }
    });
    expect(misses).toBeGreaterThanOrEqual(250);
    expect(await serviceCalls('products', async () => void (await visit(real)))).toBe(0);
  });

  it('keeps serving a real file from the cache after 250 random /file/<slug> requests', async () => {
    const real = `/file/${FILE_SLUGS.brochure}`;
    expect(await visit(real)).toBe(200);
    const misses = await serviceCalls('content', async () => {
      for (let index = 0; index < 250; index += 1) expect(await visit(`/file/${random(index)}`)).toBe(404);
    });
    expect(misses).toBeGreaterThanOrEqual(250);
    expect(await serviceCalls('content', async () => void (await visit(real)))).toBe(0);
  });
});

describe('?cache=clear and ?cache=false act only for an editor (docs/security.md rule 1)', () => {
  const navigation = '/api/site-navigation/public/main?lang=en';

  it('serves a visitor from the cache whatever ?cache= says', async () => {
    expect(await visit(navigation)).toBe(200);
    const calls = await serviceCalls('content', async () => {
      expect(await visit(`${navigation}&cache=clear`)).toBe(200);
      expect(await visit(`${navigation}&cache=false`)).toBe(200);
      expect(await visit(`/file/${FILE_SLUGS.brochure}?cache=clear`)).toBe(200);
    });
    expect(calls).toBe(0);
    expect(await serviceCalls('content', async () => void (await visit(navigation)))).toBe(0);
  });

  it('reloads for a signed-in editor', async () => {
    expect(
      await serviceCalls(
        'content',
        async () => void (await visit(`${navigation}&cache=false`, editorCookies)),
      ),
    ).toBeGreaterThan(0);
    expect(
      await serviceCalls(
        'content',
        async () => void (await visit(`${navigation}&cache=clear`, editorCookies)),
      ),
    ).toBeGreaterThan(0);
  });
});
