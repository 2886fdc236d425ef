import { ROLES } from './roles.ts';

/** Service status values, in the order of customer-area §4. */
export const SERVICE_STATUSES = [
  'unknown',
  'noprocess',
  'unregistered',
  'pending',
  'active',
  'invited',
  'inviteexpired',
  'inactive',
  'declined',
  'comingsoon',
] as const;

/** One service status (customer-area §4). */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Artemis user types (customer-area §3 service entry "userType (onprem, cloud, unknown)"). */
export const ARTEMIS_USER_TYPES = ['onprem', 'cloud', 'unknown'] as const;

/** One artemis user type (customer-area §3). */
export type ArtemisUserType = (typeof ARTEMIS_USER_TYPES)[number];

/** Dashboard application statuses (customer-area §4). */
export const DASHBOARD_STATUSES = [
  'unregistered',
  'pending',
  'active',
  'comingSoon',
  'invited',
  'inviteExpired',
] as const;

/** One dashboard application status (customer-area §4). */
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

/**
 * The status of each portal service, derived from the user's roles (customer-area §3 service entry,
 * §4 derivation). Service URLs come from configuration and are not part of this rule.
 */
export interface ServiceStatuses {
  ticketing: ServiceStatus;
  assetDatabase: ServiceStatus;
  artemis: ServiceStatus;
  /** Artemis user type: which artemis the user has (on-premise download centre or cloud). */
  artemisUserType: ArtemisUserType;
  wireMaster: ServiceStatus;
  masterData: ServiceStatus;
  delegatedAdmin: ServiceStatus;
  directService: ServiceStatus;
  campus: ServiceStatus;
}

/**
 * Service statuses before the user's roles are known (customer-area §4 status `unknown`, §3 user type
 * `unknown`), e.g. while user info is still loading.
 */
export const UNKNOWN_SERVICE_STATUSES: Readonly<ServiceStatuses> = Object.freeze({
  ticketing: 'unknown',
  assetDatabase: 'unknown',
  artemis: 'unknown',
  artemisUserType: 'unknown',
  wireMaster: 'unknown',
  masterData: 'unknown',
  delegatedAdmin: 'unknown',
  directService: 'unknown',
  campus: 'unknown',
});

/**
 * Derives the service statuses from the user's role names, exactly as customer-area §4 lists:
 * - ticketing: `active` if a role contains the ticketing-active marker (the role name
 *   `kmx_int_serviceticketing_active`, so a prefixed or suffixed form counts too), else `unregistered`;
 * - asset database, artemis, wire master (mfpwm), master data (mfpmds): `active` if the matching active
 *   role exists, else `unregistered`;
 * - delegated admin: `active` if the internal or external delegated-admin role exists, else `unregistered`;
 * - direct service: `active` if the active role exists, else `pending` if the pending role exists, else
 *   `unregistered` (with both roles the granted access wins over the older request);
 * - campus: `active`, else `invited`, else `inviteexpired` by the matching role (the furthest state
 *   wins when several are present), else `unregistered`;
 * - artemis user type: `onprem` if the on-premise role exists, else `cloud`. `unknown` is only used
 *   before roles are known ({@link UNKNOWN_SERVICE_STATUSES}).
 *
 * Role names are compared exactly (case-sensitive), as the role claim carries them.
 *
 * @param roles the role names of the current user.
 * @returns the statuses. Never throws.
 */
export function deriveServiceStatuses(roles: readonly string[]): ServiceStatuses {
  const has = (role: string): boolean => roles.includes(role);
  const activeIf = (present: boolean): ServiceStatus => (present ? 'active' : 'unregistered');
  return {
    ticketing: activeIf(roles.some((role) => role.includes(ROLES.serviceTicketingActive))),
    assetDatabase: activeIf(has(ROLES.assetDatabaseActive)),
    artemis: activeIf(has(ROLES.artemisActive)),
    artemisUserType: has(ROLES.artemisOnPremUser) ? 'onprem' : 'cloud',
    wireMaster: activeIf(has(ROLES.wireMasterActive)),
    masterData: activeIf(has(ROLES.masterDataActive)),
    delegatedAdmin: activeIf(has(ROLES.delegatedAdminInternal) || has(ROLES.delegatedAdminExternal)),
    directService: firstPresent(has, [
      [ROLES.directActive, 'active'],
      [ROLES.directPending, 'pending'],
    ]),
    campus: firstPresent(has, [
      [ROLES.campusActive, 'active'],
      [ROLES.campusInvited, 'invited'],
      [ROLES.campusInviteExpired, 'inviteexpired'],
    ]),
  };
}

function firstPresent(
  has: (role: string) => boolean,
  order: ReadonlyArray<readonly [string, ServiceStatus]>,
): ServiceStatus {
  return order.find(([role]) => has(role))?.[1] ?? 'unregistered';
}

const DASHBOARD_STATUS_BY_SERVICE_STATUS: Readonly<Record<ServiceStatus, DashboardStatus>> = {
  unknown: 'unregistered',
  noprocess: 'unregistered',
  unregistered: 'unregistered',
  pending: 'pending',
  active: 'active',
  invited: 'invited',
  inviteexpired: 'inviteExpired',
  inactive: 'unregistered',
  declined: 'unregistered',
  comingsoon: 'comingSoon',
};

/**
 * Maps a service status to the status of its dashboard application tile (customer-area §4). The six
 * dashboard statuses map one to one; the service statuses without a dashboard counterpart (`unknown`,
 * `noprocess`, `inactive`, `declined`) show as `unregistered`, so the tile offers registration.
 *
 * @param status a service status.
 * @returns the dashboard status. Never throws.
 */
export function dashboardStatus(status: ServiceStatus): DashboardStatus {
  return DASHBOARD_STATUS_BY_SERVICE_STATUS[status];
}
