/**
 * Messages of the customer portal's sign-in, identity provider and screens (customer-area §5, §8),
 * verbatim; templates use `{name}` placeholders, filled with core/text `formatMessage`.
 */

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
 * in with core/text `formatMessage`. `callbackMissingParams` starts the /callback failure message (see
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
 * The message of a service answer (SIS, identity provider, the runtime's portal config) that does not
 * have the shape the portal reads; the spec gives none, so this is the build's own wording (core/errors.ts
 * `ServiceAnswerInvalid`). The screens show it as they show any failed read.
 */
export const UNEXPECTED_ANSWER_MESSAGE = 'A service answered with unexpected data.';
