import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  executeGraphQL,
  executeGraphQLBatch,
  type GraphQLEndpoint,
  GraphQLRequestError,
  requestGraphQL,
} from '../../../../core/graphql/client.ts';
import { json, startGraphQLTestServer } from './graphql-test-server.ts';

type TestServer = Awaited<ReturnType<typeof startGraphQLTestServer>>;
let server: TestServer;
let endpoint: GraphQLEndpoint;

beforeAll(async () => {
  server = await startGraphQLTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  endpoint = { service: 'content', url: server.url };
  server.answerWith(() => json({ data: { ok: true } }));
});

const QUERY = 'query pageQuery($id: ID!) { page(where: { id: $id }) { title } }';
const operation = { query: QUERY, operationName: 'pageQuery', variables: { id: 'page-main-home' } };

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<GraphQLRequestError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLRequestError);
  return error as GraphQLRequestError;
}

describe('executeGraphQL: methods (public-site §7)', () => {
  it('sends POST with a JSON body of query, variables and operation name by default', async () => {
    expect(await executeGraphQL(endpoint, operation)).toEqual({ ok: true });
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      query: QUERY,
      variables: { id: 'page-main-home' },
      operationName: 'pageQuery',
    });
  });

  it('sends GET with query, variables and operationName parameters on request', async () => {
    await executeGraphQL({ ...endpoint, method: 'GET' }, operation);
    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.body).toBeUndefined();
    expect(request?.url.searchParams.get('query')).toContain('page(where: { id: $id })');
    expect(JSON.parse(request?.url.searchParams.get('variables') ?? '')).toEqual({ id: 'page-main-home' });
    expect(request?.url.searchParams.get('operationName')).toBe('pageQuery');
  });

  it('sends the endpoint token, and lets an operation header override it', async () => {
    await executeGraphQL({ ...endpoint, token: 'server-token' }, operation);
    await executeGraphQL(
      { ...endpoint, token: 'server-token' },
      { ...operation, headers: { authorization: 'Bearer override' } },
    );
    expect(server.received.map((request) => request.headers.authorization)).toEqual([
      'Bearer server-token',
      'Bearer override',
    ]);
  });
});

describe('executeGraphQLBatch (public-site §7 batching)', () => {
  it('sends several operations in one request and returns their data in order', async () => {
    server.answerWith((request) =>
      json(
        (request.body as { variables: { id: string } }[]).map((entry) => ({
          data: { id: entry.variables.id },
        })),
      ),
    );
    const results = await executeGraphQLBatch(endpoint, {
      operations: [operation, { ...operation, variables: { id: 'page-main-company' } }],
    });
    expect(results.map((result) => result.data)).toEqual([
      { id: 'page-main-home' },
      { id: 'page-main-company' },
    ]);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.body).toEqual([
      { query: QUERY, variables: { id: 'page-main-home' } },
      { query: QUERY, variables: { id: 'page-main-company' } },
    ]);
  });

  it('fails the batch with the first error of any answer under policy none', async () => {
    server.answerWith(() =>
      json([{ data: { a: 1 } }, { data: null, errors: [{ message: 'Second failed' }] }]),
    );
    const error = await failure(executeGraphQLBatch(endpoint, { operations: [operation, operation] }));
    expect(error.message).toBe('Second failed');
  });
});

describe('executeGraphQL: answer media types (public-site §7)', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/graphql+json',
    'application/graphql+json; charset=utf-8',
    'application/graphql-response+json',
    'application/graphql-response+json; charset=utf-8',
  ])('parses %s', async (contentType) => {
    server.answerWith(() => json({ data: { page: { title: 'Home' } } }, { contentType }));
    expect(await executeGraphQL(endpoint, operation)).toEqual({ page: { title: 'Home' } });
  });
});

describe('executeGraphQL: error messages (public-site §8)', () => {
  it('uses the first GraphQL error message', async () => {
    server.answerWith(() =>
      json({ data: null, errors: [{ message: 'Page not found' }, { message: 'Second' }] }),
    );
    expect((await failure(executeGraphQL(endpoint, operation))).message).toBe('Page not found');
  });

  it("says 'GraphQL Error (Code: {status})' for a failing status without GraphQL errors", async () => {
    server.answerWith(() => ({ status: 503, contentType: 'text/html', body: '<h1>Maintenance</h1>' }));
    const error = await failure(executeGraphQL(endpoint, operation));
    expect(error.message).toBe('GraphQL Error (Code: 503)');
    expect(error.transient).toBe(true);
  });

  it('counts an answer without data as a failure', async () => {
    server.answerWith(() => json({ data: null }));
    expect((await failure(executeGraphQL(endpoint, operation))).message).toBe('GraphQL Error (Code: 200)');
  });

  it("says 'Network request failed' when nothing answers", async () => {
    const closed = await startGraphQLTestServer();
    await closed.close();
    const error = await failure(executeGraphQL({ ...endpoint, url: closed.url }, operation));
    expect(error.message).toBe('Network request failed');
    expect(error.status).toBeNull();
  });

  it("says 'Network request timed out' after the endpoint's timeout", async () => {
    server.answerWith(() => null);
    const error = await failure(executeGraphQL({ ...endpoint, timeoutMs: 100 }, operation));
    expect(error.message).toBe('Network request timed out');
  });

  it("says 'Aborted' when the caller aborts", async () => {
    server.answerWith(() => null);
    const controller = new AbortController();
    const arrived = server.nextRequest();
    const call = executeGraphQL(endpoint, { ...operation, signal: controller.signal });
    await arrived;
    controller.abort();
    const error = await failure(call);
    expect(error.message).toBe('Aborted');
    expect(error.transient).toBe(false);
  });
});

describe('requestGraphQL: error policies (public-site §8)', () => {
  const partial = { data: { page: { title: 'Home' } }, errors: [{ message: 'Body unavailable' }] };

  it('fails on any error under policy none (the default)', async () => {
    server.answerWith(() => json(partial));
    expect((await failure(requestGraphQL(endpoint, operation))).message).toBe('Body unavailable');
  });

  it('keeps the data and the errors under policy all', async () => {
    server.answerWith(() => json(partial));
    const result = await requestGraphQL({ ...endpoint, errorPolicy: 'all' }, operation);
    expect(result).toEqual({ data: partial.data, errors: [{ message: 'Body unavailable' }] });
  });

  it('keeps the data and drops the errors under policy ignore', async () => {
    server.answerWith(() => json(partial));
    expect(await requestGraphQL({ ...endpoint, errorPolicy: 'ignore' }, operation)).toEqual({
      data: partial.data,
      errors: [],
    });
  });

  it.each(['all', 'ignore'] as const)('still fails without data under policy %s', async (errorPolicy) => {
    server.answerWith(() => json({ data: null, errors: [{ message: 'Nothing here' }] }));
    const error = await failure(requestGraphQL({ ...endpoint, errorPolicy }, operation));
    expect(error.message).toBe('Nothing here');
  });
});

describe('executeGraphQL: request log (public-site §9)', () => {
  it('logs the query name and the first 50 characters of the variables at debug level', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const variables = { ids: Array.from({ length: 20 }, (_, index) => `page-${index}`) };
    await executeGraphQL(endpoint, { ...operation, variables, logger });

    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(pino.levels.values.debug);
    expect(lines[0]?.msg).toBe(`content pageQuery ${JSON.stringify(variables).slice(0, 50)}`);
    expect(lines[0]?.msg.length).toBe('content pageQuery '.length + 50);
  });
});
