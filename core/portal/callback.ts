import { IDENTITY_ERRORS } from './messages.ts';

/** The outcome of reading or checking the login callback (customer-area §2 /callback, §5). */
export type CallbackResult<T> = ({ ok: true } & T) | { ok: false; message: string };

/**
 * Reads the query of the login callback (customer-area §2 /callback; §5 "The authorization code must be
 * present and single"; §8 "Callback failure: 'missing params' plus error details").
 *
 * Success needs exactly one non-empty `code`, exactly one non-empty `state` and no `error`. Otherwise:
 * - a repeated `code` → 'Failed to acquire authorization code';
 * - else the message `missing params`, then `: ` and the missing parameters among code and state
 *   (comma-separated, a repeated `state` counts as missing), then, when `error` is given,
 *   ` (error: error_description)` or ` (error)` without a description. Examples:
 *   `?state=s1&error=access_denied&error_description=User%20cancelled` → 'missing params: code
 *   (access_denied: User cancelled)'; `?` → 'missing params: code, state'.
 *
 * @param search the query string, with or without the leading `?`.
 * @returns `{ ok: true, code, state }` or `{ ok: false, message }`. Never throws.
 */
export function readCallbackParams(search: string): CallbackResult<{ code: string; state: string }> {
  const params = new URLSearchParams(search);
  const codes = params.getAll('code');
  if (codes.length > 1) return { ok: false, message: IDENTITY_ERRORS.authorizationCodeMissing };
  const code = single(codes);
  const state = single(params.getAll('state'));
  const error = params.get('error');
  if (code !== null && state !== null && !error) return { ok: true, code, state };

  const missing = [code === null ? 'code' : null, state === null ? 'state' : null].filter(Boolean);
  let message: string = IDENTITY_ERRORS.callbackMissingParams;
  if (missing.length > 0) message += `: ${missing.join(', ')}`;
  if (error) {
    const description = params.get('error_description');
    message += description ? ` (${error}: ${description})` : ` (${error})`;
  }
  return { ok: false, message };
}

/**
 * Checks the state returned to the callback against the one stored when login started
 * (customer-area §5 "State must match on code exchange ('State mismatch')").
 *
 * @param input.expected the stored state; null or empty when none was stored, which never matches.
 * @param input.received the state from the callback.
 * @returns `{ ok: true }` or `{ ok: false, message: 'State mismatch' }`. Never throws.
 */
export function checkState(input: {
  expected: string | null | undefined;
  received: string | null | undefined;
}): CallbackResult<object> {
  return input.expected && input.expected === input.received
    ? { ok: true }
    : { ok: false, message: IDENTITY_ERRORS.stateMismatch };
}

function single(values: string[]): string | null {
  return values.length === 1 && values[0] ? values[0] : null;
}
