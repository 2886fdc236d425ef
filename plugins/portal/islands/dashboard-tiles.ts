import type { ExternalServiceUrls } from '../../../core/portal/protocol.ts';
import { screenOfService } from '../../../core/portal/service-screens.ts';
import type { DashboardStatus } from '../../../core/portal/service-status.ts';
import {
  dashboardStatus,
  deriveServiceStatuses,
  type ServiceStatuses,
} from '../../../core/portal/service-status.ts';
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
  /** Where the tile links: the portal's own service page or a configured external URL; null for none. */
  href: string | null;
  /** True when `href` leaves the portal (an external service from configuration). */
  external: boolean;
  /** Label key of the link: `open`, or `register` for the direct-service registration. */
  linkLabel: 'open' | 'register';
  /** Artemis only: the label key of the user type (on-premise or cloud). */
  userType?: PortalLabelKey;
}

/**
 * The dashboard's links (customer-area §2 service links): own screens below the portal home
 * (core/portal `SERVICE_SCREENS`; artemis only for on-premise users), the other services at their configured URL: cloud artemis, wire master, master
 * data, campus (also while invited), direct service (also while pending) and, for a user not yet
 * registered there, the direct-service registration.
 */
function tileLink(input: {
  id: DashboardApplication;
  status: DashboardStatus;
  statuses: ServiceStatuses;
  portalHome: string;
  serviceUrls: ExternalServiceUrls;
}): Pick<DashboardTile, 'href' | 'external' | 'linkLabel'> {
  const { id, status, statuses, portalHome, serviceUrls } = input;
  const screen = screenOfService(id);
  const own = () =>
    screen ? { href: `${portalHome}/${screen.path}`, external: false, linkLabel: 'open' as const } : NO_LINK;
  const external = (url: string | undefined, linkLabel: 'open' | 'register' = 'open') =>
    url ? { href: url, external: true, linkLabel } : NO_LINK;
  const active = status === 'active';
  switch (id) {
    case 'ticketing':
    case 'assetDatabase':
    case 'delegatedAdmin':
      return active ? own() : NO_LINK;
    case 'artemis':
      if (!active) return NO_LINK;
      return statuses.artemisUserType === 'onprem' ? own() : external(serviceUrls.cloudArtemis);
    case 'wireMaster':
      return active ? external(serviceUrls.wireMaster) : NO_LINK;
    case 'masterData':
      return active ? external(serviceUrls.masterData) : NO_LINK;
    case 'campus':
      return active || status === 'invited' ? external(serviceUrls.campus) : NO_LINK;
    case 'directService':
      if (active || status === 'pending') return external(serviceUrls.directService);
      return status === 'unregistered' ? external(serviceUrls.directRegistration, 'register') : NO_LINK;
  }
}

const NO_LINK = { href: null, external: false, linkLabel: 'open' as const };

/**
 * The dashboard's application tiles for a user's roles (customer-area §4 dashboard application status):
 * each application's status is `dashboardStatus` of its service status from `deriveServiceStatuses`;
 * links as {@link tileLink} says.
 *
 * @param input.roles the current user's role names.
 * @param input.portalHome the portal home path, `/en/mykomax`.
 * @param input.serviceUrls the configured external service URLs; default none (no external links).
 * @returns the eight tiles in {@link DASHBOARD_APPLICATIONS} order. Never throws.
 */
export function dashboardTiles(input: {
  roles: readonly string[];
  portalHome: string;
  serviceUrls?: ExternalServiceUrls;
}): DashboardTile[] {
  const statuses = deriveServiceStatuses(input.roles);
  return DASHBOARD_APPLICATIONS.map((id) => {
    const status = dashboardStatus(statuses[id]);
    return {
      id,
      label: `app.${id}`,
      status,
      ...tileLink({
        id,
        status,
        statuses,
        portalHome: input.portalHome,
        serviceUrls: input.serviceUrls ?? {},
      }),
      ...(id === 'artemis' ? { userType: `userType.${statuses.artemisUserType}` as const } : {}),
    };
  });
}
