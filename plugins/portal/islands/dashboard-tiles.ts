import type { DashboardStatus } from '../../../core/portal/constants.ts';
import { dashboardStatus, deriveServiceStatuses } from '../../../core/portal/service-status.ts';
import type { PortalLabelKey } from './labels.ts';

/** The dashboard's applications, in display order (customer-area §4 dashboard). */
export const DASHBOARD_APPLICATIONS = [
  'ticketing',
  'assetDatabase',
  'artemis',
  'wireMaster',
  'masterData',
  'directService',
  'campus',
  'delegatedAdmin',
] as const;

/** One dashboard application id. */
export type DashboardApplication = (typeof DASHBOARD_APPLICATIONS)[number];

/** One application tile of the dashboard. */
export interface DashboardTile {
  id: DashboardApplication;
  /** Label key of the application's name. */
  label: PortalLabelKey;
  status: DashboardStatus;
  /** The portal's own service page, or null (external services get their URL from configuration). */
  href: string | null;
  /** Artemis only: the label key of the user type (on-premise or cloud). */
  userType?: PortalLabelKey;
}

const OWN_SERVICE_PATHS: Partial<Record<DashboardApplication, string>> = {
  ticketing: 'tickets/list',
  assetDatabase: 'inventory',
  delegatedAdmin: 'user-admin',
  wireMaster: 'wire-flow',
};

/**
 * The dashboard's application tiles for a user's roles (customer-area §4 dashboard application status):
 * each application's status is `dashboardStatus` of its service status from `deriveServiceStatuses`;
 * the portal's own services link below the portal home (`tickets/list`, `inventory`, `user-admin`,
 * `wire-flow`), only while active.
 *
 * @param input.roles the current user's role names.
 * @param input.portalHome the portal home path, `/en/mykomax`.
 * @returns the eight tiles in {@link DASHBOARD_APPLICATIONS} order. Never throws.
 */
export function dashboardTiles(input: { roles: readonly string[]; portalHome: string }): DashboardTile[] {
  const statuses = deriveServiceStatuses(input.roles);
  return DASHBOARD_APPLICATIONS.map((id) => {
    const status = dashboardStatus(statuses[id]);
    const own = OWN_SERVICE_PATHS[id];
    return {
      id,
      label: `app.${id}`,
      status,
      href: own && status === 'active' ? `${input.portalHome}/${own}` : null,
      ...(id === 'artemis' ? { userType: `userType.${statuses.artemisUserType}` as const } : {}),
    };
  });
}
