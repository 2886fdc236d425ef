import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../../core/portal/roles.ts';
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
    expect(tiles.delegatedAdmin?.href).toBe('/en/mykomax/user-admin');
    expect(tiles.wireMaster?.href).toBeNull();
    expect(tiles.masterData?.href).toBeNull();
  });

  it('links on-premise artemis to the wire-flow download centre and cloud artemis to its URL', () => {
    const serviceUrls = { cloudArtemis: 'https://artemis.example.test/' };
    const onPremise = dashboardTiles({
      roles: [ROLES.artemisActive, ROLES.artemisOnPremUser],
      portalHome: '/en/mykomax',
      serviceUrls,
    });
    expect(onPremise.find((tile) => tile.id === 'artemis')).toMatchObject({
      href: '/en/mykomax/wire-flow',
      external: false,
    });
    const cloud = dashboardTiles({ roles: [ROLES.artemisActive], portalHome: '/en/mykomax', serviceUrls });
    expect(cloud.find((tile) => tile.id === 'artemis')).toMatchObject({
      href: 'https://artemis.example.test/',
      external: true,
    });
  });

  it('links external services to their configured URLs, and unregistered users to the direct registration', () => {
    const serviceUrls = {
      wireMaster: 'https://wire-master.example.test/',
      masterData: 'https://master-data.example.test/',
      directService: 'https://direct.example.test/',
      directRegistration: 'https://direct.example.test/register',
      campus: 'https://campus.example.test/',
    };
    const tiles = Object.fromEntries(
      dashboardTiles({
        roles: [ROLES.wireMasterActive, ROLES.campusInvited],
        portalHome: '/en/mykomax',
        serviceUrls,
      }).map((tile) => [tile.id, tile]),
    );
    expect(tiles.wireMaster).toMatchObject({
      href: serviceUrls.wireMaster,
      external: true,
      linkLabel: 'open',
    });
    expect(tiles.masterData?.href).toBeNull();
    expect(tiles.campus).toMatchObject({ status: 'invited', href: serviceUrls.campus });
    expect(tiles.directService).toMatchObject({
      status: 'unregistered',
      href: serviceUrls.directRegistration,
      linkLabel: 'register',
    });
    const pending = dashboardTiles({ roles: [ROLES.directPending], portalHome: '/en/mykomax', serviceUrls });
    expect(pending.find((tile) => tile.id === 'directService')?.href).toBe(serviceUrls.directService);
  });

  it('maps pending direct service, invited campus and the artemis user type', () => {
    const tiles = byId([ROLES.directPending, ROLES.campusInviteExpired, ROLES.artemisOnPremUser]);
    expect(tiles.directService?.status).toBe('pending');
    expect(tiles.campus?.status).toBe('inviteExpired');
    expect(tiles.artemis?.userType).toBe('userType.onprem');
    expect(byId([]).artemis?.userType).toBe('userType.cloud');
  });
});
