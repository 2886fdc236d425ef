import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import {
  ACCESS_TABLE_FILE,
  type AccessTable,
  accessCookieKey,
  accessCookieName,
  accessTable,
  encodeGrant,
  passwordFingerprint,
  protectedPageFile,
} from '../../../plugins/protected-pages/access.ts';
import { createProtectedPageGuard } from '../../../plugins/protected-pages/server/page-guard.ts';

const SECRET = 'page-guard-test-secret-0123456789abcdef';
const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
const OTHER_HASH = HASH.replace('aGFz', 'b3Ro');
const SWISS_HASH = HASH.replace('aGFz', 'Y2hY');

/** The events site: a password page with a same-password child, a role child, a child with its own password. */
const table: AccessTable = accessTable(
  [
    ...['en', 'de-de'].map((locale) => ({
      locale,
      path: 'internal',
      page: { id: `internal-${locale}`, protection: 'password' as const },
    })),
    // The Swiss country variant: a CMS page of its own, with its own password.
    { locale: 'de-ch', path: 'internal', page: { id: 'internal-de-ch', protection: 'password' } },
    { locale: 'en', path: 'internal/same', page: { id: 'same', protection: 'password' } },
    { locale: 'en', path: 'internal/board', page: { id: 'board', protection: 'role' } },
    { locale: 'en', path: 'internal/partners', page: { id: 'partners', protection: 'password' } },
  ],
  new Map([
    ['internal-en', HASH],
    ['internal-de-de', HASH],
    ['internal-de-ch', SWISS_HASH],
    ['same', HASH],
    ['partners', OTHER_HASH],
  ]),
);

let dir: string;
let served: ServedSite;
const guard = createProtectedPageGuard({
  context: { editor: { secret: SECRET } } as unknown as RuntimeContext,
  now: () => 1_000,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-page-guard-'));
  await mkdir(path.join(dir, path.dirname(ACCESS_TABLE_FILE)), { recursive: true });
  await writeFile(path.join(dir, ACCESS_TABLE_FILE), JSON.stringify(table));
  served = { dir, manifest: { site: { key: 'events' } } } as unknown as ServedSite;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The cookie the unlock route sets for `locale` / `path` after the right password (signed as cookie-parser reads it). */
function cookieFor(input: { locale: string; path: string; hash: string }): Record<string, string> {
  const value = encodeGrant({
    siteKey: 'events',
    locale: input.locale,
    path: input.path,
    fingerprint: passwordFingerprint(input.hash),
    expiresAt: 2_000,
  });
  const signature = createHmac('sha256', accessCookieKey(SECRET))
    .update(value)
    .digest('base64')
    .replace(/=+$/, '');
  return { [accessCookieName({ siteKey: 'events', path: input.path })]: `s:${value}.${signature}` };
}

function ask(input: { locale: string; path: string; cookies: Record<string, string> }) {
  const request = { cookies: input.cookies } as unknown as Request;
  return guard({ request, served, locale: input.locale, path: input.path });
}

describe('protected-pages page guard: what an unlocked page opens below it', () => {
  const cookies = cookieFor({ locale: 'en', path: 'internal', hash: HASH });

  it('opens the unlocked page and a child page with the same password', async () => {
    expect(await ask({ locale: 'en', path: 'internal', cookies })).toEqual({
      file: protectedPageFile({ locale: 'en', path: 'internal' }),
    });
    expect(await ask({ locale: 'en', path: 'internal/same', cookies })).toEqual({
      file: protectedPageFile({ locale: 'en', path: 'internal/same' }),
    });
  });

  it('keeps the gate on a role-protected child page', async () => {
    expect(await ask({ locale: 'en', path: 'internal/board', cookies })).toEqual({ file: null });
  });

  it('keeps the gate on a child page with a password of its own', async () => {
    expect(await ask({ locale: 'en', path: 'internal/partners', cookies })).toEqual({ file: null });
    // Its own password's cookie opens it.
    const own = cookieFor({ locale: 'en', path: 'internal/partners', hash: OTHER_HASH });
    expect(await ask({ locale: 'en', path: 'internal/partners', cookies: own })).toEqual({
      file: protectedPageFile({ locale: 'en', path: 'internal/partners' }),
    });
  });
});

describe('protected-pages page guard: country variants are pages of their own', () => {
  it("checks a request against its locale's entry: the German password does not open the Swiss page", async () => {
    const german = cookieFor({ locale: 'de-de', path: 'internal', hash: HASH });
    expect(await ask({ locale: 'de-de', path: 'internal', cookies: german })).toEqual({
      file: protectedPageFile({ locale: 'de-de', path: 'internal' }),
    });
    expect(await ask({ locale: 'de-ch', path: 'internal', cookies: german })).toEqual({ file: null });
    const forged = cookieFor({ locale: 'de-ch', path: 'internal', hash: HASH });
    expect(await ask({ locale: 'de-ch', path: 'internal', cookies: forged })).toEqual({ file: null });
    const swiss = cookieFor({ locale: 'de-ch', path: 'internal', hash: SWISS_HASH });
    expect(await ask({ locale: 'de-ch', path: 'internal', cookies: swiss })).toEqual({
      file: protectedPageFile({ locale: 'de-ch', path: 'internal' }),
    });
  });

  it('leaves pages of a locale that has none in the table alone', async () => {
    expect(await ask({ locale: 'fr', path: 'internal', cookies: {} })).toBeNull();
    expect(await ask({ locale: 'en', path: 'company', cookies: {} })).toBeNull();
  });
});
