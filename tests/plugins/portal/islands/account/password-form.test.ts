import { describe, expect, it } from 'vitest';
import {
  policyFailureMessages,
  readPasswordForm,
  validatePasswordForm,
} from '../../../../../plugins/portal/islands/account/password-form.ts';
import { checkPasswordPolicy } from '../../../../../sandbox/identity/password-policy.ts';

const MESSAGES = { currentRequired: 'Enter the current one', mismatch: 'They differ' };
const form = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('validatePasswordForm', () => {
  it.each([
    [form('Portal-demo-1', 'Fresh-Start-2025'), {}],
    [form('', 'Fresh-Start-2025'), { currentPassword: 'Enter the current one' }],
    [form('Portal-demo-1', ''), { newPassword: 'A password is required.' }],
    [form('Portal-demo-1', 'Fresh-Start-2025', 'Fresh-Start-2026'), { confirmPassword: 'They differ' }],
    [form('', '', 'x'), { currentPassword: 'Enter the current one', newPassword: 'A password is required.' }],
  ])('%j → %j', (values, errors) => {
    expect(validatePasswordForm(values, MESSAGES)).toEqual(errors);
  });

  it('reads the passwords as typed, spaces included', () => {
    const data = new FormData();
    data.set('currentPassword', ' a ');
    data.set('newPassword', 'b');
    expect(readPasswordForm(data)).toEqual({ currentPassword: ' a ', newPassword: 'b', confirmPassword: '' });
  });
});

const refusal = (policyRequirements: unknown[], property = 'password') => ({
  result: false,
  failedPolicyRequirements: [{ property, policyRequirements }],
});

describe('policyFailureMessages', () => {
  it('gives one readable line per requirement the sandbox policy fails', () => {
    const owner = { userName: 'artemis.cloud', givenName: 'Carla', sn: 'Wolf' };
    const detail = refusal(checkPasswordPolicy({ password: 'carla<wolf>', owner }));
    expect(policyFailureMessages(detail)).toEqual([
      'The password must contain at least 1 capital letter.',
      'The password must contain at least 1 number.',
      'The password must not contain your first name.',
      'The password must not contain your last name.',
      'The password must not contain any of these characters: <>',
    ]);
    expect(policyFailureMessages(refusal(checkPasswordPolicy({ password: 'Aa1', owner })))).toEqual([
      'The password must be at least 10 characters long.',
    ]);
    expect(
      policyFailureMessages(refusal(checkPasswordPolicy({ password: `A1${'b'.repeat(70)}`, owner }))),
    ).toEqual(['The password must be at most 64 characters long.']);
    expect(policyFailureMessages(refusal(checkPasswordPolicy({ password: '', owner })))).toEqual([
      'A password is required.',
    ]);
  });

  it('names the login name and lists of fields in words', () => {
    const detail = refusal([
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: 'userName' } },
      { policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: ['givenName', 'sn'] } },
    ]);
    expect(policyFailureMessages(detail)).toEqual([
      'The password must not contain your username.',
      'The password must not contain your first name or last name.',
    ]);
  });

  it('shows repeated messages once and a generic line for an unknown code', () => {
    const detail = refusal([
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 12 } },
      { policyRequirement: 'MIN_LENGTH', params: { minLength: 12 } },
      { policyRequirement: 'SOMETHING_NEW' },
    ]);
    expect(policyFailureMessages(detail)).toEqual([
      'The password must be at least 12 characters long.',
      'The password does not meet the password policy.',
    ]);
  });

  it('ignores failures of other properties and answers without the policy detail', () => {
    expect(policyFailureMessages(refusal([{ policyRequirement: 'UNIQUE' }], 'mail'))).toEqual([]);
    expect(policyFailureMessages(undefined)).toEqual([]);
    expect(policyFailureMessages({ fields: { givenName: 'x' } })).toEqual([]);
  });
});
