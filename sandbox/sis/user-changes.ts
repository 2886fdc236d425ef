import type { Database } from 'better-sqlite3';
import { sisError, type Viewer } from './context.ts';
import type { UserRow } from './nodes.ts';

/**
 * What a delegated administrator may not do to a user (customer-area §6: administrators act within their
 * organizations; a user keeps at least one), and how a user is deleted everywhere. The messages are the
 * SIS's own; the portal's user-admin screen shows them as they are.
 */

/** Message of the refusal to remove a user's only organization. */
export const LAST_ORGANIZATION_MESSAGE =
  'A user must belong to at least one organization: add another organization first, or delete the user';

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
export function assertAdministersAll(input: {
  db: Database;
  admin: Viewer;
  user: UserRow;
  message: string;
}): void {
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
export function deleteUserEverywhere(db: Database, user: UserRow): void {
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
