import { createTranslator, type Translations, type Translator } from '../../core/i18n/index.ts';
import { translateLabels } from '../../core/i18n/labels.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { HeaderForm, ResolvedSite } from '../../core/pipeline/plugin.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { buildLayoutNavigation } from '../../core/routing/navigation.ts';
import { pageActions } from '../../core/routing/page-actions.ts';
import type { BasePageProps, HeaderFormView } from './types.ts';

/** Props of the default layout, without the page's breadcrumbs and head. */
export type LayoutProps = Omit<BasePageProps, 'breadcrumbs' | 'head'>;

/**
 * The default layout of one site and locale as plain data (a page fragment, core/pipeline/plugin.ts
 * `PagesContext.fragment`): {@link LayoutProps} without the translator, which {@link layoutProps} adds
 * back at render time from the translations fragment.
 */
export type LayoutFragment = Omit<LayoutProps, 't'>;

/** The default layout of one site and locale, shared by every page a plugin declares there. */
export interface PageLayout {
  /** Props of the default layout, without the page's breadcrumbs and head. */
  props: LayoutProps;
  /** The same as plain data, to register as a fragment. */
  fragment: LayoutFragment;
  t: Translator;
  /** The site slug links carry (null on the main site and own-host sites). */
  siteSlug: string | null;
  /** Localized home URL, e.g. `/de-ch/events`. */
  homeHref: string;
  /** Title of the breadcrumbs' home item. */
  homeTitle: string;
  /** The browser-title suffix: the site's brand, else the site's name. */
  brandName: string;
  /** Localizes a site-relative path (`/products/x` → `/de-ch/products/x`). */
  href(path: string): string;
}

/**
 * Builds the default layout for a locale (public-site §2 "All other pages share one default layout"):
 * header and footer navigation filtered for the locale's country and localized, brand, theme, client
 * assets, build meta and the header forms of the site's plugins (`ResolvedSite.headerForms`). Action
 * items are rendered only for the actions that run on the layout's pages (core/routing/page-actions.ts:
 * the site's plugins answer them and `segment` is not excluded); the CMS navigation itself is not changed.
 */
export function createPageLayout(input: {
  site: ResolvedSite;
  locale: Locale;
  navigation: CmsNavigation;
  translations: Translations;
  assets: ClientAssets;
  /** The release written into the page's build meta tag (core/pipeline/plugin.ts `SiteContext.release`). */
  release: string;
  /**
   * The first path segment (after the locale and site slug) of every page in this layout, for a plugin
   * whose pages all live below one (`editor`, `mykomax`); default null (pages anywhere in the site).
   */
  segment?: string | null;
}): PageLayout {
  const { site, locale } = input;
  const t = createTranslator({ translations: input.translations, language: locale.language });
  const siteSlug = linkSiteSlug(site.cms);
  const href = (path: string) => localizeLink({ href: path, localeUrlCode: locale.urlCode, siteSlug });
  const { header, footer } = buildLayoutNavigation({
    navigation: input.navigation,
    country: locale.country,
    language: locale.language,
    editor: false,
    localeUrlCode: locale.urlCode,
    siteSlug,
    actions: pageActions({ actions: site.actions, segment: input.segment ?? null }),
  });
  const brand = site.brand
    ? {
        name: site.brand.name,
        logoUrl: site.brand.image?.url ?? null,
        logoAlt: site.brand.image?.alternativeText ?? site.brand.name,
      }
    : null;
  const homeHref = href('/');
  const headerFormView = (form: HeaderForm): HeaderFormView => ({
    island: form.island,
    action: href(form.path),
    field: form.field,
    labels: translateLabels({ t, namespace: form.labels.namespace, keys: form.labels.keys }),
    locale: locale.urlCode,
    siteSlug: site.cms.slug,
  });
  const fragment: LayoutFragment = {
    locale,
    header,
    footer,
    site: { name: site.cms.name, homeHref, theme: site.cms.theme, brand },
    assets: input.assets,
    build: { buildId: input.release, siteKey: site.key },
    measurementSystem: locale.measurementSystem,
    // Only where the site has header forms, so the layout of other sites stays the same data.
    ...(site.headerForms?.length ? { headerForms: site.headerForms.map(headerFormView) } : {}),
    // In the props, not read at render time: the new year re-renders every page (core/pipeline/incremental.ts).
    copyrightYear: new Date().getFullYear(),
  };
  return {
    props: { ...fragment, t },
    fragment,
    t,
    siteSlug,
    homeHref,
    homeTitle: t('home'),
    brandName: site.brand?.name ?? site.cms.name,
    href,
  };
}

// One translator per translations object and language, shared by every page a thread renders.
const translators = new WeakMap<Translations, Map<string, Translator>>();

/**
 * The layout props of a page at render time: the layout fragment with the translator of its locale's
 * language made from the translations fragment (made once per thread, language and translations).
 */
export function layoutProps(layout: LayoutFragment, translations: Translations): LayoutProps {
  let byLanguage = translators.get(translations);
  if (!byLanguage) {
    byLanguage = new Map();
    translators.set(translations, byLanguage);
  }
  const language = layout.locale.language;
  let t = byLanguage.get(language);
  if (!t) {
    t = createTranslator({ translations, language });
    byLanguage.set(language, t);
  }
  return { ...layout, t };
}
