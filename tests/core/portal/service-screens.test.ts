import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../core/portal/roles.ts';
import { opensScreen, SERVICE_SCREENS, screenOfService } from '../../../core/portal/service-screens.ts';
import { deriveServiceStatuses } from '../../../core/portal/service-status.ts';

const statuses = (roles: string[]) => deriveServiceStatuses(roles);

describe('portal service screens (customer-area §2 service links, §6)', () => {
  it('names the four service links of the spec', () => {
    expect(SERVICE_SCREENS.map(({ service, path }) => [service, path])).toEqual([
      ['ticketing', 'tickets/list'],
      ['assetDatabase', 'inventory'],
      ['artemis', 'wire-flow'],
      ['delegatedAdmin', 'user-admin'],
    ]);
    expect(screenOfService('wireMaster')).toBeUndefined();
  });

  it('opens each service screen only with its service active', () => {
    expect(opensScreen('tickets', statuses([ROLES.serviceTicketingActive]))).toBe(true);
    expect(opensScreen('tickets', statuses([ROLES.assetDatabaseActive]))).toBe(false);
    expect(opensScreen('inventory', statuses([ROLES.assetDatabaseActive]))).toBe(true);
    expect(opensScreen('userAdmin', statuses([ROLES.delegatedAdminExternal]))).toBe(true);
    expect(opensScreen('userAdmin', statuses([ROLES.serviceTicketingActive]))).toBe(false);
    expect(opensScreen('wireFlow', statuses([ROLES.artemisActive]))).toBe(true);
    expect(opensScreen('wireFlow', statuses([]))).toBe(false);
  });

  it('opens the dashboard, the account and logout to every signed-in user', () => {
    for (const screen of ['dashboard', 'account', 'logout'])
      expect(opensScreen(screen, statuses([]))).toBe(true);
  });
});
