import type { AccessStatus } from '../../../../core/portal/constants.ts';

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

/** The list screen: the visible users, the admin's organizations and the applications (invite form). */
export const USERS_QUERY = `query UserAdminList {
  users { ${USER_FIELDS} }
  organizations { id name }
  applications { id name }
}`;

/** Answer of {@link USERS_QUERY}. */
export interface UsersAnswer {
  users: AdminUser[];
  organizations: AdminOrganization[];
  applications: AdminApplication[];
}

/** The detail screen: one user (NOT_FOUND when not shared) and the admin's organizations. */
export const USER_QUERY = `query UserAdminDetail($id: ID!) {
  user(id: $id) { ${USER_FIELDS} }
  organizations { id name }
}`;

/** Answer of {@link USER_QUERY}. */
export interface UserAnswer {
  user: AdminUser;
  organizations: AdminOrganization[];
}

/** Invites a user (customer-area §3 invite: e-mail, organization, applications). */
export const INVITE_USER_MUTATION = `mutation InviteUser($email: String, $organizationId: ID, $applications: [ID!]) {
  inviteUser(email: $email, organizationId: $organizationId, applications: $applications) { ${USER_FIELDS} }
}`;

/** Runs one of the eight actions on a user's access to one application (customer-area §4). */
export const SET_ACCESS_MUTATION = `mutation SetAccess($userId: ID!, $application: ID!, $action: AccessAction!) {
  setAccess(userId: $userId, application: $application, action: $action) { ${USER_FIELDS} }
}`;

/** Assigns one of the admin's organizations to a user (customer-area §6). */
export const ADD_ORGANIZATION_MUTATION = `mutation AddUserOrganization($userId: ID!, $organizationId: ID!) {
  addUserOrganization(userId: $userId, organizationId: $organizationId) { ${USER_FIELDS} }
}`;

/** Removes an organization from a user; answers null when the admin no longer sees the user. */
export const REMOVE_ORGANIZATION_MUTATION = `mutation RemoveUserOrganization($userId: ID!, $organizationId: ID!) {
  removeUserOrganization(userId: $userId, organizationId: $organizationId) { ${USER_FIELDS} }
}`;

/** Deletes a user everywhere (customer-area §6); answers the id. */
export const DELETE_USER_MUTATION = `mutation DeleteUser($userId: ID!) { deleteUser(userId: $userId) }`;
