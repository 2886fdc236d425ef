/**
 * The SIS's own rules about roles and access (customer-area §4, §6), written from the specification as
 * the service sees them. The portal has its own copy of the same reading; the sandbox does not borrow it,
 * so that a drift between the two shows as a failing portal test against the sandbox.
 */

/** The role names the SIS reads from a user's roles (customer-area §6). */
export const ROLES = {
  delegatedAdminInternal: 'kmx_delegatedadmin_intern',
  delegatedAdminExternal: 'kmx_delegatedadmin_extern',
  serviceTicketingActive: 'kmx_int_serviceticketing_active',
  assetDatabaseActive: 'kmx_int_assetdb_active',
  artemisActive: 'kmx_int_artemis_active',
  directPending: 'kmx_int_direct_pending',
  directActive: 'kmx_int_direct_active',
  wireMasterActive: 'kmx_int_mfpwm_active',
  masterDataActive: 'kmx_int_mfpmds_active',
  campusActive: 'kmx_int_lmsefront_active',
  campusInvited: 'kmx_int_lmsefront_invited',
  campusInviteExpired: 'kmx_int_lmsefront_inviteexpired',
} as const;

/** A user's access status to one application, the `AccessStatus` enum of the schema (customer-area §4). */
export type AccessStatus =
  | 'invited'
  | 'inviteExpired'
  | 'pending'
  | 'active'
  | 'inactive'
  | 'declined'
  | 'unknown';

/** The eight user-administration actions, the `AccessAction` enum of the schema (customer-area §4). */
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

/** One user-administration action. */
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** The applications a user holds access to, the ids of `applications` (customer-area §4 derivation). */
export type SisApplicationId =
  | 'ticketing'
  | 'assetDatabase'
  | 'artemis'
  | 'directService'
  | 'wireMaster'
  | 'masterData'
  | 'campus';

// Resend is for pending invites and a new invite for expired ones (§4); the rest is the SIS's reading:
// a request is accepted or declined, a granted or invited access updated or withdrawn, a lost one granted
// again, and an application without any access added.
const ACTIONS_BY_STATUS: Readonly<Record<AccessStatus, readonly AccessAction[]>> = {
  invited: ['resendInvite', 'withdraw'],
  inviteExpired: ['sendNewInvite', 'withdraw'],
  pending: ['acceptRequest', 'decline'],
  active: ['update', 'withdraw'],
  inactive: ['grantAccess'],
  declined: ['grantAccess'],
  unknown: ['addApplication'],
};

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

/**
 * The actions the SIS allows on an access with this status (customer-area §4 user-administration access
 * status and actions), in display order: e.g. `active` → update, withdraw; `unknown` → add application.
 *
 * @param status the access status.
 * @returns the action ids. Never throws.
 */
export function accessActions(status: AccessStatus): readonly AccessAction[] {
  return ACTIONS_BY_STATUS[status];
}

/**
 * The status an access has after an action (customer-area §4): granting, accepting and updating make it
 * `active`, adding and (re)sending an invite `invited`, declining `declined`, withdrawing `inactive`.
 *
 * @param action the action, already allowed by {@link accessActions}.
 * @returns the new status. Never throws.
 */
export function accessAfter(action: AccessAction): AccessStatus {
  return STATUS_AFTER[action];
}

/** True for the internal or external delegated-admin role (customer-area §6). */
export function isDelegatedAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLES.delegatedAdminInternal) || roles.includes(ROLES.delegatedAdminExternal);
}

/**
 * The access a user's roles give to each application (customer-area §4 derivation from role names):
 * ticketing is `active` when a role contains the ticketing-active marker; asset database, artemis, wire
 * master and master data are `active` with their active role; direct service is `active`, else `pending`
 * by its roles; campus is `active`, else `invited`, else `inviteExpired` by its roles. Where the further
 * state's role is present it wins. No matching role: null (no access recorded, unregistered).
 *
 * @param roles the user's role names, compared exactly.
 * @returns the access status by application id. Never throws.
 */
export function accessFromRoles(roles: readonly string[]): Record<SisApplicationId, AccessStatus | null> {
  const has = (role: string): boolean => roles.includes(role);
  const first = (...order: Array<readonly [string, AccessStatus]>): AccessStatus | null =>
    order.find(([role]) => has(role))?.[1] ?? null;
  return {
    ticketing: roles.some((role) => role.includes(ROLES.serviceTicketingActive)) ? 'active' : null,
    assetDatabase: first([ROLES.assetDatabaseActive, 'active']),
    artemis: first([ROLES.artemisActive, 'active']),
    directService: first([ROLES.directActive, 'active'], [ROLES.directPending, 'pending']),
    wireMaster: first([ROLES.wireMasterActive, 'active']),
    masterData: first([ROLES.masterDataActive, 'active']),
    campus: first(
      [ROLES.campusActive, 'active'],
      [ROLES.campusInvited, 'invited'],
      [ROLES.campusInviteExpired, 'inviteExpired'],
    ),
  };
}

/**
 * Whether the user's roles make an application active for them ({@link accessFromRoles}): the gate of the
 * SIS fields behind a service role (customer-area §6 service roles).
 */
export function hasActiveAccess(roles: readonly string[], application: SisApplicationId): boolean {
  return accessFromRoles(roles)[application] === 'active';
}
