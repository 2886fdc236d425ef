import { describe, expect, it } from 'vitest';
import {
  type AccessEntry,
  type AccessGrant,
  accessCookieName,
  accessEntry,
  accessTable,
  decodeGrant,
  encodeGrant,
  grantOpens,
  hashesBelow,
  parseGatePath,
  passwordFingerprint,
  protectedPageFile,
} from '../../../plugins/protected-pages/access.ts';

const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const entry: AccessEntry = { id: 'page-events-internal-2025', protection: 'password', passwordHash: HASH };
const grant: AccessGrant = {
  siteKey: 'events',
  locale: 'en',
  path: 'internal-2025',
  fingerprint: passwordFingerprint(HASH),
  expiresAt: 2_000,
};

describe('access cookie scope (public-site §5: the page subtree)', () => {
  it.each([
    { path: 'internal-2025', opens: true, why: 'the unlocked page' },
    { path: 'internal-2025/internal-productronica', opens: true, why: 'a page below it' },
    { path: 'internal-2024', opens: false, why: 'a sibling page' },
    { path: 'internal-2025-extra', opens: false, why: 'a page whose path only starts alike' },
  ])('$why ($path) → $opens', ({ path, opens }) => {
    const base = { grant, siteKey: 'events', locale: 'en', granted: entry, now: 1_000 };
    expect(grantOpens({ ...base, path, entry: { ...entry, id: `page-${path}` } })).toBe(opens);
  });

  it('opens nothing on another site or locale, after expiry, or once the password changed', () => {
    const base = { grant, siteKey: 'events', locale: 'en', path: 'internal-2025', entry, now: 1_000 };
    expect(grantOpens({ ...base, granted: entry })).toBe(true);
    expect(grantOpens({ ...base, siteKey: 'productronica', granted: entry })).toBe(false);
    expect(grantOpens({ ...base, locale: 'es-us', granted: entry })).toBe(false);
    expect(grantOpens({ ...base, granted: entry, now: 2_000 })).toBe(false);
    const changed = { ...entry, passwordHash: HASH.replace('aGFz', 'bGFz') };
    expect(grantOpens({ ...base, granted: changed, entry: changed })).toBe(false);
    expect(grantOpens({ ...base, granted: undefined, entry: undefined })).toBe(false);
  });

  it('opens a child page only when it is a password page with the same password', () => {
    const base = { grant, siteKey: 'events', locale: 'en', granted: entry, now: 1_000 };
    const path = 'internal-2025/board';
    const roleChild: AccessEntry = { id: 'page-board', protection: 'role', passwordHash: null };
    expect(grantOpens({ ...base, path, entry: roleChild })).toBe(false);
    const ownPassword: AccessEntry = {
      ...entry,
      id: 'page-board',
      passwordHash: HASH.replace('aGFz', 'cGFz'),
    };
    expect(grantOpens({ ...base, path, entry: ownPassword })).toBe(false);
    expect(grantOpens({ ...base, path, entry: { ...entry, id: 'page-board' } })).toBe(true);
    // The same password hashed with the child's own salt: opened only when the unlock checked it.
    const withBelow = {
      ...base,
      grant: { ...grant, below: [passwordFingerprint(ownPassword.passwordHash)] },
    };
    expect(grantOpens({ ...withBelow, path, entry: ownPassword })).toBe(true);
    expect(grantOpens({ ...withBelow, path, entry: roleChild })).toBe(false);
    // A fingerprint in `below` never stands in for the unlocked page's own.
    expect(
      grantOpens({ ...withBelow, path: 'internal-2025', entry: ownPassword, granted: ownPassword }),
    ).toBe(false);
  });

  it('names the differently hashed password pages below a page, one per hash, never role pages', () => {
    const other = HASH.replace('aGFz', 'b3Ro');
    const table = accessTable(
      [
        { locale: 'en', path: 'internal-2025', page: { id: 'a', protection: 'password' } },
        { locale: 'en', path: 'internal-2025/b', page: { id: 'b', protection: 'password' } },
        { locale: 'en', path: 'internal-2025/c', page: { id: 'c', protection: 'password' } },
        { locale: 'en', path: 'internal-2025/c/d', page: { id: 'd', protection: 'password' } },
        { locale: 'en', path: 'internal-2025/role', page: { id: 'r', protection: 'role' } },
        { locale: 'en', path: 'internal-2024', page: { id: 'e', protection: 'password' } },
        { locale: 'es', path: 'internal-2025/b', page: { id: 'f', protection: 'password' } },
      ],
      new Map([
        ['a', HASH],
        ['b', other],
        ['c', HASH],
        ['d', other],
        ['e', `${other}x`],
        ['f', `${other}y`],
      ]),
    );
    expect(hashesBelow(table, { locale: 'en', path: 'internal-2025', passwordHash: HASH })).toEqual([other]);
    expect(hashesBelow(table, { locale: 'en', path: 'internal-2024', passwordHash: `${other}x` })).toEqual(
      [],
    );
  });

  it('reads its grant back, and nothing from a value that is not one', () => {
    expect(decodeGrant(encodeGrant(grant))).toEqual(grant);
    expect(decodeGrant('not-a-grant')).toBeNull();
    expect(decodeGrant(Buffer.from('{"siteKey":1}').toString('base64url'))).toBeNull();
    expect(decodeGrant(encodeGrant({ ...grant, below: ['x'] }))).toEqual({ ...grant, below: ['x'] });
    expect(decodeGrant(encodeGrant({ ...grant, below: [1] as unknown as string[] }))).toBeNull();
  });

  it('gives a page and its child page cookies of their own', () => {
    const parent = accessCookieName({ siteKey: 'events', path: 'internal-2025' });
    expect(parent).toMatch(/^sf_pp_[0-9a-f]{16}$/);
    expect(accessCookieName({ siteKey: 'events', path: 'internal-2025/internal-productronica' })).not.toBe(
      parent,
    );
  });
});

