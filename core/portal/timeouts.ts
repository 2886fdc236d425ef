/**
 * The customer portal's time limits and token thresholds (customer-area §2, §4, §9), in ms. No schema or
 * framework code, so the browser bundle imports them as they are.
 */

/** Stored tokens are renewed when they expire within this many ms (customer-area §4 step 1, §9: 180 seconds). */
export const TOKEN_RENEWAL_THRESHOLD_MS = 180_000;

/** The identity client's own token threshold in ms (customer-area §9 "30000 ms in the client"). */
export const CLIENT_TOKEN_THRESHOLD_MS = 30_000;

/** Time limit of one identity-provider request in ms (customer-area §9, the client default). */
export const IDENTITY_REQUEST_TIMEOUT_MS = 5_000;

/** How long the protected area waits for login before its failure handler runs, in ms (customer-area §2, §9). */
export const LOGIN_WAIT_MS = 30_000;
