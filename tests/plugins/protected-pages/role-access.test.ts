import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import {
  ACCESS_TABLE_FILE,
  accessCookieKey,
  accessEntry,
  accessTable,
  protectedPageFile,
} from '../../../plugins/protected-pages/access.ts';
import { storedSignIn } from '../../../plugins/protected-pages/islands/stored-sign-in.ts';
import {
  decodeRoleGrant,
  encodeRoleGrant,
  type RoleGrant,
  roleCookieName,
  roleGrantOpens,
  roleGrantSeconds,
  roleList,
  rolesAllow,
} from '../../../plugins/protected-pages/role-access.ts';
import { createProtectedPageGuard } from '../../../plugins/protected-pages/server/page-guard.ts';

const SECRET = 'role-access-test-secret-0123456789abcdef';
const TICKETING = 'kmx_int_serviceticketing_active';

/** The brand portal: a role page with a role child, a password page beside them. */
const table = accessTable(
  [
    { locale: 'en', path: 'partner-downloads', page: { id: 'partners', protection: 'role' } },
    { locale: 'en', path: 'partner-downloads/archive', page: { id: 'archive', protection: 'role' } },
    { locale: 'en', path: 'partner-downloads/board', page: { id: 'board', protection: 'role' } },
    { locale: 'en', path: 'logo-downloads', page: { id: 'logos', protection: 'password' } },
  ],
  new Map([['logos', '$scrypt$ln=15,r=8,p=1$c2FsdA$aGFzaA']]),
  new Map([
    ['partners', [TICKETING]],
    ['archive', [TICKETING, 'kmx_int_assetdb_active']],
    ['board', ['kmx_delegatedadmin_intern']],
  ]),
);

const grant: RoleGrant = {
  siteKey: 'brand-portal',
  locale: 'en',
  path: 'partner-downloads',
  subject: 'acc-ticketing-user',
  roles: [TICKETING],
  expiresAt: 2_000,
};

describe('role rules (customer-area §3 current user roles, §6 page protection "ciam role")', () => {
  it('wraps a single role string into a list, and reads a missing or null claim as no roles', () => {
    expect(roleList(TICKETING)).toEqual([TICKETING]);
    expect(roleList([TICKETING, '', 'kmx_int_assetdb_active'])).toEqual([
      TICKETING,
      'kmx_int_assetdb_active',
    ]);
    expect(roleList(null)).toEqual([]);
    expect(roleList(undefined)).toEqual([]);
  });

  it('lets a user in with one role the page allows; a page that allows none opens for nobody', () => {
    expect(rolesAllow([TICKETING], [TICKETING])).toBe(true);
    expect(rolesAllow(['kmx_int_assetdb_active', TICKETING], ['x', TICKETING])).toBe(true);
    expect(rolesAllow(['kmx_int_assetdb_active'], [TICKETING])).toBe(false);
    expect(rolesAllow([], [TICKETING])).toBe(false);
    expect(rolesAllow([TICKETING], [])).toBe(false);
    // Role names are claim values: compared exactly.
    expect(rolesAllow([TICKETING.toUpperCase()], [TICKETING])).toBe(false);
  });

  it('keeps the allowed roles in the access table for role pages only', () => {
    expect(accessEntry(table, { locale: 'en', path: 'partner-downloads' })).toEqual({
      id: 'partners',
      protection: 'role',
      passwordHash: null,
      allowedRoles: [TICKETING],
    });
    expect(accessEntry(table, { locale: 'en', path: 'logo-downloads' })).not.toHaveProperty('allowedRoles');
  });

  it('opens the granted page and role pages below it whose roles still match, nothing else', () => {
    const at = (pagePath: string, over: Partial<Parameters<typeof roleGrantOpens>[0]> = {}) =>
      roleGrantOpens({
        grant,
        siteKey: 'brand-portal',
        locale: 'en',
        path: pagePath,
        entry: accessEntry(table, { locale: 'en', path: pagePath }),
        now: 1_000,
        ...over,
      });
    expect(at('partner-downloads')).toBe(true);
    expect(at('partner-downloads/archive')).toBe(true);
    // A child page for another role stays closed, as does a password page or a sibling.
    expect(at('partner-downloads/board')).toBe(false);
    expect(at('logo-downloads')).toBe(false);
    expect(at('partner-downloads-old')).toBe(false);
    // Another site, locale, an expired grant, a page whose allowed roles changed.
    expect(at('partner-downloads', { siteKey: 'events' })).toBe(false);
    expect(at('partner-downloads', { locale: 'fr' })).toBe(false);
    expect(at('partner-downloads', { now: 2_000 })).toBe(false);
    expect(
      at('partner-downloads', {
        entry: {
          id: 'partners',
          protection: 'role',
          passwordHash: null,
          allowedRoles: ['kmx_int_direct_active'],
        },
      }),
    ).toBe(false);
  });

  it('ends the grant with the identity token, at most after accessHours', () => {
    expect(roleGrantSeconds({ tokenExpiresAt: 1_300, now: 1_000, accessHours: 12 })).toBe(300);
    expect(roleGrantSeconds({ tokenExpiresAt: 100_000, now: 1_000, accessHours: 1 })).toBe(3_600);
    expect(roleGrantSeconds({ tokenExpiresAt: 900, now: 1_000, accessHours: 12 })).toBe(0);
  });

  it('reads its grant back, and nothing from a value that is not one', () => {
    expect(decodeRoleGrant(encodeRoleGrant(grant))).toEqual(grant);
    expect(decodeRoleGrant('not-a-grant')).toBeNull();
    expect(decodeRoleGrant(encodeRoleGrant({ ...grant, roles: [1] as unknown as string[] }))).toBeNull();
  });

  it('names role cookies apart from password cookies, one per page', () => {
    const name = roleCookieName({ siteKey: 'brand-portal', path: 'partner-downloads' });
    expect(name).toMatch(/^sf_pr_[0-9a-f]{16}$/);
    expect(roleCookieName({ siteKey: 'brand-portal', path: 'partner-downloads/archive' })).not.toBe(name);
  });
});

