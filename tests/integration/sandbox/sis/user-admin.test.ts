import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import {
  ACCESS_ACTIONS,
  type AccessAction,
  type AccessStatus,
  accessActions,
} from '../../../../sandbox/sis/rules.ts';
import { startSisService } from '../../../../sandbox/sis/server.ts';
import {
  FOREIGN_ORGANIZATION_ACCESS_MESSAGE,
  LAST_ORGANIZATION_MESSAGE,
} from '../../../../sandbox/sis/user-changes.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};
type Access = {
  application: { id: string };
  status: AccessStatus;
  actions: AccessAction[];
  updatedAt: string;
};
type User = { id: string; email: string; organizations: Array<{ id: string }>; access: Access[] };

const PASSWORD = 'Portal-demo-1';
const EXTERN = 'admin.extern';
const INTERN = 'admin.intern';
const PLAIN = 'ticketing.user';
const ALPHA = 'org-alpha-wire';
const BETA = 'org-beta-cable';

let idp: RunningIdentityProvider;
const tokens = new Map<string, string>();
const services: Array<{ close(): Promise<void> }> = [];

// Real id tokens of the sandbox identity provider, checked by the SIS against its published keys.
beforeAll(async () => {
  idp = await startIdentityProvider();
  for (const username of [EXTERN, INTERN, PLAIN]) {
    const { code, pkce } = await signIn({ issuer: idp.issuer, username, password: PASSWORD });
    const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier });
    tokens.set(username, ((await response.json()) as { id_token: string }).id_token);
  }
});
afterAll(() => idp.close());
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function start() {
  const discovery = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
  const keys = createRemoteJWKSet(new URL(((await discovery.json()) as { jwks_uri: string }).jwks_uri));
  const service = await startSisService({
    verifyToken: async (token) => {
      const { payload } = await jwtVerify(token, keys, { issuer: idp.issuer });
      return payload.sub ? { sub: payload.sub } : null;
    },
  });
  services.push(service);
  return async (as: string, query: string, variables: object = {}) => {
    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ciam_id_token: tokens.get(as)! },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  };
}

const USER = 'id email organizations { id } access { application { id } status actions updatedAt }';
const INVITE = `mutation($email: String, $org: ID, $apps: [ID!]) {
  inviteUser(email: $email, organizationId: $org, applications: $apps) { ${USER} } }`;
const SET_ACCESS = `mutation($user: ID!, $app: ID!, $action: AccessAction!) {
  setAccess(userId: $user, application: $app, action: $action) { ${USER} } }`;
const GET_USER = `query($id: ID!) { user(id: $id) { ${USER} } }`;
const USERS = `{ users { ${USER} } }`;
const ADD_ORG = `mutation($user: ID!, $org: ID!) { addUserOrganization(userId: $user, organizationId: $org) { ${USER} } }`;
const REMOVE_ORG = `mutation($user: ID!, $org: ID!) { removeUserOrganization(userId: $user, organizationId: $org) { ${USER} } }`;
const DELETE = 'mutation($user: ID!) { deleteUser(userId: $user) }';

const error = (answer: Answer) => answer.errors?.[0];
const accessTo = (user: User, application: string) =>
  user.access.find((entry) => entry.application.id === application)!;

