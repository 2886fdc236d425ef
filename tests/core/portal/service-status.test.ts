import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../core/portal/roles.ts';
import {
  DASHBOARD_STATUSES,
  dashboardStatus,
  deriveServiceStatuses,
  SERVICE_STATUSES,
  type ServiceStatuses,
  UNKNOWN_SERVICE_STATUSES,
} from '../../../core/portal/service-status.ts';

const NONE: ServiceStatuses = {
  ticketing: 'unregistered',
  assetDatabase: 'unregistered',
  artemis: 'unregistered',
  artemisUserType: 'cloud',
  wireMaster: 'unregistered',
  masterData: 'unregistered',
  delegatedAdmin: 'unregistered',
  directService: 'unregistered',
  campus: 'unregistered',
};

describe('deriveServiceStatuses (customer-area §4 derivation)', () => {
  it.each<[string, string[], Partial<ServiceStatuses>]>([
    ['no roles', [], {}],
    ['ticketing', [ROLES.serviceTicketingActive], { ticketing: 'active' }],
    [
      'ticketing marker inside a longer role',
      [`org42_${ROLES.serviceTicketingActive}`],
      { ticketing: 'active' },
    ],
    ['asset database', [ROLES.assetDatabaseActive], { assetDatabase: 'active' }],
    ['artemis cloud', [ROLES.artemisActive], { artemis: 'active', artemisUserType: 'cloud' }],
    [
      'artemis on-premise',
      [ROLES.artemisActive, ROLES.artemisOnPremUser],
      { artemis: 'active', artemisUserType: 'onprem' },
    ],
    ['on-premise role alone', [ROLES.artemisOnPremUser], { artemisUserType: 'onprem' }],
    ['wire master', [ROLES.wireMasterActive], { wireMaster: 'active' }],
    ['master data', [ROLES.masterDataActive], { masterData: 'active' }],
    ['internal delegated admin', [ROLES.delegatedAdminInternal], { delegatedAdmin: 'active' }],
    ['external delegated admin', [ROLES.delegatedAdminExternal], { delegatedAdmin: 'active' }],
    ['direct pending', [ROLES.directPending], { directService: 'pending' }],
    ['direct active', [ROLES.directActive], { directService: 'active' }],
    ['direct pending and active', [ROLES.directPending, ROLES.directActive], { directService: 'active' }],
    ['campus active', [ROLES.campusActive], { campus: 'active' }],
    ['campus invited', [ROLES.campusInvited], { campus: 'invited' }],
    ['campus invite expired', [ROLES.campusInviteExpired], { campus: 'inviteexpired' }],
    ['campus invited and expired', [ROLES.campusInviteExpired, ROLES.campusInvited], { campus: 'invited' }],
    ['campus active and invited', [ROLES.campusInvited, ROLES.campusActive], { campus: 'active' }],
    ['an active role in other case', ['KMX_INT_ASSETDB_ACTIVE'], {}],
    ['a prefixed non-ticketing role', [`x_${ROLES.assetDatabaseActive}`], {}],
    ['an unrelated role', ['kmx_int_somethingelse_active'], {}],
  ])('%s', (_case, roles, changed) => {
    expect(deriveServiceStatuses(roles)).toEqual({ ...NONE, ...changed });
  });

  it('derives every service for a user with all roles', () => {
    expect(deriveServiceStatuses(Object.values(ROLES))).toEqual({
      ticketing: 'active',
      assetDatabase: 'active',
      artemis: 'active',
      artemisUserType: 'onprem',
      wireMaster: 'active',
      masterData: 'active',
      delegatedAdmin: 'active',
      directService: 'active',
      campus: 'active',
    });
  });

  it('is unknown before roles are known', () => {
    expect(Object.values(UNKNOWN_SERVICE_STATUSES).every((status) => status === 'unknown')).toBe(true);
  });
});

describe('dashboardStatus (customer-area §4 dashboard application status)', () => {
  it.each([
    ['unknown', 'unregistered'],
    ['noprocess', 'unregistered'],
    ['unregistered', 'unregistered'],
    ['pending', 'pending'],
    ['active', 'active'],
    ['invited', 'invited'],
    ['inviteexpired', 'inviteExpired'],
    ['inactive', 'unregistered'],
    ['declined', 'unregistered'],
    ['comingsoon', 'comingSoon'],
  ] as const)('%s → %s', (status, expected) => {
    expect(dashboardStatus(status)).toBe(expected);
  });

  it('covers every service status with a dashboard status', () => {
    for (const status of SERVICE_STATUSES) {
      expect(DASHBOARD_STATUSES).toContain(dashboardStatus(status));
    }
  });
});
