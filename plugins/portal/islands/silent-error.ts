import { isSilentLoginError } from '../../../core/portal/tokens.ts';

/**
 * The messages of customer-area §4 step 3 / §8 for the OpenID Connect error codes a silent authorization
 * answers with (the spec names them as the identity provider words them; a standard provider answers
 * with the code and its own description).
 */
const MESSAGE_BY_ERROR_CODE: Readonly<Record<string, string>> = {
  login_required: 'User authentication is required',
  interaction_required: 'The request requires some interaction that is not allowed.',
  consent_required: 'Authentication or consent required',
  account_selection_required: 'The request requires some interaction that is not allowed.',
};

/**
 * Tells whether a failed silent authorization sends the browser to log in (customer-area §4 step 3:
 * interaction-required, consent, timeout, network, login-required or cross-origin errors). The error
 * is read as the identity client reports it: an OpenID Connect `error` code is first turned into the
 * spec's message, a timeout of the hidden frame is the spec's 'Authorization timed out'; the message is
 * then checked with core/portal `isSilentLoginError`.
 *
 * @param error what `signinSilent` rejected with.
 * @returns true to send the browser to log in. Never throws.
 */
export function needsLoginRedirect(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { error?: unknown }).error;
  if (typeof code === 'string' && MESSAGE_BY_ERROR_CODE[code]) {
    return isSilentLoginError(MESSAGE_BY_ERROR_CODE[code]);
  }
  if (error.name === 'ErrorTimeout') return isSilentLoginError('Authorization timed out');
  return isSilentLoginError(error.message);
}
