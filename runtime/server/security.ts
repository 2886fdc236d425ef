import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { FALLBACK_PAGE_STYLE } from './fallback-error-page.ts';
import { tagsMayRun } from './tags.ts';

/**
 * The CSP hash source (`'sha256-…'`) of the fallback error page's inline stylesheet, which must show
 * when nothing else can be served (runtime/server/fallback-error-page.ts).
 */
export const FALLBACK_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(FALLBACK_PAGE_STYLE).digest('base64')}'`;

/** The sources of each CSP directive the runtime decides per request. */
export interface PageSources {
  'script-src': string[];
  'style-src': string[];
  'connect-src': string[];
  'img-src': string[];
  'frame-src': string[];
  'font-src': string[];
}

/**
 * The CSP sources of one page (docs/security.md rule 4), a pure rule:
 * - `script-src`: `'self'`, plus the tag hosts where tags may run (runtime/server/tags.ts `tagsMayRun`:
 *   not in technical areas nor in a path family that holds secrets: the customer area, the callbacks, the
 *   editor area);
 * - `style-src`: where tags may run `'self'`, the tag hosts and `'unsafe-inline'` (consent banners and tag
 *   managers, self-hosted ones too, inject style elements and attributes); elsewhere `'self'` and the
 *   fallback error page's inline stylesheet by its hash ({@link FALLBACK_PAGE_STYLE_SOURCE}). Never both
 *   a hash and `'unsafe-inline'`: browsers ignore `'unsafe-inline'` in a list that holds a hash. The
 *   pages themselves link stylesheets only and write no `style` attribute, so where secrets live no
 *   injected markup can style (and so read out) the page; helmet's default would allow any https host and
 *   inline styles everywhere;
 * - `connect-src`: `'self'`, the identity provider on the sign-in pages (a path family with `signIn`:
 *   the customer area and the login callback, customer-area §2), the tag
 *   hosts where tags may run;
 * - `img-src`: `'self'`, `data:` (inline icons), the image asset hosts, the tag hosts where tags may run
 *   (tag managers send their beacons as images);
 * - `frame-src`: `'self'`, the identity provider on the sign-in pages (silent authorization in a hidden
 *   frame; customer-area §4);
 * - `font-src`: `'self'` (the UI kit's web font is self-hosted under `/_assets/`), plus the tag hosts
 *   where tags may run (a consent banner may bring its own font); helmet's default would allow any
 *   https host and `data:`.
 *
 * @param input.url the request target (`/en/mykomax?x=1`).
 * @param input.families the plugins' path families (core/routing/path-families.ts).
 * @param input.tagOrigins absolute origins of the configured tag scripts (`tagOrigins`).
 * @param input.imageOrigins origins pages load images from (the configured image asset host).
 * @param input.identityOrigin the identity provider's origin, or null when the runtime has none.
 */
export function pageSources(input: {
  url: string | undefined;
  families: PathFamilies;
  tagOrigins: readonly string[];
  imageOrigins: readonly string[];
  identityOrigin: string | null;
}): PageSources {
  const pathname = pathOf(input.url);
  const mayRunTags = tagsMayRun({ pathname, families: input.families });
  const tags = mayRunTags ? input.tagOrigins : [];
  const identity = input.identityOrigin && input.families.signsIn(pathname) ? [input.identityOrigin] : [];
  return {
    'script-src': ["'self'", ...tags],
    'style-src': mayRunTags ? ["'self'", ...tags, "'unsafe-inline'"] : ["'self'", FALLBACK_PAGE_STYLE_SOURCE],
    'connect-src': ["'self'", ...identity, ...tags],
    'img-src': ["'self'", 'data:', ...input.imageOrigins, ...tags],
    'frame-src': ["'self'", ...identity],
    'font-src': ["'self'", ...tags],
  };
}

/**
 * Security headers (docs/architecture.md "The runtime", docs/security.md rule 4): helmet's
 * defaults with a Content-Security-Policy that allows no inline script, and whose `script-src`,
 * `style-src`, `connect-src`, `img-src`, `frame-src` and `font-src` are decided per page by {@link pageSources}: tag hosts only
 * where tags may run, the identity provider only on the sign-in pages, images from this origin and the
 * image asset hosts only. `upgrade-insecure-requests` is left out so the preview works over plain http.
 *
 * @param input.tagOrigins absolute origins of the tag scripts (`https://cdn.consent.example`).
 * @param input.imageOrigins origins of the image asset hosts (config `images.assetHost`,
 *   core/media/asset-host.ts `assetHostOrigin`); default none.
 * @param input.identityIssuer the identity provider's issuer URL; unset: no page may contact it.
 * @param input.families the plugins' path families: which pages hold secrets or sign in.
 */
export function createSecurityHeaders(input: {
  tagOrigins: readonly string[];
  imageOrigins?: readonly string[];
  identityIssuer?: string | undefined;
  families: PathFamilies;
}): RequestHandler {
  const identityOrigin =
    input.identityIssuer && URL.canParse(input.identityIssuer) ? new URL(input.identityIssuer).origin : null;
  // The headers of each distinct set of sources (a handful: tags or not, identity provider or not),
  // as helmet writes them, recorded on first use and replayed: helmet's dozen middlewares and its CSP
  // validation run once per set, not once per request.
  const byVariant = new Map<string, HeaderWrites>();
  return (request, response, next) => {
    const sources = pageSources({
      url: request.url,
      families: input.families,
      tagOrigins: input.tagOrigins,
      imageOrigins: input.imageOrigins ?? [],
      identityOrigin,
    });
    const key = Object.values(sources)
      .map((list: string[]) => list.join(' '))
      .join(';');
    let writes = byVariant.get(key);
    if (!writes) {
      writes = recordHeaders(
        helmet({
          contentSecurityPolicy: {
            directives: { ...sources, 'upgrade-insecure-requests': null },
          },
        }),
      );
      byVariant.set(key, writes);
    }
    for (const write of writes) {
      if (write.value === undefined) response.removeHeader(write.name);
      else response.setHeader(write.name, write.value);
    }
    next();
  };
}

/** The header writes of a middleware, in order: a value set, or `undefined` for a header removed. */
type HeaderWrites = { name: string; value: string | number | readonly string[] | undefined }[];

/**
 * Runs `middleware` once against a response that only records `setHeader` and `removeHeader`. Helmet's
 * headers depend on its options only, as long as every directive is a list of strings (as
 * {@link pageSources} gives): a directive given as a function (a per-request nonce) would be recorded
 * once and replayed to everyone, so none is.
 * @throws Error when the middleware does not call `next` at once, or calls it with an error.
 */
function recordHeaders(middleware: RequestHandler): HeaderWrites {
  const writes: HeaderWrites = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      writes.push({ name, value });
      return response;
    },
    removeHeader(name: string) {
      writes.push({ name, value: undefined });
    },
  };
  let called = false;
  middleware(
    {} as Parameters<RequestHandler>[0],
    response as unknown as Parameters<RequestHandler>[1],
    (error?: unknown) => {
      if (error) throw error;
      called = true;
    },
  );
  if (!called) throw new Error('The security headers middleware did not finish at once.');
  return writes;
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!;
}
