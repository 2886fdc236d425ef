import { SILENT_LOGIN_ERRORS } from './messages.ts';
import { TOKEN_RENEWAL_THRESHOLD_MS } from './timeouts.ts';

/** Stored tokens (customer-area §3 token set). */
export interface TokenSet {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  /** Expiry as a millisecond timestamp (ms since epoch); see {@link tokenExpiry}. */
  tokenExpiry?: number;
}

/**
 * Computes a token set's expiry (customer-area §3 "tokenExpiry (millisecond timestamp computed from
 * expires_in seconds)").
 *
 * @param input.nowMs the current time in ms since epoch.
 * @param input.expiresInSeconds `expires_in` of the token answer, in seconds.
 * @returns the expiry in ms since epoch: `nowMs + expiresInSeconds * 1000`.
 */
export function tokenExpiry(input: { nowMs: number; expiresInSeconds: number }): number {
  return input.nowMs + input.expiresInSeconds * 1000;
}

/**
 * Tells whether stored tokens must be renewed (customer-area §4 authentication flow step 1: "Stored
 * tokens are reused unless they expire within the threshold of 180 seconds or renewal is forced").
 *
 * Renewal is needed when there are no tokens or no access token, when it is forced, when the expiry is
 * unknown, or when the tokens expire within `thresholdMs` (at exactly the threshold they are renewed).
 *
 * @param input.tokens the stored tokens, or null/undefined when none are stored.
 * @param input.nowMs the current time in ms since epoch.
 * @param input.force renewal forced; default false.
 * @param input.thresholdMs the renewal threshold in ms; default {@link TOKEN_RENEWAL_THRESHOLD_MS} (180000).
 * @returns true to renew, false to reuse the stored tokens. Never throws.
 */
export function shouldRenewTokens(input: {
  tokens: TokenSet | null | undefined;
  nowMs: number;
  force?: boolean;
  thresholdMs?: number;
}): boolean {
  const { tokens, nowMs, force = false, thresholdMs = TOKEN_RENEWAL_THRESHOLD_MS } = input;
  if (force || !tokens?.accessToken || tokens.tokenExpiry === undefined) return true;
  return tokens.tokenExpiry - nowMs <= thresholdMs;
}

/**
 * Tells whether a silent-authorization error sends the browser to log in when the login mode is
 * redirect (customer-area §4 step 3, §8). The message must equal one of {@link SILENT_LOGIN_ERRORS}.
 *
 * @param message the error message.
 * @returns true for a listed message. Never throws.
 */
export function isSilentLoginError(message: string): boolean {
  return (SILENT_LOGIN_ERRORS as readonly string[]).includes(message);
}

/**
 * Tells whether a token-revocation answer counts as done (customer-area §8 'Failed to revoke token;
 * received {status}': "a 4xx answer is treated as ok"): 2xx and 4xx are done; anything else (5xx, 1xx,
 * 3xx) is a failure.
 *
 * @param status the HTTP status of the revoke answer.
 * @returns true when the token counts as revoked. Never throws.
 */
export function revokeAnsweredOk(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500);
}