describe('sandbox SIS user administration', () => {
  it('invites a user into one of the admin’s organizations with the chosen applications invited', async () => {
    const post = await start();
    const invited = await post(EXTERN, INVITE, {
      email: ' new.colleague@alpha-wire.test ',
      org: ALPHA,
      apps: ['ticketing', 'assetDatabase'],
    });
    const user = invited.data?.inviteUser as User;
    expect(user.email).toBe('new.colleague@alpha-wire.test');
    expect(user.organizations).toEqual([{ id: ALPHA }]);
    expect(accessTo(user, 'ticketing').status).toBe('invited');
    expect(accessTo(user, 'assetDatabase').status).toBe('invited');
    expect(accessTo(user, 'campus')).toMatchObject({ status: 'unknown', actions: ['addApplication'] });
    const listed = (await post(EXTERN, USERS)).data?.users as User[];
    expect(listed.map((entry) => entry.id)).toContain(user.id);
  });

  it('answers the invite form messages and names an existing user', async () => {
    const post = await start();
    const badEmail = await post(EXTERN, INVITE, { email: 'not-an-address', org: ALPHA });
    expect(error(badEmail)?.message).toBe('Please provide a valid email address');
    expect(error(badEmail)?.extensions?.code).toBe('BAD_USER_INPUT');
    const noOrganization = await post(EXTERN, INVITE, { email: 'x@alpha-wire.test' });
    expect(error(noOrganization)?.extensions?.fields).toEqual({ organization: 'Please select an item' });
    const foreignOrganization = await post(EXTERN, INVITE, { email: 'x@alpha-wire.test', org: BETA });
    expect(error(foreignOrganization)?.message).toBe('Please select an item');
    const existing = await post(EXTERN, INVITE, { email: 'TICKETING.user@alpha-wire.test', org: ALPHA });
    expect(error(existing)?.message).toBe('The user already exists');
    expect(error(existing)?.extensions).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      userId: 'acc-ticketing-user',
    });
  });

  // The status each action leads to, read from customer-area §4 (tests/sandbox/sis/rules.test.ts has the actions each status offers).
  const ACTION_CASES: Array<{
    action: AccessAction;
    admin: string;
    user: string;
    application: string;
    before: AccessStatus;
    after: AccessStatus;
  }> = [
    {
      action: 'addApplication',
      admin: EXTERN,
      user: 'acc-ticketing-user',
      application: 'campus',
      before: 'unknown',
      after: 'invited',
    },
    {
      action: 'grantAccess',
      admin: EXTERN,
      user: 'acc-no-roles',
      application: 'assetDatabase',
      before: 'inactive',
      after: 'active',
    },
    {
      action: 'grantAccess',
      admin: EXTERN,
      user: 'acc-no-roles',
      application: 'ticketing',
      before: 'declined',
      after: 'active',
    },
    {
      action: 'acceptRequest',
      admin: EXTERN,
      user: 'acc-direct-pending',
      application: 'directService',
      before: 'pending',
      after: 'active',
    },
    {
      action: 'update',
      admin: EXTERN,
      user: 'acc-ticketing-user',
      application: 'ticketing',
      before: 'active',
      after: 'active',
    },
    {
      action: 'resendInvite',
      admin: INTERN,
      user: 'acc-campus-invited',
      application: 'campus',
      before: 'invited',
      after: 'invited',
    },
    {
      action: 'sendNewInvite',
      admin: INTERN,
      user: 'acc-campus-expired',
      application: 'campus',
      before: 'inviteExpired',
      after: 'invited',
    },
    {
      action: 'decline',
      admin: EXTERN,
      user: 'acc-direct-pending',
      application: 'directService',
      before: 'pending',
      after: 'declined',
    },
    {
      action: 'withdraw',
      admin: EXTERN,
      user: 'acc-ticketing-user',
      application: 'ticketing',
      before: 'active',
      after: 'inactive',
    },
  ];

  it('covers all eight actions', () => {
    expect(new Set(ACTION_CASES.map((entry) => entry.action))).toEqual(new Set(ACCESS_ACTIONS));
  });

  it.each(ACTION_CASES)(
    '$action turns $before access into $after and refuses the actions $before does not offer',
    async ({ action, admin, user, application, before, after }) => {
      const post = await start();
      const shown = (await post(admin, GET_USER, { id: user })).data?.user as User;
      const current = accessTo(shown, application);
      expect(current.status).toBe(before);
      for (const unavailable of ACCESS_ACTIONS.filter((a) => !accessActions(before).includes(a))) {
        const refused = await post(admin, SET_ACCESS, { user, app: application, action: unavailable });
        expect(error(refused)?.message).toBe(
          `Action '${unavailable}' is not available for an access that is '${before}'`,
        );
      }
      const changed = (await post(admin, SET_ACCESS, { user, app: application, action })).data
        ?.setAccess as User;
      const entry = accessTo(changed, application);
      expect(entry.status).toBe(after);
      expect(entry.actions).toEqual([...accessActions(after)]);
      expect(entry.updatedAt).not.toBe(current.updatedAt);
    },
  );

  it('assigns only the admin’s own organizations and hides a user whose last shared one is removed', async () => {
    const post = await start();
    const foreign = await post(EXTERN, ADD_ORG, { user: 'acc-ticketing-user', org: BETA });
    expect(error(foreign)?.message).toBe('Please select an item');
    // An external admin of Alpha does not see Beta's user until they share an organization.
    expect(error(await post(EXTERN, GET_USER, { id: 'acc-other-org' }))?.extensions?.code).toBe('NOT_FOUND');
    const added = (await post(INTERN, ADD_ORG, { user: 'acc-other-org', org: ALPHA })).data
      ?.addUserOrganization as User;
    expect(added.organizations).toEqual([{ id: ALPHA }, { id: BETA }]);
    const seen = (await post(EXTERN, GET_USER, { id: 'acc-other-org' })).data?.user as User;
    expect(seen.organizations).toEqual([{ id: ALPHA }]);

    const removed = await post(EXTERN, REMOVE_ORG, { user: 'acc-other-org', org: ALPHA });
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeUserOrganization).toBeNull();
    expect(error(await post(EXTERN, GET_USER, { id: 'acc-other-org' }))?.extensions?.code).toBe('NOT_FOUND');
    const listed = (await post(EXTERN, USERS)).data?.users as User[];
    expect(listed.map((entry) => entry.id)).not.toContain('acc-other-org');
    // The internal admin still shares Beta with the user.
    const stillSeen = (await post(INTERN, GET_USER, { id: 'acc-other-org' })).data?.user as User;
    expect(stillSeen.organizations).toEqual([{ id: BETA }]);
  });

  it("refuses to remove a user's last organization or one the user does not belong to", async () => {
    const post = await start();
    const last = await post(EXTERN, REMOVE_ORG, { user: 'acc-ticketing-user', org: ALPHA });
    expect(error(last)).toMatchObject({
      message: LAST_ORGANIZATION_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notMember = await post(INTERN, REMOVE_ORG, { user: 'acc-other-org', org: ALPHA });
    expect(error(notMember)?.extensions?.code).toBe('BAD_USER_INPUT');
    const unchanged = (await post(EXTERN, GET_USER, { id: 'acc-ticketing-user' })).data?.user as User;
    expect(unchanged.organizations).toEqual([{ id: ALPHA }]);
  });

  it('lets an admin remove their own organization, after which its users are out of sight', async () => {
    const post = await start();
    expect((await post(INTERN, GET_USER, { id: 'acc-ticketing-user' })).data?.user).toMatchObject({
      id: 'acc-ticketing-user',
    });
    const self = (await post(INTERN, REMOVE_ORG, { user: 'acc-admin-intern', org: ALPHA })).data
      ?.removeUserOrganization as User;
    expect(self.organizations.map((organization) => organization.id)).not.toContain(ALPHA);
    expect(error(await post(INTERN, GET_USER, { id: 'acc-ticketing-user' }))?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const organizations = (await post(INTERN, '{ organizations { id } }')).data?.organizations as Array<{
      id: string;
    }>;
    expect(organizations.map((organization) => organization.id)).not.toContain(ALPHA);
  });

  it('deletes a user everywhere, so the address can be invited again', async () => {
    const post = await start();
    const invited = (await post(EXTERN, INVITE, { email: 'short.stay@alpha-wire.test', org: ALPHA })).data
      ?.inviteUser as User;
    expect((await post(EXTERN, DELETE, { user: invited.id })).data?.deleteUser).toBe(invited.id);
    expect(error(await post(EXTERN, GET_USER, { id: invited.id }))?.extensions?.code).toBe('NOT_FOUND');
    expect(error(await post(INTERN, GET_USER, { id: invited.id }))?.extensions?.code).toBe('NOT_FOUND');
    const again = await post(EXTERN, INVITE, { email: 'short.stay@alpha-wire.test', org: ALPHA });
    expect(again.errors).toBeUndefined();
    expect(again.data?.inviteUser).not.toMatchObject({ id: invited.id });

    // A ticket contact can be deleted too; the ticket keeps the contact's name.
    expect((await post(EXTERN, DELETE, { user: 'acc-customer-full' })).data?.deleteUser).toBe(
      'acc-customer-full',
    );
    const listed = (await post(EXTERN, USERS)).data?.users as User[];
    expect(listed.map((entry) => entry.id)).not.toContain('acc-customer-full');
    const ticket = await post(PLAIN, '{ ticket(id: "TCK-1001") { contact } }');
    expect(ticket.data?.ticket).toEqual({ contact: 'Clara Fuchs' });
    const reinvited = await post(EXTERN, INVITE, { email: 'customer.full@alpha-wire.test', org: ALPHA });
    expect(reinvited.errors).toBeUndefined();
  });

  it('lets an admin delete their own account, which then may administer nothing', async () => {
    const post = await start();
    expect((await post(EXTERN, DELETE, { user: 'acc-admin-extern' })).data?.deleteUser).toBe(
      'acc-admin-extern',
    );
    expect(error(await post(EXTERN, USERS))?.extensions?.code).toBe('FORBIDDEN');
    expect((await post(EXTERN, '{ organizations { id } }')).data?.organizations).toEqual([]);
    const listed = (await post(INTERN, USERS)).data?.users as User[];
    expect(listed.map((entry) => entry.id)).not.toContain('acc-admin-extern');
  });

  it('refuses to delete a user who also belongs to organizations the admin does not administer', async () => {
    const post = await start();
    // admin.intern belongs to every organization; admin.extern administers Alpha Wire only.
    const refused = await post(EXTERN, DELETE, { user: 'acc-admin-intern' });
    expect(error(refused)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'FOREIGN_ORGANIZATION' });
    const still = (await post(INTERN, '{ organizations { id } }')).data?.organizations as Array<{
      id: string;
    }>;
    expect(still.length).toBeGreaterThan(1);
    expect(error(await post(INTERN, USERS))).toBeUndefined();
  });

  it('refuses to change the access of a user who also belongs to organizations the admin does not administer', async () => {
    const post = await start();
    // admin.intern belongs to every organization; admin.extern administers Alpha Wire only.
    const before = accessTo(
      (await post(INTERN, GET_USER, { id: 'acc-admin-intern' })).data?.user as User,
      'ticketing',
    );
    const refused = await post(EXTERN, SET_ACCESS, {
      user: 'acc-admin-intern',
      app: 'ticketing',
      action: before.actions[0],
    });
    expect(refused.data ?? null).toBeNull();
    expect(error(refused)).toMatchObject({
      message: FOREIGN_ORGANIZATION_ACCESS_MESSAGE,
      extensions: { code: 'FORBIDDEN', reason: 'FOREIGN_ORGANIZATION' },
    });
    const after = accessTo(
      (await post(INTERN, GET_USER, { id: 'acc-admin-intern' })).data?.user as User,
      'ticketing',
    );
    expect(after).toEqual(before);

    // A Beta user given Alpha too: visible to Alpha's admin, whose access change is still refused.
    await post(INTERN, ADD_ORG, { user: 'acc-other-org', org: ALPHA });
    const shared = await post(EXTERN, SET_ACCESS, {
      user: 'acc-other-org',
      app: 'campus',
      action: 'addApplication',
    });
    expect(error(shared)?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'FOREIGN_ORGANIZATION' });
    // The admin of every organization may.
    const allowed = await post(INTERN, SET_ACCESS, {
      user: 'acc-other-org',
      app: 'campus',
      action: 'addApplication',
    });
    expect(accessTo(allowed.data?.setAccess as User, 'campus').status).toBe('invited');
  });

  it("answers an invite of another organization's user without that user's id", async () => {
    const post = await start();
    const foreign = await post(EXTERN, INVITE, { email: 'other.org@beta-cable.test', org: ALPHA });
    expect(error(foreign)?.message).toBe('The user already exists');
    expect(error(foreign)?.extensions).toEqual({ code: 'USER_ALREADY_EXISTS' });
    expect(JSON.stringify(foreign)).not.toContain('acc-other-org');
  });

  it('refuses every user-administration call of a user without a delegated-admin role', async () => {
    const post = await start();
    const calls: Array<[string, object]> = [
      [USERS, {}],
      [GET_USER, { id: 'acc-ticketing-user' }],
      [INVITE, { email: 'x@alpha-wire.test', org: ALPHA }],
      [SET_ACCESS, { user: 'acc-ticketing-user', app: 'ticketing', action: 'withdraw' }],
      [ADD_ORG, { user: 'acc-ticketing-user', org: ALPHA }],
      [REMOVE_ORG, { user: 'acc-ticketing-user', org: ALPHA }],
      [DELETE, { user: 'acc-ticketing-user' }],
    ];
    for (const [query, variables] of calls) {
      expect(error(await post(PLAIN, query, variables))?.extensions?.code).toBe('FORBIDDEN');
    }
    const self = (await post(EXTERN, GET_USER, { id: 'acc-ticketing-user' })).data?.user as User;
    expect(accessTo(self, 'ticketing').status).toBe('active');
  });
});
