import { z } from 'zod';
import { UI_LANGUAGES } from '../../core/model/constants.ts';
import {
  ACCOUNT_PROFILE_FIELDS,
  type AccountProfileField,
  IDM_PATCH_FIELDS,
  type IdmProfileFields,
  idmProfileFields,
} from '../../core/portal/account-profile.ts';
import type { AccountChanges } from './account-store.ts';
import type { DemoAccount } from './accounts.ts';

/**
 * The account profile (customer-area §3) as the account API answers it, in ForgeRock IDM's field names
 * of a managed `alpha_user` ({@link IdmProfileFields}), with the full name `cn`, and `internal`, a custom
 * attribute of this provider: whether the account belongs to an internal employee (customer-area §6).
 */
export interface IdmProfile extends IdmProfileFields {
  _id: string;
  userName: string;
  cn: string;
  accountStatus: 'active';
  internal: boolean;
}

/** The profile of one account in ForgeRock field names. */
export function toIdmProfile(account: DemoAccount): IdmProfile {
  const { givenName, sn, ...fields } = idmProfileFields(account);
  return {
    _id: account.id,
    userName: account.username,
    givenName,
    sn,
    cn: `${givenName} ${sn}`,
    ...fields,
    accountStatus: 'active',
    internal: account.internal,
  };
}

/** Patch field (a JSON pointer into {@link IdmProfile}) → the account field it changes. */
export const IDM_PROFILE_FIELDS: Readonly<Record<string, AccountProfileField & keyof AccountChanges>> =
  Object.fromEntries(ACCOUNT_PROFILE_FIELDS.map((field) => [IDM_PATCH_FIELDS[field], field]));

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
  changes: Partial<Record<AccountProfileField, string>>;
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
