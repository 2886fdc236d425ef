import type { Response } from 'express';
import { parseLocaleSegment } from '../../core/routing/locale-segment.ts';
import { matchRedirect, redirectCandidates } from '../../core/routing/redirect-match.ts';
import { safeLocation } from '../../core/routing/safe-location.ts';
import { joinPath, safeDecode } from '../../core/routing/url.ts';
import type { ServedSite } from '../../core/serving/context.ts';
import type { Fleet } from './fleet.ts';
import type { RequestTarget, ResolvedRequest } from './site-resolution.ts';
import { sitePageUrl } from './site-url.ts';

/**
 * Where a path with a trailing slash goes (public-site §2: trailing slash gives 301): the same path
 * without trailing or doubled slashes, query kept.
 * @returns the location, or null when the path has no trailing slash (or is `/`).
 */
export function trailingSlashLocation(target: RequestTarget): string | null {
  if (target.pathname.length <= 1 || !target.pathname.endsWith('/')) return null;
  return joinPath({ segments: target.segments, search: target.search });
}

/**
 * Looks up the site's CMS system redirects (public-site §2: "a redirect defined in the content system
 * gives 301"): the redirect with the longest `previousUrl` equal to the path or the path with its query,
 * each as sent and percent-decoded. The hash never reaches the server: a `previousUrl` with a hash is
 * matched by the browser client, which sees path and hash.
 * @returns the redirect's target, or null.
 */
export function cmsRedirectLocation(input: { served: ServedSite; target: RequestTarget }): string | null {
  const { pathname, search } = input.target;
  const decoded = safeDecode(pathname);
  return matchRedirect({
    redirects: input.served.redirects,
    candidates: [
      ...redirectCandidates({ pathname, search }),
      ...redirectCandidates({ pathname: decoded, search }),
    ],
  });
}

/**
 * Where a request to the redirect site goes (customer-area §2: "A page of the site … redirects to a
 * different external host"): its `redirectHost` with the locale and the page path (the site slug
 * dropped: it means nothing there) and the query.
 * @returns `https://shop.partner-machinery.test/en/products?x=1`.
 */
export function externalSiteLocation(input: {
  redirectHost: string;
  resolved: ResolvedRequest;
  search: string;
}): string {
  const { resolved } = input;
  const segments = [...(resolved.localeSegment ? [resolved.localeSegment] : []), ...resolved.rest];
  return joinPath({ base: input.redirectHost, segments, search: input.search });
}

/**
 * Direct page look-up (public-site §2, customer-area §2): `/{id}?direct` or `/{locale}/{id}?direct` finds
 * the page with CMS id `id` in any served site and answers with its URL: in the requested locale when the
 * page has it, else in `en`, else in its first locale.
 * @returns the page's URL ({@link sitePageUrl}), or null when the path is not of that form or no page has
 *   the id.
 */
export function directPageLocation(input: {
  fleet: Fleet;
  target: RequestTarget;
  host: string;
  protocol: string;
}): string | null {
  const { segments } = input.target;
  const [first, second] = segments;
  let locale: string | null = null;
  let id: string | undefined;
  if (segments.length === 1) id = first;
  else if (segments.length === 2 && first && parseLocaleSegment(first)) [locale, id] = [first, second];
  const entries = id ? input.fleet.pagesById.get(safeDecode(id)) : undefined;
  if (!entries || entries.length === 0) return null;
  const entry =
    entries.find(({ page }) => page.locale === locale) ??
    entries.find(({ page }) => page.locale === 'en') ??
    entries[0]!;
  return sitePageUrl({
    fleet: input.fleet,
    served: entry.served,
    locale: entry.page.locale,
    path: entry.page.path,
    host: input.host,
    protocol: input.protocol,
  });
}

/**
 * Sends a redirect through the open-redirect guard (core/routing/safe-location.ts `safeLocation`): every
 * `Location` the runtime answers with goes through here (public-site §2). The guard's form of the
 * location is sent, never the location as given.
 *
 * @param input.status 301 or 302.
 * @param input.location the intended location; null sends nothing.
 * @param input.allowedHosts hosts an absolute location may name; default none (same-origin paths only).
 * @returns whether the redirect was sent; false when `location` is null or the guard refused it (the
 *   caller answers otherwise, e.g. with the not-found page).
 */
export function sendSafeRedirect(input: {
  response: Response;
  status: 301 | 302;
  location: string | null;
  allowedHosts?: ReadonlySet<string>;
}): boolean {
  const { location } = input;
  const safe =
    location === null ? null : safeLocation({ location, allowedHosts: input.allowedHosts ?? NO_HOSTS });
  if (safe === null) return false;
  input.response.redirect(input.status, safe);
  return true;
}

const NO_HOSTS: ReadonlySet<string> = new Set();
