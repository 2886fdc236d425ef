import { isProtectedPath } from '../../../core/portal/protected-area.ts';
import { pathSegments } from '../../../core/routing/path-segments.ts';

/** Session-storage key of the portal path to return to after login (customer-area §4 step 3). */
export const RETURN_PATH_KEY = 'sitefleet:portal:return-path';

/** The portal home of a locale: `/{locale}/{portalSegment}`. */
export function portalHome(input: { locale: string; portalSegment: string }): string {
  return `/${input.locale}/${input.portalSegment}`;
}

/**
 * The screen a portal path names: the segments after `/{locale}/{portalSegment}`, joined by `/`
 * (`/en/mykomax/tickets/list` → `tickets/list`); '' for the dashboard.
 */
export function portalScreen(pathname: string): string {
  return pathSegments(pathname).slice(2).join('/');
}

/**
 * Where the callback goes after a successful login (customer-area §2 "/callback goes to the portal on
 * success"): the remembered path when it is a same-origin path in the protected area, otherwise the
 * portal home. Anything else is ignored, so the callback can never redirect off the site.
 *
 * @param input.remembered the value stored under {@link RETURN_PATH_KEY}, or null.
 * @returns a path (with query and hash kept) starting with a single `/`. Never throws.
 */
export function returnPath(input: {
  remembered: string | null;
  locale: string;
  portalSegment: string;
}): string {
  const home = portalHome(input);
  const remembered = input.remembered;
  if (!remembered?.startsWith('/') || remembered.startsWith('//') || remembered.includes('\\')) return home;
  const url = new URL(remembered, 'http://portal.invalid');
  if (url.origin !== 'http://portal.invalid') return home;
  const pathname = url.pathname;
  if (!isProtectedPath({ pathname, portalSegment: input.portalSegment })) return home;
  return `${pathname}${url.search}${url.hash}`;
}
