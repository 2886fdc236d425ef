import type { z } from 'zod';
import { languagePreference, loadNavigationByLanguage } from '../../core/content/navigation.ts';
import {
  type CmsNavigation,
  type CmsPage,
  PAGES_PAGE_SIZE,
  PAGES_QUERY,
  pagesConnectionSchema,
  SITE_REDIRECTS_QUERY,
  type SystemRedirect,
  systemRedirectsSchema,
} from '../../core/model/content.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** What the content-pages plugin loads for one site. */
export interface ContentData {
  /** Published pages per language, as localized for that language (with en fallback). */
  pagesByLanguage: Map<string, CmsPage[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  redirects: SystemRedirect[];
}

/**
 * Loads pages and header/footer navigation for every language the site's locales use, plus the site's
 * system redirects, all through the shared queue. The locale preference is the language, then en
 * (public-site §7).
 */
export async function loadContent(context: LoadContext): Promise<ContentData> {
  const { site, fetch } = context;
  const languages = [...new Set(site.locales.map((locale) => locale.language))];
  const preference = languagePreference;

  const loadPages = async (language: string): Promise<CmsPage[]> => {
    const pages: CmsPage[] = [];
    let after: string | null = null;
    do {
      const answer: z.output<typeof pagesConnectionSchema> = await fetch.request({
        service: 'content',
        operationName: 'pagesQuery',
        query: PAGES_QUERY,
        variables: {
          siteId: site.cms.id,
          locales: preference(language),
          stage: 'PUBLISHED',
          first: PAGES_PAGE_SIZE,
          after,
        },
        languages: preference(language),
        schema: pagesConnectionSchema,
      });
      pages.push(...answer.pagesConnection.edges.map((edge) => edge.node));
      after = answer.pagesConnection.pageInfo.hasNextPage ? answer.pagesConnection.pageInfo.endCursor : null;
    } while (after);
    return pages;
  };

  const [pages, navigation, redirects] = await Promise.all([
    Promise.all(languages.map(async (language) => [language, await loadPages(language)] as const)),
    loadNavigationByLanguage({ fetch, site }),
    fetch.request({
      service: 'content',
      operationName: 'systemRedirects',
      query: SITE_REDIRECTS_QUERY,
      variables: { siteId: site.cms.id },
      schema: systemRedirectsSchema,
    }),
  ]);
  return {
    pagesByLanguage: new Map(pages),
    navigationByLanguage: navigation,
    redirects: redirects.systemRedirects,
  };
}
