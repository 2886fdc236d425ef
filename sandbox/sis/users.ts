import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { accessActions } from '../../core/portal/access-actions.ts';
import { type AccessAction, type AccessStatus, PORTAL_MESSAGES } from '../../core/portal/constants.ts';
import { VALIDATION_MESSAGES, validateInvite } from '../../core/portal/validation.ts';
import {
  assertValid,
  isDelegatedAdmin,
  loadViewer,
  organizationsParam,
  requireAdmin,
  requireViewer,
  type SisContext,
  sisError,
  type Viewer,
} from './context.ts';
import { SIS_APPLICATIONS } from './seed.ts';
import { organizationNode } from './tickets.ts';

// The status each action leads to (customer-area §4); which action a status allows is core/portal's rule.
const STATUS_AFTER: Readonly<Record<AccessAction, AccessStatus>> = {
  addApplication: 'invited',
  grantAccess: 'active',
  acceptRequest: 'active',
  update: 'active',
  resendInvite: 'invited',
  sendNewInvite: 'invited',
  decline: 'declined',
  withdraw: 'inactive',
};

interface UserRow {
  id: string;
  username: string | null;
  email: string;
  first_name: string;
  last_name: string;
  internal: number;
  roles: string;
}

function accessOf(db: Database, userId: string) {
  const rows = db
    .prepare('SELECT application_id, status, updated_at FROM access WHERE user_id = ?')
    .all(userId) as Array<{
    application_id: string;
    status: AccessStatus;
    updated_at: string;
  }>;
  return SIS_APPLICATIONS.map((application) => {
    const row = rows.find((candidate) => candidate.application_id === application.id);
    const status = row?.status ?? 'unknown';
    return { application, status, actions: accessActions(status), updatedAt: row?.updated_at ?? null };
  });
}

// Only organizations the caller shares are listed, so an admin learns nothing about other customers.
function userNode(db: Database, viewer: Viewer, row: UserRow) {
  const roles = JSON.parse(row.roles) as string[];
  const organizations = db
    .prepare(
      'SELECT organization_id AS id FROM user_organizations WHERE user_id = ? AND organization_id IN (SELECT value FROM json_each(?)) ORDER BY organization_id',
    )
    .all(row.id, organizationsParam(viewer)) as Array<{ id: string }>;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    internal: row.internal === 1,
    roles,
    isDelegatedAdmin: isDelegatedAdmin(roles),
    organizations: organizations.map((organization) => organizationNode(db, organization.id)),
    access: accessOf(db, row.id),
  };
}

const VISIBLE_USERS = `SELECT * FROM users WHERE id IN (SELECT user_id FROM user_organizations
  WHERE organization_id IN (SELECT value FROM json_each(?)))`;

function findUser(db: Database, viewer: Viewer, id: string): UserRow {
  const row = db.prepare(`${VISIBLE_USERS} AND id = ?`).get(organizationsParam(viewer), id) as
    | UserRow
    | undefined;
  if (!row) throw sisError(`User '${id}' was not found`, 'NOT_FOUND');
  return row;
}

/** Refuses an organization the admin does not belong to, as the invite form does (customer-area §5). */
function assertOwnOrganization(admin: Viewer, organizationId: string): void {
  if (!admin.organizationIds.includes(organizationId)) {
    assertValid({ organization: VALIDATION_MESSAGES.selectItem });
  }
}

/**
 * The calling admin and the user a user-administration field names.
 *
 * @throws GraphQLError UNAUTHENTICATED / FORBIDDEN (not an admin), NOT_FOUND (a user the admin shares
 *   no organization with).
 */
function adminAndUser(context: SisContext, userId: string): { admin: Viewer; user: UserRow } {
  const admin = requireAdmin(context);
  return { admin, user: findUser(context.db, admin, userId) };
}

/** The arguments of assigning or removing an organization. */
interface MembershipArgs {
  userId: string;
  organizationId: string;
}

/**
 * {@link adminAndUser} for an organization change, which must name one of the admin's own
 * organizations.
 *
 * @throws GraphQLError as adminAndUser; BAD_USER_INPUT 'Please select an item' for another organization.
 */
function membershipChange(context: SisContext, args: MembershipArgs): { admin: Viewer; user: UserRow } {
  const found = adminAndUser(context, args.userId);
  assertOwnOrganization(found.admin, args.organizationId);
  return found;
}

/** Message of the refusal to remove a user's only organization. */
export const LAST_ORGANIZATION_MESSAGE =
  'A user must belong to at least one organization: add another organization first, or delete the user';

