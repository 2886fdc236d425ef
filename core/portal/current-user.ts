import { ROLES } from './roles.ts';

/** The signed-in user as the portal shows it (customer-area §3 current user). */
export interface CurrentUser {
  /** The subject id from user info (`sub`, else `subname`); '' when neither is given. */
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  /** First letters of first and last name, upper-cased (`Anna Keller` → `AK`). */
  initials: string;
  email: string;
  /** Role names from the role claim; a single string is wrapped into a list. */
  roles: string[];
  /** True once filled from user info; false for {@link UNPOPULATED_USER}. */
  populated: boolean;
  isDelegatedAdminInternal: boolean;
  isDelegatedAdminExternal: boolean;
}

/** The user-info answer as far as the portal reads it (customer-area §7 userinfo). */
export interface UserInfo {
  sub?: string;
  subname?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
  roles?: string | string[] | null;
}

/** The current user before user info has been read (customer-area §3 `populated` false). */
export const UNPOPULATED_USER: Readonly<CurrentUser> = Object.freeze({
  id: '',
  fullName: '',
  firstName: '',
  lastName: '',
  initials: '',
  email: '',
  roles: [],
  populated: false,
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
});

/**
 * Builds the current user from a user-info answer (customer-area §3 current user, §6 roles).
 *
 * @param userinfo the user-info answer. `fullName` is `name`, else first and last name joined by a
 *   space. Roles: a single string becomes a one-element list, missing or null becomes `[]`, empty
 *   strings are dropped.
 * @returns the populated current user. Never throws.
 */
export function toCurrentUser(userinfo: UserInfo): CurrentUser {
  const firstName = userinfo.given_name?.trim() ?? '';
  const lastName = userinfo.family_name?.trim() ?? '';
  const roles = toRoleList(userinfo.roles);
  return {
    id: userinfo.sub ?? userinfo.subname ?? '',
    fullName: userinfo.name?.trim() || [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    initials: `${firstLetter(firstName)}${firstLetter(lastName)}`.toUpperCase(),
    email: userinfo.email?.trim() ?? '',
    roles,
    populated: true,
    isDelegatedAdminInternal: roles.includes(ROLES.delegatedAdminInternal),
    isDelegatedAdminExternal: roles.includes(ROLES.delegatedAdminExternal),
  };
}

/**
 * Tells whether a user is an internal employee, whose account is managed internally: profile and password
 * cannot be changed, only an MFA reset is allowed (customer-area §6).
 *
 * @param user the current user; only `email` is read.
 * @param internalDomains the internal e-mail domains from configuration (`['machinery-group.test']`).
 * @returns true when the e-mail's domain equals one of the domains or is a subdomain of one, compared
 *   case-insensitively; false for an e-mail without `@`. Never throws.
 */
export function isInternalEmployee(
  user: Pick<CurrentUser, 'email'>,
  internalDomains: readonly string[],
): boolean {
  const at = user.email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = user.email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain === '') return false;
  return internalDomains.some((internal) => {
    const wanted = internal.trim().toLowerCase();
    return wanted !== '' && (domain === wanted || domain.endsWith(`.${wanted}`));
  });
}

function toRoleList(roles: UserInfo['roles']): string[] {
  if (roles == null) return [];
  return (typeof roles === 'string' ? [roles] : roles).filter((role) => role !== '');
}

function firstLetter(name: string): string {
  return Array.from(name)[0] ?? '';
}
