/**
 * Constants of the customer portal (customer-area §2–§9). No schema or framework code, so the browser
 * bundle imports them as they are.
 */

/** Default customer-area path segment (customer-area §2 "/{locale}/mykomax"); configurable per project. */
export const PORTAL_SEGMENT_DEFAULT = 'mykomax';

/** Stored tokens are renewed when they expire within this many ms (customer-area §4 step 1, §9: 180 seconds). */
export const TOKEN_RENEWAL_THRESHOLD_MS = 180_000;

/** The identity client's own token threshold in ms (customer-area §9 "30000 ms in the client"). */
export const CLIENT_TOKEN_THRESHOLD_MS = 30_000;

/** Time limit of one identity-provider request in ms (customer-area §9, the client default). */
export const IDENTITY_REQUEST_TIMEOUT_MS = 5_000;

/** How long the protected area waits for login before its failure handler runs, in ms (customer-area §2, §9). */
export const LOGIN_WAIT_MS = 30_000;

/** Realm path of the identity provider (customer-area §7 "realm path alpha"). */
export const REALM = 'alpha';

/** Role names read from the role claim (customer-area §6). */
export const ROLES = {
  delegatedAdminInternal: 'kmx_delegatedadmin_intern',
  delegatedAdminExternal: 'kmx_delegatedadmin_extern',
  serviceTicketingActive: 'kmx_int_serviceticketing_active',
  assetDatabaseActive: 'kmx_int_assetdb_active',
  artemisActive: 'kmx_int_artemis_active',
  artemisOnPremUser: 'kmx_artemis_onpremuser',
  directPending: 'kmx_int_direct_pending',
  directActive: 'kmx_int_direct_active',
  wireMasterActive: 'kmx_int_mfpwm_active',
  masterDataActive: 'kmx_int_mfpmds_active',
  campusActive: 'kmx_int_lmsefront_active',
  campusInvited: 'kmx_int_lmsefront_invited',
  campusInviteExpired: 'kmx_int_lmsefront_inviteexpired',
} as const;

/** One role name of customer-area §6. */
export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** Service status values, in the order of customer-area §4. */
export const SERVICE_STATUSES = [
  'unknown',
  'noprocess',
  'unregistered',
  'pending',
  'active',
  'invited',
  'inviteexpired',
  'inactive',
  'declined',
  'comingsoon',
] as const;

/** One service status (customer-area §4). */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Artemis user types (customer-area §3 service entry "userType (onprem, cloud, unknown)"). */
export const ARTEMIS_USER_TYPES = ['onprem', 'cloud', 'unknown'] as const;

/** One artemis user type (customer-area §3). */
export type ArtemisUserType = (typeof ARTEMIS_USER_TYPES)[number];

/** Dashboard application statuses (customer-area §4). */
export const DASHBOARD_STATUSES = [
  'unregistered',
  'pending',
  'active',
  'comingSoon',
  'invited',
  'inviteExpired',
] as const;

/** One dashboard application status (customer-area §4). */
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

/** User-administration access statuses (customer-area §4); `pending` means access was requested. */
export const ACCESS_STATUSES = [
  'invited',
  'inviteExpired',
  'pending',
  'active',
  'inactive',
  'declined',
  'unknown',
] as const;

/** One user-administration access status (customer-area §4). */
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/**
 * Stable ids of the eight user-administration actions (customer-area §4): add application, grant access,
 * accept request, update, resend invite (pending invites), send a new invite (expired invites), decline
 * (deny), withdraw (remove).
 */
export const ACCESS_ACTIONS = [
  'addApplication',
  'grantAccess',
  'acceptRequest',
  'update',
  'resendInvite',
  'sendNewInvite',
  'decline',
  'withdraw',
] as const;

/** One user-administration action id (customer-area §4). */
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** Stable ids of the three ticket close reasons (customer-area §4). */
export const TICKET_CLOSE_REASONS = [
  'solvedByProvider',
  'solvedWithoutProvider',
  'noLongerRelevant',
] as const;

/** One ticket close reason id (customer-area §4). */
export type TicketCloseReason = (typeof TICKET_CLOSE_REASONS)[number];

/** Labels of the ticket close reasons, in the words of customer-area §4. */
export const TICKET_CLOSE_REASON_LABELS: Readonly<Record<TicketCloseReason, string>> = {
  solvedByProvider: 'Solved by the provider',
  solvedWithoutProvider: 'Solved without the provider',
  noLongerRelevant: 'No longer relevant',
};

/** The eleven ticket list columns, in the order of customer-area §3, each with a stable id and its header. */
export const TICKET_LIST_COLUMNS = [
  { id: 'ticketId', label: 'Ticket ID' },
  { id: 'type', label: 'Type' },
  { id: 'subject', label: 'Subject' },
  { id: 'machine', label: 'Machine' },
  { id: 'serialNumber', label: 'Serial number' },
  { id: 'concern', label: 'Concern' },
  { id: 'status', label: 'Status' },
  { id: 'contact', label: 'Contact' },
  { id: 'createdOn', label: 'Created on' },
  { id: 'replies', label: 'Replies' },
  { id: 'comments', label: 'Comments' },
] as const;

/**
 * Silent-authorization errors after which, in redirect mode, the browser is sent to log in
 * (customer-area §4 step 3, §8), verbatim.
 */
export const SILENT_LOGIN_ERRORS = [
  'Authentication or consent required',
  'Authorization timed out',
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Cross-origin redirection',
  'The request requires some interaction that is not allowed.',
  'User authentication is required',
] as const;

/**
 * The other sign-in and identity-provider messages (customer-area §5, §8), verbatim; `{status}` is filled
 * in with {@link formatMessage}. `callbackMissingParams` starts the /callback failure message (see
 * core/portal/callback.ts for the full format).
 */
export const IDENTITY_ERRORS = {
  unexpectedStatus: 'Expected 200, received {status}',
  userInfoFailed: 'Failed to get user info; received {status}',
  endSessionFailed: 'Failed to end session; received {status}',
  revokeFailed: 'Failed to revoke token; received {status}',
  tokenParseFailed: 'Could not parse token object from localStorage',
  storeTokensFailed: 'Failed to store tokens',
  exchangeFailed: 'Unable to exchange authorization for tokens',
  indexedDbUnsupported: 'IndexedDB is not supported in this version.',
  timeout: 'Timeout',
  wellknownMissing: 'wellknown URL is missing in options',
  configurationInvalid: 'Configuration is invalid',
  configurationNotSet: 'Configuration has not been set',
  serverConfigurationNotSet: 'Server configuration has not been set',
  stateMismatch: 'State mismatch',
  authorizationCodeMissing: 'Failed to acquire authorization code',
  accessTokenMissing: 'Access token not found in response',
  callbackMissingParams: 'missing params',
} as const;

/** Messages the portal screens show (customer-area §8), verbatim. */
export const PORTAL_MESSAGES = {
  formFailed: 'Something went wrong. Please verify your input is correct and try again later.',
  userAlreadyExists: 'The user already exists',
  userLoadFailed: 'An error occurred while loading this user',
  userDetailsUnavailable: 'Unable to view user details',
} as const;

/**
 * Fills `{name}` placeholders of a message template (customer-area §8 templates such as
 * 'Expected 200, received {status}').
 *
 * @param template the template.
 * @param values the values by placeholder name.
 * @returns the message; a placeholder without a value is left as it is. Never throws.
 */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

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
