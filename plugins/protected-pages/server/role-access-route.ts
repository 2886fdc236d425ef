import express from 'express';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { verifyIdToken } from '../../../core/portal/id-token.ts';
import { SIS_TOKEN_HEADER } from '../../../core/portal/protocol.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { accessEntry } from '../access.ts';
import { encodeRoleGrant, roleCookieName, roleGrantSeconds, roleList, rolesAllow } from '../role-access.ts';
import { accessTableOf } from './access-store.ts';
import { attemptHandlers, servedGate, setAccessCookie } from './attempt.ts';
import { readUserProfile } from './user-profile.ts';

/** The one answer to a sign-in that does not verify: missing, forged, expired, another issuer or client. */
export const SIGN_IN_REFUSED = 'Sign in to see this page.';

/** The one answer to a valid sign-in whose roles do not open the page, whether or not the page exists. */
export const ROLE_MISSING = 'Your account does not have access to this page.';

const bodySchema = z.object({
  site: z.string().max(200),
  path: z.string().startsWith('/').max(1000),
});

/** The bearer token of an `Authorization` header, or null. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The role gate's route (public-site §6 "pages whose protection is … ciam role"; customer-area §6 page
 * protection, roles from the role claim of the user profile; §7 userinfo), mounted at
 * `/api/protected-pages`: `POST /role-access` with JSON `{ site, path }` — the site's key and the URL
 * path of the gate as the browser shows it (`/en/brand-portal/partner-downloads`) — and the signed-in
 * user's tokens: the identity token in the `ciam_id_token` header (as the tickets proxy takes it) and the
 * access token as `Authorization: Bearer …`.
 *
 * 1. The identity token is verified with the tickets proxy's rule (core/portal/id-token.ts
 *    `verifyIdToken`: the issuer's published keys, pinned asymmetric algorithms, `iss` =
 *    `context.identityIssuer`, `aud` = the portal's client id, `sub` and `exp`).
 * 2. The roles are read from the user profile (the provider's userinfo with the access token,
 *    server/user-profile.ts), which must name the same user (`sub`, else `subname`); a single role string
 *    is a one-element list (role-access.ts `roleList`).
 * 3. The page must be a role page of the site's access table whose allowed roles share one with the user's.
 *
 * Answers (`no-store`):
 * - 200 `{ success: true }` with the page's role grant cookie (role-access.ts `RoleGrant`: site, locale,
 *   path, subject, roles, expiry): HttpOnly, SameSite=Lax, Secure over https, signed with the same key as
 *   the password cookies (a key derived from config `editor.secret`), `Path` = the page's URL path (the
 *   page subtree), lifetime `accessHours` but never past the identity token's `exp`;
 * - 401 `{ error: 'Sign in to see this page.' }` for missing tokens, a token that does not verify, a
 *   profile the provider refuses or that names someone else: one answer for all;
 * - 403 `{ error: 'Your account does not have access to this page.' }` for a valid sign-in whose roles do
 *   not open a role page at that path: the same answer whether or not the page exists;
 * - 400 for a body that is not such JSON; 503 without an identity provider or server secret; 502 when
 *   the provider's keys or user info cannot be read.
 *
 * In front of it the `/api` guards (403 for another Origin, 429 over `rateLimits.api`); here failed
 * attempts (any answer from 400 up) are limited by `rateLimits.editorAuthentication` per address: 429.
 */
export function createRoleAccessRouter(input: {
  context: RuntimeContext;
  /** The `accessHours` option of a site, by site key. */
  accessHours: (siteKey: string) => number;
}): express.Router {
  const { context } = input;
  const router = express.Router();
  router.post(
    '/role-access',
    ...attemptHandlers({
      context,
      name: 'protected-page-role',
      schema: bodySchema,
      usage: 'Send JSON { site, path }.',
      handle: async (body, request, response) => {
        const issuer = context.identityIssuer;
        const secret = context.editor?.secret;
        if (!issuer || !secret) {
          response
            .status(503)
            .json({ error: 'Role-protected pages need an identity provider and a server secret.' });
          return;
        }
        const idToken = request.headers[SIS_TOKEN_HEADER];
        const accessToken = bearerToken(request.headers.authorization);
        if (typeof idToken !== 'string' || idToken === '' || !accessToken) {
          response.status(401).json({ error: SIGN_IN_REFUSED });
          return;
        }
        const token = await verifyIdToken({ token: idToken, issuer });
        if (!token.valid) {
          if (token.reason === 'invalid') response.status(401).json({ error: SIGN_IN_REFUSED });
          else {
            context.logger.warn({ issuer, reason: token.message }, 'role access: identity keys unreadable');
            response.status(502).json({ error: 'The sign-in could not be checked. Please try again later.' });
          }
          return;
        }
        // Verified above: its claims can be read as they are.
        const claims = decodeJwt(idToken);
        const profile = await readUserProfile({ issuer, accessToken });
        if (profile.kind === 'unavailable') {
          context.logger.warn({ issuer, reason: profile.message }, 'role access: user info unreadable');
          response.status(502).json({ error: 'The sign-in could not be checked. Please try again later.' });
          return;
        }
        const sameUser =
          profile.kind === 'profile' &&
          (profile.profile.sub !== undefined
            ? profile.profile.sub === token.subject
            : profile.profile.subname !== undefined && profile.profile.subname === claims.subname);
        if (profile.kind !== 'profile' || !sameUser) {
          response.status(401).json({ error: SIGN_IN_REFUSED });
          return;
        }
        const { served, gate } = servedGate(context, { site: body.site, pathname: body.path });
        const entry = served && gate ? accessEntry(await accessTableOf(served), gate) : undefined;
        const roles = roleList(profile.profile.roles);
        if (
          !served ||
          !gate ||
          entry?.protection !== 'role' ||
          !rolesAllow(roles, entry.allowedRoles ?? [])
        ) {
          response.status(403).json({ error: ROLE_MISSING });
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        const seconds = roleGrantSeconds({
          tokenExpiresAt: claims.exp ?? 0,
          now,
          accessHours: input.accessHours(served.manifest.site.key),
        });
        if (seconds <= 0) {
          response.status(401).json({ error: SIGN_IN_REFUSED });
          return;
        }
        const value = encodeRoleGrant({
          siteKey: served.manifest.site.key,
          locale: gate.locale,
          path: gate.path,
          subject: token.subject,
          roles,
          expiresAt: now + seconds,
        });
        setAccessCookie({
          request,
          response,
          secret,
          name: roleCookieName({ siteKey: served.manifest.site.key, path: gate.path }),
          value,
          path: gate.cookiePath,
          maxAgeMs: seconds * 1000,
        });
        response.json({ success: true });
      },
    }),
  );
  return router;
}
