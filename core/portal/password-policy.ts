/**
 * The password-policy codes the identity provider reports (customer-area §5 "Password-policy codes
 * known"), named as ForgeRock's policy requirements.
 */
export const PASSWORD_POLICY_CODES = [
  'CANNOT_CONTAIN_CHARACTERS',
  'CANNOT_CONTAIN_DUPLICATES',
  'CANNOT_CONTAIN_OTHERS',
  'AT_LEAST_X_CAPITAL_LETTERS',
  'AT_LEAST_X_NUMBERS',
  'MATCH_REGEXP',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAXIMUM_NUMBER_VALUE',
  'MINIMUM_NUMBER_VALUE',
  'REQUIRED',
  'UNIQUE',
  'UNKNOWN_POLICY',
  'VALID_ARRAY_ITEMS',
  'VALID_DATE',
  'VALID_EMAIL_ADDRESS_FORMAT',
  'VALID_NAME_FORMAT',
  'VALID_NUMBER',
  'VALID_PHONE_FORMAT',
  'VALID_QUERY_FILTER',
  'VALID_TYPE',
] as const;

/** One known password-policy code (customer-area §5). */
export type PasswordPolicyCode = (typeof PASSWORD_POLICY_CODES)[number];

/** The message for a code this module does not know. */
export const GENERIC_PASSWORD_POLICY_MESSAGE = 'The password does not meet the password policy.';

type Params = Readonly<Record<string, string | number>>;

/** Reads a parameter; undefined when absent or empty. */
function param(params: Params, name: string): string | undefined {
  const value = params[name];
  return value === undefined || value === '' ? undefined : String(value);
}

function count(value: string | undefined, noun: string): string | undefined {
  if (value === undefined) return undefined;
  return `${value} ${noun}${value === '1' ? '' : 's'}`;
}

/** A message with the detail when the parameter is given, else the plain one. */
function detailed(detail: string | undefined, withDetail: (detail: string) => string, plain: string): string {
  return detail === undefined ? plain : withDetail(detail);
}

const MESSAGES: Readonly<Record<PasswordPolicyCode, (params: Params) => string>> = {
  CANNOT_CONTAIN_CHARACTERS: (p) =>
    detailed(
      param(p, 'forbiddenChars'),
      (chars) => `The password must not contain any of these characters: ${chars}`,
      'The password contains characters that are not allowed.',
    ),
  CANNOT_CONTAIN_DUPLICATES: (p) =>
    detailed(
      param(p, 'duplicateValue'),
      (value) => `The password must not repeat ${value}.`,
      'The password must not contain repeated characters.',
    ),
  CANNOT_CONTAIN_OTHERS: (p) =>
    detailed(
      param(p, 'disallowedFields'),
      (fields) => `The password must not contain your ${fields}.`,
      'The password must not contain parts of your profile.',
    ),
  AT_LEAST_X_CAPITAL_LETTERS: (p) =>
    `The password must contain at least ${count(param(p, 'numCaps'), 'capital letter') ?? 'one capital letter'}.`,
  AT_LEAST_X_NUMBERS: (p) =>
    `The password must contain at least ${count(param(p, 'numNums'), 'number') ?? 'one number'}.`,
  MATCH_REGEXP: () => 'The password does not have the required format.',
  MAX_LENGTH: (p) =>
    detailed(
      count(param(p, 'maxLength'), 'character'),
      (length) => `The password must be at most ${length} long.`,
      'The password is too long.',
    ),
  MIN_LENGTH: (p) =>
    detailed(
      count(param(p, 'minLength'), 'character'),
      (length) => `The password must be at least ${length} long.`,
      'The password is too short.',
    ),
  MAXIMUM_NUMBER_VALUE: (p) =>
    detailed(
      param(p, 'maximumNumber'),
      (max) => `The value must not be greater than ${max}.`,
      'The value is too large.',
    ),
  MINIMUM_NUMBER_VALUE: (p) =>
    detailed(
      param(p, 'minimumNumber'),
      (min) => `The value must not be less than ${min}.`,
      'The value is too small.',
    ),
  REQUIRED: () => 'A password is required.',
  UNIQUE: () => 'The value must be unique.',
  UNKNOWN_POLICY: (p) =>
    detailed(
      param(p, 'policyRequirement'),
      (requirement) => `The password failed an unknown policy requirement (${requirement}).`,
      'The password failed an unknown policy requirement.',
    ),
  VALID_ARRAY_ITEMS: () => 'The list contains items that are not valid.',
  VALID_DATE: () => 'Please enter a valid date.',
  VALID_EMAIL_ADDRESS_FORMAT: () => 'Please enter a valid e-mail address.',
  VALID_NAME_FORMAT: () => 'Please enter a valid name.',
  VALID_NUMBER: () => 'Please enter a valid number.',
  VALID_PHONE_FORMAT: () => 'Please enter a valid phone number.',
  VALID_QUERY_FILTER: () => 'The query filter is not valid.',
  VALID_TYPE: (p) =>
    detailed(
      param(p, 'validTypes'),
      (types) => `The value must be of type ${types}.`,
      'The value is not of the expected type.',
    ),
};

/**
 * Turns a password-policy failure from the identity provider into a readable English message
 * (customer-area §5 password-policy codes; shown on the account screen when changing the password).
 *
 * Parameters read, as ForgeRock names them: forbiddenChars, duplicateValue, disallowedFields, numCaps,
 * numNums, maxLength, minLength, maximumNumber, minimumNumber, policyRequirement, validTypes. A missing
 * parameter gives a message without the detail.
 *
 * @param input.code the policy requirement code (`MIN_LENGTH`).
 * @param input.params the requirement's parameters (`{ minLength: 8 }`); default none.
 * @returns the message ('The password must be at least 8 characters long.'); for an unknown code,
 *   {@link GENERIC_PASSWORD_POLICY_MESSAGE}. Never throws.
 */
export function passwordPolicyMessage(input: { code: string; params?: Params }): string {
  const message = isPasswordPolicyCode(input.code) ? MESSAGES[input.code] : undefined;
  return message ? message(input.params ?? {}) : GENERIC_PASSWORD_POLICY_MESSAGE;
}

function isPasswordPolicyCode(code: string): code is PasswordPolicyCode {
  return (PASSWORD_POLICY_CODES as readonly string[]).includes(code);
}
