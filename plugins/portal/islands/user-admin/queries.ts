import * as z from 'zod/mini';
import { ACCESS_STATUSES, type AccessStatus } from '../../../../core/portal/access-actions.ts';
import type { SisOperation } from '../sis-client.ts';

/**
 * The SIS operations of the user-administration screens (customer-area §3, §4, §6) and the shapes of
 * their answers; each answer is checked by its schema where it arrives (sis-client.ts).
 */

/** An organization as the SIS answers it. */
export interface AdminOrganization {
  id: string;
  name: string;
}

/** An application a user can hold access to (`ticketing`, `assetDatabase`, …). */
export interface AdminApplication {
  id: string;
  name: string;
}

/** A user's access to one application (customer-area §4 user-administration access status). */
export interface UserAccess {
  application: AdminApplication;
  status: AccessStatus;
  /** ISO 8601; null while unknown. */
  updatedAt: string | null;
}

/**
 * A user as the administration screens show it (customer-area §3 user-administration entries): the
 * organizations are those the signed-in admin shares with the user; one access entry per application.
 */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  internal: boolean;
  isDelegatedAdmin: boolean;
  organizations: AdminOrganization[];
  access: UserAccess[];
}

const USER_FIELDS = `id email firstName lastName internal isDelegatedAdmin
  organizations { id name }
  access { application { id name } status updatedAt }`;

const named = z.object({ id: z.string(), name: z.string() });

const adminUser: z.ZodMiniType<AdminUser> = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  internal: z.boolean(),
  isDelegatedAdmin: z.boolean(),
  organizations: z.array(named),
  access: z.array(
    z.object({ application: named, status: z.enum(ACCESS_STATUSES), updatedAt: z.nullable(z.string()) }),
  ),
});

/** Answer of {@link USERS_QUERY}. */
export interface UsersAnswer {
  users: AdminUser[];
  organizations: AdminOrganization[];
  applications: AdminApplication[];
}

/** The list screen: the visible users, the admin's organizations and the applications (invite form). */
export const USERS_QUERY: SisOperation<UsersAnswer> = {
  query: `query UserAdminList {
  users { ${USER_FIELDS} }
  organizations { id name }
  applications { id name }
}`,
  answer: z.object({
    users: z.array(adminUser),
    organizations: z.array(named),
    applications: z.array(named),
  }),
};

/** Answer of {@link USER_QUERY}. */
export interface UserAnswer {
  user: AdminUser;
  organizations: AdminOrganization[];
}

/** The detail screen: one user (NOT_FOUND when not shared) and the admin's organizations. */
export const USER_QUERY: SisOperation<UserAnswer> = {
  query: `query UserAdminDetail($id: ID!) {
  user(id: $id) { ${USER_FIELDS} }
  organizations { id name }
}`,
  answer: z.object({ user: adminUser, organizations: z.array(named) }),
};

/** The admin's organizations alone (read again after removing one's own organization). */
export const ORGANIZATIONS_QUERY: SisOperation<{ organizations: AdminOrganization[] }> = {
  query: 'query UserAdminOrganizations { organizations { id name } }',
  answer: z.object({ organizations: z.array(named) }),
};

/** Invites a user (customer-area §3 invite: e-mail, organization, applications). */
export const INVITE_USER_MUTATION: SisOperation<{ inviteUser: AdminUser }> = {
  query: `mutation InviteUser($email: String, $organizationId: ID, $applications: [ID!]) {
  inviteUser(email: $email, organizationId: $organizationId, applications: $applications) { ${USER_FIELDS} }
}`,
  answer: z.object({ inviteUser: adminUser }),
};

/** Runs one of the eight actions on a user's access to one application (customer-area §4). */
export const SET_ACCESS_MUTATION: SisOperation<{ setAccess: AdminUser }> = {
  query: `mutation SetAccess($userId: ID!, $application: ID!, $action: AccessAction!) {
  setAccess(userId: $userId, application: $application, action: $action) { ${USER_FIELDS} }
}`,
  answer: z.object({ setAccess: adminUser }),
};

/** Assigns one of the admin's organizations to a user (customer-area §6). */
export const ADD_ORGANIZATION_MUTATION: SisOperation<{ addUserOrganization: AdminUser }> = {
  query: `mutation AddUserOrganization($userId: ID!, $organizationId: ID!) {
  addUserOrganization(userId: $userId, organizationId: $organizationId) { ${USER_FIELDS} }
}`,
  answer: z.object({ addUserOrganization: adminUser }),
};

/** Removes an organization from a user; answers null when the admin no longer sees the user. */
export const REMOVE_ORGANIZATION_MUTATION: SisOperation<{ removeUserOrganization: AdminUser | null }> = {
  query: `mutation RemoveUserOrganization($userId: ID!, $organizationId: ID!) {
  removeUserOrganization(userId: $userId, organizationId: $organizationId) { ${USER_FIELDS} }
}`,
  answer: z.object({ removeUserOrganization: z.nullable(adminUser) }),
};

/** Deletes a user everywhere (customer-area §6); answers the id. */
export const DELETE_USER_MUTATION: SisOperation<{ deleteUser: string }> = {
  query: 'mutation DeleteUser($userId: ID!) { deleteUser(userId: $userId) }',
  answer: z.object({ deleteUser: z.string() }),
};
