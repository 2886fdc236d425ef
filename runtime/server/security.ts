import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers (ARCHITECTURE "The runtime"; issue 3 production manners): helmet's defaults with a
 * Content-Security-Policy that allows no inline script — `script-src 'self'` plus the origins of
 * configured tag scripts (runtime/server/tags.ts `tagOrigins`), which may also be contacted
 * (`connect-src`). Images may come from any https host (CMS assets). `upgrade-insecure-requests` is left
 * out so the preview works over plain http.
 *
 * @param input.scriptOrigins absolute origins allowed to serve scripts (`https://cdn.consent.example`).
 */
export function createSecurityHeaders(input: { scriptOrigins: readonly string[] }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...input.scriptOrigins],
        'connect-src': ["'self'", ...input.scriptOrigins],
        'img-src': ["'self'", 'data:', 'https:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
}
