import type { Translations } from '../../core/i18n/index.ts';
import type { CmsPage } from '../../core/model/content.ts';
import type { AlternateView } from '../../core/model/view.ts';
import { errorPageFile, NOT_FOUND_PATH_PLACEHOLDER, notFoundFile } from '../../core/pipeline/build-files.ts';
import type { PageDescriptor, PagesContext, ResolvedSite, SystemIndex } from '../../core/pipeline/plugin.ts';
import { renderRichText } from '../../core/rich-text/index.ts';
import { languageAlternates, siteOrigin } from '../../core/routing/alternates.ts';
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
import { createPageLayout } from '../../runtime/ui/page-layout.ts';
import { renderContentPage, renderErrorPage, renderNotFoundPage } from '../../runtime/ui/render.tsx';
import { browserTitle } from '../../runtime/ui/title.ts';
import type { ContentData } from './load.ts';
import type { ResolvedOptions } from './options.ts';

/**
 * Stands for the locale in rich-text links: bodies are rendered once per page and language, then the
 * token is replaced by each locale's code.
 */
const LOCALE_TOKEN = 'sf-locale-token';

/** What the plugin's `load` returns: the CMS content plus the UI translations. */
export interface ContentPluginData extends ContentData {
  translations: Translations;
}

/**
 * Declares every published, unprotected CMS page of the site in every locale where it is available
 * (public-site §2, §5), plus the not-found and error pages per locale. Pages with the same path compete
 * per country: a country-specific page wins over a universal one (public-site §5 home page rule,
 * applied to every page).
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
  const bodyCache = new Map<string, string>();
  const invalid = new Set<string>();

  // Which path each locale has, to build hreflang alternates.
  const pagesByLocale = new Map<string, Map<string, CmsPage>>();
  for (const locale of site.locales) {
    const available = (data.pagesByLanguage.get(locale.language) ?? []).filter(
      (page) =>
        page.locale === locale.language &&
        page.protection === 'none' &&
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

  for (const locale of site.locales) {
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!navigation) continue;
    const {
      props: layout,
      t,
      siteSlug,
      homeHref,
      homeTitle,
      brandName,
    } = createPageLayout({
      site,
      locale,
      navigation,
      translations: data.translations,
      assets: context.assets,
      buildId: context.buildId,
    });
    const { header } = layout;
    const localeUrlCode = locale.urlCode;

    for (const [path, page] of pagesByLocale.get(locale.urlCode) ?? []) {
      const href = localizeLink({ href: `/${path}`, localeUrlCode, siteSlug });
      const branch = findNavigationBranch({
        items: header.items,
        pageId: page.id,
        unlocalizedUrl: `/${path}`,
      });
      // The home page's trail is home alone.
      const breadcrumbs =
        path === ''
          ? buildBreadcrumbs({ homeTitle, homeHref, explicitTrail: [] })
          : buildBreadcrumbs({ homeTitle, homeHref, branch, pageTitle: page.title });
      const alternates = alternatesFor({ site, system: context.system, path, pagesByLocale, origin, page });
      const bodyKey = `${page.id}:${page.locale}`;
      descriptors.push({
        id: page.id,
        locale,
        path,
        title: page.title,
        render: () => {
          let body = bodyCache.get(bodyKey);
          if (body === undefined) {
            body = page.body ? renderRichText(page.body.markdown, { rewriteHref: localizeBodyLink }) : '';
            bodyCache.set(bodyKey, body);
          }
          const html = body.replaceAll(`/${LOCALE_TOKEN}`, `/${localeUrlCode}`);
          return renderContentPage({
            ...layout,
            site: { ...layout.site, theme: page.theme !== 'Default' ? page.theme : site.cms.theme },
            breadcrumbs,
            head: {
              title: browserTitle({ title: page.title, brandName }),
              canonical: page.canonicalUrl ?? `${origin}${href}`,
              alternates,
            },
            page: { title: page.title, html },
          });
        },
      });
    }

    const notFoundBreadcrumbs = buildBreadcrumbs({ homeTitle, homeHref });
    if (options.notFoundPage) {
      descriptors.push({
        locale,
        path: '404',
        file: notFoundFile(localeUrlCode),
        title: 'Page Not Found',
        render: () =>
          renderNotFoundPage({
            ...layout,
            breadcrumbs: notFoundBreadcrumbs,
            head: { title: browserTitle({ title: '404', brandName }), canonical: null, alternates: [] },
            path: NOT_FOUND_PATH_PLACEHOLDER,
          }),
      });
    }
    if (options.errorPage) {
      const errorTitle = t('error.title');
      descriptors.push({
        locale,
        path: '500',
        file: errorPageFile(localeUrlCode),
        title: errorTitle,
        render: () =>
          renderErrorPage({
            ...layout,
            breadcrumbs: buildBreadcrumbs({
              homeTitle,
              homeHref: '/',
              explicitTrail: [{ title: errorTitle, href: null }],
            }),
            head: { title: browserTitle({ title: errorTitle, brandName }), canonical: null, alternates: [] },
          }),
      });
    }
  }
  return descriptors;

  /** Site-relative links in rich text get the locale (a token, replaced per locale) and site slug. */
  function localizeBodyLink(href: string): string {
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    return localizeLink({ href, localeUrlCode: LOCALE_TOKEN, siteSlug: linkSiteSlug(site.cms) });
  }

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
 * hreflang alternates of a content page: the per-language set of core/routing/alternates.ts; the CMS's
 * alternate versions win over computed ones with the same hreflang.
 */
function alternatesFor(input: {
  site: ResolvedSite;
  system: SystemIndex;
  path: string;
  pagesByLocale: Map<string, Map<string, CmsPage>>;
  origin: string;
  page: CmsPage;
}): AlternateView[] {
  const { path, pagesByLocale } = input;
  const alternates = languageAlternates({
    ...input,
    has: (locale) => pagesByLocale.get(locale.urlCode)?.has(path) ?? false,
  });
  const byHreflang = new Map(alternates.map((alternate) => [alternate.hreflang, alternate]));
  for (const alternate of input.page.alternateVersions) {
    byHreflang.set(alternate.hreflang, { hreflang: alternate.hreflang, href: alternate.url });
  }
  return [...byHreflang.values()];
}
