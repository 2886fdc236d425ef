import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_MODE_COOKIE } from '../../../../runtime/server/api/content-proxy.ts';
import { startApiApp } from './api-app.ts';

let app: Awaited<ReturnType<typeof startApiApp>>;
beforeAll(async () => {
  app = await startApiApp();
});
afterAll(() => app.close());

const DRAFT = { cookie: `${DRAFT_MODE_COOKIE}=1` };

async function proxy(body: unknown, headers: Record<string, string> = DRAFT) {
  const response = await fetch(`${app.baseUrl}/api/content-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string }[] },
  };
}

const PAGE =
  'query page($id: ID!, $stage: Stage!) { page(where: { id: $id }, stage: $stage) { title parent { slug } } }';
const pageQuery = (id: string, stage = 'DRAFT') => ({
  query: PAGE,
  variables: { id, stage },
  operationName: 'page',
});

describe('POST /api/content-proxy in draft mode (public-site §4, §7)', () => {
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

  it('refuses every request outside draft mode', async () => {
    expect(await proxy(pageQuery('page-main-company'), {})).toEqual(
      refused(403, 'Draft mode is off: the draft proxy answers only in draft mode.'),
    );
    expect(await proxy(pageQuery('page-main-company'), { cookie: `${DRAFT_MODE_COOKIE}=0` })).toMatchObject({
      status: 403,
    });
  });

  it('refuses requests from another origin', async () => {
    expect(await proxy(pageQuery('page-main-company'), { ...DRAFT, origin: 'https://evil.test' })).toEqual(
      refused(403, 'The draft proxy answers only same-origin requests.'),
    );
    expect((await proxy(pageQuery('page-main-company'), { ...DRAFT, origin: app.baseUrl })).status).toBe(200);
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
  ])('refuses %s', async (_case, query, status, message) => {
    expect(await proxy({ query })).toEqual(refused(status, message));
  });

  it('answers a body that is not JSON, or too large, in JSON', async () => {
    const send = (body: string) =>
      fetch(`${app.baseUrl}/api/content-proxy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...DRAFT },
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
