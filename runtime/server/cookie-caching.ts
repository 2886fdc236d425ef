import type { RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';

/** Directives that let a shared cache (a CDN, a proxy) store an answer (RFC 9111 §5.2.2.8, §5.2.2.10). */
const SHARED_ONLY = /^(?:public|s-maxage(?:=.*)?)$/i;

/**
 * The Cache-Control of an answer that sets or clears a cookie (RFC 9111 §5.2.2.7 `private`): one
 * visitor's `Set-Cookie` must never be handed to the next by a shared cache. `no-store` stays as it is;
 * otherwise `public` and `s-maxage` are dropped and `private` comes first; none becomes `private`.
 *
 * @param value the Cache-Control the route chose, if any (`public, max-age=60`, `no-cache`).
 * @returns e.g. `private, max-age=60`, `private, no-cache`, `no-store`.
 */
export function privateCacheControl(value: string | undefined): string {
  const directives = (value ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  if (directives.some((directive) => directive.toLowerCase() === 'no-store')) return directives.join(', ');
  const kept = directives.filter(
    (directive) => !SHARED_ONLY.test(directive) && directive.toLowerCase() !== 'private',
  );
  return ['private', ...kept].join(', ');
}

/**
 * Keeps answers that set or clear a cookie out of shared caches (docs/security.md): just before the
 * headers are written, an answer with `Set-Cookie` gets `Vary: Cookie` and its Cache-Control made
 * {@link privateCacheControl}, whatever the route set. Covers every route behind it: the modes cookies
 * (`?testing=true`, `?nextRelease`, `?measurementSystem`, `?fallbackLanguage`, runtime/server/modes.ts)
 * are set before any route runs, on pages, the style guide, `/file` and `/api` alike.
 *
 * @returns an Express middleware; mount it before the routers that set cookies.
 */
export function createCookieCachingMiddleware(): RequestHandler {
  return (_request, response, next) => {
    onHeaders(response, function keepPrivate(this: Response) {
      if (this.getHeader('set-cookie') === undefined) return;
      this.vary('Cookie');
      const cacheControl = this.getHeader('cache-control');
      this.setHeader(
        'cache-control',
        privateCacheControl(cacheControl === undefined ? undefined : String(cacheControl)),
      );
    });
    next();
  };
}
