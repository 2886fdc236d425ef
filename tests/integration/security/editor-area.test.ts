import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorKeys } from '../../../core/editor/editor-hash.ts';
import { createRuntimeApp } from '../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../runtime/server/context.ts';
import { listen } from '../../../runtime/server/listen.ts';
import { demoPlugins } from '../../helpers/demo-plugins.ts';
import { countFetchCalls } from '../../helpers/fetch-calls.ts';
import {
  editorSignIn,
  type SecurityRuntime,
  startSecurityRuntime,
  TEST_EDITOR,
} from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

// docs/security.md rule 1: `POST /api/content-proxy` with the cookie `sf-draft=1` forwarded a `stage: DRAFT` query
// with the server's CMS token to anyone, and `GET /api/site-navigation/editor/main?lang=en&stage=DRAFT`
// answered hidden items to anyone. Now both need the editor hash that only
// `POST /api/editor-area-autentication` mints, and every state-changing route needs this site's Origin.

let runtime: SecurityRuntime;
/** The `Cookie` header of an editor signed in once (editor sign-ins are limited to 10 per 15 minutes). */
let editorCookies: string;
beforeAll(async () => {
  runtime = await startSecurityRuntime();
  editorCookies = (await signIn({ password: TEST_EDITOR.password })).cookies;
});
afterAll(async () => {
  await runtime?.close();
});

/** An unpublished page of the demo (the sandbox's draft-only "Next generation"). */
const DRAFT_QUERY = JSON.stringify({
  query: 'query page($id: ID!) { page(where: { id: $id }, stage: DRAFT) { title } }',
  variables: { id: 'page-main-solutions-next-generation' },
  operationName: 'page',
});

function post(input: { path: string; body: string; origin?: string | null; cookies?: string }) {
  const origin = input.origin === undefined ? runtime.baseUrl : input.origin;
  return get({
    baseUrl: runtime.baseUrl,
    path: input.path,
    method: 'POST',
    cookies: input.cookies,
    headers: { 'content-type': 'application/json', ...(origin === null ? {} : { origin }) },
    body: input.body,
  });
}

/** Signs in to the editor area as the editor's browser would; the answer, its body and `Cookie` value. */
async function signIn(input: { baseUrl?: string; password: string }) {
  const { answer, cookies } = await editorSignIn({ ...input, baseUrl: input.baseUrl ?? runtime.baseUrl });
  return { answer, body: JSON.parse(answer.body) as Record<string, unknown>, cookies };
}

/** Counts the runtime's GraphQL calls to the content service while `run` runs (the runtime is in-process). */
async function contentCalls(run: () => Promise<void>): Promise<number> {
  const endpoint = runtime.services.endpoints.content!.url;
  return (await countFetchCalls({ matches: (url) => url === endpoint, run })).calls;
}

const json = (answer: HttpAnswer) => JSON.parse(answer.body) as Record<string, unknown>;

describe('the draft proxy needs the editor hash (docs/security.md rule 1)', () => {
  it('refuses POST /api/content-proxy with sf-draft=1 and no Origin (403), forwarding nothing', async () => {
    let answer: HttpAnswer | undefined;
    const calls = await contentCalls(async () => {
      answer = await post({
        path: '/api/content-proxy',
        body: DRAFT_QUERY,
        origin: null,
        cookies: 'sf-draft=1',
      });
    });
    expect(answer?.status).toBe(403);
    expect(answer?.body).not.toContain('Next generation');
    expect(calls).toBe(0);
  });

  it('refuses it from this site but without an editor hash (401), forwarding nothing', async () => {
    for (const cookies of ['sf-draft=1', 'sf-draft=1; editor-area-password=v1.1700000000.forged']) {
      let answer: HttpAnswer | undefined;
      const calls = await contentCalls(async () => {
        answer = await post({ path: '/api/content-proxy', body: DRAFT_QUERY, cookies });
      });
      expect(answer?.status, cookies).toBe(401);
      expect(json(answer!)).toEqual({ error: expect.stringMatching(/^Editor access only/) });
      expect(calls).toBe(0);
    }
  });

  it('answers draft content to a signed-in editor', async () => {
    const answer = await post({
      path: '/api/content-proxy',
      body: DRAFT_QUERY,
      cookies: `sf-draft=1; ${editorCookies}`,
    });
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({ data: { page: { title: 'Next generation' } } });
  });
});

