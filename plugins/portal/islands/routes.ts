import { safeDecode } from '../../../core/routing/url.ts';

/** The portal screens (customer-area §2 routes below `/{locale}/mykomax`). */
export type PortalRoute =
  | { screen: 'dashboard' }
  | { screen: 'account' }
  | { screen: 'inventory'; view: 'current' | 'old' }
  | { screen: 'logout' }
  | { screen: 'tickets'; view: 'list' }
  | { screen: 'tickets'; view: 'new' }
  | { screen: 'tickets'; view: 'detail'; id: string }
  | { screen: 'userAdmin'; view: 'list' }
  | { screen: 'userAdmin'; view: 'detail'; id: string }
  | { screen: 'wireFlow' }
  | { screen: 'notFound' };

/**
 * Reads the screen a portal path names (customer-area §2): the part after `/{locale}/{portalSegment}`,
 * matched case-insensitively except for ids (`tickets/{id}`, `user-admin/{id}`), which are kept as
 * written (URL-decoded). `tickets` alone is the list.
 *
 * @param screen the segments after the portal segment joined by `/` (portal-paths.ts `portalScreen`),
 *   '' for the home.
 * @returns the route; `notFound` for anything else. Never throws.
 */
export function matchPortalRoute(screen: string): PortalRoute {
  const segments = screen.split('/').filter(Boolean);
  const [first = '', second, ...rest] = segments;
  const head = first.toLowerCase();
  const next = second?.toLowerCase();
  if (rest.length > 0) return { screen: 'notFound' };
  const id = safeDecode;
  switch (head) {
    case '':
      return { screen: 'dashboard' };
    case 'account':
      return second === undefined ? { screen: 'account' } : { screen: 'notFound' };
    case 'logout':
      return second === undefined ? { screen: 'logout' } : { screen: 'notFound' };
    case 'wire-flow':
      return second === undefined ? { screen: 'wireFlow' } : { screen: 'notFound' };
    case 'inventory':
      if (second === undefined) return { screen: 'inventory', view: 'current' };
      return next === 'old' ? { screen: 'inventory', view: 'old' } : { screen: 'notFound' };
    case 'tickets':
      if (second === undefined || next === 'list') return { screen: 'tickets', view: 'list' };
      if (next === 'newticket') return { screen: 'tickets', view: 'new' };
      return { screen: 'tickets', view: 'detail', id: id(second) };
    case 'user-admin':
      if (second === undefined) return { screen: 'userAdmin', view: 'list' };
      return { screen: 'userAdmin', view: 'detail', id: id(second) };
    default:
      return { screen: 'notFound' };
  }
}
