import path from 'node:path';
import escapeHtml from 'escape-html';
import type { Request, RequestHandler, Response } from 'express';
import { isProtectedPath } from '../../core/portal/protected-area.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { safeDecode } from '../../core/routing/safe-decode.ts';
import { cookieOptions, lastLocaleCookieName, requestCookie } from './cookies.ts';
import { sendFallbackErrorPage } from './fallback-error-page.ts';
import { type Fleet, fleetOf } from './fleet.ts';
import { type PageReader, sendHtml } from './html.ts';
import { chooseLocale } from './locale-choice.ts';
import { runtimeLocals } from './locals.ts';
import { sendNotFound } from './not-found.ts';
import { queryValue } from './query.ts';
import {
  cmsRedirectLocation,
  directPageLocation,
  externalSiteLocation,
  sendSafeRedirect,
  trailingSlashLocation,
} from './redirects.ts';
import { pageKey, type ServedSite } from './site-registry.ts';
import {
  isMainSiteHost,
  parseRequestTarget,
  type RequestTarget,
  type ResolvedRequest,
  resolveRequest,
} from './site-resolution.ts';
import type { TagConfig } from './tags.ts';
import type { RuntimeContext } from './types.ts';

/** What every step of the content handler works with. */
interface ContentRequest {
  request: Request;
  response: Response;
  fleet: Fleet;
  target: RequestTarget;
  host: string;
  pages: PageReader;
  tags: TagConfig;
  /** The customer-area segment (RuntimeContext `portalSegment`). */
  portalSegment: string;
}

/**
 * The content handler, after every file-based route: serves the prerendered pages of the matched site
 * and applies the request-time rules of public-site §2 and customer-area §2, in this order:
 *
 * 1. trailing slash → 301 to the path without it;
 * 2. `?direct` on `/{id}` or `/{locale}/{id}` → 302 to that page in any site;
 * 3. site matching (Host, then the first segment after the locale); the redirect site → 302 to its
 *    external host; a main-site-only site off the main site's hosts → 404;
 * 4. a path in the customer area (`/{locale}/{portalSegment}/…`, case-insensitive) → 200 with the
 *    locale's portal shell (customer-area §2), whose island shows the screen; `/blank-callback` → the
 *    silent-authorization page (before anything else);
 *    a page of the site in the requested locale → 200 (and the site's last-locale cookie);
 * 5. a CMS system redirect by the longest `previousUrl` → 301 ("unknown pages: redirect lookup");
 * 6. missing or wrong locale → 302 to the chosen locale (runtime/server/locale-choice.ts);
 * 7. otherwise 404 with 'Page Not Found: {path}'.
 *
 * Every `Location` passes the open-redirect guard (core/routing/safe-location.ts, through
 * runtime/server/redirects.ts `sendSafeRedirect`): same-origin paths, the fleet's configured hosts, and
 * for the redirect site its `redirectHost` alone; one that fails it gives the not-found page instead.
 * Answers 503 with a self-contained error page while nothing has been built
 * (runtime/server/fallback-error-page.ts), and 405 to methods other than GET and HEAD (pages are static).
 * The customer area and `/blank-callback` never get tag scripts (they hold tokens; docs/security.md rule 4).
 */
export function createContentHandler(input: {
  context: RuntimeContext;
  tags: TagConfig;
  pages: PageReader;
}): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).setHeader('allow', 'GET, HEAD').type('text').send('Method Not Allowed');
      return;
    }
    const sites = input.context.sites();
    if (sites.length === 0) {
      await sendFallbackErrorPage({ response, status: 503 });
      return;
    }
    const fleet = fleetOf(sites);
    const target = parseRequestTarget(request.originalUrl);
    const host = request.headers.host ?? '';
    const content: ContentRequest = {
      request,
      response,
      fleet,
      target,
      host,
      pages: input.pages,
      tags: input.tags,
      portalSegment: input.context.portalSegment,
    };

    if (target.pathname === BLANK_CALLBACK_PATH) return sendBlankCallback(content, input.context);
    const slashless = trailingSlashLocation(target);
    if (slashless !== null) {
      if (!redirect(content, 301, slashless)) await notFound(content, fleet.main ?? null, null);
      return;
    }
    if (queryValue(request, 'direct') !== undefined) {
      const location = directPageLocation({ fleet, target, host, protocol: request.protocol });
      if (location !== null && redirect(content, 302, location)) return;
    }

    const resolved = resolveRequest({ fleet, host, segments: target.segments });
    if (!resolved) return notFound(content, null, null);
    runtimeLocals(response).site = resolved.served;
    if (resolved.served.site.redirectHost) return redirectOffFleet(content, resolved);
    if (resolved.served.manifest.site.mainSiteOnly && !isMainSiteHost({ fleet, host })) {
      const main = fleet.main ?? null;
      return notFound(
        content,
        main,
        resolved.locale && main?.locales.has(resolved.locale) ? resolved.locale : null,
      );
    }
    if (await servePortal(content, resolved, input.context)) return;
    if (await servePage(content, resolved)) return;
    if (redirect(content, 301, cmsRedirectLocation({ served: resolved.served, target }))) return;
    if (!resolved.locale && redirect(content, 302, localeLocation(content, resolved))) return;
    await notFound(content, resolved.served, resolved.locale);
  };
}

