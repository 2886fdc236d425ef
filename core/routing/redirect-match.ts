import type { SystemRedirect } from '../model/content.ts';

/**
 * The URLs a request is looked up by in the CMS redirects (public-site §2, customer-area §5 "Redirect
 * match picks the longest previousUrl among path, and path with query or hash"). The server knows path
 * and query; only the browser knows the hash.
 *
 * @param input.search `?a=1` or ''; @param input.hash `#top` or ''.
 */
export function redirectCandidates(input: { pathname: string; search?: string; hash?: string }): string[] {
  const { pathname, search = '', hash = '' } = input;
  return [pathname, ...(search ? [`${pathname}${search}`] : []), ...(hash ? [`${pathname}${hash}`] : [])];
}

/**
 * The target of the redirect whose `previousUrl` is the longest of those equal to a candidate.
 * @returns the target, or null when no redirect matches.
 */
export function matchRedirect(input: {
  redirects: readonly SystemRedirect[];
  candidates: readonly string[];
}): string | null {
  const candidates = new Set(input.candidates);
  let best: SystemRedirect | null = null;
  for (const redirect of input.redirects) {
    if (!candidates.has(redirect.previousUrl)) continue;
    if (!best || redirect.previousUrl.length > best.previousUrl.length) best = redirect;
  }
  return best?.target ?? null;
}
