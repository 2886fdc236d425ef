import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintEditorHash } from '../../../../../core/editor/editor-hash.ts';
import { MAX_ANSWER_BYTES } from '../../../../../core/graphql/answer-size.ts';
import { silentLogger } from '../../../../../core/logger.ts';
import { EDITOR_COOKIE } from '../../../../../runtime/kit/cookies.ts';
import { createModesMiddleware } from '../../../../../runtime/server/modes.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../../../sandbox/dataset/index.ts';
import { API_TEST_EDITOR, demoApiRouter, startApiApp } from '../../../../helpers/api-app.ts';

let app: Awaited<ReturnType<typeof startApiApp>>;
beforeAll(async () => {
  app = await startApiApp();
});
afterAll(() => app.close());

/** An editor's request from a page of the site: the editor cookie and this site's Origin. */
const editor = () => ({ cookie: app.editorCookie, origin: app.baseUrl });

async function proxy(body: unknown, headers: Record<string, string> = editor()) {
  const response = await fetch(`${app.baseUrl}/api/content-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[]; error?: string },
  };
}

const PAGE =
  'query page($id: ID!, $stage: Stage!) { page(where: { id: $id }, stage: $stage) { title parent { slug } } }';
const pageQuery = (id: string, stage = 'DRAFT') => ({
  query: PAGE,
  variables: { id, stage },
  operationName: 'page',
});

describe('POST /api/content-proxy for an editor (public-site §4, §7; docs/security.md rule 1)', () => {
  it('answers draft content with the server token, without any trace of the protection check', async () => {
    const { status, body } = await proxy(pageQuery('page-main-solutions-next-generation'));
    expect(status).toBe(200);
    expect(body).toEqual({ data: { page: { title: 'Next generation', parent: { slug: 'solutions' } } } });
  });

  it('passes GraphQL errors of the content service on', async () => {
    const { status, body } = await proxy({ query: '{ page(where: { id: "x" }) { nope } }' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field "nope" on type "Page"/);
  });
});

describe('POST /api/content-proxy refusals', () => {
  const refused = (status: number, message: string | RegExp) => ({
    status,
    body: { errors: [{ message: expect.stringMatching(message) }] },
  });

  it('refuses, forwarding nothing, a request without a valid editor cookie (the old sf-draft cookie included)', async () => {
    for (const cookie of [undefined, 'sf-draft=1', 'editor-area-password=v1.1.forged']) {
      const { status, body } = await proxy(pageQuery('page-main-solutions-next-generation'), {
        origin: app.baseUrl,
        ...(cookie ? { cookie } : {}),
      });
      expect(status).toBe(401);
      expect(body.data).toBeUndefined();
      expect(body.error).toMatch(/Editor access only/);
    }
  });

  it('refuses requests from another origin or without an Origin', async () => {
    const foreign = await proxy(pageQuery('page-main-company'), { ...editor(), origin: 'https://evil.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeUndefined();
    const missing = await proxy(pageQuery('page-main-company'), { cookie: app.editorCookie });
    expect(missing.status).toBe(403);
    expect((await proxy(pageQuery('page-main-company'))).status).toBe(200);
  });

  it('refuses a password-protected page even when the query does not ask for its protection', async () => {
    expect(await proxy(pageQuery('page-productronica-internal', 'PUBLISHED'))).toEqual(
      refused(403, 'Protected content cannot be requested from the browser.'),
    );
  });

  it('refuses protected pages reached through navigation and connections', async () => {
    const navigation = `{ headerNavigation(where: { id: "header-productronica" }) { items { page { slug } } } }`;
    expect((await proxy({ query: navigation })).status).toBe(403);
    const pages = `{ pagesConnection(where: { site: { id: "productronica" } }, locales: [en]) { edges { node { ...f } } } }
      fragment f on Page { title }`;
    expect((await proxy({ query: pages })).status).toBe(403);
    const openPages = `{ pagesConnection(where: { site: { id: "academy" } }, locales: [en], first: 3) { edges { node { title } } } }`;
    expect((await proxy({ query: openPages })).status).toBe(200);
  });

  it.each([
    [
      'the password field',
      '{ page(where: { id: "page-main-company" }) { password } }',
      403,
      'The password field cannot be requested from the browser.',
    ],
    ['a mutation', 'mutation { reset }', 403, 'Only queries are forwarded.'],
    ['a query that does not parse', '{ page(', 400, /Syntax Error/],
    ['introspection', '{ __schema { types { name } } }', 400, /Introspection is disabled/],
    [
      'introspection of a type',
      '{ __type(name: "Page") { fields { name } } }',
      400,
      /Introspection is disabled/,
    ],
    [
      '5,000 aliases',
      `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
      400,
      'The query is over the limit of 2000 tokens.',
    ],
    [
      'more aliases than the content service allows',
      `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: sites(first: 1) { id }`).join(' ')} }`,
      400,
      'Aliases limit of 20 exceeded, found 21.',
    ],
    [
      'depth 50',
      `{ page(where: { id: "page-main-company" }) ${'{ parent '.repeat(48)}{ id }${' }'.repeat(48)} }`,
      400,
      'Query depth limit of 15 exceeded, found 50.',
    ],
  ])('refuses %s', async (_case, query, status, message) => {
    expect(await proxy({ query })).toEqual(refused(status, message));
  });

  it('answers a body that is not JSON, or too large, in JSON', async () => {
    const send = (body: string) =>
      fetch(`${app.baseUrl}/api/content-proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...editor() },
        body,
      });
    const malformed = await send('{ "query": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ message: 'Send a JSON body with a GraphQL query: { "query": "…" }.' }],
    });
    const large = await send(JSON.stringify({ query: `{ sites { id } }${' '.repeat(110_000)}` }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ errors: [{ message: 'The request body is over 100 kB.' }] });
  });

  it('refuses a body without a query', async () => {
    expect(await proxy({ variables: {} })).toEqual(
      refused(400, 'Send a JSON body with a GraphQL query: { "query": "…" }.'),
    );
  });
});

