import type { SiteAction } from '../pipeline/plugin.ts';

/**
 * The in-app actions that run on a site's pages below one first path segment (public-site §2 link
 * targets, §6 "Public features (navigation, news feed, basket) run only on the public main site";
 * customer-area §1 "The public main site excludes the first segments mykomax and editor"): the site's
 * actions ({@link SiteAction}, from the plugins it lists) whose excluded segments do not hold `segment`
 * (compared case-insensitively). A navigation item of any other action is not rendered there
 * (core/routing/navigation.ts `buildNavigation`).
 *
 * @param input.actions the site's actions (`ResolvedSite.actions`; none when undefined).
 * @param input.segment the pages' first path segment after the locale and site slug (`editor`), or null
 *   for pages anywhere in the site (content pages, the catalogue).
 * @returns the names of the actions that run there.
 */
export function pageActions(input: {
  actions: readonly SiteAction[] | undefined;
  segment: string | null;
}): Set<string> {
  const segment = input.segment?.toLowerCase() ?? null;
  return new Set(
    (input.actions ?? [])
      .filter(
        (action) =>
          segment === null || !action.excludedSegments.some((excluded) => excluded.toLowerCase() === segment),
      )
      .map((action) => action.name),
  );
}
