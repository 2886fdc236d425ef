import type { AdminOrganization, AdminUser } from './queries.ts';

/** The name a user is shown by: first and last name, else the e-mail (a user invited but not registered). */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Path of a user's detail screen (customer-area §2 `/user-admin/{id}`), the id URL-encoded. */
export function userPath(home: string, id: string): string {
  return `${home}/user-admin/${encodeURIComponent(id)}`;
}

/** Path of the user list (customer-area §2 `/user-admin`). */
export function userListPath(home: string): string {
  return `${home}/user-admin`;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The users in list order: by last name, first name, then e-mail, ignoring case and accents (a user
 * invited but not registered has no name and comes first, as the SIS lists them).
 *
 * @returns a new array; the input is not changed.
 */
export function sortUsers(users: readonly AdminUser[]): AdminUser[] {
  return [...users].sort(
    (a, b) =>
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.firstName, b.firstName) ||
      collator.compare(a.email, b.email),
  );
}

/**
 * The list with `user` replacing the entry of the same id, or added (e.g. after an invite), in
 * {@link sortUsers} order.
 */
export function upsertUser(users: readonly AdminUser[], user: AdminUser): AdminUser[] {
  return sortUsers([...users.filter((entry) => entry.id !== user.id), user]);
}

/**
 * The admin's organizations the user does not belong to yet: the choices of "Add organization"
 * (customer-area §6 "assign organizations"; an admin may assign only their own).
 */
export function addableOrganizations(
  adminOrganizations: readonly AdminOrganization[],
  user: Pick<AdminUser, 'organizations'>,
): AdminOrganization[] {
  const current = new Set(user.organizations.map((organization) => organization.id));
  return adminOrganizations.filter((organization) => !current.has(organization.id));
}
