import { createHash } from 'node:crypto';
import { toCurrentUser, type UserInfo } from '../../core/portal/current-user.ts';
import type { AccessEntry } from './access.ts';

/**
 * Who may see a role-protected page (public-site §6 "pages whose protection is … ciam role";
 * customer-area §6 page protection, roles read from the role claim of the user profile, §7 userinfo
 * `roles`). Pure rules; the role-access route (server/role-access-route.ts) gives the grant, the page
 * guard (server/page-guard.ts) reads it.
 */

/** Prefix of the role grant cookies' names; one cookie per role page opened. */
export const ROLE_COOKIE_PREFIX = 'sf_pr_';

/**
 * Name of the role grant cookie of a page: {@link ROLE_COOKIE_PREFIX} and 16 hex digits of SHA-256 over
 * site and path (apart from the password cookies, `sf_pp_`, so neither kind ever reads the other).
 */
export function roleCookieName(input: { siteKey: string; path: string }): string {
  const digest = createHash('sha256').update(`role\n${input.siteKey}\n${input.path}`).digest('hex');
  return `${ROLE_COOKIE_PREFIX}${digest.slice(0, 16)}`;
}

/**
 * The role names of a role claim (customer-area §3 current user "roles (list; a single string is
 * wrapped into a list)"): the same rule as the portal's current user (core/portal/current-user.ts
 * `toCurrentUser`): a string becomes a one-element list, missing or null `[]`, empty strings dropped.
 */
export function roleList(claim: UserInfo['roles'] | undefined): string[] {
  return toCurrentUser({ roles: claim ?? null }).roles;
}

/**
 * Whether a user with `roles` may see a page that allows `allowedRoles` (customer-area §6): at least one
 * role in common, compared exactly (role names are case-sensitive claim values). A page that allows no
 * role opens for nobody.
 */
export function rolesAllow(roles: readonly string[], allowedRoles: readonly string[]): boolean {
  return allowedRoles.some((role) => roles.includes(role));
}

/** What a role grant cookie carries: who was let in, with which roles, to which page, until when. */
export interface RoleGrant {
  siteKey: string;
  /** URL code of the page's locale. */
  locale: string;
  /** The page's path below locale and site slug. */
  path: string;
  /** The identity token's subject (`sub`). */
  subject: string;
  /** The user's roles from the role claim when the grant was given (re-checked on every page). */
  roles: string[];
  /** End of the grant, in seconds since the epoch: never after the identity token's `exp`. */
  expiresAt: number;
}

/** The grant as the (unsigned) cookie value: JSON, base64url. */
export function encodeRoleGrant(grant: RoleGrant): string {
  return Buffer.from(JSON.stringify(grant)).toString('base64url');
}

/** The role grant of a cookie value, or null when it is not one. */
export function decodeRoleGrant(value: string): RoleGrant | null {
  try {
    const grant = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<RoleGrant>;
    return typeof grant.siteKey === 'string' &&
      typeof grant.locale === 'string' &&
      typeof grant.path === 'string' &&
      typeof grant.subject === 'string' &&
      typeof grant.expiresAt === 'number' &&
      Array.isArray(grant.roles) &&
      grant.roles.every((role) => typeof role === 'string')
      ? (grant as RoleGrant)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a role grant opens the page at `locale` / `path` of the site: same site and locale, not
 * expired, `path` is the granted page or one below it (the cookie's Path is the page subtree), the
 * requested page is role-protected, and the grant's roles still match the roles it allows now (a page
 * whose allowed roles changed closes again). A role grant never opens a password page.
 * @param input.entry the access table's entry of the requested page, if it has one.
 * @param input.now seconds since the epoch.
 */
export function roleGrantOpens(input: {
  grant: RoleGrant;
  siteKey: string;
  locale: string;
  path: string;
  entry: AccessEntry | undefined;
  now: number;
}): boolean {
  const { grant, entry } = input;
  if (grant.siteKey !== input.siteKey || grant.locale !== input.locale || grant.expiresAt <= input.now)
    return false;
  if (input.path !== grant.path && !input.path.startsWith(`${grant.path}/`)) return false;
  return entry?.protection === 'role' && rolesAllow(grant.roles, entry.allowedRoles ?? []);
}

/**
 * How long a role grant lasts, in seconds: the plugin's `accessHours`, but never past the identity
 * token's expiry (a grant outliving the sign-in would let a signed-out or removed user in).
 * @param input.tokenExpiresAt the id token's `exp`, seconds since the epoch.
 * @param input.now seconds since the epoch.
 * @returns 0 when the token has expired.
 */
export function roleGrantSeconds(input: {
  tokenExpiresAt: number;
  now: number;
  accessHours: number;
}): number {
  return Math.max(0, Math.min(input.accessHours * 3600, input.tokenExpiresAt - input.now));
}
