import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idTokenOf, type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

// docs/security.md rule 5: a delegated admin could `setAccess` on a user who also belongs to organizations the
// admin does not administer (only `deleteUser` refused that), and inviting an e-mail that exists in a
// foreign organization answered that user's id. Sent as the portal sends them: through the runtime's
// /api/tickets-proxy with admin.extern's id token (admin of Alpha Wire only).

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

let runtime: SecurityRuntime;
const tokens = new Map<string, string>();

beforeAll(async () => {
  runtime = await startSecurityRuntime();
  for (const username of ['admin.extern', 'admin.intern']) {
    tokens.set(username, await idTokenOf({ runtime, username }));
  }
});
afterAll(async () => {
  await runtime?.close();
});

async function asUser(username: string, query: string, variables: Record<string, unknown>) {
  const answer = await get({
    baseUrl: runtime.baseUrl,
    path: '/api/tickets-proxy',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: runtime.baseUrl,
      ciam_id_token: tokens.get(username)!,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: answer.status, body: answer.body, json: JSON.parse(answer.body) as Answer };
}

const SET_ACCESS = `mutation($user: ID!, $app: ID!, $action: AccessAction!) {
  setAccess(userId: $user, application: $app, action: $action) { id access { application { id } status } } }`;
const INVITE = `mutation($email: String, $org: ID) {
  inviteUser(email: $email, organizationId: $org) { id } }`;
const USER = 'query($id: ID!) { user(id: $id) { access { application { id } status actions } } }';

describe('SIS user administration across organizations (docs/security.md rule 5)', () => {
  it("refuses an admin's access change for a user who also belongs to another organization", async () => {
    // admin.intern belongs to every organization, Alpha Wire included, so admin.extern sees them.
    const before = await asUser('admin.intern', USER, { id: 'acc-admin-intern' });
    type Shown = { user: { access: Array<{ application: { id: string }; actions: string[] }> } };
    const { access } = (before.json.data as Shown).user;
    const campus = access.find((entry) => entry.application.id === 'campus')!;
    // An action the access offers, so only the organization rule can refuse it.
    const refused = await asUser('admin.extern', SET_ACCESS, {
      user: 'acc-admin-intern',
      app: 'campus',
      action: campus.actions[0],
    });
    expect(refused.json.data ?? null).toBeNull();
    expect(refused.json.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'FOREIGN_ORGANIZATION',
    });
    const after = await asUser('admin.intern', USER, { id: 'acc-admin-intern' });
    expect(after.json.data).toEqual(before.json.data);
  });

  it("answers an invite of another organization's user without that user's id", async () => {
    const foreign = await asUser('admin.extern', INVITE, {
      email: 'other.org@beta-cable.test',
      org: 'org-alpha-wire',
    });
    expect(foreign.json.errors?.[0]?.message).toBe('The user already exists');
    expect(foreign.json.errors?.[0]?.extensions).toEqual({ code: 'USER_ALREADY_EXISTS' });
    expect(foreign.body).not.toContain('acc-other-org');
    // A user the admin shares an organization with is still named, for the portal's profile link.
    const own = await asUser('admin.extern', INVITE, {
      email: 'ticketing.user@alpha-wire.test',
      org: 'org-alpha-wire',
    });
    expect(own.json.errors?.[0]?.extensions).toEqual({
      code: 'USER_ALREADY_EXISTS',
      userId: 'acc-ticketing-user',
    });
  });
});
