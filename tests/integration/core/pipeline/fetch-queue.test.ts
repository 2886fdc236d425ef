import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../../../core/logger.ts';
import { createServiceFetcher } from '../../../../core/pipeline/fetch-queue.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const servers: { close(): void }[] = [];

async function graphqlServer(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/graphql-response+json' });
  response.end(JSON.stringify(value));
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const schema = z.object({ sites: z.array(z.object({ id: z.string(), name: z.string() })) });
const request = {
  service: 'content' as const,
  operationName: 'sitesQuery',
  query: 'query sitesQuery { sites { id name } }',
  schema,
};

describe('the shared fetch queue', () => {
  it('retries transient failures with backoff and then answers', async () => {
    let calls = 0;
    const url = await graphqlServer((_request, _body, response) => {
      calls += 1;
      if (calls < 3) return json(response, 503, {});
      json(response, 200, { data: { sites: [{ id: 'main', name: 'Main' }] } });
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      logger: silentLogger(),
      minBackoffMs: 1,
    });
    await expect(fetcher.request(request)).resolves.toEqual({ sites: [{ id: 'main', name: 'Main' }] });
    expect(calls).toBe(3);
    expect(fetcher.stats().retries).toBe(2);
  });

  it('sends identical requests once and the locale preference header', async () => {
    const headers: (string | undefined)[] = [];
    const url = await graphqlServer((incoming, _body, response) => {
      headers.push(incoming.headers['gcms-locales'] as string | undefined);
      json(response, 200, { data: { sites: [] } });
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      logger: silentLogger(),
    });
    await Promise.all([
      fetcher.request({ ...request, languages: ['de', 'en'] }),
      fetcher.request({ ...request, languages: ['de', 'en'] }),
      fetcher.request({ ...request, languages: ['fr', 'en'] }),
    ]);
    expect(headers.sort()).toEqual(['de,en', 'fr,en']);
    expect(fetcher.stats().deduplicated).toBe(1);
  });

  it('runs at most `concurrency` requests at once', async () => {
    let active = 0;
    let peak = 0;
    const url = await graphqlServer((_request, _body, response) => {
      active += 1;
      peak = Math.max(peak, active);
      setTimeout(() => {
        active -= 1;
        json(response, 200, { data: { sites: [] } });
      }, 20);
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      concurrency: 2,
      logger: silentLogger(),
    });
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => fetcher.request({ ...request, variables: { index } })),
    );
    expect(peak).toBe(2);
  });

  it('names the service, the query and the field path of an invalid answer', async () => {
    const url = await graphqlServer((_request, _body, response) => {
      json(response, 200, { data: { sites: [{ id: 'main', name: 'Main' }, { id: 'events' }] } });
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      logger: silentLogger(),
    });
    await expect(fetcher.request(request)).rejects.toThrow(
      /content service answered sitesQuery with unexpected data:\n {2}- sites\[1\]\.name:/,
    );
  });

  it('does not retry an answer that fails its schema', async () => {
    let calls = 0;
    const url = await graphqlServer((_request, _body, response) => {
      calls += 1;
      json(response, 200, { data: { sites: [{ id: 'main' }] } });
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      logger: silentLogger(),
      minBackoffMs: 1,
    });
    await expect(fetcher.request(request)).rejects.toMatchObject({ name: 'ServiceAnswerInvalid' });
    expect(calls).toBe(1);
    expect(fetcher.stats().retries).toBe(0);
  });

  it('reports the first GraphQL error message without retrying', async () => {
    let calls = 0;
    const url = await graphqlServer((_request, _body, response) => {
      calls += 1;
      json(response, 200, { errors: [{ message: 'Cannot query field "nope"' }], data: null });
    });
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url } },
      logger: silentLogger(),
    });
    await expect(fetcher.request(request)).rejects.toThrow(/Cannot query field "nope"/);
    expect(calls).toBe(1);
  });

  it('reports an unreachable service with its URL and "Network request failed"', async () => {
    const fetcher = createServiceFetcher({
      endpoints: { content: { service: 'content', url: 'http://127.0.0.1:9/graphql' } },
      logger: silentLogger(),
      retries: 1,
      minBackoffMs: 1,
    });
    await expect(fetcher.request(request)).rejects.toThrow(
      'The content service at http://127.0.0.1:9/graphql could not be reached for sitesQuery: Network request failed',
    );
  });
});
