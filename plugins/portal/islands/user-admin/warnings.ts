import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import { SisRequestError } from '../sis-client.ts';

/**
 * Why removing an organization from a user needs a confirmation (customer-area §6): `own` when the user
 * shown is the signed-in admin ("Removing your own organization may lose your admin access"),
 * `lastShared` when it is the last organization the admin shares with the user ("A viewer who loses a
 * common organization can no longer see the user"); null when it can be removed at once.
 */
export type RemoveOrganizationWarning = 'own' | 'lastShared' | null;

/**
 * Decides the warning before an organization is removed from a user.
 *
 * @param input.isSelf the user shown is the signed-in admin.
 * @param input.sharedOrganizations how many organizations the admin sees on the user (those they share).
 */
export function removeOrganizationWarning(input: {
  isSelf: boolean;
  sharedOrganizations: number;
}): RemoveOrganizationWarning {
  if (input.isSelf) return 'own';
  return input.sharedOrganizations <= 1 ? 'lastShared' : null;
}

/**
 * The warning before a user is deleted, which always asks first (customer-area §6): `own` for the
 * signed-in admin's own account ("Deleting your own account removes access in all integrated
 * applications and logs you out"), else `other`.
 */
export function deleteUserWarning(input: { isSelf: boolean }): 'own' | 'other' {
  return input.isSelf ? 'own' : 'other';
}

/** Where the portal goes after a user was deleted: logged out after deleting oneself, else the list. */
export function afterDelete(input: { isSelf: boolean }): 'logOut' | 'list' {
  return input.isSelf ? 'logOut' : 'list';
}

/**
 * The message of a user that could not be loaded (customer-area §8): 'Unable to view user details' when
 * the SIS refuses to show the user (NOT_FOUND: unknown or sharing no organization; FORBIDDEN: not an
 * admin), else 'An error occurred while loading this user'.
 */
export function userLoadErrorMessage(error: unknown): string {
  return isRefusal(error) ? PORTAL_MESSAGES.userDetailsUnavailable : PORTAL_MESSAGES.userLoadFailed;
}

/**
 * The message of a failed change on the detail screen (access action, organization, delete): the SIS's
 * own message for a refused input (BAD_USER_INPUT, e.g. removing the last organization) and for a delete
 * refused because the user is also in organizations the admin does not administer, 'Unable to view
 * user details' when the user is out of reach, else the generic form message (customer-area §8).
 */
export function changeErrorMessage(error: unknown): string {
  if (error instanceof SisRequestError && error.code === 'BAD_USER_INPUT') return error.message;
  // A refusal the SIS explains (a user in organizations the admin does not administer): its reason.
  if (error instanceof SisRequestError && error.extensions.reason === 'FOREIGN_ORGANIZATION')
    return error.message;
  if (isRefusal(error)) return PORTAL_MESSAGES.userDetailsUnavailable;
  return PORTAL_MESSAGES.formFailed;
}

function isRefusal(error: unknown): boolean {
  return error instanceof SisRequestError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
}
