import { describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS, SILENT_LOGIN_ERRORS } from '../../../core/portal/messages.ts';

describe('portal messages (customer-area §8)', () => {
  it('lists the seven silent-login errors', () => {
    expect(SILENT_LOGIN_ERRORS).toHaveLength(7);
    expect(new Set(SILENT_LOGIN_ERRORS).size).toBe(7);
  });

  it('writes the templates with `{status}`, as the specification does', () => {
    expect(IDENTITY_ERRORS.unexpectedStatus).toBe('Expected 200, received {status}');
    expect(IDENTITY_ERRORS.revokeFailed).toBe('Failed to revoke token; received {status}');
  });
});
