import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import { createRuntimeApp } from '../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../runtime/server/context.ts';
import { type ListeningServer, listen } from '../../../runtime/server/listen.ts';
import { demoPlugins } from '../../helpers/demo-plugins.ts';
import { countFetchCalls } from '../../helpers/fetch-calls.ts';
import {
  editorSignIn,
  idTokenOf,
  type SecurityRuntime,
  startSecurityRuntime,
  TEST_EDITOR,
} from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

// docs/security.md rule 3: the SIS (through /api/tickets-proxy with any non-empty ciam_id_token) and the content
// service (through the draft proxy) accepted introspection, thousands of aliases and unbounded depth,
// and the proxies buffered answers of any size. Now the tickets proxy verifies the token against the
// identity provider's keys, both proxies check graphql-armor's limits before forwarding and cap the
// answer at 2 MiB, and the sandbox servers enforce the same limits themselves.

let runtime: SecurityRuntime;
let idToken: string;
let editorCookies: string;
const servers: Server[] = [];
const runtimes: ListeningServer[] = [];

beforeAll(async () => {
  runtime = await startSecurityRuntime();
  idToken = await idTokenOf({ runtime, username: 'customer.full' });
  editorCookies = await editorCookiesAt(runtime.baseUrl);
});
afterAll(async () => {
  await Promise.all(runtimes.map((server) => server.close()));
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
  await runtime?.close();
});

/** A same-origin JSON POST, as the site's own pages send it. */
function post(input: { baseUrl?: string; path: string; body: unknown; headers?: Record<string, string> }) {
  const baseUrl = input.baseUrl ?? runtime.baseUrl;
  return get({
    baseUrl,
    path: input.path,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...input.headers },
    body: JSON.stringify(input.body),
  });
}

/** The editor's `Cookie` header after signing in to the editor area as the editor's browser would. */
async function editorCookiesAt(baseUrl: string): Promise<string> {
  const { answer, cookies } = await editorSignIn({ baseUrl });
  expect(answer.status).toBe(200);
  return cookies;
}

/** Runs `send` and counts the runtime's requests to `url` meanwhile (the runtime is in-process). */
async function countingCallsTo(url: string, send: () => Promise<HttpAnswer>) {
  const { result: answer, calls } = await countFetchCalls({ matches: (called) => called === url, run: send });
  return { answer, calls };
}

const firstError = (answer: HttpAnswer) =>
  (JSON.parse(answer.body) as { errors?: Array<{ message: string }> }).errors?.[0]?.message ?? '';

/** The attacker's documents: introspection, 5,000 aliases, depth 50 (valid against each schema). */
const ATTACKS = {
  sis: {
    introspection: '{ __schema { types { name fields { name } } } }',
    aliases: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: me { email }`).join(' ')} }`,
    depth: `{ me ${'{ ... on User '.repeat(48)}{ id }${' }'.repeat(48)} }`,
  },
  content: {
    introspection: '{ __schema { types { name fields { name } } } }',
    aliases: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    depth: `{ page(where: { id: "page-main-company" }) ${'{ parent '.repeat(48)}{ id }${' }'.repeat(48)} }`,
  },
  products: {
    introspection: '{ __type(name: "Product") { fields { name } } }',
    aliases: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    depth: `{ getProductCapabilities(language: "en") ${'{ ... on ProductCapability '.repeat(48)}{ id }${' }'.repeat(48)} }`,
  },
} as const;
const REFUSAL = {
  introspection: /Introspection is disabled/,
  aliases: /limit of \d+ tokens|Token limit of \d+ exceeded/,
  depth: /Query depth limit of \d+ exceeded/,
} as const;
const CASES = ['introspection', 'aliases', 'depth'] as const;

