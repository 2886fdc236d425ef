import type { SystemRedirect } from '../../core/model/content.ts';
import { buildFileUrl, REDIRECTS_FILE } from '../../core/pipeline/build-files.ts';
import { isNavigableUrl } from '../../core/routing/link-target.ts';
import { matchRedirect, redirectCandidates } from '../../core/routing/redirect-match.ts';
import { safeLocation } from '../../core/routing/safe-location.ts';

const SAME_ORIGIN_ONLY: ReadonlySet<string> = new Set();

/**
 * The part of the CMS redirect look-up only the browser can do (public-site §2: the longest previousUrl
 * among path, path with query and path with hash): on a not-found page whose URL has a hash, look the
 * path with its hash up in the site's redirects table (`/_build/{siteKey}/redirects.json`) and replace
 * the location with the target. Targets are same-site paths; anything else is refused.
 *
 * @returns whether the browser was sent elsewhere.
 */
export async function followHashRedirect(input: {
  document: Document;
  location: Location;
}): Promise<boolean> {
  const { document, location } = input;
  if (!location.hash || !document.querySelector('.sf-error--not-found')) return false;
  const siteKey = document.querySelector<HTMLMetaElement>('meta[name="sf-site"]')?.content;
  if (!siteKey) return false;
  const response = await fetch(buildFileUrl({ siteKey, file: REDIRECTS_FILE })).catch(() => null);
  if (!response?.ok) return false;
  const redirects = (await response.json().catch(() => [])) as SystemRedirect[];
  const target = matchRedirect({
    redirects,
    candidates: redirectCandidates({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    }),
  });
  if (!target || !isNavigableUrl({ url: target })) return false;
  // The same guard as the server's redirects: same-origin paths only, in the form the browser reads.
  const safe = safeLocation({ location: target, allowedHosts: SAME_ORIGIN_ONLY });
  if (safe === null) return false;
  location.replace(safe);
  return true;
}
