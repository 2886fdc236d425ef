import { z } from 'zod';
import { UI_LANGUAGES } from '../../core/model/constants.ts';
import type { AccountChanges } from './account-store.ts';
import type { DemoAccount } from './accounts.ts';

/**
 * The account profile (customer-area §3) as the account API answers it, in ForgeRock IDM's field names
 * of a managed `alpha_user`: first name `givenName`, last name `sn` (and the full name `cn`), e-mail
 * `mail`, telephone `telephoneNumber`, address `postalAddress`, language `preferences.language`; `company`
 * and `internal` (the account belongs to an internal employee, customer-area §6) are custom attributes of
 * this provider.
 */
export interface IdmProfile {
  _id: string;
  userName: string;
  givenName: string;
  sn: string;
  cn: string;
  mail: string;
  company: string;
  telephoneNumber: string;
  postalAddress: string;
  postalCode: string;
  city: string;
  country: string;
  preferences: { language: string };
  accountStatus: 'active';
  internal: boolean;
}

/** The profile of one account in ForgeRock field names. */
export function toIdmProfile(account: DemoAccount): IdmProfile {
  return {
    _id: account.id,
    userName: account.username,
    givenName: account.firstName,
    sn: account.lastName,
    cn: `${account.firstName} ${account.lastName}`,
    mail: account.email,
    company: account.company,
    telephoneNumber: account.telephone,
    postalAddress: account.address,
    postalCode: account.postalCode,
    city: account.city,
    country: account.country,
    preferences: { language: account.language },
    accountStatus: 'active',
    internal: account.internal,
  };
}

/** A profile field the account API may change (everything in {@link AccountChanges} but the password). */
type ProfileField = Exclude<keyof AccountChanges, 'passwordHash'>;

/** Patch field (a JSON pointer into {@link IdmProfile}) → the account field it changes. */
export const IDM_PROFILE_FIELDS: Readonly<Record<string, ProfileField>> = {
  '/givenName': 'firstName',
  '/sn': 'lastName',
  '/company': 'company',
  '/mail': 'email',
  '/telephoneNumber': 'telephone',
  '/postalAddress': 'address',
  '/postalCode': 'postalCode',
  '/city': 'city',
  '/country': 'country',
  '/preferences/language': 'language',
};

/** The patch field of the password, which needs the current password in `X-OpenIDM-Reauth-Password`. */
export const PASSWORD_FIELD = '/password';

const operationSchema = z.discriminatedUnion('operation', [
  z.object({ operation: z.enum(['replace', 'add']), field: z.string(), value: z.string() }),
  z.object({ operation: z.literal('remove'), field: z.string() }),
]);

/** The PATCH body: a list of ForgeRock patch operations. */
const patchSchema = z.array(operationSchema).min(1);

/** What a valid patch asks for. */
export interface ParsedPatch {
  /** Profile changes, values trimmed; a `remove` sets ''. */
  changes: Partial<Record<ProfileField, string>>;
  /** The new password when the patch sets `/password` (not trimmed). */
  password?: string;
}

/**
 * Reads a ForgeRock patch body: `[{ operation: 'replace' | 'add', field: '/givenName', value: '…' }]`
 * or `{ operation: 'remove', field }`, for the fields of {@link IDM_PROFILE_FIELDS} and `/password`.
 *
 * @param body the parsed JSON body.
 * @returns the changes, or `{ error }` with a message for a body that is not a list of operations, an
 *   unknown or read-only field, removing the password, or a language that is no UI language.
 */
export function parsePatch(body: unknown): ParsedPatch | { error: string } {
  const parsed = patchSchema.safeParse(body);
  if (!parsed.success) {
    return { error: 'The body must be a list of patch operations { operation, field, value }' };
  }
  const result: ParsedPatch = { changes: {} };
  for (const operation of parsed.data) {
    const value = operation.operation === 'remove' ? undefined : operation.value;
    if (operation.field === PASSWORD_FIELD) {
      if (value === undefined) return { error: 'The password cannot be removed' };
      result.password = value;
      continue;
    }
    if (!Object.hasOwn(IDM_PROFILE_FIELDS, operation.field)) {
      return { error: `Unknown or read-only field: ${operation.field}` };
    }
    result.changes[IDM_PROFILE_FIELDS[operation.field]!] = value?.trim() ?? '';
  }
  const language = result.changes.language;
  if (language && !(UI_LANGUAGES as readonly string[]).includes(language)) {
    return { error: `Unknown language: ${language}` };
  }
  return result;
}

/** The account API's messages for an empty name, by IDM field (customer-area §5 profile), verbatim. */
const nameSchema = z.object({
  givenName: z.string().trim().min(1, { error: 'Please enter your first name' }),
  sn: z.string().trim().min(1, { error: 'Please enter your last name' }),
});

/**
 * The account API's check of the names a patch leaves (customer-area §5 profile): first and last name
 * are required; whitespace-only counts as empty.
 *
 * @param account the account's names after the patch.
 * @returns 'Please enter your first name' as `givenName`, 'Please enter your last name' as `sn`, for
 *   each name that is empty; `{}` when both are given.
 */
export function missingNames(account: Pick<DemoAccount, 'firstName' | 'lastName'>): {
  givenName?: string;
  sn?: string;
} {
  const parsed = nameSchema.safeParse({ givenName: account.firstName, sn: account.lastName });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * The account API's e-mail format rule (policy `VALID_EMAIL_ADDRESS_FORMAT`, customer-area §5): zod's
 * `z.email()` on the trimmed address.
 */
export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value.trim()).success;
}
