import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { needsLoginRedirect } from '../../../../plugins/portal/islands/silent-error.ts';

const answer = (error: string, description?: string) =>
  new ErrorResponse({ error, error_description: description });

describe('needsLoginRedirect (customer-area §4 step 3, §8 silent login errors)', () => {
  it('sends the browser to log in on login-required, interaction and consent answers', () => {
    expect(needsLoginRedirect(answer('login_required', 'End-User authentication is required'))).toBe(true);
    expect(needsLoginRedirect(answer('interaction_required'))).toBe(true);
    expect(needsLoginRedirect(answer('consent_required'))).toBe(true);
  });

  it('does so on a timed-out frame and on the spec messages such as a network failure', () => {
    expect(needsLoginRedirect(new ErrorTimeout('IFrame timed out without a response'))).toBe(true);
    expect(needsLoginRedirect(new TypeError('Failed to fetch'))).toBe(true);
    expect(needsLoginRedirect(new Error('Cross-origin redirection'))).toBe(true);
  });

  it('leaves other errors to the caller', () => {
    expect(needsLoginRedirect(answer('invalid_client'))).toBe(false);
    expect(needsLoginRedirect(new Error('State mismatch'))).toBe(false);
    expect(needsLoginRedirect('Failed to fetch')).toBe(false);
  });
});
