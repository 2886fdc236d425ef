import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../core/portal/constants.ts';
import { dashboardTiles } from '../../../../plugins/portal/islands/dashboard-tiles.ts';

const byId = (roles: string[]) =>
  Object.fromEntries(dashboardTiles({ roles, portalHome: '/en/mykomax' }).map((tile) => [tile.id, tile]));

describe('dashboardTiles (customer-area §4 dashboard)', () => {
  it('shows all eight applications unregistered and without links to a user without roles', () => {
    const tiles = dashboardTiles({ roles: [], portalHome: '/en/mykomax' });
    expect(tiles.map((tile) => tile.id)).toEqual([
      'ticketing',
      'assetDatabase',
      'artemis',
      'wireMaster',
      'masterData',
      'directService',
      'campus',
      'delegatedAdmin',
    ]);
    expect(tiles.every((tile) => tile.status === 'unregistered' && tile.href === null)).toBe(true);
  });

  it('links the active own services below the portal home', () => {
    const tiles = byId([
      ROLES.serviceTicketingActive,
      ROLES.assetDatabaseActive,
      ROLES.wireMasterActive,
      ROLES.delegatedAdminExternal,
    ]);
    expect(tiles.ticketing?.href).toBe('/en/mykomax/tickets/list');
    expect(tiles.assetDatabase?.href).toBe('/en/mykomax/inventory');
    expect(tiles.wireMaster?.href).toBe('/en/mykomax/wire-flow');
    expect(tiles.delegatedAdmin?.href).toBe('/en/mykomax/user-admin');
    expect(tiles.masterData?.href).toBeNull();
  });

  it('maps pending direct service, invited campus and the artemis user type', () => {
    const tiles = byId([ROLES.directPending, ROLES.campusInviteExpired, ROLES.artemisOnPremUser]);
    expect(tiles.directService?.status).toBe('pending');
    expect(tiles.campus?.status).toBe('inviteExpired');
    expect(tiles.artemis?.userType).toBe('userType.onprem');
    expect(byId([]).artemis?.userType).toBe('userType.cloud');
  });
});
