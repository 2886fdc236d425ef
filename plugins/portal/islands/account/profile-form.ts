import * as z from 'zod/mini';
import { UI_LANGUAGES } from '../../../../core/model/constants.ts';
import {
  ACCOUNT_PROFILE_FIELDS,
  type AccountProfileField,
  type AccountProfileValues,
  IDM_PATCH_FIELDS,
  type IdmProfileFields,
} from '../../../../core/portal/account-profile.ts';
import type { ValidationErrors } from '../../../../core/portal/validation.ts';

/**
 * The account profile as the identity provider's account API answers it, in ForgeRock IDM field names
 * (customer-area §3 account profile, {@link IdmProfileFields}), plus the account's `_id` and `userName`
 * and `internal` (the account of an internal employee, customer-area §6).
 */
export interface IdmProfile extends IdmProfileFields {
  _id: string;
  userName: string;
  internal: boolean;
}

/** One ForgeRock patch operation, e.g. `{ operation: 'replace', field: '/givenName', value: 'Anna' }`. */
export interface PatchOperation {
  operation: 'replace';
  field: string;
  value: string;
}

/** The fields the form shows but does not send: the e-mail address is the login and stays as it is. */
export const READ_ONLY_PROFILE_FIELDS: readonly AccountProfileField[] = ['email'];

/** A profile field as IDM answers it: a missing, null or non-text value reads as ''. */
const text = z.catch(z.string(), '');

/** The account API's profile answer: an `_id` is required, every other field is read leniently. */
const idmProfileSchema: z.ZodMiniType<IdmProfile> = z.object({
  _id: z.string().check(z.minLength(1)),
  userName: text,
  givenName: text,
  sn: text,
  mail: text,
  company: text,
  telephoneNumber: text,
  postalAddress: text,
  postalCode: text,
  city: text,
  country: text,
  preferences: z.catch(z.object({ language: text }), { language: '' }),
  internal: z.catch(z.boolean(), false),
});

/**
 * Reads an account API answer into an {@link IdmProfile}; missing or non-text fields become ''.
 *
 * @throws Error 'Unexpected account answer' (the zod error as `cause`) when the answer is not an object
 *   with an `_id`.
 */
export function parseIdmProfile(answer: unknown): IdmProfile {
  const parsed = z.safeParse(idmProfileSchema, answer);
  if (!parsed.success) throw new Error('Unexpected account answer', { cause: parsed.error });
  return parsed.data;
}

/**
 * Reads the submitted profile form. A field the form did not send (the disabled e-mail field) keeps
 * its value from `current`; values are trimmed.
 *
 * @param data the form's data (`new FormData(form)`).
 * @param current the values the form was filled with.
 */
export function readProfileForm(
  data: Pick<FormData, 'get'>,
  current: AccountProfileValues,
): AccountProfileValues {
  const form = { ...current };
  for (const field of ACCOUNT_PROFILE_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') form[field] = value.trim();
  }
  return form;
}

/**
 * The patch operations that turn `before` into `after`: one `replace` per changed field, in form order;
 * read-only fields ({@link READ_ONLY_PROFILE_FIELDS}) are never sent; fields by {@link IDM_PATCH_FIELDS}.
 *
 * @returns `[]` when nothing changed.
 */
export function profilePatch(before: AccountProfileValues, after: AccountProfileValues): PatchOperation[] {
  return ACCOUNT_PROFILE_FIELDS.filter(
    (field) => !READ_ONLY_PROFILE_FIELDS.includes(field) && before[field] !== after[field],
  ).map((field) => ({ operation: 'replace', field: IDM_PATCH_FIELDS[field], value: after[field] }));
}

/**
 * The field messages of a refused profile change: the account API's `detail.fields` (by ForgeRock field
 * name, e.g. `{ givenName: 'Please enter your first name' }`) mapped to the form's fields.
 *
 * @returns `{}` when the detail names no known field.
 */
export function profileFieldErrors(detail: unknown): ValidationErrors<AccountProfileField> {
  const parsed = z.safeParse(fieldsDetailSchema, detail);
  if (!parsed.success) return {};
  const errors: ValidationErrors<AccountProfileField> = {};
  for (const field of ACCOUNT_PROFILE_FIELDS) {
    const message = parsed.data.fields[IDM_PATCH_FIELDS[field].slice(1)];
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}

/** The `detail` of a refused profile change: field messages by ForgeRock field name. */
const fieldsDetailSchema = z.object({ fields: z.record(z.string(), z.unknown()) });

/**
 * The choices of the language field: the UI languages, each named in its own language ('Deutsch'),
 * plus `current` when it is none of them.
 */
export function languageOptions(current: string): Array<{ value: string; label: string }> {
  const codes: string[] = [...UI_LANGUAGES];
  if (current !== '' && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: languageName(code) }));
}

function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
