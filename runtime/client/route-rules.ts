import {
  buildFileUrl,
  LATEST_BUILD_FILE,
  type LocaleRoutes,
  localeRoutesFile,
} from '../../core/pipeline/build-files.ts';

/** How long after start the route rules are fetched (public-site §7: about 1 second), in ms. */
export const ROUTE_RULES_DELAY_MS = 1_000;

/** Network Information API fields (Chromium); absent elsewhere. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether the connection is too slow to spend on route rules (public-site §7 "except on very slow
 * connections"): the visitor asked to save data, or the effective type is `slow-2g` or `2g`.
 * Unknown connections are not slow.
 */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

/** URL of a locale's route rules in the build manifest named by build id: `/_build/{site}/{id}.{locale}.json`. */
export function routeRulesUrl(input: { siteKey: string; buildId: string; locale: string }): string {
  return buildFileUrl({ siteKey: input.siteKey, file: localeRoutesFile(input.buildId, input.locale) });
}

/** What the navigator asks of the route rules. */
export interface RouteRules {
  /**
   * Whether `pathname` (`/en/company`, a trailing slash ignored) is a prerendered page of the page's
   * locale: true or false once the rules are loaded, null before (or when they could not be).
   */
  isPrerendered(pathname: string): boolean | null;
}

/**
 * Route rules from a {@link LocaleRoutes} answer: paths below the answer's locale segment are known
 * (prerendered or not); other paths (another locale, the root) and answers of another shape: null.
 */
export function routeRulesFrom(answer: unknown): RouteRules {
  const { pages, locale } = (answer ?? {}) as Partial<LocaleRoutes>;
  if (!Array.isArray(pages) || typeof locale !== 'string') return { isPrerendered: () => null };
  const known = new Set(pages.filter((page): page is string => typeof page === 'string'));
  const segment = `/${locale}`;
  return {
    isPrerendered: (pathname) => {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (path !== segment && !path.startsWith(`${segment}/`)) return null;
      return known.has(path);
    },
  };
}

/**
 * Fetches the route rules of the page's site and locale {@link ROUTE_RULES_DELAY_MS} after start,
 * unless the connection is slow: the latest-build file names the build, then that build's rules for the
 * locale (`<html lang>` in lower case, the locale's URL code). A failure is only logged; the rules then
 * know nothing and the navigator behaves as without them.
 *
 * @param input.siteKey the page's site (`<meta name="sf-site">`).
 */
export function loadRouteRules(input: { siteKey: string; locale: string }): RouteRules {
  let rules: RouteRules = { isPrerendered: () => null };
  const connection = (navigator as { connection?: ConnectionInfo }).connection;
  if (!isSlowConnection(connection)) {
    setTimeout(async () => {
      try {
        const latest = await fetchJson(
          `${buildFileUrl({ siteKey: input.siteKey, file: LATEST_BUILD_FILE })}?t=${Date.now()}`,
        );
        const buildId = (latest as { buildId?: unknown } | null)?.buildId;
        if (typeof buildId !== 'string') throw new Error('the latest-build file names no build');
        rules = routeRulesFrom(await fetchJson(routeRulesUrl({ ...input, buildId })));
      } catch (error) {
        console.debug('The route rules could not be read:', error);
      }
    }, ROUTE_RULES_DELAY_MS);
  }
  return { isPrerendered: (pathname) => rules.isPrerendered(pathname) };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: status ${response.status}`);
  return response.json();
}
