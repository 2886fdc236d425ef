import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import onHeaders from 'on-headers';
import { PAYLOAD_FILE_NAME, payloadFile } from '../../core/pipeline/page-file.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { joinPath, safeDecode } from '../../core/routing/url.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';
import { checkPageGuards, type PageGuard } from '../../core/serving/page-guard.ts';
import { cookieOptions, lastLocaleCookieName, requestCookie } from '../kit/cookies.ts';
import { runtimeLocals } from '../kit/locals.ts';
import { queryValue } from '../kit/query.ts';
import { sendFallbackErrorPage } from './fallback-error-page.ts';
import { sendIslandPage, serveFamilyPage } from './family-pages.ts';
import { type Fleet, fleetOf } from './fleet.ts';
import { type PageReader, sendHtml, sendPayload } from './html.ts';
import { chooseLocale } from './locale-choice.ts';
import { sendNotFound } from './not-found.ts';
import {
  cmsRedirectLocation,
  directPageLocation,
  externalSiteLocation,
  sendSafeRedirect,
  trailingSlashLocation,
} from './redirects.ts';
import { serveRootFile } from './root-files.ts';
import { pageFileAt } from './site-registry.ts';
import {
  isMainSiteHost,
  parseRequestTarget,
  type RequestTarget,
  type ResolvedRequest,
  resolveRequest,
} from './site-resolution.ts';
import type { TagConfig } from './tags.ts';

/** What every step of the content handler works with. */
interface ContentRequest {
  request: Request;
  response: Response;
  fleet: Fleet;
  target: RequestTarget;
  host: string;
  pages: PageReader;
  tags: TagConfig;
  /** The plugins' path families (core/routing/path-families.ts). */
  families: PathFamilies;
  /** The plugins' page guards (core/serving/page-guard.ts), in plugin order. */
  guards: readonly PageGuard[];
}

/**
 * The content handler, after every file-based route: serves the prerendered pages of the matched site
 * and applies the request-time rules of public-site §2 and customer-area §2, in this order:
 *
 * 1. trailing slash → 301 to the path without it;
 * 2. `?direct` on `/{id}` or `/{locale}/{id}` → 302 to that page in any site;
 * 3. site matching (Host, then the first segment after the locale); the redirect site → 302 to its
 *    external host; a main-site-only site off the main site's hosts → 404;
 * 4. a root file of the site's tree at `/{file}` or `/{slug}/{file}` (`robots.txt`, sitemaps;
 *    runtime/server/root-files.ts) → 200 with its content type;
 * 4. `{page}/_payload.json` → the page's route payload (public-site §7; runtime/server/html.ts
 *    `sendPayload`), 404 when it has none; a path in a path family a plugin serves (core/pipeline/plugin.ts `PathFamily.serve`, e.g. the
 *    customer area `/{locale}/mykomax/…`, case-insensitive) → 200 with the family's page of the locale
 *    (customer-area §2: the portal shell, whose island shows the screen); a root family's exact path
 *    (e.g. `/blank-callback`) → a bare page hydrating the family's island (before anything else);
 *    a page of the site in the requested locale → 200 (and the site's last-locale cookie); the plugins' page
 *    guards (core/serving/page-guard.ts) may send another file in its place (a protected page to a visitor
 *    whose access cookie opens it) and make the answer `private, no-store`;
 * 5. a CMS system redirect by the longest `previousUrl` → 301 ("unknown pages: redirect lookup");
 * 6. missing or wrong locale → 302 to the chosen locale (runtime/server/locale-choice.ts);
 * 7. otherwise 404 with 'Page Not Found: {path}'.
 *
 * Every `Location` passes the open-redirect guard (core/routing/safe-location.ts, through
 * runtime/server/redirects.ts `sendSafeRedirect`): same-origin paths, the fleet's configured hosts, and
 * for the redirect site its `redirectHost` alone; one that fails it gives the not-found page instead.
 * Answers 503 with a self-contained error page while nothing has been built
 * (runtime/server/fallback-error-page.ts), and 405 to methods other than GET and HEAD (pages are static).
 * Pages a path family serves never get tag scripts (they hold tokens; docs/security.md rule 4).
 */
export function createContentHandler(input: {
  context: RuntimeContext;
  tags: TagConfig;
  pages: PageReader;
  families: PathFamilies;
  /** The plugins' page guards (core/serving/page-guard.ts); default none. */
  guards?: readonly PageGuard[];
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
      families: input.families,
      guards: input.guards ?? [],
    };

    const rootFamily = input.families.servedAtRoot(target.pathname);
    if (rootFamily) return sendIslandPage({ response, family: rootFamily, assets: input.context.assets() });
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
    if (resolved.rest.at(-1) === PAYLOAD_FILE_NAME) return servePayload(content, resolved);
    if (await serveRootFile({ response, resolved })) return;
    if (await serveFamilyPage({ ...content, resolved })) return;
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
  const { request, response, target, pages, tags, families } = content;
  return sendNotFound({
    request,
    response,
    served,
    locale,
    pathname: target.pathname,
    pages,
    tags,
    families,
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
  const pagePath = resolved.rest.map(safeDecode).join('/');
  const file = pageFileAt(served, { locale, path: pagePath });
  if (!file) return false;
  // A guarded page (core/serving/page-guard.ts) may be another file, and is never kept by a shared cache.
  const guarded = await checkPageGuards(content.guards, {
    request: content.request,
    served,
    locale,
    path: pagePath,
  });
  const html = await content.pages.readFile({
    file: path.join(served.dir, guarded?.file ?? file),
    buildId: served.manifest.buildId,
  });
  if (html === null) return false;
  if (guarded) {
    onHeaders(content.response, function keepPrivate(this: Response) {
      this.setHeader('cache-control', 'private, no-store');
    });
  }
  rememberLocale({ request: content.request, response: content.response, served, locale });
  sendHtml({
    request: content.request,
    response: content.response,
    html,
    status: 200,
    tags: content.tags,
    families: content.families,
  });
  return true;
}

/**
 * Sends the route payload of the page the path names without its last segment (`/en/company/_payload.json`
 * → `/en/company`), or 404 with a JSON problem when that page has none or a page guard claims it
 * (public-site §7; the navigator then fetches the page itself, through the guard).
 */
async function servePayload(content: ContentRequest, resolved: ResolvedRequest): Promise<void> {
  const { served, locale } = resolved;
  const pagePath = resolved.rest.slice(0, -1).map(safeDecode).join('/');
  const file = locale ? pageFileAt(served, { locale, path: pagePath }) : undefined;
  // A guarded page is only ever sent as a page, after its guard (core/serving/page-guard.ts).
  const guarded =
    locale && file
      ? await checkPageGuards(content.guards, { request: content.request, served, locale, path: pagePath })
      : null;
  const payload = file && !guarded ? payloadFile(file) : null;
  const json = payload
    ? await content.pages.read({ file: path.join(served.dir, payload), buildId: served.manifest.buildId })
    : null;
  if (json === null) {
    content.response.status(404).setHeader('cache-control', 'no-store');
    content.response
      .type('application/problem+json')
      .send(JSON.stringify({ status: 404, title: 'Not Found' }));
    return;
  }
  const pageUrl = content.target.pathname.slice(0, -`/${PAYLOAD_FILE_NAME}`.length) || '/';
  sendPayload({ ...content, json, pagePath: pageUrl });
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
  const href = joinPath({ segments: resolved.rest, search: content.target.search });
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