describe('POST /api/content-proxy against a content service with a large schema (docs/security.md rule 3)', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });

  async function listenOn(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /**
   * A content service in front of the sandbox one: its introspection answer carries 3 MiB more (as a
   * real CMS schema with many models and descriptions may), and `huge: true` pads every other answer too.
   */
  async function startPaddedContent(input: { upstream: string; huge: boolean }): Promise<string> {
    const padding = 'x'.repeat(MAX_ANSWER_BYTES + 1024 * 1024);
    const url = await listenOn(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const upstream = await fetch(input.upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
        body,
      });
      const answer = (await upstream.json()) as Record<string, unknown>;
      const padded = input.huge || body.includes('IntrospectionQuery');
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(padded ? { ...answer, extensions: { padding } } : answer));
    });
    return `${url}/graphql`;
  }

  async function draftThrough(content: string) {
    const app = express();
    app.use(cookieParser());
    app.use(createModesMiddleware());
    app.use(
      '/api',
      await demoApiRouter({
        outDir: '/nonexistent',
        logger: silentLogger(),
        endpoints: { content: { service: 'content', url: content, token: DEFAULT_DRAFT_TOKEN } },
        sites: () => [],
        assets: () => ({ scripts: [], styles: [] }),
        settings: {},
        editor: API_TEST_EDITOR,
      }),
    );
    const base = await listenOn(app);
    const response = await fetch(`${base}/api/content-proxy`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        cookie: `${EDITOR_COOKIE}=${mintEditorHash({ keys: API_TEST_EDITOR, now: Date.now() })}`,
      },
      body: JSON.stringify(pageQuery('page-main-solutions-next-generation')),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: unknown; errors?: unknown[] },
    };
  }

  it('reads a schema over 2 MiB, and caps only the forwarded draft answer', async () => {
    const sandbox = await startContentService({ dataset: createContentDataset() });
    const upstream = sandbox.url;
    try {
      const schemaOnly = await draftThrough(await startPaddedContent({ upstream, huge: false }));
      expect(schemaOnly).toEqual({
        status: 200,
        body: { data: { page: { title: 'Next generation', parent: { slug: 'solutions' } } } },
      });
      const everything = await draftThrough(await startPaddedContent({ upstream, huge: true }));
      expect(everything.status).toBe(502);
      expect(JSON.stringify(everything.body)).toMatch(/over the limit of 2097152 bytes/);
    } finally {
      await sandbox.close();
    }
  });
});
