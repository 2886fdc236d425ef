import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GraphQLRequestError } from '../../../../core/graphql/client.ts';
import { createServiceTransport, requestService } from '../../../../core/graphql/service-request.ts';
import { silentLogger } from '../../../../core/logger.ts';
import { json, startGraphQLTestServer } from './graphql-test-server.ts';

let server: Awaited<ReturnType<typeof startGraphQLTestServer>>;
beforeAll(async () => {
  server = await startGraphQLTestServer();
});
afterAll(() => server.close());

const schema = z.object({ sites: z.array(z.object({ id: z.string() })) });
const request = {
  service: 'content' as const,
  query: 'query sitesQuery { sites { id } }',
  operationName: 'sitesQuery',
  schema,
};

describe('requestService: call GraphQL, validate with zod, throw', () => {
  it('sends the locale preference as gcms-locales only when the request has one', async () => {
    server.answerWith(() => json({ data: { sites: [{ id: 'main' }] } }));
    const endpoint = { service: 'content' as const, url: server.url };
    await expect(
      requestService({ endpoint, request: { ...request, languages: ['de', 'en'] } }),
    ).resolves.toEqual({
      sites: [{ id: 'main' }],
    });
    await requestService({ endpoint, request });
    const [withPreference, without] = server.received.slice(-2);
    expect(withPreference?.headers['gcms-locales']).toBe('de,en');
    expect(without?.headers['gcms-locales']).toBeUndefined();
  });

  it('names the service, the query and the field path of an invalid answer', async () => {
    server.answerWith(() => json({ data: { sites: [{ name: 'Main' }] } }));
    await expect(
      requestService({ endpoint: { service: 'content', url: server.url }, request }),
    ).rejects.toThrow(/content service answered sitesQuery with unexpected data:\n {2}- sites\[0\]\.id:/);
  });

  it('passes GraphQL errors on as GraphQLRequestError (public-site §8)', async () => {
    server.answerWith(() => json({ errors: [{ message: 'Cannot query field "nope"' }], data: null }));
    const failure = requestService({ endpoint: { service: 'content', url: server.url }, request });
    await expect(failure).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(failure).rejects.toThrow('Cannot query field "nope"');
  });
});

describe('createServiceTransport', () => {
  it('sends each request to the endpoint of its service', async () => {
    server.answerWith(() => json({ data: { sites: [] } }));
    const transport = createServiceTransport({
      endpoints: { content: { service: 'content', url: server.url } },
      logger: silentLogger(),
    });
    await expect(transport.request(request)).resolves.toEqual({ sites: [] });
  });

  it('refuses a request to a service without endpoint', async () => {
    const transport = createServiceTransport({ endpoints: {}, logger: silentLogger() });
    await expect(transport.request({ ...request, service: 'products' })).rejects.toThrow(
      'No endpoint configured for the products service',
    );
  });
});
