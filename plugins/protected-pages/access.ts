import { createHash, hkdfSync } from 'node:crypto';
import { secretPageKey } from '../../core/pipeline/secret-pages.ts';

/**
 * Who may see a protected page and how the runtime finds it (public-site §5 password gate, §6;
 * customer-area §2 protected password pages, §6 page protection). Pure rules; the build writes the
 * table, the unlock route and the page guard read it.
 */

/** Folder of the plugin's build files in a site's tree: below `_build/`, never served as a page or file. */
export const PROTECTED_FOLDER = '_build/protected-pages';

/**
 * The site's access table: `{ format: 3, locales: { <locale URL code>: { <page key>: AccessEntry } } }`.
 * Keyed by locale and the page's key (core/pipeline/secret-pages.ts `secretPageKey`: a digest of locale
 * and path, never the path, which may be the page's access token): the country variants of a page
 * (`de-ch`, `de-de`) are CMS pages of their own, each with its own id and password.
 */
export const ACCESS_TABLE_FILE = `${PROTECTED_FOLDER}/access.json`;

/** One protected page of the table, by its locale and its path below locale and site slug. */
export interface AccessEntry {
  /** CMS id of the page. */
  id: string;
  protection: 'password' | 'role';
  /** scrypt PHC hash of the page's password (protection password); null when the CMS gave none. */
  passwordHash: string | null;
  /**
   * Role names of which a signed-in user needs one (protection role; the CMS's `Page.allowedRoles`,
   * customer-area §6); present on role pages only; empty or absent: the page opens for nobody.
   */
  allowedRoles?: string[];
  /**
   * Keys of the protected pages of the table above this one in its locale (its path's ancestors that
   * are in the table), nearest last; absent for none. What an unlock of one of them checks the password
   * against ({@link hashesBelow}) without the table naming a path.
   */
  within?: string[];
}

/** What {@link ACCESS_TABLE_FILE} holds. */
export interface AccessTable {
  format: 3;
  /** Locale URL code → page key (`secretPageKey`) → entry. */
  locales: Record<string, Record<string, AccessEntry>>;
}

/** One protected page of one locale, as the build found it: what {@link accessTable} is made from. */
export interface ProtectedPageRecord {
  /** URL code of the locale (`de-ch`). */
  locale: string;
  /** Path below locale and site slug. */
  path: string;
  /** The CMS page the locale shows at that path (its country variant, where it has one). */
  page: { id: string; protection: 'none' | 'password' | 'role' };
}

/**
 * The access table of a site's protected pages: one entry per locale and path (by its key), each with the
 * id, protection and password hash (password pages) or allowed roles (role pages) of the CMS page that
 * locale shows there, and the keys of the protected pages above it. A page listed twice for one locale
 * and path keeps its first record.
 * @param passwordHashes scrypt PHC hash by CMS page id (password pages only).
 * @param allowedRoles role names by CMS page id (role pages only); default none (role pages open for
 *   nobody).
 */
export function accessTable(
  records: Iterable<ProtectedPageRecord>,
  passwordHashes: ReadonlyMap<string, string>,
  allowedRoles: ReadonlyMap<string, readonly string[]> = new Map(),
): AccessTable {
  // Null-prototype records: a locale code is configuration, whatever its name (`__proto__`).
  const table: AccessTable = { format: 3, locales: Object.create(null) };
  const list = [...records];
  const paths = new Set(list.map(({ locale, path }) => `${locale}/${path}`));
  for (const { locale, path, page } of list) {
    let pages = table.locales[locale];
    if (!pages) {
      pages = Object.create(null) as Record<string, AccessEntry>;
      table.locales[locale] = pages;
    }
    const key = secretPageKey({ locale, path });
    if (Object.hasOwn(pages, key)) continue;
    const segments = path.split('/');
    const within = segments
      .slice(1)
      .map((_, index) => segments.slice(0, index + 1).join('/'))
      .filter((ancestor) => paths.has(`${locale}/${ancestor}`))
      .map((ancestor) => secretPageKey({ locale, path: ancestor }));
    const entry: AccessEntry =
      page.protection === 'role'
        ? {
            id: page.id,
            protection: 'role',
            passwordHash: null,
            allowedRoles: [...(allowedRoles.get(page.id) ?? [])],
          }
        : { id: page.id, protection: 'password', passwordHash: passwordHashes.get(page.id) ?? null };
    pages[key] = within.length > 0 ? { ...entry, within } : entry;
  }
  return table;
}

/** The entry of a locale's page in the table, if it is protected. */
export function accessEntry(
  table: AccessTable | null | undefined,
  input: { locale: string; path: string },
): AccessEntry | undefined {
  const locales = table?.locales;
  const pages = locales && Object.hasOwn(locales, input.locale) ? locales[input.locale] : undefined;
  const key = secretPageKey(input);
  return pages && Object.hasOwn(pages, key) ? pages[key] : undefined;
}

