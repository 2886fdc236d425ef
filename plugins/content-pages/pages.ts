import type { Translations } from '../../core/i18n/index.ts';
import { languageTranslations } from '../../core/i18n/language-translations.ts';
import { transformImage } from '../../core/media/image-url.ts';
import type { CmsPage } from '../../core/model/content.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { PageModule } from '../../core/model/modules.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import { errorPageFile, NOT_FOUND_PATH_PLACEHOLDER, notFoundFile } from '../../core/pipeline/build-files.ts';
import type { PageDescriptor, PageRenderer, PagesContext } from '../../core/pipeline/plugin.ts';
import { type BodyFragment, renderLocalizedBody } from '../../core/rich-text/localized-body.ts';
import { summarizeRichText } from '../../core/rich-text/summary.ts';
import { createAlternatesOf, siteOrigin, withAlternateVersions } from '../../core/routing/alternates.ts';
import { buildBreadcrumbs } from '../../core/routing/breadcrumbs.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { findNavigationBranch } from '../../core/routing/navigation.ts';
import { pagePath } from '../../core/routing/page-path.ts';
import {
  PageValidationError,
  pageAvailableInLocale,
  selectPageForCountry,
  validateContentPage,
  validateHomePage,
} from '../../core/routing/page-validation.ts';
import { createPageLayout, type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import { renderErrorPage, renderNotFoundPage } from '../../runtime/ui/render.tsx';
import { browserTitle } from '../../runtime/ui/title.ts';
import type { HeadView } from '../../runtime/ui/types.ts';
import { type ContentData, modulesKey } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import { renderModularContentPage } from './render.tsx';

/** What the plugin's `load` returns: the CMS content plus the UI translations. */
/**
 * Summaries by language and body, kept from one build to the next in a long-lived builder process (whose
 * next build declares mostly the same bodies again); at most {@link SUMMARIES_KEPT}, the oldest dropped.
 */
const summariesKept = new Map<string, ReturnType<typeof summarizeRichText>>();
const SUMMARIES_KEPT = 5_000;

/** {@link summarizeRichText} of a body in a language, remembered (parsing Markdown is the slow part). */
function keptSummary(markdown: string | null, language: string): ReturnType<typeof summarizeRichText> {
  const key = `${language}\u0000${markdown ?? ''}`;
  let summary = summariesKept.get(key);
  if (!summary) {
    summary = summarizeRichText(markdown, { language });
    if (summariesKept.size >= SUMMARIES_KEPT) summariesKept.delete(summariesKept.keys().next().value!);
    summariesKept.set(key, summary);
  }
  return summary;
}

export interface ContentPluginData extends ContentData {
  translations: Translations;
}

/** The fragments every page of the plugin references: the locale's layout and the UI translations. */
interface LayoutFragments {
  layout: LayoutFragment;
  translations: Translations;
}

/** Props of the `content-pages:content` view (fragments `layout`, `translations`, `body`, `modules`). */
interface ContentViewProps extends LayoutFragments {
  body: BodyFragment;
  /** The page's content modules in its language (core/model/modules.ts); absent for none. */
  modules?: PageModule[];
  /** The page's theme, or the site's when the page keeps the default. */
  theme: string;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
  title: string;
}

/** Props of the `content-pages:error` view. */
interface ErrorViewProps extends LayoutFragments {
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/** Props of the `content-pages:not-found` view. */
interface NotFoundViewProps extends ErrorViewProps {
  /** The requested path, a placeholder the runtime fills. */
  path: string;
}

/** The page's own props of a view: its props without the fragments. */
type OwnProps<Props> = Omit<Props, keyof LayoutFragments | 'body' | 'modules'>;

/**
 * Declares every published, unprotected CMS page of the site in every locale where it is available
 * (public-site §2, §5), plus the not-found and error pages per locale. Pages with the same path compete
 * per country: a country-specific page wins over a universal one (public-site §5 home page rule,
 * applied to every page). Each page names its view ({@link contentRenderers}) and references the
 * fragments `translations:{language}` (that language's UI strings), `layout:{locale}` (default layout of a locale) and, for CMS pages,
 * `body:{pageId}:{language}` (the body, shared by the locales of its language) and, for pages with
 * content modules, `modules:{pageId}:{language}`.
 *
 * @throws PageValidationError 'Invalid home page configuration…' when a locale has no home page.
 */
export function declareContentPages(
  context: PagesContext<ContentPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data, logger } = context;
  const origin = options.origin ?? siteOrigin(site, context.system);
  const descriptors: PageDescriptor[] = [];
  const invalid = new Set<string>();
  const pageTypes = new Set(options.pageTypes);

  // Which path each locale has, to build hreflang alternates.
  const pagesByLocale = new Map<string, Map<string, CmsPage>>();
  for (const locale of site.locales) {
    const available = (data.pagesByLanguage.get(locale.language) ?? []).filter(
      (page) =>
        page.locale === locale.language &&
        page.protection === 'none' &&
        pageTypes.has(page.pageType) &&
        pageAvailableInLocale({ page, locale }) &&
        isValidContentPage(page, locale.language),
    );
    const byPath = new Map<string, CmsPage[]>();
    for (const page of available) {
      const path = pagePath(page);
      byPath.set(path, [...(byPath.get(path) ?? []), page]);
    }
    const homePages = byPath.get('') ?? [];
    validateHomePage({ homePages, country: locale.country, siteName: site.cms.name });
    const chosen = new Map<string, CmsPage>();
    for (const [path, candidates] of byPath) {
      const page = selectPageForCountry({ candidates, country: locale.country });
      if (page) chosen.set(path, page);
    }
    pagesByLocale.set(locale.urlCode, chosen);
  }
  const siteSlugOfLinks = linkSiteSlug(site.cms);
  const ownUrl = (locale: Locale, path: string) =>
    `${origin}${localizeLink({ href: `/${path}`, localeUrlCode: locale.urlCode, siteSlug: siteSlugOfLinks })}`;
  // A page whose CMS canonical URL names another page is no member of its path's hreflang cluster.
  const alternatesOf = createAlternatesOf({
    site,
    system: context.system,
    origin,
    has: (locale, path) => {
      const page = pagesByLocale.get(locale.urlCode)?.get(path);
      return page !== undefined && isOwnCanonical(page, ownUrl(locale, path));
    },
  });
  // One summary (description, image) per page and language, whatever the number of locales showing it.
  const summaries = new Map<string, ReturnType<typeof summarizeRichText>>();
  const summaryOf = (page: CmsPage) => {
    const key = `${page.id}:${page.locale}`;
    let summary = summaries.get(key);
    if (!summary) {
      summary = keptSummary(page.body?.markdown ?? null, page.locale);
      summaries.set(key, summary);
    }
    return summary;
  };

  for (const locale of site.locales) {
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!navigation) continue;
    const { props, fragment, t, siteSlug, homeHref, homeTitle, brandName } = createPageLayout({
      site,
      locale,
      navigation,
      translations: data.translations,
      assets: context.assets,
      release: context.release,
    });
    const localeUrlCode = locale.urlCode;
    const layout = context.fragment(`layout:${localeUrlCode}`, fragment);
    // Only this language's strings (and the fallback's): an edit to another language re-renders nothing here.
    const translations = context.fragment(
      `translations:${locale.language}`,
      languageTranslations(data.translations, locale.language),
    );

    for (const [path, page] of pagesByLocale.get(locale.urlCode) ?? []) {
      const href = localizeLink({ href: `/${path}`, localeUrlCode, siteSlug });
      const branch = findNavigationBranch({
        items: props.header.items,
        pageId: page.id,
        unlocalizedUrl: `/${path}`,
      });
      // The home page's trail is home alone.
      const breadcrumbs =
        path === ''
          ? buildBreadcrumbs({ homeTitle, homeHref, explicitTrail: [] })
          : buildBreadcrumbs({ homeTitle, homeHref, branch, pageTitle: page.title });
      const canonical = page.canonicalUrl ?? `${origin}${href}`;
      const alternates = isOwnCanonical(page, `${origin}${href}`)
        ? withAlternateVersions(alternatesOf(path, locale), page)
        : [];
      const summary = summaryOf(page);
      // One body per page and language, whatever the number of locales showing it.
      const body: BodyFragment = { markdown: page.body?.markdown ?? null, siteSlug };
      // Its modules too, shared like the body by the locales of its language.
      const modules = data.modulesByLanguage.get(locale.language)?.get(modulesKey(page));
      descriptors.push({
        id: page.id,
        locale: localeUrlCode,
        path,
        title: page.title,
        view: 'content-pages:content',
        props: {
          theme: page.theme !== 'Default' ? page.theme : site.cms.theme,
          breadcrumbs,
          head: {
            title: browserTitle({ title: page.title, brandName }),
            canonical,
            alternates,
            description:
              summary.description ?? fallbackDescription({ title: page.title, siteName: brandName }),
            ...(summary.image && { image: openGraphImage(summary.image, origin) }),
          },
          title: page.title,
        } satisfies OwnProps<ContentViewProps>,
        fragments: {
          layout,
          translations,
          body: context.fragment(`body:${page.id}:${page.locale}`, body),
          ...(modules && { modules: context.fragment(`modules:${page.id}:${page.locale}`, modules) }),
        },
        sources: [page.id],
      });
    }

    const shared = { layout, translations };
    if (options.notFoundPage) {
      descriptors.push({
        locale: localeUrlCode,
        path: '404',
        file: notFoundFile(localeUrlCode),
        title: 'Page Not Found',
        view: 'content-pages:not-found',
        props: {
          breadcrumbs: buildBreadcrumbs({ homeTitle, homeHref }),
          head: { title: browserTitle({ title: '404', brandName }), canonical: null, alternates: [] },
          path: NOT_FOUND_PATH_PLACEHOLDER,
        } satisfies OwnProps<NotFoundViewProps>,
        fragments: shared,
      });
    }
    if (options.errorPage) {
      const errorTitle = t('error.title');
      descriptors.push({
        locale: localeUrlCode,
        path: '500',
        file: errorPageFile(localeUrlCode),
        title: errorTitle,
        view: 'content-pages:error',
        props: {
          breadcrumbs: buildBreadcrumbs({
            homeTitle,
            homeHref: '/',
            explicitTrail: [{ title: errorTitle, href: null }],
          }),
          head: { title: browserTitle({ title: errorTitle, brandName }), canonical: null, alternates: [] },
        } satisfies OwnProps<ErrorViewProps>,
        fragments: shared,
      });
    }
  }
  return descriptors;

  function isValidContentPage(page: CmsPage, language: string): boolean {
    const key = `${page.id}:${language}`;
    if (invalid.has(key)) return false;
    try {
      validateContentPage({ page, language, countries: context.system.countries });
      return true;
    } catch (error) {
      if (!(error instanceof PageValidationError)) throw error;
      invalid.add(key);
      logger.warn(error.message);
      return false;
    }
  }
}

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), in the default layout: a CMS page
 * (`content-pages:content`, public-site §2 content pages), the not-found page (`content-pages:not-found`,
 * its path a placeholder the runtime fills, §2, §8) and the error page (`content-pages:error`, §2).
 */
