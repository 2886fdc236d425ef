import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSisService, type VerifyToken } from '../../../../sandbox/sis/server.ts';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

let sign: (sub: string) => Promise<string>;
let verifyToken: VerifyToken;
const services: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  sign = (sub) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(privateKey);
  verifyToken = async (token) => {
    const { payload } = await jwtVerify(token, publicKey);
    return payload.sub ? { sub: payload.sub } : null;
  };
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function start(databaseFile?: string) {
  const service = await startSisService({ verifyToken, databaseFile });
  services.push(service);
  return async (query: string, options: { as?: string; token?: string; variables?: object } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = options.token ?? (options.as ? await sign(options.as) : undefined);
    if (token) headers.ciam_id_token = token;
    const response = await fetch(service.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: options.variables ?? {} }),
    });
    return (await response.json()) as Answer;
  };
}

const ALPHA = 'acc-customer-full';
const BETA = 'acc-other-org';
const TICKETS = '{ tickets { id subject machine serialNumber concern status contact commentsCount } }';
const CREATE = `mutation($input: CreateTicketInput!) { createTicket(input: $input) { id status contact machine } }`;

describe('startSisService', () => {
  it('refuses a call without a token or with a token signed by another key', async () => {
    const post = await start();
    expect((await post(TICKETS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(ALPHA)
      .sign(privateKey);
    expect((await post(TICKETS, { token: forged })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lists only the caller's organization's tickets and hides another's ticket behind NOT_FOUND", async () => {
    const post = await start();
    const alpha = (await post(TICKETS, { as: ALPHA })).data?.tickets as Array<{ id: string }>;
    const beta = (await post(TICKETS, { as: BETA })).data?.tickets as Array<{ id: string }>;
    expect(alpha.map((t) => t.id)).toEqual(['TCK-1002', 'TCK-1001']);
    expect(beta.map((t) => t.id)).toEqual(['TCK-1003']);
    const answer = await post('{ ticket(id: "TCK-1001") { id subject } }', { as: BETA });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(answer)).not.toContain('Crimp height');
  });

  it('creates a ticket, answering the form messages on bad input', async () => {
    const post = await start();
    const empty = await post(CREATE, { as: ALPHA, variables: { input: { subject: ' ' } } });
    expect(empty.errors?.[0]?.message).toBe('Please select a location');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({
      location: 'Please select a location',
      ticketType: 'Please select a ticket type',
      machineConcerned: 'Please select a machine concerned',
      subject: 'Please enter the subject',
      description: 'Please enter the description',
    });
    const input = {
      location: 'loc-alpha-munich',
      ticketType: 'Service request',
      machineConcerned: 'ast-alpha-3',
      subject: 'Feeder jams',
      description: 'Jams on 0.35 mm² wire.',
    };
    const foreignMachine = await post(CREATE, {
      as: ALPHA,
      variables: { input: { ...input, machineConcerned: 'ast-beta-1' } },
    });
    expect(foreignMachine.errors?.[0]?.message).toBe('Please select a machine concerned');
    const created = await post(CREATE, { as: ALPHA, variables: { input } });
    expect(created.data?.createTicket).toEqual({
      id: 'TCK-1004',
      status: 'open',
      contact: 'Clara Fuchs',
      machine: 'Zeta 640',
    });
  });

  it('comments on a ticket and closes it with a reason', async () => {
    const post = await start();
    const comment =
      'mutation($d: String) { addTicketComment(ticketId: "TCK-1002", description: $d) { commentsCount comments { description author } } }';
    expect((await post(comment, { as: ALPHA, variables: { d: '' } })).errors?.[0]?.message).toBe(
      'Please enter a comment',
    );
    const commented = await post(comment, { as: ALPHA, variables: { d: 'Blades arrived damaged.' } });
    expect(commented.data?.addTicketComment).toEqual({
      commentsCount: 1,
      comments: [{ description: 'Blades arrived damaged.', author: 'Clara Fuchs' }],
    });
    const close =
      'mutation($r: String) { closeTicket(ticketId: "TCK-1002", reason: $r, comment: "Thanks") { status closeReason closeComment } }';
    expect((await post(close, { as: ALPHA, variables: { r: 'whatever' } })).errors?.[0]?.message).toBe(
      'Please select an item',
    );
    const closed = await post(close, { as: ALPHA, variables: { r: 'noLongerRelevant' } });
    expect(closed.data?.closeTicket).toEqual({
      status: 'closed',
      closeReason: 'noLongerRelevant',
      closeComment: 'Thanks',
    });
    expect(
      (await post(close, { as: BETA, variables: { r: 'noLongerRelevant' } })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('lets a delegated admin invite and withdraw access, but not a plain user', async () => {
    const post = await start();
    const invite =
      'mutation($e: String) { inviteUser(email: $e, organizationId: "org-alpha-wire", applications: ["ticketing"]) { id email access { application { id } status } } }';
    const refused = await post(invite, { as: 'acc-ticketing-user', variables: { e: 'new@alpha-wire.test' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const existing = await post(invite, {
      as: 'acc-admin-extern',
      variables: { e: 'Ticketing.User@alpha-wire.test' },
    });
    expect(existing.errors?.[0]?.message).toBe('The user already exists');
    expect(existing.errors?.[0]?.extensions?.userId).toBe('acc-ticketing-user');
    const invited = await post(invite, { as: 'acc-admin-extern', variables: { e: 'new@alpha-wire.test' } });
    const user = invited.data?.inviteUser as {
      id: string;
      access: Array<{ application: { id: string }; status: string }>;
    };
    expect(user.access.find((a) => a.application.id === 'ticketing')?.status).toBe('invited');

    const withdraw = `mutation { setAccess(userId: "acc-ticketing-user", application: "ticketing", action: withdraw) { access { application { id } status actions } } }`;
    const withdrawn = await post(withdraw, { as: 'acc-admin-extern' });
    expect(
      (withdrawn.data!.setAccess as { access: Array<{ application: { id: string } }> }).access.find(
        (a) => a.application.id === 'ticketing',
      ),
    ).toEqual({ application: { id: 'ticketing' }, status: 'inactive', actions: ['grantAccess'] });
    expect((await post(withdraw, { as: 'acc-admin-extern' })).errors?.[0]?.message).toBe(
      "Action 'withdraw' is not available for an access that is 'inactive'",
    );
    const foreign = await post(withdraw.replace('acc-ticketing-user', 'acc-other-org'), {
      as: 'acc-admin-extern',
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  describe('with a database file', () => {
    let directory: string;
    beforeAll(() => {
      directory = mkdtempSync(join(tmpdir(), 'sitefleet-sis-'));
    });
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    it('keeps data written across a restart', async () => {
      const file = join(directory, 'sis.sqlite');
      const first = await start(file);
      const created = await first(CREATE, {
        as: BETA,
        variables: {
          input: {
            location: 'loc-beta-zurich',
            ticketType: 'Complaint',
            machineConcerned: 'ast-beta-2',
            subject: 'Noise at the stripper',
            description: 'Since the last service.',
          },
        },
      });
      expect(created.errors).toBeUndefined();
      await services.pop()!.close();

      const second = await start(file);
      const tickets = (await second(TICKETS, { as: BETA })).data?.tickets as Array<{ subject: string }>;
      expect(tickets.map((t) => t.subject)).toEqual(['Noise at the stripper', 'Seal station calibration']);
    });
  });
});