describe('protected-pages page guard: role pages', () => {
  let dir: string;
  let served: ServedSite;
  const guard = createProtectedPageGuard({
    context: { editor: { secret: SECRET } } as unknown as RuntimeContext,
    now: () => 1_000,
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-role-guard-'));
    await mkdir(path.join(dir, path.dirname(ACCESS_TABLE_FILE)), { recursive: true });
    await writeFile(path.join(dir, ACCESS_TABLE_FILE), JSON.stringify(table));
    served = { dir, manifest: { site: { key: 'brand-portal' } } } as unknown as ServedSite;
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The cookie the role-access route sets, signed as cookie-parser reads it (with `secret`). */
  const cookieOf = (value: RoleGrant, secret = SECRET) => {
    const encoded = encodeRoleGrant(value);
    const signature = createHmac('sha256', accessCookieKey(secret))
      .update(encoded)
      .digest('base64')
      .replace(/=+$/, '');
    return { [roleCookieName({ siteKey: 'brand-portal', path: value.path })]: `s:${encoded}.${signature}` };
  };
  const ask = (pagePath: string, cookies: Record<string, string>) =>
    guard({ request: { cookies } as unknown as Request, served, locale: 'en', path: pagePath });

  it('serves a role page to its signed grant, and the gate without one', async () => {
    expect(await ask('partner-downloads', cookieOf(grant))).toEqual({
      file: protectedPageFile({ locale: 'en', path: 'partner-downloads' }),
    });
    expect(await ask('partner-downloads', {})).toEqual({ file: null });
  });

  it('keeps the gate for a forged, unsigned or role-less grant', async () => {
    expect(await ask('partner-downloads', cookieOf(grant, 'another-secret-0123456789abcdef'))).toEqual({
      file: null,
    });
    const name = roleCookieName({ siteKey: 'brand-portal', path: 'partner-downloads' });
    expect(await ask('partner-downloads', { [name]: encodeRoleGrant(grant) })).toEqual({ file: null });
    expect(await ask('partner-downloads', cookieOf({ ...grant, roles: ['kmx_int_assetdb_active'] }))).toEqual(
      {
        file: null,
      },
    );
  });
});

describe("the role gate's stored sign-in (oidc-client-ts user in session storage)", () => {
  /** A Storage over a plain map. */
  const storage = (entries: Record<string, string>): Storage => {
    const keys = Object.keys(entries);
    return {
      length: keys.length,
      key: (index: number) => keys[index] ?? null,
      getItem: (key: string) => entries[key] ?? null,
    } as Storage;
  };
  const user = (expiresAt: number) =>
    JSON.stringify({
      id_token: 'id.token.value',
      access_token: 'access',
      expires_at: expiresAt,
      profile: {},
    });

  it('finds the signed-in user by key prefix, whatever the authority and client', () => {
    const stored = storage({
      'sitefleet:portal:return-path': '/en/mykomax',
      'oidc.user:http://127.0.0.1:41234/oauth2/alpha:sitefleet-portal': user(2_000),
    });
    expect(storedSignIn(stored, 1_000)).toEqual({
      idToken: 'id.token.value',
      accessToken: 'access',
      expiresAt: 2_000,
    });
  });

  it('finds nobody when the tokens have expired or the entry is not a user', () => {
    expect(storedSignIn(storage({ 'oidc.user:a:b': user(900) }), 1_000)).toBeNull();
    expect(storedSignIn(storage({ 'oidc.user:a:b': '{not json' }), 1_000)).toBeNull();
    expect(
      storedSignIn(storage({ 'oidc.user:a:b': '{"access_token":"x","expires_at":2000}' }), 1_000),
    ).toBeNull();
    expect(storedSignIn(storage({}), 1_000)).toBeNull();
  });
});
