import * as z from 'zod/mini';
import { passwordPolicyMessage } from '../../../../core/portal/password-policy.ts';
import type { ValidationErrors } from '../../../../core/portal/validation.ts';
import { formText } from '../forms.ts';

/** The password form's values (customer-area §5 password policy; the account screen). */
export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The password form's fields; also the controls' names. */
export type PasswordField = keyof PasswordForm;

/** The answer message of a wrong current password (ForgeRock IDM's reauthentication). */
export const REAUTHENTICATION_FAILED = 'Reauthentication failed';

/**
 * How profile fields named in a `CANNOT_CONTAIN_OTHERS` failure read in its message ('…must not contain
 * your first name.'); a field not listed is shown as named.
 */
export const PROFILE_FIELD_WORDS: Readonly<Record<string, string>> = {
  userName: 'username',
  givenName: 'first name',
  sn: 'last name',
  mail: 'e-mail address',
};

/** Reads the submitted password form; passwords are taken as typed (not trimmed). */
export function readPasswordForm(data: Pick<FormData, 'get'>): PasswordForm {
  return {
    currentPassword: formText(data, 'currentPassword'),
    newPassword: formText(data, 'newPassword'),
    confirmPassword: formText(data, 'confirmPassword'),
  };
}

/**
 * Checks the password form before it is sent: the current password must be given, a new one too
 * (the policy's 'A password is required.'), and the confirmation must match it. The identity
 * provider checks the rest of the policy.
 *
 * @param messages.currentRequired the screen's message for a missing current password.
 * @param messages.mismatch the screen's message when the confirmation differs.
 * @returns messages by field; `{}` when the form may be sent.
 */
export function validatePasswordForm(
  form: PasswordForm,
  messages: { currentRequired: string; mismatch: string },
): ValidationErrors<PasswordField> {
  const errors: ValidationErrors<PasswordField> = {};
  if (form.currentPassword === '') errors.currentPassword = messages.currentRequired;
  if (form.newPassword === '') errors.newPassword = passwordPolicyMessage({ code: 'REQUIRED' });
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = messages.mismatch;
  return errors;
}

type PolicyParams = Record<string, string | number>;

/** Turns a policy's parameters into the simple values the messages read; field names become words. */
function readableParams(code: string, params: unknown): PolicyParams {
  if (typeof params !== 'object' || params === null) return {};
  const result: PolicyParams = {};
  for (const [name, value] of Object.entries(params)) {
    const list = Array.isArray(value)
      ? value.map(String)
      : typeof value === 'string'
        ? value.split(',')
        : null;
    if (code === 'CANNOT_CONTAIN_OTHERS' && name === 'disallowedFields' && list) {
      result[name] = list.map((field) => PROFILE_FIELD_WORDS[field.trim()] ?? field.trim()).join(' or ');
    } else if (typeof value === 'string' || typeof value === 'number') {
      result[name] = value;
    } else if (list) {
      result[name] = list.join(', ');
    }
  }
  return result;
}

/**
 * The messages of a refused password change: one per failed requirement of the `password` property in
 * ForgeRock's `detail.failedPolicyRequirements`, each from `passwordPolicyMessage` (customer-area §5
 * password-policy codes), in the order given; repeated messages are shown once.
 *
 * @param detail the answer's `detail`: `{ failedPolicyRequirements: [{ property, policyRequirements:
 *   [{ policyRequirement, params }] }] }`.
 * @returns the messages; `[]` when the detail names no failed password requirement.
 */
export function policyFailureMessages(detail: unknown): string[] {
  const parsed = z.safeParse(policyDetailSchema, detail);
  if (!parsed.success) return [];
  const messages: string[] = [];
  for (const failure of parsed.data.failedPolicyRequirements) {
    if (failure?.property !== 'password') continue;
    for (const { policyRequirement: code, params } of failure.policyRequirements) {
      const message = passwordPolicyMessage({ code, params: readableParams(code, params) });
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return messages;
}

/**
 * ForgeRock's failed-policy `detail`: per property, the requirements it failed. An entry of another shape
 * is skipped (null); a requirement without a text code reads as '' (the policy's generic message).
 */
const policyDetailSchema = z.object({
  failedPolicyRequirements: z.array(
    z.catch(
      z.nullable(
        z.object({
          property: z.string(),
          policyRequirements: z.array(
            z.object({ policyRequirement: z.catch(z.string(), ''), params: z.optional(z.unknown()) }),
          ),
        }),
      ),
      null,
    ),
  ),
});
