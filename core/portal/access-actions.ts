/**
 * User administration's access statuses and the actions each allows (customer-area §4).
 */

/** User-administration access statuses (customer-area §4); `pending` means access was requested. */
export const ACCESS_STATUSES = [
  'invited',
  'inviteExpired',
  'pending',
  'active',
  'inactive',
  'declined',
  'unknown',
] as const;

/** One user-administration access status (customer-area §4). */
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/**
 * Stable ids of the eight user-administration actions (customer-area §4): add application, grant access,
 * accept request, update, resend invite (pending invites), send a new invite (expired invites), decline
 * (deny), withdraw (remove).
 */
export const ACCESS_ACTIONS = [
  'addApplication',
  'grantAccess',
  'acceptRequest',
  'update',
  'resendInvite',
  'sendNewInvite',
  'decline',
  'withdraw',
] as const;

/** One user-administration action id (customer-area §4). */
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

const ACTIONS_BY_STATUS: Readonly<Record<AccessStatus, readonly AccessAction[]>> = {
  invited: ['resendInvite', 'withdraw'],
  inviteExpired: ['sendNewInvite', 'withdraw'],
  pending: ['acceptRequest', 'decline'],
  active: ['update', 'withdraw'],
  inactive: ['grantAccess'],
  declined: ['grantAccess'],
  unknown: ['addApplication'],
};

/**
 * The actions a delegated administrator is offered for one user's access to one application
 * (customer-area §4 user-administration access status and actions). The spec ties resend invite to
 * pending invites and send a new invite to expired invites; the rest is this module's reading:
 * a pending request is accepted or declined, an active or invited access is updated or withdrawn,
 * an inactive or declined access can be granted again, and an application without a known access
 * (`unknown`) can be added.
 *
 * @param status the access status.
 * @returns the action ids, in display order. Never throws.
 */
export function accessActions(status: AccessStatus): readonly AccessAction[] {
  return ACTIONS_BY_STATUS[status];
}