/**
 * Site-relative file of a protected page's prerendered HTML, below {@link PROTECTED_FOLDER}, named by the
 * page's key (core/pipeline/secret-pages.ts `secretPageKey` without its `#`):
 * `_build/protected-pages/pages/Xq3….html`.
 */
export function protectedPageFile(input: { locale: string; path: string }): string {
  return `${PROTECTED_FOLDER}/pages/${secretPageKey(input).slice(1)}.html`;
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
  /** URL code of the unlocked page's locale. */
  locale: string;
  /** The unlocked page's path below locale and site slug. */
  path: string;
  /** {@link passwordFingerprint} of the page's hash when unlocked: a new password closes the page again. */
  fingerprint: string;
  /**
   * Fingerprints of the password pages below the unlocked page that the same password opened when it was
   * checked (each CMS page has its own hash, salted apart, so equal passwords have unequal hashes): such a
   * child page opens with the grant as long as its hash is unchanged. Absent for none.
   */
  below?: string[];
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
      typeof grant.locale === 'string' &&
      typeof grant.path === 'string' &&
      typeof grant.fingerprint === 'string' &&
      typeof grant.expiresAt === 'number' &&
      (grant.below === undefined ||
        (Array.isArray(grant.below) && grant.below.every((item) => typeof item === 'string')))
      ? (grant as AccessGrant)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a grant opens the page at `locale` / `path` of the site (public-site §5: the cookie is scoped to
 * the page subtree): same site and locale, not expired, `path` is the unlocked page or a page below it,
 * the unlocked page still has the password the grant was given for (a new password closes it and its
 * subtree again), and a page below it is itself a password page whose hash is the unlocked page's or one
 * the password opened at unlock (`grant.below`): a password grant never opens a role-protected page, nor
 * a child page with a password of its own.
 * @param input.granted the access table's entry of the unlocked page (`grant.locale` / `grant.path`), if
 *   it still has one.
 * @param input.entry the access table's entry of the requested page, if it has one.
 * @param input.now seconds since the epoch.
 */
export function grantOpens(input: {
  grant: AccessGrant;
  siteKey: string;
  locale: string;
  path: string;
  granted: AccessEntry | undefined;
  entry: AccessEntry | undefined;
  now: number;
}): boolean {
  const { grant, granted, entry } = input;
  if (grant.siteKey !== input.siteKey || grant.locale !== input.locale || grant.expiresAt <= input.now)
    return false;
  if (input.path !== grant.path && !input.path.startsWith(`${grant.path}/`)) return false;
  if (!opensWith(granted, [grant.fingerprint])) return false;
  return input.path === grant.path || opensWith(entry, [grant.fingerprint, ...(grant.below ?? [])]);
}

/** Whether `entry` is a password page whose password hash has one of `fingerprints`. */
function opensWith(entry: AccessEntry | undefined, fingerprints: readonly string[]): boolean {
  if (entry?.protection !== 'password') return false;
  const own = passwordFingerprint(entry.passwordHash);
  return own !== '' && fingerprints.includes(own);
}

/** How many password pages below an unlocked page the unlock route checks the password against. */
export const MAX_CHECKED_BELOW = 16;

/**
 * The password pages below `locale` / `path` whose hash differs from `passwordHash`: the ones an unlock
 * of that page checks the same password against (for {@link AccessGrant.below}), one per hash, nearest
 * first (then in key order: the table names no path), at most {@link MAX_CHECKED_BELOW}.
 * @returns their password hashes.
 */
export function hashesBelow(
  table: AccessTable | null | undefined,
  input: { locale: string; path: string; passwordHash: string },
): string[] {
  const locales = table?.locales;
  const pages = locales && Object.hasOwn(locales, input.locale) ? locales[input.locale]! : {};
  const key = secretPageKey(input);
  const hashes = new Set<string>();
  const depth = (childKey: string) => pages[childKey]!.within?.length ?? 0;
  const nearestFirst = Object.keys(pages).sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  for (const childKey of nearestFirst) {
    const entry = pages[childKey]!;
    if (!entry.within?.includes(key) || entry.protection !== 'password' || !entry.passwordHash) continue;
    if (entry.passwordHash !== input.passwordHash) hashes.add(entry.passwordHash);
    if (hashes.size === MAX_CHECKED_BELOW) break;
  }
  return [...hashes];
}

/** The page a gate's URL names ({@link parseGatePath}). */
export interface GatePath {
  locale: string;
  /** The page path below the locale (`events/internal-2025` without the slug: `internal-2025`). */
  path: string;
  /** The URL path the access cookie is scoped to. */
  cookiePath: string;
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
}): GatePath | null {
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
