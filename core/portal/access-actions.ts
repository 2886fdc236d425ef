import type { AccessAction, AccessStatus } from './constants.ts';

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