describe('POST /api/tickets-proxy (docs/security.md rule 3)', () => {
  it('refuses a garbage ciam_id_token with 401, and the SIS never sees the call', async () => {
    const sis = runtime.services.endpoints.sis!.url;
    const { answer, calls } = await countingCallsTo(sis, () =>
      post({
        path: '/api/tickets-proxy',
        body: { query: '{ tickets { id } }' },
        headers: { ciam_id_token: 'x' },
      }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('TCK-');
    expect(calls).toBe(0);
  });

  it.each(CASES)('refuses %s from a signed-in user with 400 before forwarding', async (attack) => {
    const sis = runtime.services.endpoints.sis!.url;
    const { answer, calls } = await countingCallsTo(sis, () =>
      post({
        path: '/api/tickets-proxy',
        body: { query: ATTACKS.sis[attack] },
        headers: { ciam_id_token: idToken },
      }),
    );
    expect(answer.status).toBe(400);
    expect(firstError(answer)).toMatch(REFUSAL[attack]);
    expect(calls).toBe(0);
  });

  it("still answers the user's own tickets", async () => {
    const answer = await post({
      path: '/api/tickets-proxy',
      body: { query: '{ tickets { id } }' },
      headers: { ciam_id_token: idToken },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('TCK-');
  });
});

describe('POST /api/content-proxy for a signed-in editor (docs/security.md rule 3)', () => {
  it.each(CASES)('refuses %s with 400 before forwarding', async (attack) => {
    const content = runtime.services.endpoints.content!.url;
    const { answer, calls } = await countingCallsTo(content, () =>
      post({
        path: '/api/content-proxy',
        body: { query: ATTACKS.content[attack] },
        headers: { cookie: editorCookies },
      }),
    );
    expect(answer.status).toBe(400);
    expect(firstError(answer)).toMatch(REFUSAL[attack]);
    expect(calls).toBe(0);
  });
});

describe('the sandbox GraphQL servers themselves (docs/security.md rule 3)', () => {
  const direct = (input: { url: string; query: string; headers?: Record<string, string> }) =>
    fetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...input.headers },
      body: JSON.stringify({ query: input.query }),
    });

  it.each(
    (['sis', 'content', 'products'] as const).flatMap((service) =>
      CASES.map((attack) => [service, attack] as const),
    ),
  )('the %s service refuses %s', async (service, attack) => {
    const url = runtime.services.endpoints[service]!.url;
    // The SIS is asked as a signed-in user; the content service anonymously (its CMS token may introspect).
    const headers: Record<string, string> = service === 'sis' ? { ciam_id_token: idToken } : {};
    const response = await direct({ url, query: ATTACKS[service][attack], headers });
    const answer = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.message).join('\n')).toMatch(REFUSAL[attack]);
  });

  it('lets only the CMS token introspect the content service (the draft proxy reads the schema with it)', async () => {
    const endpoint = runtime.services.endpoints.content!;
    const response = await direct({
      url: endpoint.url,
      query: '{ __schema { queryType { name } } }',
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
    expect(await response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe('upstream answers over 2 MiB (docs/security.md rule 3)', () => {
  /** Answers 5 MiB of JSON to every GraphQL query; introspection goes on to the real content service. */
  async function startHugeUpstream(realContent?: string): Promise<string> {
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      if (realContent && body.includes('IntrospectionQuery')) {
        const real = await fetch(realContent, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
          body,
        });
        response.writeHead(real.status, { 'content-type': 'application/json' }).end(await real.text());
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { page: { title: 'x'.repeat(5 * 1024 * 1024) } } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  }

  it('answers 502 from both proxies, and the runtime keeps answering', async () => {
    const real = runtime.services.endpoints.content!;
    const context = await createRuntimeContext({
      outDir: runtime.out,
      logger: silentLogger(),
      endpoints: {
        content: { ...real, url: await startHugeUpstream(real.url) },
        sis: { service: 'sis', url: await startHugeUpstream() },
      },
      identityIssuer: runtime.services.identityIssuer!,
      editor: TEST_EDITOR,
    });
    const server = await listen({
      app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
      port: 0,
      host: '127.0.0.1',
    });
    runtimes.push(server);
    const baseUrl = server.url;

    const tickets = await post({
      baseUrl,
      path: '/api/tickets-proxy',
      body: { query: '{ tickets { id } }' },
      headers: { ciam_id_token: idToken },
    });
    expect(tickets.status).toBe(502);
    expect(tickets.body.length).toBeLessThan(1024);

    const draft = await post({
      baseUrl,
      path: '/api/content-proxy',
      body: { query: '{ page(where: { id: "page-main-company" }, stage: DRAFT) { title } }' },
      headers: { cookie: await editorCookiesAt(baseUrl) },
    });
    expect(draft.status).toBe(502);
    expect(firstError(draft)).toMatch(/over the limit of 2097152 bytes/);
    expect(draft.body.length).toBeLessThan(1024);

    expect((await get({ baseUrl, path: '/health' })).status).toBe(200);
  });
});
