import { describe, expect, it } from 'vitest';
import {
  GENERIC_PASSWORD_POLICY_MESSAGE,
  PASSWORD_POLICY_CODES,
  passwordPolicyMessage,
} from '../../../core/portal/password-policy.ts';

describe('passwordPolicyMessage (customer-area §5 password-policy codes)', () => {
  it.each([
    ['MIN_LENGTH', { minLength: 8 }, 'The password must be at least 8 characters long.'],
    ['MIN_LENGTH', { minLength: 1 }, 'The password must be at least 1 character long.'],
    ['MIN_LENGTH', {}, 'The password is too short.'],
    ['MAX_LENGTH', { maxLength: 64 }, 'The password must be at most 64 characters long.'],
    ['AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 2 }, 'The password must contain at least 2 capital letters.'],
    ['AT_LEAST_X_CAPITAL_LETTERS', {}, 'The password must contain at least one capital letter.'],
    ['AT_LEAST_X_NUMBERS', { numNums: 1 }, 'The password must contain at least 1 number.'],
    [
      'CANNOT_CONTAIN_CHARACTERS',
      { forbiddenChars: '<>' },
      'The password must not contain any of these characters: <>',
    ],
    [
      'CANNOT_CONTAIN_OTHERS',
      { disallowedFields: 'userName, givenName' },
      'The password must not contain your userName, givenName.',
    ],
    ['MINIMUM_NUMBER_VALUE', { minimumNumber: 0 }, 'The value must not be less than 0.'],
    ['REQUIRED', undefined, 'A password is required.'],
    ['UNKNOWN_POLICY', { policyRequirement: 'X' }, 'The password failed an unknown policy requirement (X).'],
  ])('%s %o', (code, params, expected) => {
    expect(passwordPolicyMessage({ code, params })).toBe(expected);
  });

  it('has its own readable message for each of the 21 codes', () => {
    expect(PASSWORD_POLICY_CODES).toHaveLength(21);
    const messages = PASSWORD_POLICY_CODES.map((code) => passwordPolicyMessage({ code }));
    expect(new Set(messages).size).toBe(21);
    for (const [index, message] of messages.entries()) {
      expect(message).not.toBe(GENERIC_PASSWORD_POLICY_MESSAGE);
      expect(message).not.toContain(PASSWORD_POLICY_CODES[index]);
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it.each([['NOT_A_POLICY'], [''], ['min_length'], ['toString']])('gives %j the generic message', (code) => {
    expect(passwordPolicyMessage({ code })).toBe(GENERIC_PASSWORD_POLICY_MESSAGE);
  });
});
