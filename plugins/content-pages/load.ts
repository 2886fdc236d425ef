import { loadAllConnectionPages } from '../../core/content/connection-pages.ts';
import { loadNavigationByLanguage, loadPages, loadSiteRedirects } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { CmsNavigation, CmsPage, SystemRedirect } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import {
  PAGE_MODULES_PAGE_SIZE,
  PAGE_MODULES_QUERY,
  type PageModule,
  pageModulesConnectionSchema,
} from '../../core/model/modules.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** What the content-pages plugin loads for one site. */
export interface ContentData {
  /** Published pages per language, as localized for that language (with en fallback). */
  pagesByLanguage: Map<string, CmsPage[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  redirects: SystemRedirect[];
  /**
   * Content modules per language, then page id (core/model/modules.ts), in the language of the page as
   * loaded for that language; pages without modules are absent.
   */
  modulesByLanguage: Map<string, Map<string, PageModule[]>>;
}

/**
 * Loads pages and header/footer navigation for every language the site's locales use, plus the site's
 * system redirects, all through the shared queue (core/content/services.ts). The locale preference is
 * the language, then en (public-site §7).
 */
export async function loadContent(context: LoadContext): Promise<ContentData> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  const [pages, modules, navigationByLanguage, redirects] = await Promise.all([
    Promise.all(
      languages.map(async (language) => {
        const preference = localePreference({ language });
        return [
          language,
          await loadPages({ transport, siteId: site.cms.id, languages: preference }),
        ] as const;
      }),
    ),
    Promise.all(
      languages.map(async (language) => {
        const preference = localePreference({ language });
        return [
          language,
          await loadPageModules({ transport, siteId: site.cms.id, languages: preference }),
        ] as const;
      }),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    loadSiteRedirects({ transport, siteId: site.cms.id }),
  ]);
  return {
    pagesByLanguage: new Map(pages),
    navigationByLanguage,
    redirects,
    modulesByLanguage: new Map(modules),
  };
}

/**
 * `pageModulesQuery` (core/model/modules.ts): the content modules of every page of a site in one locale
 * preference (published stage), following the Relay cursor.
 *
 * @returns `{page id}:{language}` ({@link modulesKey}) → the page's modules, for the pages that have
 *   any; the language is the one the modules came in, so a page served in a fallback language finds
 *   its modules under that language, as its body.
 * @throws what the transport throws (a zod error names the field path).
 */
export async function loadPageModules(input: {
  transport: ServiceTransport;
  siteId: string;
  languages: readonly string[];
}): Promise<Map<string, PageModule[]>> {
  const nodes = await loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName: 'pageModulesQuery',
      query: PAGE_MODULES_QUERY,
      variables: { siteId: input.siteId, locales: input.languages, stage: 'PUBLISHED' },
      languages: input.languages,
      schema: pageModulesConnectionSchema,
    },
    pageSize: PAGE_MODULES_PAGE_SIZE,
    connection: (answer) => answer.pagesConnection,
  });
  return new Map(
    nodes.filter((node) => node.modules.length > 0).map((node) => [modulesKey(node), node.modules]),
  );
}

/** The key of a page's modules in one language: `{page id}:{language}`. */
export function modulesKey(page: { id: string; locale: string }): string {
  return `${page.id}:${page.locale}`;
}
