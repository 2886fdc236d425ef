import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import { startSisService } from '../../../../sandbox/sis/server.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

const PASSWORD = 'Portal-demo-1';
let idp: RunningIdentityProvider;
let sis: { url: string; close(): Promise<void> };
const idTokens = new Map<string, string>();

beforeAll(async () => {
  idp = await startIdentityProvider();
  // The SIS trusts id tokens signed with the provider's published keys, as the CLI wires it.
  const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
    jwks_uri: string;
  };
  const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
  sis = await startSisService({
    verifyToken: async (token) => {
      const { payload } = await jwtVerify(token, jwks, { issuer: idp.issuer });
      return payload.sub ? { sub: payload.sub } : null;
    },
  });
});
afterAll(async () => {
  await sis?.close();
  await idp?.close();
});

/** Signs in at the identity provider as `username` and returns the real id token (cached per user). */
async function idToken(username: string): Promise<string> {
  const cached = idTokens.get(username);
  if (cached) return cached;
  const { code, pkce } = await signIn({ issuer: idp.issuer, username, password: PASSWORD });
  const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier });
  const { id_token } = (await response.json()) as { id_token: string };
  idTokens.set(username, id_token);
  return id_token;
}

/** POSTs one GraphQL operation to the SIS as `username` would through the portal (ciam_id_token). */
async function post(username: string, query: string, variables: object = {}): Promise<Answer> {
  const response = await fetch(sis.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ciam_id_token: await idToken(username) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const code = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

/** The ids of the list `field` of an answer; [] when the answer has none. */
const ids = (answer: Answer, field: string) =>
  ((answer.data?.[field] ?? []) as Array<{ id: string }>).map((entry) => entry.id);

const TICKET_OPERATIONS = {
  tickets: '{ tickets { id } }',
  ticket: '{ ticket(id: "TCK-1001") { id subject } }',
  ticketTypes: '{ ticketTypes }',
  createTicket: `mutation { createTicket(input: { location: "loc-alpha-munich", ticketType: "Complaint",
    machineConcerned: "ast-alpha-3", subject: "Noise", description: "Loud." }) { id } }`,
  addTicketComment: 'mutation { addTicketComment(ticketId: "TCK-1002", description: "Any news?") { id } }',
  closeTicket: 'mutation { closeTicket(ticketId: "TCK-1002", reason: "noLongerRelevant") { id } }',
};

describe('SIS ticketing permissions with identity-provider tokens (customer-area §4, §6)', () => {
  it.each(['no.roles', 'artemis.cloud'])(
    'refuses every ticketing call to %s (FORBIDDEN)',
    async (username) => {
      for (const [name, query] of Object.entries(TICKET_OPERATIONS)) {
        const answer = await post(username, query);
        expect({ name, code: code(answer) }).toEqual({ name, code: 'FORBIDDEN' });
        expect(answer.data ?? null).toBeNull();
      }
      expect(code(await post(username, '{ assets { id } }'))).toBe('FORBIDDEN');
    },
  );

  it("leaves the refused user's calls without effect on the tickets", async () => {
    await post('no.roles', TICKET_OPERATIONS.closeTicket);
    const ticket = await post('customer.full', '{ ticket(id: "TCK-1002") { status commentsCount } }');
    expect(ticket.data?.ticket).toEqual({ status: 'open', commentsCount: 0 });
  });

  it('lets assetdb.user list the machines of its organization but not the tickets', async () => {
    const assets = await post('assetdb.user', '{ assets { id } }');
    expect(assets.errors).toBeUndefined();
    expect(ids(assets, 'assets').sort()).toEqual(['ast-alpha-1', 'ast-alpha-2', 'ast-alpha-3']);
    expect(code(await post('assetdb.user', TICKET_OPERATIONS.tickets))).toBe('FORBIDDEN');
    expect(code(await post('assetdb.user', TICKET_OPERATIONS.ticket))).toBe('FORBIDDEN');
  });

  it('serves the ticketing role given as a single string (ticketing.user)', async () => {
    const answer = await post('ticketing.user', '{ tickets { id } ticketTypes assets { id } }');
    expect(answer.errors).toBeUndefined();
    expect(ids(answer, 'tickets')).toEqual(['TCK-1002', 'TCK-1001']);
  });

  it('hides an alpha ticket from a beta-organization user behind NOT_FOUND, for reading and writing', async () => {
    const read = await post('other.org', TICKET_OPERATIONS.ticket);
    expect(code(read)).toBe('NOT_FOUND');
    expect(JSON.stringify(read)).not.toContain('Crimp height');
    expect(code(await post('other.org', TICKET_OPERATIONS.addTicketComment))).toBe('NOT_FOUND');
    expect(code(await post('other.org', TICKET_OPERATIONS.closeTicket))).toBe('NOT_FOUND');
    const own = await post('other.org', TICKET_OPERATIONS.tickets);
    expect(ids(own, 'tickets')).toEqual(['TCK-1003']);
  });
});

describe('ticket types in the SIS locale (public-site §7 mapping)', () => {
  const postIn = async (locale: string | null, query: string, variables: object = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ciam_id_token: await idToken('customer.full'),
    };
    if (locale) headers['accept-language'] = locale;
    const response = await fetch(sis.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  };

  it('answers the ticket types in the locale the portal asks for, and in en-US otherwise', async () => {
    expect((await postIn('de-CH', '{ ticketTypes }')).data?.ticketTypes).toEqual([
      'Serviceanfrage',
      'Ersatzteile',
      'Technische Frage',
      'Reklamation',
    ]);
    expect((await postIn('ja-JP', '{ ticketTypes }')).data?.ticketTypes).toContain('スペアパーツ');
    const english = ['Service request', 'Spare parts', 'Technical question', 'Complaint'];
    expect((await postIn(null, '{ ticketTypes }')).data?.ticketTypes).toEqual(english);
    expect((await postIn('ru-RU', '{ ticketTypes }')).data?.ticketTypes).toEqual(english);
  });

  it('stores a ticket created in German with its type, and shows it in each reader’s language', async () => {
    const created = await postIn(
      'de-CH',
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id type } }',
      {
        input: {
          location: 'loc-alpha-stuttgart',
          ticketType: 'Ersatzteile',
          machineConcerned: 'ast-alpha-1',
          subject: 'Messer stumpf',
          description: 'Bitte Ersatzmesser senden.',
        },
      },
    );
    const ticket = created.data?.createTicket as { id: string; type: string };
    expect(ticket.type).toBe('Ersatzteile');
    const inFrench = await postIn('fr-FR', 'query($id: ID!) { ticket(id: $id) { type } }', { id: ticket.id });
    expect(inFrench.data?.ticket).toEqual({ type: 'Pièces de rechange' });
    const refused = await postIn(
      'de-CH',
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
      {
        input: {
          location: 'loc-alpha-stuttgart',
          ticketType: 'Kaffeebestellung',
          machineConcerned: 'ast-alpha-1',
          subject: 'x',
          description: 'y',
        },
      },
    );
    expect(refused.errors?.[0]?.message).toBe('Please select a ticket type');
  });
});