describe('access table (one entry per locale and path)', () => {
  it("keeps each locale's own country variant: its page id and its password hash", () => {
    const hashes = new Map([
      ['page-internal-de', HASH],
      ['page-internal-ch', HASH.replace('aGFz', 'Y2hY')],
    ]);
    const table = accessTable(
      [
        { locale: 'de-de', path: 'intern', page: { id: 'page-internal-de', protection: 'password' } },
        { locale: 'de-ch', path: 'intern', page: { id: 'page-internal-ch', protection: 'password' } },
        { locale: 'de-ch', path: 'vorstand', page: { id: 'page-board', protection: 'role' } },
      ],
      hashes,
    );
    expect(accessEntry(table, { locale: 'de-de', path: 'intern' })).toEqual({
      id: 'page-internal-de',
      protection: 'password',
      passwordHash: HASH,
    });
    expect(accessEntry(table, { locale: 'de-ch', path: 'intern' })).toEqual({
      id: 'page-internal-ch',
      protection: 'password',
      passwordHash: HASH.replace('aGFz', 'Y2hY'),
    });
    expect(accessEntry(table, { locale: 'de-ch', path: 'vorstand' })?.protection).toBe('role');
    expect(accessEntry(table, { locale: 'de-de', path: 'vorstand' })).toBeUndefined();
    expect(accessEntry(table, { locale: 'de-de', path: 'constructor' })).toBeUndefined();
  });

  it("lets a grant of one country variant not open the other's page", () => {
    const table = accessTable(
      [
        { locale: 'de-de', path: 'intern', page: { id: 'page-internal-de', protection: 'password' } },
        { locale: 'de-ch', path: 'intern', page: { id: 'page-internal-ch', protection: 'password' } },
      ],
      new Map([
        ['page-internal-de', HASH],
        ['page-internal-ch', HASH.replace('aGFz', 'Y2hY')],
      ]),
    );
    const german: AccessGrant = {
      ...grant,
      locale: 'de-de',
      path: 'intern',
      fingerprint: passwordFingerprint(HASH),
    };
    const at = (locale: string) => ({
      grant: german,
      siteKey: 'events',
      locale,
      path: 'intern',
      granted: accessEntry(table, german),
      entry: accessEntry(table, { locale, path: 'intern' }),
      now: 1_000,
    });
    expect(grantOpens(at('de-de'))).toBe(true);
    expect(grantOpens(at('de-ch'))).toBe(false);
    // Even a grant naming the Swiss locale carries the German page's fingerprint.
    expect(
      grantOpens({ ...at('de-ch'), grant: { ...german, locale: 'de-ch' }, granted: at('de-ch').entry }),
    ).toBe(false);
  });
});

describe('parseGatePath (customer-area §2 protected pages under sites)', () => {
  const locales = new Set(['en', 'es-us']);
  it.each([
    {
      pathname: '/en/events/internal-2025',
      expected: { locale: 'en', path: 'internal-2025', cookiePath: '/en/events/internal-2025' },
    },
    {
      pathname: '/es-us/internal-2025/internal-productronica',
      expected: {
        locale: 'es-us',
        path: 'internal-2025/internal-productronica',
        cookiePath: '/es-us/internal-2025/internal-productronica',
      },
    },
    { pathname: '/de/events/internal-2025', expected: null },
    { pathname: '/en/events', expected: null },
    { pathname: '/en/events/%E0%A4%A', expected: null },
    { pathname: '/en/events/../secret', expected: null },
  ])('$pathname', ({ pathname, expected }) => {
    expect(parseGatePath({ pathname, locales, siteSlug: 'events' })).toEqual(expected);
  });

  it('writes the page below the build folder, named by a digest, never at or by its path', () => {
    const file = protectedPageFile({ locale: 'en', path: 'x7k2m9q4' });
    expect(file).toMatch(/^_build\/protected-pages\/pages\/[\w-]{22}\.html$/);
    expect(file).not.toContain('x7k2m9q4');
    expect(protectedPageFile({ locale: 'de', path: 'x7k2m9q4' })).not.toBe(file);
  });

  it("keeps the page's path out of the access table, and finds the entry by it", () => {
    const table = accessTable(
      [{ locale: 'en', path: 'x7k2m9q4', page: { id: 'page-a', protection: 'password' } }],
      new Map([['page-a', HASH]]),
    );
    expect(JSON.stringify(table)).not.toContain('x7k2m9q4');
    expect(accessEntry(table, { locale: 'en', path: 'x7k2m9q4' })?.id).toBe('page-a');
    expect(accessEntry(table, { locale: 'de', path: 'x7k2m9q4' })).toBeUndefined();
    expect(accessEntry(table, { locale: 'en', path: 'x7k2m9q5' })).toBeUndefined();
  });
});
