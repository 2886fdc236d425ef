import { loadNavigationByLanguage } from '../../../core/content/services.ts';
import { loadTranslations, type Translations } from '../../../core/i18n/index.ts';
import type { CmsNavigation } from '../../../core/model/content.ts';
import { localeLanguages } from '../../../core/model/locale.ts';
import type { LoadContext, PageDescriptor, PagesContext } from '../../../core/pipeline/plugin.ts';
import { siteOrigin } from '../../../core/routing/alternates.ts';
import { localeFrames, type OwnProps } from '../../../runtime/ui/page-frame.ts';
import { searchScreenLabels } from '../labels.ts';
import { SEARCH_PATH } from '../screen-state.ts';
import type { SearchScreenViewProps } from './screen-renderer.tsx';

/** What the search screen's pages need from the plugin's `load`: the layout of each language. */
export interface SearchScreenData {
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

let translations: Promise<Translations> | null = null;

/**
 * Loads, through the shared queue, the layout navigation of every language of the site's locales and
 * the UI translations: what {@link declareSearchScreenPages} needs. For the plugin's `load` hook.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadSearchScreen(context: LoadContext): Promise<SearchScreenData> {
  translations ??= loadTranslations();
  const [navigationByLanguage, loaded] = await Promise.all([
    loadNavigationByLanguage({
      transport: context.fetch,
      site: context.site.cms,
      languages: localeLanguages(context.site.locales),
    }),
    translations,
  ]);
  return { navigationByLanguage, translations: loaded };
}

/**
 * Declares the search screen of every locale of the site (customer-area §3 Search) at `search` below
 * the locale (`/{locale}/search`; `/{locale}/{slug}/search` on a slug site), view `search:screen`, in
 * the default layout with breadcrumbs. The page is the same for every query (the island reads `?q=`), so
 * it is `noindex`, has no hreflang alternates and is unlisted: no sitemap lists it, and the client
 * navigator loads it as HTML.
 */
export function declareSearchScreenPages(context: PagesContext<SearchScreenData>): PageDescriptor[] {
  const { site } = context;
  const origin = siteOrigin(site, context.system);
  const descriptors: PageDescriptor[] = [];
  for (const { locale, frame } of localeFrames({ context, origin, alternatesOf: () => [] })) {
    const { t } = frame.layout;
    const title = t('search:title');
    descriptors.push({
      locale: locale.urlCode,
      path: SEARCH_PATH,
      title,
      view: 'search:screen',
      props: {
        title,
        screen: {
          labels: searchScreenLabels(t),
          localeCode: locale.urlCode,
          language: locale.code,
          siteSlug: site.cms.slug,
        },
        breadcrumbs: frame.trail({ title, href: null }),
        head: { ...frame.head({ title, path: SEARCH_PATH }), robots: 'noindex' },
      } satisfies OwnProps<SearchScreenViewProps>,
      fragments: frame.fragments,
      unlisted: true,
    });
  }
  return descriptors;
}
