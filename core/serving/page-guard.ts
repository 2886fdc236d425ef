import type { IncomingMessage } from 'node:http';
import type { RuntimeContext, ServedSite } from './context.ts';

/*
 * Page guards: the one run-time hook through which a plugin keeps some of a site's prerendered pages
 * behind a check (public-site §6 "pages whose protection is password or ciam role"). Part of the plugin
 * contract (core/pipeline/plugin.ts `Plugin.pageGuards`) and asked by the
 * content handler (runtime/server/content-handler.ts) before it sends a page of a site.
 */

/** The page request a guard is asked about: a built page of the site exists at `locale` / `path`. */
export interface GuardedPageRequest {
  /** The request (the runtime passes its framework's request: cookies parsed by cookie-parser). */
  request: IncomingMessage;
  served: ServedSite;
  /** The site's locale the URL names (`de-ch`). */
  locale: string;
  /** The page path below locale and site slug, percent-decoded (`internal-2025/internal-productronica`). */
  path: string;
}

/**
 * What a guard answers: null, the page is not its concern (the next guard, then the page as built);
 * otherwise the page is guarded and answered `Cache-Control: private, no-store`, with `file` (relative
 * to the site's tree, e.g. below `_build/`, which is never served as a page) sent in place of the built
 * page, or the built page itself when `file` is null (e.g. a password gate built at the page's path).
 */
export type PageGuardAnswer = { file: string | null } | null;

/**
 * A guard, asked for every page request the content handler is about to answer with a built page. Must
 * not write to the response. Declared as a method so that a guard typed with a framework's richer request
 * (Express `Request`) fits, as runtime routes do (core/serving/context.ts `RouteHandler`).
 */
export type PageGuard = {
  check(input: GuardedPageRequest): PageGuardAnswer | Promise<PageGuardAnswer>;
}['check'];

/** A plugin's page guard ({@link Plugin.pageGuards}): made once when the runtime starts. */
export interface PageGuardFactory {
  create(context: RuntimeContext): PageGuard;
}

/**
 * Asks `guards` in order about a page request.
 * @returns the first answer that is not null, or null when no guard claims the page.
 */
export async function checkPageGuards(
  guards: readonly PageGuard[],
  input: GuardedPageRequest,
): Promise<PageGuardAnswer> {
  for (const guard of guards) {
    const answer = await guard(input);
    if (answer) return answer;
  }
  return null;
}
