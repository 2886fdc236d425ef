import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  loadViewer,
  organizationsParam,
  requireAdmin,
  requireViewer,
  type SisContext,
  sisError,
  type Viewer,
} from './context.ts';
import { accessOf, organizationNode, type UserRow, userNode } from './nodes.ts';
import { type AccessAction, accessAfter } from './rules.ts';
import { SIS_APPLICATIONS } from './seed.ts';
import {
  assertAdministersAll,
  deleteUserEverywhere,
  FOREIGN_ORGANIZATION_ACCESS_MESSAGE,
  FOREIGN_ORGANIZATION_MESSAGE,
  LAST_ORGANIZATION_MESSAGE,
} from './user-changes.ts';
import { inviteSchema, parseInput, refuse, SIS_MESSAGES } from './validation.ts';

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
    refuse('organization', SIS_MESSAGES.selectItem);
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
      const { email, organization, applications } = parseInput(inviteSchema, {
        email: args.email,
        organization: args.organizationId,
        applications: args.applications,
      });
      assertOwnOrganization(admin, organization);
      const unknown = applications.find(
        (id) => !SIS_APPLICATIONS.some((application) => application.id === id),
      );
      if (unknown) throw sisError(`Unknown application '${unknown}'`, 'BAD_USER_INPUT');
      const existing = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as
        | { id: string }
        | undefined;
      if (existing) {
        // The profile link is for a user the admin may see; another customer's user stays anonymous.
        const visible = db.prepare(`${VISIBLE_USERS} AND id = ?`).get(organizationsParam(admin), existing.id);
        throw sisError(
          SIS_MESSAGES.userAlreadyExists,
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
          organization,
        );
        const access = db.prepare(
          "INSERT INTO access (user_id, application_id, status, updated_at) VALUES (?, ?, 'invited', ?)",
        );
        for (const application of applications) access.run(id, application, now);
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
      ).run(user.id, args.application, accessAfter(args.action), new Date().toISOString());
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
