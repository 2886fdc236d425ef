import { UI_LANGUAGES } from '../../../../core/model/constants.ts';
import type { ValidationErrors } from '../../../../core/portal/validation.ts';

/**
 * The account profile as the identity provider's account API answers it, in ForgeRock IDM field names
 * (customer-area §3 account profile): `givenName`, `sn` (last name), `mail`, `telephoneNumber`,
 * `postalAddress`, `postalCode`, `city`, `country`, `preferences.language`, plus `company` and
 * `internal` (the account of an internal employee, customer-area §6).
 */
export interface IdmProfile {
  _id: string;
  userName: string;
  givenName: string;
  sn: string;
  mail: string;
  company: string;
  telephoneNumber: string;
  postalAddress: string;
  postalCode: string;
  city: string;
  country: string;
  preferences: { language: string };
  internal: boolean;
}

/** One ForgeRock patch operation, e.g. `{ operation: 'replace', field: '/givenName', value: 'Anna' }`. */
export interface PatchOperation {
  operation: 'replace';
  field: string;
  value: string;
}

/** The fields of the profile form, in the order shown (customer-area §3 account profile). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'telephone',
  'address',
  'postalCode',
  'city',
  'country',
  'language',
] as const;

/** One field of the profile form; also the form control's `name`. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile form's values, by field. */
export type ProfileForm = Record<ProfileField, string>;

/** Form field → the account API's patch field (a JSON pointer into {@link IdmProfile}). */
export const PROFILE_PATCH_FIELDS: Readonly<Record<ProfileField, string>> = {
  firstName: '/givenName',
  lastName: '/sn',
  company: '/company',
  email: '/mail',
  telephone: '/telephoneNumber',
  address: '/postalAddress',
  postalCode: '/postalCode',
  city: '/city',
  country: '/country',
  language: '/preferences/language',
};

/** The fields the form shows but does not send: the e-mail address is the login and stays as it is. */
export const READ_ONLY_PROFILE_FIELDS: readonly ProfileField[] = ['email'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads an account API answer into an {@link IdmProfile}; missing or non-text fields become ''.
 *
 * @throws Error 'Unexpected account answer' when the answer is not an object with an `_id`.
 */
export function parseIdmProfile(answer: unknown): IdmProfile {
  const raw = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (text(raw._id) === '') throw new Error('Unexpected account answer');
  const preferences = (
    typeof raw.preferences === 'object' && raw.preferences !== null ? raw.preferences : {}
  ) as {
    language?: unknown;
  };
  return {
    _id: text(raw._id),
    userName: text(raw.userName),
    givenName: text(raw.givenName),
    sn: text(raw.sn),
    mail: text(raw.mail),
    company: text(raw.company),
    telephoneNumber: text(raw.telephoneNumber),
    postalAddress: text(raw.postalAddress),
    postalCode: text(raw.postalCode),
    city: text(raw.city),
    country: text(raw.country),
    preferences: { language: text(preferences.language) },
    internal: raw.internal === true,
  };
}

/** The form values of a profile. */
export function profileFormOf(profile: IdmProfile): ProfileForm {
  return {
    firstName: profile.givenName,
    lastName: profile.sn,
    company: profile.company,
    email: profile.mail,
    telephone: profile.telephoneNumber,
    address: profile.postalAddress,
    postalCode: profile.postalCode,
    city: profile.city,
    country: profile.country,
    language: profile.preferences.language,
  };
}

/**
 * Reads the submitted profile form. A field the form did not send (the disabled e-mail field) keeps
 * its value from `current`; values are trimmed.
 *
 * @param data the form's data (`new FormData(form)`).
 * @param current the values the form was filled with.
 */
export function readProfileForm(data: Pick<FormData, 'get'>, current: ProfileForm): ProfileForm {
  const form = { ...current };
  for (const field of PROFILE_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string') form[field] = value.trim();
  }
  return form;
}

/**
 * The patch operations that turn `before` into `after`: one `replace` per changed field, in form order;
 * read-only fields ({@link READ_ONLY_PROFILE_FIELDS}) are never sent.
 *
 * @returns `[]` when nothing changed.
 */
export function profilePatch(before: ProfileForm, after: ProfileForm): PatchOperation[] {
  return PROFILE_FIELDS.filter(
    (field) => !READ_ONLY_PROFILE_FIELDS.includes(field) && before[field] !== after[field],
  ).map((field) => ({ operation: 'replace', field: PROFILE_PATCH_FIELDS[field], value: after[field] }));
}

/**
 * The field messages of a refused profile change: the account API's `detail.fields` (by ForgeRock field
 * name, e.g. `{ givenName: 'Please enter your first name' }`) mapped to the form's fields.
 *
 * @returns `{}` when the detail names no known field.
 */
export function profileFieldErrors(detail: unknown): ValidationErrors<ProfileField> {
  const fields = (detail as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: ValidationErrors<ProfileField> = {};
  for (const field of PROFILE_FIELDS) {
    const message = (fields as Record<string, unknown>)[PROFILE_PATCH_FIELDS[field].slice(1)];
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}

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
