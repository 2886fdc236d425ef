import { describe, expect, it } from 'vitest';
import { matchPortalRoute } from '../../../../plugins/portal/islands/routes.ts';

describe('matchPortalRoute (customer-area §2 portal routes)', () => {
  it.each([
    ['', { screen: 'dashboard' }],
    ['account', { screen: 'account' }],
    ['inventory', { screen: 'inventory', view: 'current' }],
    ['inventory/old', { screen: 'inventory', view: 'old' }],
    ['logout', { screen: 'logout' }],
    ['tickets/list', { screen: 'tickets', view: 'list' }],
    ['tickets', { screen: 'tickets', view: 'list' }],
    ['tickets/newticket', { screen: 'tickets', view: 'new' }],
    ['tickets/TCK-1042', { screen: 'tickets', view: 'detail', id: 'TCK-1042' }],
    ['user-admin', { screen: 'userAdmin', view: 'list' }],
    ['user-admin/usr%2D7', { screen: 'userAdmin', view: 'detail', id: 'usr-7' }],
    ['wire-flow', { screen: 'wireFlow' }],
    ['Tickets/List', { screen: 'tickets', view: 'list' }],
    ['INVENTORY/Old', { screen: 'inventory', view: 'old' }],
  ])('reads %j', (screen, route) => {
    expect(matchPortalRoute(screen)).toEqual(route);
  });

  it.each(['nope', 'account/extra', 'tickets/1/comments', 'inventory/new', 'wire-flow/x', 'logout/now'])(
    'answers notFound for %j',
    (screen) => {
      expect(matchPortalRoute(screen)).toEqual({ screen: 'notFound' });
    },
  );

  it('keeps an id that is not valid percent-encoding as written', () => {
    expect(matchPortalRoute('tickets/%E0%A4%A')).toEqual({
      screen: 'tickets',
      view: 'detail',
      id: '%E0%A4%A',
    });
  });
});
