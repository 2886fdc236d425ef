import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCachedTransport, serviceCacheKey } from '../../../core/cache/cached-transport.ts';
import { createServerDataCache, serverDataKey } from '../../../core/cache/server-data-cache.ts';
import type { ServiceRequest, ServiceTransport } from '../../../core/graphql/service-request.ts';

const schema = z.object({ item: z.string().nullable() });

function countingTransport(): ServiceTransport & { calls: number } {
  const transport = {
    calls: 0,
    async request(request: ServiceRequest<z.ZodType>) {
      transport.calls += 1;
      return { item: (request.variables?.slug as string) === 'unknown' ? null : 'found' } as never;
    },
  };
  return transport;
}

const request = (slug: string): ServiceRequest<typeof schema> => ({
  service: 'content',
  query: 'query itemQuery { item }',
  operationName: 'itemQuery',
  variables: { slug },
  languages: ['de', 'en'],
  schema,
  found: (answer) => answer.item !== null,
});

function access(options: { bypass?: boolean; nextRelease?: boolean } = {}) {
  return {
    cache: createServerDataCache(),
    bypass: options.bypass ?? false,
    key: (...parts: (string | number | null)[]) =>
      serverDataKey({ parts, nextRelease: !!options.nextRelease }),
  };
}

describe('createCachedTransport (public-site §7 "Responses are cached by key", §9)', () => {
  it('answers a repeated request from the cache', async () => {
    const inner = countingTransport();
    const transport = createCachedTransport({ transport: inner, access: access() });
    await transport.request(request('a'));
    await expect(transport.request(request('a'))).resolves.toEqual({ item: 'found' });
    expect(inner.calls).toBe(1);
  });

  it('stores no answer the request calls a miss (docs/security.md rule 6)', async () => {
    const inner = countingTransport();
    const cacheAccess = access();
    const transport = createCachedTransport({ transport: inner, access: cacheAccess });
    await transport.request(request('unknown'));
    await transport.request(request('unknown'));
    expect(inner.calls).toBe(2);
    expect(cacheAccess.cache.size).toBe(0);
  });

  it('neither reads nor stores when bypassing', async () => {
    const inner = countingTransport();
    const cacheAccess = access({ bypass: true });
    const transport = createCachedTransport({ transport: inner, access: cacheAccess });
    await transport.request(request('a'));
    await transport.request(request('a'));
    expect(inner.calls).toBe(2);
    expect(cacheAccess.cache.size).toBe(0);
  });

  it('keys by service, operation, variables and preference, with the next-release prefix', () => {
    expect(serviceCacheKey({ request: request('a'), access: access({ nextRelease: true }) })).toBe(
      'next-release:content|itemQuery|{"slug":"a"}|de,en',
    );
  });
});
