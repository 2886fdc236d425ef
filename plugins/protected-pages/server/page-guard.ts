import cookieParser from 'cookie-parser';
import type { Request } from 'express';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import type { GuardedPageRequest, PageGuard, PageGuardAnswer } from '../../../core/serving/page-guard.ts';
import {
  ACCESS_COOKIE_PREFIX,
  accessCookieKey,
  accessEntry,
  decodeGrant,
  grantOpens,
  protectedPageFile,
} from '../access.ts';
import { decodeRoleGrant, ROLE_COOKIE_PREFIX, roleGrantOpens } from '../role-access.ts';
import { accessTableOf } from './access-store.ts';

/**
 * The page guard of protected pages (core/serving/page-guard.ts; public-site §5, §6; customer-area §6):
 * a page of the site's access table (by locale and path) is served only to a request carrying an access
 * cookie, signed with the server's key, that opens it (access.ts `grantOpens`: same site and locale, not
 * expired, the unlocked page or one below it, whose password has not changed since; a page below it only
 * when it is a password page with the same password, never a role page): then its prerendered HTML from
 * `_build/protected-pages/`. A role page (customer-area §6 "ciam role") is served only to a request
 * carrying a signed role grant cookie (role-access.ts `roleGrantOpens`: same site and locale, not
 * expired, the granted page or one below it, a role page whose allowed roles still include one of the
 * grant's roles), given by the role-access route after it verified the user's identity token.
 * Every other request gets the page's gate (a secret page, core/pipeline/secret-pages.ts). Pages not in the table are not its concern.
 * Without a server secret (config `editor.secret`) no cookie verifies: the gates stay.
 *
 * @param input.now seconds since the epoch; default the clock.
 */
export function createProtectedPageGuard(input: { context: RuntimeContext; now?: () => number }): PageGuard {
  const now = input.now ?? (() => Math.floor(Date.now() / 1000));
  return async ({
    request,
    served,
    locale,
    path,
  }: GuardedPageRequest & { request: Request }): Promise<PageGuardAnswer> => {
    const table = await accessTableOf(served);
    const entry = accessEntry(table, { locale, path });
    if (!entry) return null;
    const secret = input.context.editor?.secret;
    if (!secret) return { file: null };
    const key = accessCookieKey(secret);
    const cookies: Record<string, unknown> = request.cookies ?? {};
    const siteKey = served.manifest.site.key;
    for (const [name, raw] of Object.entries(cookies)) {
      // cookie-parser hands back a value without the `s:` prefix unchecked: only signed values count.
      if (typeof raw !== 'string' || !raw.startsWith('s:')) continue;
      if (name.startsWith(ROLE_COOKIE_PREFIX)) {
        const value = cookieParser.signedCookie(raw, key);
        const grant = typeof value === 'string' ? decodeRoleGrant(value) : null;
        if (grant && roleGrantOpens({ grant, siteKey, locale, path, entry, now: now() }))
          return { file: protectedPageFile({ locale, path }) };
        continue;
      }
      if (!name.startsWith(ACCESS_COOKIE_PREFIX)) continue;
      const value = cookieParser.signedCookie(raw, key);
      const grant = typeof value === 'string' ? decodeGrant(value) : null;
      if (
        grant &&
        grantOpens({
          grant,
          siteKey,
          locale,
          path,
          granted: accessEntry(table, grant),
          entry,
          now: now(),
        })
      ) {
        return { file: protectedPageFile({ locale, path }) };
      }
    }
    return { file: null };
  };
}
