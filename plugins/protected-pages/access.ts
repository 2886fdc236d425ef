import { createHash, hkdfSync } from 'node:crypto';

/**
 * Who may see a protected page and how the runtime finds it (public-site §5 password gate, §6;
 * customer-area §2 protected password pages, §6 page protection). Pure rules; the build writes the
 * table, the unlock route and the page guard read it.
 */

/** Folder of the plugin's build files in a site's tree: below `_build/`, never served as a page or file. */
export const PROTECTED_FOLDER = '_build/protected-pages';

/** The site's access table: `{ format: 1, pages: { <page path>: AccessEntry } }`. */
export const ACCESS_TABLE_FILE = `${PROTECTED_FOLDER}/access.json`;

/** One protected page of the table, by its path below locale and site slug. */
export interface AccessEntry {
  /** CMS id of the page. */
  id: string;
  protection: 'password' | 'role';
  /** scrypt PHC hash of the page's password (protection password); null when the CMS gave none. */
  passwordHash: string | null;
}

/** What {@link ACCESS_TABLE_FILE} holds. */
export interface AccessTable {
  format: 1;
  pages: Record<string, AccessEntry>;
}

/**
 * Site-relative file of a protected page's prerendered HTML, below {@link PROTECTED_FOLDER}:
 * `_build/protected-pages/pages/en/internal-2025/index.html`.
 */
export function protectedPageFile(input: { locale: string; path: string }): string {
  return `${PROTECTED_FOLDER}/pages/${input.locale}/${input.path}/index.html`;
}

/** Prefix of the access cookies' names; one cookie per unlocked page. */
export const ACCESS_COOKIE_PREFIX = 'sf_pp_';

/**
 * Name of the access cookie of a page: {@link ACCESS_COOKIE_PREFIX} and 16 hex digits of SHA-256 over
 * site and path, so that a page and its child pages each keep their own cookie.
 */
export function accessCookieName(input: { siteKey: string; path: string }): string {
  const digest = createHash('sha256').update(`${input.siteKey}\n${input.path}`).digest('hex');
  return `${ACCESS_COOKIE_PREFIX}${digest.slice(0, 16)}`;
}

/**
 * The key access cookies are signed with (cookie-parser's `s:` signatures): HKDF-SHA256 of the server's
 * secret (config `editor.secret`, SITEFLEET_EDITOR_SECRET; kept out of the repository), so that the
 * cookies share no key with the editor hashes.
 * @returns 64 hex digits.
 */
export function accessCookieKey(serverSecret: string): string {
  const key = hkdfSync('sha256', serverSecret, '', 'sitefleet protected-page access cookie', 32);
  return Buffer.from(key).toString('hex');
}

/** What an access cookie grants: the page it was unlocked for and until when. */
export interface AccessGrant {
  siteKey: string;
  /** The unlocked page's path below locale and site slug. */
  path: string;
  /** {@link passwordFingerprint} of the page's hash when unlocked: a new password closes the page again. */
  fingerprint: string;
  /** End of the grant, in seconds since the epoch. */
  expiresAt: number;
}

/** A short digest of a password hash, 22 base64url characters; '' for none. */
export function passwordFingerprint(passwordHash: string | null): string {
  if (!passwordHash) return '';
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

/** The grant as the (unsigned) cookie value: JSON, base64url. */
export function encodeGrant(grant: AccessGrant): string {
  return Buffer.from(JSON.stringify(grant)).toString('base64url');
}

/** The grant of a cookie value, or null when it is not one. */
export function decodeGrant(value: string): AccessGrant | null {
  try {
    const grant = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<AccessGrant>;
    return typeof grant.siteKey === 'string' &&
      typeof grant.path === 'string' &&
      typeof grant.fingerprint === 'string' &&
      typeof grant.expiresAt === 'number'
      ? (grant as AccessGrant)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a grant opens the page at `path` of the site (public-site §5: the cookie is scoped to the page
 * subtree): same site, not expired, `path` is the unlocked page or a page below it, and the unlocked page
 * still has the password the grant was given for (a new password closes it and its subtree again).
 * @param input.granted the access table's entry of the unlocked page (`grant.path`), if it still has one.
 * @param input.now seconds since the epoch.
 */
export function grantOpens(input: {
  grant: AccessGrant;
  siteKey: string;
  path: string;
  granted: AccessEntry | undefined;
  now: number;
}): boolean {
  const { grant, granted } = input;
  if (grant.siteKey !== input.siteKey || grant.expiresAt <= input.now) return false;
  if (input.path !== grant.path && !input.path.startsWith(`${grant.path}/`)) return false;
  if (granted?.protection !== 'password') return false;
  const fingerprint = passwordFingerprint(granted.passwordHash);
  return fingerprint !== '' && grant.fingerprint === fingerprint;
}

/**
 * Reads the page a gate's URL names, for a site (customer-area §2 "/productronica/internal"): the first
 * segment is one of the site's locales, then the site's slug when the URL has it, then the page path.
 * @param input.pathname the URL path as the browser shows it (`/en/events/internal-2025`).
 * @returns the locale, the page path and the URL path the access cookie is scoped to (the same path,
 *   percent-encoding normalized, no trailing slash), or null when the path names no page of the site.
 */
export function parseGatePath(input: {
  pathname: string;
  locales: ReadonlySet<string>;
  siteSlug: string | null;
}): { locale: string; path: string; cookiePath: string } | null {
  let segments: string[];
  try {
    segments = input.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [locale, ...rest] = segments;
  if (!locale || !input.locales.has(locale)) return null;
  const slugged = input.siteSlug !== null && rest[0]?.toLowerCase() === input.siteSlug.toLowerCase();
  const pageSegments = slugged ? rest.slice(1) : rest;
  if (pageSegments.length === 0 || pageSegments.some((segment) => segment === '.' || segment === '..'))
    return null;
  const cookiePath = `/${[locale, ...(slugged ? [rest[0]!] : []), ...pageSegments].map(encodeURIComponent).join('/')}`;
  return { locale, path: pageSegments.join('/'), cookiePath };
}
