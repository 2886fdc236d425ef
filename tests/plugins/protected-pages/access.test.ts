import { describe, expect, it } from 'vitest';
import {
  type AccessEntry,
  type AccessGrant,
  accessCookieName,
  decodeGrant,
  encodeGrant,
  grantOpens,
  parseGatePath,
  passwordFingerprint,
  protectedPageFile,
} from '../../../plugins/protected-pages/access.ts';

const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const entry: AccessEntry = { id: 'page-events-internal-2025', protection: 'password', passwordHash: HASH };
const grant: AccessGrant = {
  siteKey: 'events',
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
    expect(grantOpens({ grant, siteKey: 'events', path, granted: entry, now: 1_000 })).toBe(opens);
  });

  it('opens nothing on another site, after expiry, or once the password changed', () => {
    const path = 'internal-2025';
    expect(grantOpens({ grant, siteKey: 'productronica', path, granted: entry, now: 1_000 })).toBe(false);
    expect(grantOpens({ grant, siteKey: 'events', path, granted: entry, now: 2_000 })).toBe(false);
    const changed = { ...entry, passwordHash: HASH.replace('aGFz', 'bGFz') };
    expect(grantOpens({ grant, siteKey: 'events', path, granted: changed, now: 1_000 })).toBe(false);
    expect(grantOpens({ grant, siteKey: 'events', path, granted: undefined, now: 1_000 })).toBe(false);
  });

  it('reads its grant back, and nothing from a value that is not one', () => {
    expect(decodeGrant(encodeGrant(grant))).toEqual(grant);
    expect(decodeGrant('not-a-grant')).toBeNull();
    expect(decodeGrant(Buffer.from('{"siteKey":1}').toString('base64url'))).toBeNull();
  });

  it('gives a page and its child page cookies of their own', () => {
    const parent = accessCookieName({ siteKey: 'events', path: 'internal-2025' });
    expect(parent).toMatch(/^sf_pp_[0-9a-f]{16}$/);
    expect(accessCookieName({ siteKey: 'events', path: 'internal-2025/internal-productronica' })).not.toBe(
      parent,
    );
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

  it('writes the page below the build folder, never at a served path', () => {
    expect(protectedPageFile({ locale: 'en', path: 'internal-2025' })).toBe(
      '_build/protected-pages/pages/en/internal-2025/index.html',
    );
  });
});
