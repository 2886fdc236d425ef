/** One failed requirement of a policy, as ForgeRock IDM reports it (customer-area §5 policy codes). */
export interface FailedPolicyRequirement {
  /** The requirement code, e.g. `MIN_LENGTH`. */
  policyRequirement: string;
  /** The requirement's parameters, e.g. `{ minLength: 10 }`; absent when it has none. */
  params?: Record<string, string | number>;
}

/**
 * The sandbox password policy: required, 10 to 64 characters, at least one capital letter and one
 * number, none of the user's login name, first name or last name (ForgeRock field names `userName`,
 * `givenName`, `sn`), and none of the characters `<` and `>`.
 */
export const SANDBOX_PASSWORD_POLICY = {
  minLength: 10,
  maxLength: 64,
  numCaps: 1,
  numNums: 1,
  disallowedFields: ['userName', 'givenName', 'sn'],
  forbiddenChars: '<>',
} as const;

/** The profile values a password must not contain, by ForgeRock field name. */
export type PasswordOwner = Record<(typeof SANDBOX_PASSWORD_POLICY.disallowedFields)[number], string>;

/**
 * Checks a new password against {@link SANDBOX_PASSWORD_POLICY}, the way ForgeRock IDM's policy service
 * does (customer-area §5 password-policy codes): every failed requirement is reported, in policy order.
 * An empty password fails `REQUIRED` only. `CANNOT_CONTAIN_OTHERS` is reported once per profile value
 * found in the password (compared case-insensitively; empty values are skipped), with that field's name
 * in `params.disallowedFields`.
 *
 * @param input.password the new password.
 * @param input.owner the user's values of the disallowed fields, after the change being made.
 * @returns the failed requirements; `[]` when the password passes. Never throws.
 */
export function checkPasswordPolicy(input: {
  password: string;
  owner: PasswordOwner;
}): FailedPolicyRequirement[] {
  const { password, owner } = input;
  const policy = SANDBOX_PASSWORD_POLICY;
  if (password === '') return [{ policyRequirement: 'REQUIRED' }];
  const failed: FailedPolicyRequirement[] = [];
  const length = Array.from(password).length;
  if (length < policy.minLength) {
    failed.push({ policyRequirement: 'MIN_LENGTH', params: { minLength: policy.minLength } });
  }
  if (length > policy.maxLength) {
    failed.push({ policyRequirement: 'MAX_LENGTH', params: { maxLength: policy.maxLength } });
  }
  if ((password.match(/\p{Lu}/gu)?.length ?? 0) < policy.numCaps) {
    failed.push({ policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: policy.numCaps } });
  }
  if ((password.match(/\p{Nd}/gu)?.length ?? 0) < policy.numNums) {
    failed.push({ policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums: policy.numNums } });
  }
  const lower = password.toLowerCase();
  for (const field of policy.disallowedFields) {
    const value = owner[field].trim().toLowerCase();
    if (value !== '' && lower.includes(value)) {
      failed.push({ policyRequirement: 'CANNOT_CONTAIN_OTHERS', params: { disallowedFields: field } });
    }
  }
  if (Array.from(policy.forbiddenChars).some((char) => password.includes(char))) {
    failed.push({
      policyRequirement: 'CANNOT_CONTAIN_CHARACTERS',
      params: { forbiddenChars: policy.forbiddenChars },
    });
  }
  return failed;
}
