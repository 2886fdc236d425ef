import type { ServiceStatuses } from './service-status.ts';

/**
 * The portal's own service screens (customer-area §2 "Service links inside the area"), in navigation
 * order: the screen, the service whose `active` status opens it, and its path below the portal home.
 * Dashboard tiles link these paths, the navigation lists them, and the shell opens them by this table.
 */
export const SERVICE_SCREENS = [
  { screen: 'tickets', service: 'ticketing', path: 'tickets/list' },
  { screen: 'inventory', service: 'assetDatabase', path: 'inventory' },
  { screen: 'wireFlow', service: 'artemis', path: 'wire-flow' },
  { screen: 'userAdmin', service: 'delegatedAdmin', path: 'user-admin' },
] as const satisfies ReadonlyArray<{ screen: string; service: keyof ServiceStatuses; path: string }>;

/** One entry of {@link SERVICE_SCREENS}. */
export type ServiceScreen = (typeof SERVICE_SCREENS)[number];

/** The entry of a screen name (`tickets`), or undefined for a screen open to everyone (`account`). */
export function serviceScreen(screen: string): ServiceScreen | undefined {
  return SERVICE_SCREENS.find((entry) => entry.screen === screen);
}

/** The entry of a service (`ticketing`), or undefined for a service without a screen of its own. */
export function screenOfService(service: keyof ServiceStatuses): ServiceScreen | undefined {
  return SERVICE_SCREENS.find((entry) => entry.service === service);
}

/**
 * Tells whether a user with these service statuses may open a portal screen (customer-area §2, §6):
 * a service screen needs its service active; every other screen (dashboard, account, logout) is open
 * to every signed-in user. The SIS enforces the same on each call.
 *
 * @param screen the screen name (`tickets`, `account`).
 * @param statuses the user's statuses from `deriveServiceStatuses`.
 * @returns true when the screen opens. Never throws.
 */
export function opensScreen(screen: string, statuses: ServiceStatuses): boolean {
  const entry = serviceScreen(screen);
  return !entry || statuses[entry.service] === 'active';
}
