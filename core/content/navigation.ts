import { DEFAULT_LANGUAGE } from '../model/constants.ts';
import { type CmsNavigation, NAVIGATION_QUERY, navigationSchema } from '../model/content.ts';
import type { ServiceFetcher } from '../pipeline/fetch-queue.ts';
import type { ResolvedSite } from '../pipeline/plugin.ts';

/** The locale preference of a content call (public-site §7): the language, then en. */
export function languagePreference(language: string): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE])];
}

/**
 * Loads a site's header and footer navigation in one language through the shared queue. Plugins that
 * each need the layout call this; identical calls are sent once (the queue de-duplicates them).
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export function loadNavigation(input: {
  fetch: ServiceFetcher;
  site: ResolvedSite;
  language: string;
}): Promise<CmsNavigation> {
  const { site, language } = input;
  return input.fetch.request({
    service: 'content',
    operationName: 'navigationQuery',
    query: NAVIGATION_QUERY,
    variables: {
      headerId: site.cms.headerNavigation!.id,
      footerId: site.cms.footerNavigation!.id,
      locales: languagePreference(language),
      stage: 'PUBLISHED',
    },
    languages: languagePreference(language),
    schema: navigationSchema,
  });
}

/** {@link loadNavigation} for every language of the site's locales. */
export async function loadNavigationByLanguage(input: {
  fetch: ServiceFetcher;
  site: ResolvedSite;
}): Promise<Map<string, CmsNavigation>> {
  const languages = [...new Set(input.site.locales.map((locale) => locale.language))];
  const entries = await Promise.all(
    languages.map(async (language) => [language, await loadNavigation({ ...input, language })] as const),
  );
  return new Map(entries);
}