export const contentRenderers: Record<string, PageRenderer> = {
  'content-pages:content': ({
    layout,
    translations,
    body,
    modules,
    theme,
    title,
    ...page
  }: ContentViewProps) => {
    const props = layoutProps(layout, translations);
    const html = renderLocalizedBody({ body, localeUrlCode: layout.locale.urlCode });
    return renderModularContentPage({
      ...props,
      site: { ...props.site, theme },
      ...page,
      page: { title, html },
      modules: modules ?? [],
      siteSlug: body.siteSlug,
    });
  },
  'content-pages:not-found': ({ layout, translations, ...page }: NotFoundViewProps) =>
    renderNotFoundPage({ ...layoutProps(layout, translations), ...page }),
  'content-pages:error': ({ layout, translations, ...page }: ErrorViewProps) =>
    renderErrorPage({ ...layoutProps(layout, translations), ...page }),
};

/** Whether a page is its own canonical: it names no canonical URL, or its own URL. */
function isOwnCanonical(page: CmsPage, url: string): boolean {
  return page.canonicalUrl === null || page.canonicalUrl === url;
}

/** Width of Open Graph images in px: what link previews show at full width. */
const OPEN_GRAPH_IMAGE_WIDTH = 1200;

/** An image of the body as `og:image`: transformed when on the asset host, made absolute otherwise. */
function openGraphImage(url: string, origin: string): string {
  const transformed = transformImage({ url, width: OPEN_GRAPH_IMAGE_WIDTH }) ?? url;
  return transformed.startsWith('/') && !transformed.startsWith('//')
    ? `${origin}${transformed}`
    : transformed;
}

/** The description of a page whose body has no prose: its title and the site's name. */
function fallbackDescription(input: { title: string; siteName: string }): string {
  return input.title === input.siteName ? input.title : `${input.title} – ${input.siteName}`;
}