/**
 * Current-user and user-administration resolvers (customer-area §3 user-administration entries, §4 access
 * statuses and actions, §6 delegated administrators): invite, set access, assign organizations, delete.
 * An admin sees and changes only users sharing one of their organizations; another organization's user
 * answers NOT_FOUND, also right after the last shared organization was removed ("A viewer who loses a
 * common organization can no longer see the user"). An admin may remove their own organizations (but not
 * their last) and delete their own account; the portal warns first. Setting the access of, or deleting,
 * a user who also belongs to an organization the admin does not administer is FORBIDDEN
 * (FOREIGN_ORGANIZATION); inviting an address already in use answers USER_ALREADY_EXISTS, with the
 * user's id only when the admin shares an organization with that user.
 */
export const userResolvers = {
  Query: {
    me: (_: unknown, __: unknown, context: SisContext) => {
      const viewer = requireViewer(context);
      return userNode(context.db, viewer, findUser(context.db, viewer, viewer.id));
    },
    organizations: (_: unknown, __: unknown, context: SisContext) =>
      requireViewer(context).organizationIds.map((id) => organizationNode(context.db, id)),
    applications: (_: unknown, __: unknown, context: SisContext) => {
      requireViewer(context);
      return SIS_APPLICATIONS;
    },
    users: (_: unknown, __: unknown, context: SisContext) => {
      const viewer = requireAdmin(context);
      const rows = context.db
        .prepare(`${VISIBLE_USERS} ORDER BY last_name, first_name, email`)
        .all(organizationsParam(viewer)) as UserRow[];
      return rows.map((row) => userNode(context.db, viewer, row));
    },
    user: (_: unknown, args: { id: string }, context: SisContext) => {
      const { admin, user } = adminAndUser(context, args.id);
      return userNode(context.db, admin, user);
    },
  },
  Mutation: {
    inviteUser: (
      _: unknown,
      args: { email?: string | null; organizationId?: string | null; applications?: string[] | null },
      { db, viewer }: SisContext,
    ) => {
      const admin = requireAdmin({ db, viewer });
      const applications = args.applications ?? [];
      assertValid(validateInvite({ email: args.email, organization: args.organizationId, applications }));
      assertOwnOrganization(admin, args.organizationId!);
      const unknown = applications.find(
        (id) => !SIS_APPLICATIONS.some((application) => application.id === id),
      );
      if (unknown) throw sisError(`Unknown application '${unknown}'`, 'BAD_USER_INPUT');
      const email = args.email!.trim();
      const existing = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as
        | { id: string }
        | undefined;
      if (existing) {
        // The profile link is for a user the admin may see; another customer's user stays anonymous.
        const visible = db.prepare(`${VISIBLE_USERS} AND id = ?`).get(organizationsParam(admin), existing.id);
        throw sisError(
          PORTAL_MESSAGES.userAlreadyExists,
          'USER_ALREADY_EXISTS',
          visible ? { userId: existing.id } : {},
        );
      }
      const id = `usr-${randomUUID()}`;
      const now = new Date().toISOString();
      db.transaction(() => {
        db.prepare('INSERT INTO users (id, email) VALUES (?, ?)').run(id, email);
        db.prepare('INSERT INTO user_organizations (user_id, organization_id) VALUES (?, ?)').run(
          id,
          args.organizationId,
        );
        const access = db.prepare(
          "INSERT INTO access (user_id, application_id, status, updated_at) VALUES (?, ?, 'invited', ?)",
        );
        for (const application of new Set(applications)) access.run(id, application, now);
      })();
      return userNode(db, admin, findUser(db, admin, id));
    },
    setAccess: (
      _: unknown,
      args: { userId: string; application: string; action: AccessAction },
      context: SisContext,
    ) => {
      const { db } = context;
      const { admin, user } = adminAndUser(context, args.userId);
      // Access is the user's, in every organization: only an admin of all of them may change it.
      assertAdministersAll({ db, admin, user, message: FOREIGN_ORGANIZATION_ACCESS_MESSAGE });
      const current = accessOf(db, user.id).find((entry) => entry.application.id === args.application);
      if (!current) throw sisError(`Unknown application '${args.application}'`, 'BAD_USER_INPUT');
      if (!current.actions.includes(args.action)) {
        throw sisError(
          `Action '${args.action}' is not available for an access that is '${current.status}'`,
          'BAD_USER_INPUT',
        );
      }
      db.prepare(
        `INSERT INTO access (user_id, application_id, status, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, application_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      ).run(user.id, args.application, STATUS_AFTER[args.action], new Date().toISOString());
      return userNode(db, admin, user);
    },
    addUserOrganization: (_: unknown, args: MembershipArgs, context: SisContext) => {
      const { db } = context;
      const { admin, user } = membershipChange(context, args);
      db.prepare('INSERT OR IGNORE INTO user_organizations (user_id, organization_id) VALUES (?, ?)').run(
        user.id,
        args.organizationId,
      );
      return userNode(db, loadViewer(db, admin.id) ?? admin, user);
    },
    removeUserOrganization: (_: unknown, args: MembershipArgs, context: SisContext) => {
      const { db } = context;
      const { admin, user } = membershipChange(context, args);
      const memberships = db
        .prepare('SELECT organization_id AS id FROM user_organizations WHERE user_id = ?')
        .all(user.id) as Array<{ id: string }>;
      if (!memberships.some((membership) => membership.id === args.organizationId)) {
        throw sisError(`The user does not belong to organization '${args.organizationId}'`, 'BAD_USER_INPUT');
      }
      if (memberships.length === 1) throw sisError(LAST_ORGANIZATION_MESSAGE, 'BAD_USER_INPUT');
      db.prepare('DELETE FROM user_organizations WHERE user_id = ? AND organization_id = ?').run(
        user.id,
        args.organizationId,
      );
      // The admin may have removed their own organization: what they see is read afresh.
      const after = loadViewer(db, admin.id) ?? admin;
      const visible = db.prepare(`${VISIBLE_USERS} AND id = ?`).get(organizationsParam(after), user.id) as
        | UserRow
        | undefined;
      return visible ? userNode(db, after, visible) : null;
    },
    deleteUser: (_: unknown, args: { userId: string }, context: SisContext) => {
      const { db } = context;
      const { admin, user } = adminAndUser(context, args.userId);
      // Deleting removes the user everywhere, so the admin must administer every organization they are in.
      assertAdministersAll({ db, admin, user, message: FOREIGN_ORGANIZATION_MESSAGE });
      db.transaction(() => deleteUserEverywhere(db, user))();
      return user.id;
    },
  },
};

/** Why a user who also belongs to organizations the admin does not administer cannot be deleted. */
export const FOREIGN_ORGANIZATION_MESSAGE =
  'This user also belongs to organizations you do not administer: remove your organizations from the user instead';

/** Why the access of a user who also belongs to organizations the admin does not administer cannot change. */
export const FOREIGN_ORGANIZATION_ACCESS_MESSAGE =
  "This user also belongs to organizations you do not administer: only an administrator of all of them can change the user's access";

/**
 * Refuses a change that reaches beyond the admin's organizations: the user belongs to an organization
 * the admin is not in (customer-area §6 delegated administrators act within their organizations).
 *
 * @throws GraphQLError FORBIDDEN with `extensions.reason` FOREIGN_ORGANIZATION and `message`, which the
 *   portal's user-admin screen shows as it is.
 */
function assertAdministersAll(input: { db: Database; admin: Viewer; user: UserRow; message: string }): void {
  const memberships = input.db
    .prepare('SELECT organization_id AS id FROM user_organizations WHERE user_id = ?')
    .all(input.user.id) as Array<{ id: string }>;
  if (memberships.some((membership) => !input.admin.organizationIds.includes(membership.id))) {
    throw sisError(input.message, 'FORBIDDEN', { reason: 'FOREIGN_ORGANIZATION' });
  }
}

/**
 * Removes a user's access and organization memberships, then the user. A user still named by tickets or
 * comments, or one with a sign-in account (whose identity-provider account outlives this), keeps a row
 * with no roles and a freed e-mail address: tickets keep their contact's name, the address can be
 * invited again, and the account's next call sees nothing and may administer nothing (FORBIDDEN) instead
 * of failing as an unknown token.
 */
function deleteUserEverywhere(db: Database, user: UserRow): void {
  db.prepare('DELETE FROM access WHERE user_id = ?').run(user.id);
  db.prepare('DELETE FROM user_organizations WHERE user_id = ?').run(user.id);
  const { referenced } = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM tickets WHERE contact_user_id = @id)
         OR EXISTS (SELECT 1 FROM ticket_comments WHERE author_user_id = @id) AS referenced`,
    )
    .get({ id: user.id }) as { referenced: number };
  if (referenced || user.username !== null) {
    db.prepare("UPDATE users SET email = ?, roles = '[]' WHERE id = ?").run(
      `${user.id}@deleted.invalid`,
      user.id,
    );
  } else {
    db.prepare('DELETE FROM users WHERE id = ?').run(user.id);
  }
}
