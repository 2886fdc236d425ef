import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../../../cli/services.ts';
import { projectConfigSchema } from '../../../../config/project-schema.ts';
import { silentLogger } from '../../../../core/logger.ts';
import { createSisClient, SisRequestError } from '../../../../plugins/portal/islands/sis-client.ts';
import { createApiRouter } from '../../../../runtime/server/api/index.ts';
import type { RuntimeContext } from '../../../../runtime/server/types.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

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

/** The runtime's `/api` over the given SIS endpoint, listening on a free port; resolves its origin. */
async function startApi(sisUrl: string | undefined): Promise<string> {
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: sisUrl ? { sis: { service: 'sis', url: sisUrl } } : {},
    sites: () => [],
    assets: () => ({ scripts: [], styles: [] }),
    portalSegment: 'mykomax',
  };
  const app = express();
  app.use('/api', createApiRouter(context));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

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

  it('answers 401 UNAUTHENTICATED without the identity token, and the SIS refuses a forged one', async () => {
    const without = await post({ body: { query: '{ tickets { id } }' } });
    expect(without.status).toBe(401);
    expect(
      ((await without.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions
        .code,
    ).toBe('UNAUTHENTICATED');
    const forged = await post({
      body: { query: '{ tickets { id } }' },
      headers: { ciam_id_token: 'eyJhbGciOiJub25lIn0.e30.' },
    });
    const answer = (await forged.json()) as {
      data?: unknown;
      errors: Array<{ extensions: { code: string } }>;
    };
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sends the identity token in ciam_id_token, the debug-level header set to 1 and the SIS locale', async () => {
    let received: IncomingHttpHeaders = {};
    const sis = createServer((request, response) => {
      received = request.headers;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
    });
    await new Promise<void>((resolve) => sis.listen(0, '127.0.0.1', resolve));
    servers.push(sis);
    const base = await startApi(`http://127.0.0.1:${(sis.address() as AddressInfo).port}/graphql`);
    const response = await post({
      base,
      body: { query: '{ ok }' },
      headers: { ciam_id_token: 'the-id-token' },
    });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(received.ciam_id_token).toBe('the-id-token');
    expect(received['debug-level']).toBe('1');
  });

  it("answers 502 'Network request failed' when the SIS cannot be reached, 503 when none is configured", async () => {
    const down = await startApi('http://127.0.0.1:9/graphql');
    const unreachable = await post({
      base: down,
      body: { query: '{ ok }' },
      headers: { ciam_id_token: 'x' },
    });
    expect(unreachable.status).toBe(502);
    expect(((await unreachable.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Network request failed',
    );
    const none = await startApi(undefined);
    expect(
      (await post({ base: none, body: { query: '{ ok }' }, headers: { ciam_id_token: 'x' } })).status,
    ).toBe(503);
  });
});

describe('createSisClient (the portal’s authenticated SIS client)', () => {
  const clientFor = (idToken: string, onUnauthenticated?: () => void) =>
    createSisClient({
      idToken,
      ...(onUnauthenticated ? { onUnauthenticated } : {}),
      // The browser resolves the proxy path against the page; here against the runtime's origin.
      fetch: (input, init) =>
        fetch(new URL(String(input), origin), { ...init, headers: { ...(init?.headers as object), origin } }),
    });

  it('answers the data of a successful call', async () => {
    const client = clientFor(await idTokenOf('ticketing.user'));
    const data = await client.request<{ me: { firstName: string } }>('{ me { firstName } }');
    expect(data.me.firstName).toBe('Tobias');
  });

  it('throws the form messages of a refused mutation by field', async () => {
    const client = clientFor(await idTokenOf('customer.full'));
    const error = await client
      .request('mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }', { input: {} })
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
    await expect(client.request('{ tickets { id } }')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toBe(1);
  });
});