/** Redirects when the guard lets `location` through (default: the fleet's hosts); returns whether it did. */
function redirect(
  content: ContentRequest,
  status: 301 | 302,
  location: string | null,
  allowedHosts: ReadonlySet<string> = content.fleet.hosts,
): boolean {
  return sendSafeRedirect({ response: content.response, status, location, allowedHosts });
}

function notFound(content: ContentRequest, served: ServedSite | null, locale: string | null): Promise<void> {
  const { request, response, target, pages, tags, portalSegment } = content;
  return sendNotFound({
    request,
    response,
    served,
    locale,
    pathname: target.pathname,
    pages,
    tags,
    portalSegment,
  });
}

/** The redirect site: 302 to its external host, the one host off the fleet a redirect may name. */
async function redirectOffFleet(content: ContentRequest, resolved: ResolvedRequest): Promise<void> {
  const redirectHost = resolved.served.site.redirectHost ?? '';
  const location = externalSiteLocation({ redirectHost, resolved, search: content.target.search });
  // The configured host alone is allowed, not whatever host the built location happens to name.
  const externalHost = URL.canParse(redirectHost) ? new URL(redirectHost).hostname : '';
  if (!redirect(content, 302, location, new Set([externalHost]))) {
    await notFound(content, content.fleet.main ?? null, null);
  }
}

/** Sends the page the path names in the site's locale; returns false when there is none. */
async function servePage(content: ContentRequest, resolved: ResolvedRequest): Promise<boolean> {
  const { served, locale } = resolved;
  if (!locale) return false;
  const file = served.pageFiles.get(pageKey({ locale, path: resolved.rest.map(safeDecode).join('/') }));
  if (!file) return false;
  const html = await content.pages.read({
    file: path.join(served.dir, file),
    buildId: served.manifest.buildId,
  });
  if (html === null) return false;
  rememberLocale({ request: content.request, response: content.response, served, locale });
  sendHtml({
    request: content.request,
    response: content.response,
    html,
    status: 200,
    tags: content.tags,
    portalSegment: content.portalSegment,
  });
  return true;
}

/** The same path in the locale {@link chooseLocale} picks, or null when the site has no locale. */
function localeLocation(content: ContentRequest, resolved: ResolvedRequest): string | null {
  const { served } = resolved;
  const locale = chooseLocale({
    siteLocales: served.manifest.locales,
    requested: resolved.localeSegment,
    remembered: requestCookie(content.request, lastLocaleCookieName(served.manifest.site.key)),
    mainSite: !served.site.slug,
    internationalOnly: served.site.internationalOnly,
  });
  if (!locale) return null;
  const href = `/${resolved.rest.join('/')}${content.target.search}`;
  return localizeLink({ href, localeUrlCode: locale, siteSlug: resolved.pathSlug });
}

/**
 * Sets the site's last-locale cookie when it changes (public-site §4: far-future expiry, SameSite=Lax).
 * Only on non-main sites, the only place it is read: the main site's pages stay free of Set-Cookie and
 * so remain cacheable by shared caches.
 */
function rememberLocale(input: {
  request: Request;
  response: Response;
  served: ServedSite;
  locale: string;
}): void {
  const { request, response, served, locale } = input;
  if (!served.site.slug) return;
  const name = lastLocaleCookieName(served.manifest.site.key);
  if (requestCookie(request, name) === locale) return;
  response.cookie(name, locale, cookieOptions({ request, persistent: true }));
}

/** The page the hidden frame of silent authorization returns to (customer-area §2 `/blank-callback`). */
export const BLANK_CALLBACK_PATH = '/blank-callback';

const SILENT_CALLBACK_ISLAND =
  '<div data-island="callback" data-island-id="blank"></div>' +
  '<script type="application/json" data-island-props="blank">{"mode":"silent"}</script>';

/**
 * Sends the silent-authorization page: no content, only the client bundle and a `callback` island in
 * silent mode, which hands the authorization answer to the waiting portal page. Never cached.
 */
function sendBlankCallback(content: ContentRequest, context: RuntimeContext): void {
  const { scripts } = context.assets();
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title></title>${scripts
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)
    .join('')}</head><body>${SILENT_CALLBACK_ISLAND}</body></html>`;
  content.response.setHeader('cache-control', 'no-store');
  content.response.status(200).type('html').send(html);
}

/**
 * Serves the locale's portal shell for every path of the customer area (customer-area §2 "any path
 * starting with /mykomax (case-insensitive) requires login"): the shell's island signs the visitor in and
 * shows the screen (runtime/server/security.ts lets these pages contact and frame the identity provider).
 * Returns false when the path is not in the area or the locale has no shell.
 */
async function servePortal(
  content: ContentRequest,
  resolved: ResolvedRequest,
  context: RuntimeContext,
): Promise<boolean> {
  const { served, locale, rest } = resolved;
  if (!locale) return false;
  const pathname = `/${rest.join('/')}`;
  const protectedPath = isProtectedPath({ pathname, portalSegment: context.portalSegment });
  const { response } = content;
  if (!protectedPath) return false;
  const file = served.pageFiles.get(pageKey({ locale, path: context.portalSegment }));
  if (!file) return false;
  const html = await content.pages.read({
    file: path.join(served.dir, file),
    buildId: served.manifest.buildId,
  });
  if (html === null) return false;
  // The shell holds the visitor's tokens whatever spelling of the path reached it: never tag scripts.
  sendHtml({
    request: content.request,
    response,
    html,
    status: 200,
    tags: content.tags,
    portalSegment: content.portalSegment,
    withoutTags: true,
  });
  return true;
}
