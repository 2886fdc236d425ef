/**
 * The names and addresses the customer portal shares with the identity provider, the SIS, the runtime
 * and the services it links to (customer-area §2, §6, §7, §9). No schema or framework code, so the
 * browser bundle imports them as they are.
 */

/** Default customer-area path segment (customer-area §2 "/{locale}/mykomax"); configurable per project. */
export const PORTAL_SEGMENT_DEFAULT = 'mykomax';

/** Realm path of the identity provider (customer-area §7 "realm path alpha"). */
export const REALM = 'alpha';

/** Fixed client id of the portal at the identity provider (customer-area §9 "login client id is fixed"). */
export const PORTAL_CLIENT_ID = 'sitefleet-portal';

/** The identity-management wildcard scope (customer-area §9), ForgeRock's IDM scope. */
export const IDM_SCOPE = 'fr:idm:*';

/** Scopes the portal requests (customer-area §9): openid, profile, email and the IDM wildcard. */
export const PORTAL_SCOPES = ['openid', 'profile', 'email', IDM_SCOPE] as const;

/**
 * Header carrying the signed-in user's OIDC id token on every authenticated SIS call (customer-area §6
 * "Authenticated ticket and service calls carry the identity token", §7 authenticated SIS client).
 */
export const SIS_TOKEN_HEADER = 'ciam_id_token';

/** The debug-level header the authenticated SIS client sends (customer-area §7). */
export const SIS_DEBUG_LEVEL_HEADER = 'debug-level';

/** The value of {@link SIS_DEBUG_LEVEL_HEADER}: "a debug-level header set to 1" (customer-area §7). */
export const SIS_DEBUG_LEVEL = '1';

/**
 * The runtime's same-origin tickets proxy (customer-area §7 "Tickets go through a same-origin
 * tickets-proxy path (GraphQL POST) with the identity token"; its exact path is not shown, this is ours).
 * Ticketing, inventory and user administration all go through it: "Ticketing falls back to the same
 * endpoint".
 */
export const TICKETS_PROXY_PATH = '/api/tickets-proxy';

/**
 * The external services the dashboard links to, whose URLs come from configuration (customer-area §2
 * "External service URLs come from configuration for: direct service, direct registration, cloud
 * artemis, wire master, master data and a campus learning service").
 */
export const EXTERNAL_SERVICES = [
  'directService',
  'directRegistration',
  'cloudArtemis',
  'wireMaster',
  'masterData',
  'campus',
] as const;

/** One of {@link EXTERNAL_SERVICES}. */
export type ExternalService = (typeof EXTERNAL_SERVICES)[number];

/** Configured external service URLs; a service left out has no link. */
export type ExternalServiceUrls = Partial<Record<ExternalService, string>>;