describe('the editor navigation needs the editor hash (docs/security.md rule 1)', () => {
  const path = '/api/site-navigation/editor/main?lang=en&stage=DRAFT';
  const hiddenTitles = (answer: HttpAnswer) =>
    (json(answer).header as { items: { title: string; hidden: boolean }[] }).items
      .filter((item) => item.hidden)
      .map((item) => item.title);

  it('answers GET /api/site-navigation/editor/main?lang=en&stage=DRAFT with 401 to anyone', async () => {
    for (const cookies of [undefined, 'sf-draft=1', `editor-area-password=${TEST_EDITOR.password}`]) {
      const answer = await get({ baseUrl: runtime.baseUrl, path, cookies });
      expect(answer.status, String(cookies)).toBe(401);
      expect(answer.body).not.toContain('"hidden":true');
    }
  });

  it('answers it with the hidden items to the editor cookie of a real sign-in', async () => {
    const { answer: signedIn, body, cookies } = await signIn({ password: TEST_EDITOR.password });
    expect(signedIn.status).toBe(200);
    expect(body).toEqual({ success: true, hashedPassword: expect.any(String) });
    const cookie = signedIn.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^editor-area-password=/);
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/HttpOnly/);
    const answer = await get({ baseUrl: runtime.baseUrl, path, cookies });
    expect(answer.status).toBe(200);
    expect(json(answer)).toMatchObject({ editor: true, stage: 'DRAFT' });
    expect(hiddenTitles(answer)).toContain('Preview');
  });

  it('sets the wrong-password flag for a wrong password, and hands out no cookie', async () => {
    const { answer, body } = await signIn({ password: 'Portal-demo-1' });
    expect(answer.status).toBe(401);
    expect(body).toEqual({ success: false, wrongPassword: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('editor hashes only the running configuration can verify (docs/security.md rule 1)', () => {
  /** The same build and services served by a restarted runtime with these editor secrets. */
  async function restart(editor: EditorKeys) {
    const context = await createRuntimeContext({
      outDir: runtime.out,
      logger: runtime.context.logger,
      endpoints: runtime.services.endpoints,
      editor,
    });
    return listen({
      app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
      port: 0,
      host: '127.0.0.1',
    });
  }

  it('refuses a hash minted before the secret or the password changed', async () => {
    const { cookies, body } = await signIn({ password: TEST_EDITOR.password });
    const path = '/api/site-navigation/editor/main?lang=en';
    const cases: [EditorKeys, number][] = [
      [TEST_EDITOR, 200],
      [{ ...TEST_EDITOR, secret: 'another-secret-0123456789abcdef0123456789' }, 401],
      [{ ...TEST_EDITOR, password: 'another-editor-password' }, 401],
    ];
    for (const [editor, status] of cases) {
      const server = await restart(editor);
      try {
        expect((await get({ baseUrl: server.url, path, cookies })).status).toBe(status);
        const check = await get({
          baseUrl: server.url,
          path: '/api/editor-area-autentication',
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ hash: body.hashedPassword }),
        });
        expect([check.status, json(check)]).toEqual([status, { success: status === 200 }]);
      } finally {
        await server.close();
      }
    }
  });
});

describe('state-changing routes need this site Origin (docs/security.md rule 1)', () => {
  it.each([
    ['/api/preferences', '{"measurementSystem":"Imperial"}'],
    ['/api/editor-area-autentication', JSON.stringify({ input: TEST_EDITOR.password })],
    ['/api/content-proxy', DRAFT_QUERY],
    ['/api/tickets-proxy', '{"query":"{ __typename }"}'],
    ['/api/not-a-route', '{}'],
  ])('POST %s from a foreign or missing Origin → 403, nothing set', async (path, body) => {
    const cookies = editorCookies;
    for (const origin of ['http://evil.test', `${runtime.baseUrl}.evil.test`, 'null', null]) {
      const answer = await post({ path, body, origin, cookies: `sf-draft=1; ${cookies}` });
      expect(answer.status, `${path} from ${origin}`).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).not.toContain('Next generation');
    }
  });

  it('refuses a page on a name that merely resolves to the server (DNS rebinding), not the configured hosts', async () => {
    const { port } = new URL(runtime.baseUrl);
    const preference = (host: string) =>
      get({
        baseUrl: runtime.baseUrl,
        path: '/api/preferences',
        method: 'POST',
        host,
        headers: { 'content-type': 'application/json', origin: `http://${host}` },
        body: '{"measurementSystem":"Imperial"}',
      });
    // The attacker's page and its POST share one origin: Host and Origin agree, and name no site.
    const rebound = await preference(`rebind.evil.test:${port}`);
    expect(rebound.status).toBe(403);
    expect(rebound.headers['set-cookie']).toBeUndefined();
    // The demo main site's configured domains, and loopback while the sandbox serves.
    for (const host of [`www.machinery-group.test:${port}`, `localhost:${port}`, `127.0.0.2:${port}`]) {
      expect((await preference(host)).status, host).toBe(204);
    }
  });
});
