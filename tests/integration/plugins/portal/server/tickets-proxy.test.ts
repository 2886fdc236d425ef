import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { startServices } from '../../../../../cli/services.ts';
import { projectConfigSchema } from '../../../../../config/project-schema.ts';
import { silentLogger } from '../../../../../core/logger.ts';
import { PORTAL_CLIENT_ID } from '../../../../../core/portal/protocol.ts';
import type { RuntimeContext, RuntimeRateLimits } from '../../../../../core/serving/context.ts';
import { createSisClient, SisRequestError } from '../../../../../plugins/portal/islands/sis-client.ts';
import { demoApiRouter } from '../../../../helpers/api-app.ts';
import { exchangeCode, signIn } from '../../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';

let services: Awaited<ReturnType<typeof startServices>>;
const servers: Server[] = [];

/** Signs in through the sandbox identity provider's login page and returns the user's id token. */
async function idTokenOf(username: string): Promise<string> {
  const issuer = services.identityIssuer!;
  const { code, pkce } = await signIn({ issuer, username, password: PASSWORD });
  const tokens = (await (await exchangeCode({ issuer, code, verifier: pkce.verifier })).json()) as {
    id_token: string;
  };
  return tokens.id_token;
}

/**
 * The runtime's `/api` over the given SIS endpoint, listening on a free port; resolves its origin.
 * @param identityIssuer whose keys the proxy checks tokens with; default the sandbox provider's.
 * @param rateLimits default the config defaults.
 */
async function startApi(
  sisUrl: string | undefined,
  identityIssuer: string | null = services.identityIssuer,
  rateLimits?: RuntimeRateLimits,
) {
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: sisUrl ? { sis: { service: 'sis', url: sisUrl } } : {},
    sites: () => [],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    ...(identityIssuer ? { identityIssuer } : {}),
    ...(rateLimits ? { rateLimits } : {}),
  };
  const app = express();
  app.use(cookieParser());
  app.use('/api', await demoApiRouter(context));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in SIS on a free port that records what reaches it and answers with `answer`. */
async function startFakeSis(answer: (response: ServerResponse) => void) {
  const received: IncomingHttpHeaders[] = [];
  const sis = createServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => sis.listen(0, '127.0.0.1', resolve));
  servers.push(sis);
  return { url: `http://127.0.0.1:${(sis.address() as AddressInfo).port}/graphql`, received };
}

const okSis = (response: ServerResponse) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');

let origin: string;

beforeAll(async () => {
  services = await startServices({
    config: projectConfigSchema.parse({}),
    logger: silentLogger(),
    identity: true,
  });
  origin = await startApi(services.endpoints.sis?.url);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await services?.close();
});

