import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isProtectedPath } from '../../core/portal/protected-area.ts';
import { segmentsAfterLocale } from '../../core/routing/path-segments.ts';

/**
 * Tells whether a request is for a page that talks to the identity provider: the protected customer
 * area (customer-area §2) or the login callback `/{locale}/callback`.
 */
export function isSignInPage(input: { url: string | undefined; portalSegment: string }): boolean {
  const pathname = (input.url ?? '/').split('?')[0]!;
  if (isProtectedPath({ pathname, portalSegment: input.portalSegment })) return true;
  const segments = segmentsAfterLocale(pathname);
  return segments.length === 1 && segments[0] === 'callback';
}

/**
 * Security headers (ARCHITECTURE "The runtime"; issue 3 production manners): helmet's defaults with a
 * Content-Security-Policy that allows no inline script — `script-src 'self'` plus the origins of
 * configured tag scripts (runtime/server/tags.ts `tagOrigins`), which may also be contacted
 * (`connect-src`). Images may come from any https host (CMS assets). `upgrade-insecure-requests` is left
 * out so the preview works over plain http.
 *
 * The portal's pages and the login callback ({@link isSignInPage}) may also contact the identity
 * provider's origin (`connect-src`: discovery, token, user info, revocation, account API) and frame it
 * (`frame-src`: silent authorization in a hidden frame; customer-area §4). Every other page keeps
 * `frame-src 'self'`.
 *
 * @param input.scriptOrigins absolute origins allowed to serve scripts (`https://cdn.consent.example`).
 * @param input.identityIssuer the identity provider's issuer URL; unset: no page may contact it.
 * @param input.portalSegment the customer-area segment; default `mykomax`.
 */
export function createSecurityHeaders(input: {
  scriptOrigins: readonly string[];
  identityIssuer?: string | undefined;
  portalSegment?: string;
}): RequestHandler {
  const identityOrigin =
    input.identityIssuer && URL.canParse(input.identityIssuer) ? new URL(input.identityIssuer).origin : null;
  const portalSegment = input.portalSegment ?? 'mykomax';
  // 'self', plus the identity provider's origin on the sign-in pages.
  const selfAndIdentity = (request: IncomingMessage): string =>
    identityOrigin && isSignInPage({ url: request.url, portalSegment })
      ? `'self' ${identityOrigin}`
      : "'self'";
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...input.scriptOrigins],
        'connect-src': [selfAndIdentity, ...input.scriptOrigins],
        'frame-src': [selfAndIdentity],
        'img-src': ["'self'", 'data:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
}
