import { loadNavigationByLanguage, loadPages, loadSiteRedirects } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { CmsNavigation, CmsPage, SystemRedirect } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
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
 * system redirects, all through the shared queue (core/content/services.ts). The locale preference is
 * the language, then en (public-site §7).
 */
export async function loadContent(context: LoadContext): Promise<ContentData> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  const [pages, navigationByLanguage, redirects] = await Promise.all([
    Promise.all(
      languages.map(async (language) => {
        const preference = localePreference({ language });
        return [
          language,
          await loadPages({ transport, siteId: site.cms.id, languages: preference }),
        ] as const;
      }),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    loadSiteRedirects({ transport, siteId: site.cms.id }),
  ]);
  return { pagesByLanguage: new Map(pages), navigationByLanguage, redirects };
}