const post = (input: { base?: string; body: unknown; headers?: Record<string, string> }) =>
  fetch(`${input.base ?? origin}/api/tickets-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: input.base ?? origin, ...input.headers },
    body: JSON.stringify(input.body),
  });

describe('POST /api/tickets-proxy (customer-area §7 same-origin tickets proxy)', () => {
  it("forwards the signed-in user's GraphQL call to the SIS and answers with the user's tickets", async () => {
    const token = await idTokenOf('customer.full');
    const response = await post({
      body: { query: '{ me { email } tickets { id } }' },
      headers: { ciam_id_token: token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { data: { me: { email: string }; tickets: unknown[] } };
    expect(answer.data.me.email).toBe('customer.full@alpha-wire.test');
    expect(answer.data.tickets.length).toBeGreaterThan(0);
  });

  it('refuses calls from another site or without an Origin (cross-site request forgery)', async () => {
    const token = await idTokenOf('customer.full');
    const foreign = await post({
      body: { query: '{ tickets { id } }' },
      headers: { ciam_id_token: token, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const missing = await fetch(`${origin}/api/tickets-proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ciam_id_token: token },
      body: JSON.stringify({ query: '{ tickets { id } }' }),
    });
    expect(missing.status).toBe(403);
  });

  it('answers 401 UNAUTHENTICATED without the identity token, or with one that does not verify, forwarding nothing', async () => {
    const sis = await startFakeSis(okSis);
    const base = await startApi(sis.url);
    const codeOf = async (response: Response) =>
      ((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions
        .code;
    const without = await post({ base, body: { query: '{ tickets { id } }' } });
    expect(without.status).toBe(401);
    expect(await codeOf(without)).toBe('UNAUTHENTICATED');

    // A real token of the portal signed by another key, an unsigned one, an HMAC one, garbage.
    const { privateKey } = await generateKeyPair('RS256');
    const claims = { iss: services.identityIssuer!, aud: PORTAL_CLIENT_ID, sub: 'acc-customer-full' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime('5m')
      .sign(privateKey);
    const hmac = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-secret-anyone-could-pick-0123456789'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [forged, hmac, unsigned, 'garbage']) {
      const refused = await post({
        base,
        body: { query: '{ tickets { id } }' },
        headers: { ciam_id_token: token },
      });
      expect(refused.status).toBe(401);
      expect(await codeOf(refused)).toBe('UNAUTHENTICATED');
    }
    expect(sis.received).toEqual([]);
  });

  it('sends the identity token in ciam_id_token, the debug-level header set to 1 and the SIS locale', async () => {
    const sis = await startFakeSis(okSis);
    const base = await startApi(sis.url);
    const token = await idTokenOf('customer.full');
    const response = await post({
      base,
      body: { query: '{ ok }' },
      headers: { ciam_id_token: token, 'accept-language': 'de-CH' },
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(sis.received[0]?.ciam_id_token).toBe(token);
    expect(sis.received[0]?.['debug-level']).toBe('1');
    expect(sis.received[0]?.['accept-language']).toBe('de-CH');
  });

  it.each([
    ['introspection', '{ __schema { types { name } } }', /Introspection is disabled/],
    [
      '5,000 aliases',
      `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`,
      /over the limit of 1000 tokens/,
    ],
    [
      'depth 50',
      `{ me ${'{ ... on User '.repeat(48)}{ id }${' }'.repeat(48)} }`,
      /Query depth limit of 10 exceeded/,
    ],
    ['a query that does not parse', '{ tickets(', /Syntax Error/],
  ])('refuses %s with 400 before forwarding', async (_case, query, message) => {
    const sis = await startFakeSis(okSis);
    const base = await startApi(sis.url);
    const response = await post({
      base,
      body: { query },
      headers: { ciam_id_token: await idTokenOf('customer.full') },
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(answer.errors[0]).toEqual({
      message: expect.stringMatching(message),
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(sis.received).toEqual([]);
  });

  it('answers 502 when the SIS answers more than 2 MiB', async () => {
    const sis = await startFakeSis((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"data":{"x":"${'x'.repeat(5 * 1024 * 1024)}"}}`);
    });
    const base = await startApi(sis.url);
    const response = await post({
      base,
      body: { query: '{ ok }' },
      headers: { ciam_id_token: await idTokenOf('customer.full') },
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(
      /answered more than it may/,
    );
  });

  it("answers 502 'Network request failed' when the SIS cannot be reached, 503 when none is configured", async () => {
    const down = await startApi('http://127.0.0.1:9/graphql');
    const unreachable = await post({
      base: down,
      body: { query: '{ ok }' },
      headers: { ciam_id_token: await idTokenOf('customer.full') },
    });
    expect(unreachable.status).toBe(502);
    expect(((await unreachable.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Network request failed',
    );
    const none = await startApi(undefined);
    expect(
      (await post({ base: none, body: { query: '{ ok }' }, headers: { ciam_id_token: 'x' } })).status,
    ).toBe(503);
    const noIdentityProvider = await startApi('http://127.0.0.1:9/graphql', null);
    expect(
      (await post({ base: noIdentityProvider, body: { query: '{ ok }' }, headers: { ciam_id_token: 'x' } }))
        .status,
    ).toBe(503);
  });
});

describe('createSisClient (the portal’s authenticated SIS client)', () => {
  /** An operation whose answer is not checked: these tests are about the failures. */
  const anyAnswer = (query: string) => ({ query, answer: z.unknown() });
  const clientFor = (
    idToken: string,
    onUnauthenticated?: () => void,
    page: { base: string; origin: string } = { base: origin, origin },
  ) =>
    createSisClient({
      idToken,
      ...(onUnauthenticated ? { onUnauthenticated } : {}),
      // The browser resolves the proxy path against the page; here against the runtime's origin.
      fetch: (input, init) =>
        fetch(new URL(String(input), page.base), {
          ...init,
          headers: { ...(init?.headers as object), origin: page.origin },
        }),
    });

  it('answers the data of a successful call', async () => {
    const client = clientFor(await idTokenOf('ticketing.user'));
    const data = await client.request({
      query: '{ me { firstName } }',
      answer: z.object({ me: z.object({ firstName: z.string() }) }),
    });
    expect(data.me.firstName).toBe('Tobias');
  });

  it('throws the form messages of a refused mutation by field', async () => {
    const client = clientFor(await idTokenOf('customer.full'));
    const error = await client
      .request(anyAnswer('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }'), {
        input: {},
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SisRequestError);
    const refused = error as SisRequestError;
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toBe('Please select a location');
    expect(refused.fields).toMatchObject({
      location: 'Please select a location',
      ticketType: 'Please select a ticket type',
      subject: 'Please enter the subject',
      description: 'Please enter the description',
    });
  });

  it('calls onUnauthenticated when the SIS refuses the token, so the portal signs in again', async () => {
    let calls = 0;
    const client = clientFor('not-a-token', () => {
      calls += 1;
    });
    await expect(client.request(anyAnswer('{ tickets { id } }'))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(calls).toBe(1);
  });

  it("reports the /api router's own refusals (plain JSON { error }: 403 foreign Origin, 429) by their status", async () => {
    const token = await idTokenOf('ticketing.user');
    const foreign = clientFor(token, undefined, { base: origin, origin: 'https://evil.example' });
    const refused = await foreign
      .request(anyAnswer('{ me { firstName } }'))
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(SisRequestError);
    expect(refused).toMatchObject({ status: 403, code: null, message: 'GraphQL Error (Code: 403)' });

    const limits = {
      api: { limit: 1, windowMs: 60_000 },
      editorAuthentication: { limit: 10, windowMs: 60_000 },
    };
    const base = await startApi(services.endpoints.sis?.url, services.identityIssuer, limits);
    const limited = clientFor(token, undefined, { base, origin: base });
    await limited.request(anyAnswer('{ me { firstName } }'));
    const over = await limited.request(anyAnswer('{ me { firstName } }')).catch((caught: unknown) => caught);
    expect(over).toBeInstanceOf(SisRequestError);
    expect(over).toMatchObject({ status: 429, code: null, message: 'GraphQL Error (Code: 429)' });
  });
});
