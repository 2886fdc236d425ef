/**
 * Props of the page renderers in `render.tsx`. Everything is computed before rendering (in the
 * `pages` hook): components only lay it out. ARCHITECTURE "The build" step 5: (page props, locale) → HTML.
 */
import type { Translator } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { AlternateView, BreadcrumbView, FooterView, HeaderView } from '../../core/model/view.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';

/** The brand shown in the header and copyright line (public-site §3 brand). */
export interface BrandView {
  name: string;
  /** Logo URL, fetched 96 px high (public-site §9); null shows the name only. */
  logoUrl: string | null;
  logoAlt: string;
}

/** The site a page belongs to. */
export interface SiteView {
  /** Site name; shown when there is no brand. */
  name: string;
  /** Localized home URL of the site and locale (`/de-ch`, `/events/en`). */
  homeHref: string;
  /** Theme name as the content service spells it (`Light_Blue`); the class is `theme-light_blue` (§9). */
  theme: string;
  brand: BrandView | null;
}

/** What goes into `<head>`. */
export interface HeadView {
  /**
   * Browser title, brand suffix included unless the title is the brand's name: see `browserTitle()` in
   * `title.ts` (public-site §2).
   */
  title: string;
  /** Absolute canonical URL, or null for none. */
  canonical: string | null;
  /**
   * hreflang alternates (core/routing/alternates.ts `hreflangAlternates`): the page itself among them,
   * `x-default` included when the caller passes one.
   */
  alternates: AlternateView[];
  /**
   * Meta description, also `og:description`: plain text of at most 160 characters, from the
   * page's own description or lead text, else the first sentences of its body (core/text/description.ts).
   * Default none.
   */
  description?: string;
  /**
   * Absolute URL of the page's image for `og:image` (a transformed asset-host URL), when the page has
   * one. Default none.
   */
  image?: string;
  /** Text alternative of {@link image}, as `og:image:alt`. Default none. */
  imageAlt?: string;
  /** Open Graph `og:type`; default `website` (`article` for stories and media releases). */
  type?: 'website' | 'article';
  /** `<meta name="robots">` content (`noindex` for a protected page's gate). Default none (indexed). */
  robots?: string;
}

/**
 * The build a page comes from, written into `<meta name="sf-build">` and `<meta name="sf-site">` so the
 * browser can poll `/_build/{siteKey}/latest.json` for a newer one (public-site §4 new-release detection).
 */
export interface BuildView {
  /** Id of the build that rendered the page. */
  buildId: string;
  /** Key of the page's site (its `sites/` file, the CMS site id). */
  siteKey: string;
}

/** Props every page renderer takes. */
export interface BasePageProps {
  locale: Locale;
  /** Translator for `locale` (from `createTranslator` in core/i18n). */
  t: Translator;
  site: SiteView;
  header: HeaderView;
  footer: FooterView;
  /** The trail, home item first, last item without href (public-site §2 breadcrumbs). */
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
  /** Year in the copyright line; default: the current year. Pass it to keep rendering pure. */
  copyrightYear?: number;
  /**
   * The client bundle the page links: stylesheets as `<link rel="stylesheet">`, scripts as
   * `<script type="module" src>` (from the build context's `assets`). Default: none.
   */
  assets?: ClientAssets;
  /** The build and site, for release detection in the browser; default: no build meta tags. */
  build?: BuildView;
  /** The page's default measurement system (`<html data-measurement-system>`); default none. */
  measurementSystem?: MeasurementSystem;
  /**
   * The forms the site's plugins put into the header (core/pipeline/plugin.ts `Plugin.headerForm`), for
   * this locale; default none.
   */
  headerForms?: HeaderFormView[];
}

/**
 * A header form of one locale (core/pipeline/plugin.ts `HeaderForm`), plain data: what the header shows
 * without scripts (a GET form with one text field) and the props of the island mounted over it.
 */
export interface HeaderFormView {
  /** The island mounted over the plain form (client-rendered). */
  island: string;
  /** Localized URL the form is sent to (`/de-ch/search`, `/en/events/search`). */
  action: string;
  /** Name of the text field (`q`). */
  field: string;
  /** The form's texts in the page's language, by key; `label` and `submit` among them. */
  labels: Record<string, string>;
  /** URL code of the page's locale (`de-ch`). */
  locale: string;
  /** The site's slug (public-site §3 site: slug), null for the main site. */
  siteSlug: string | null;
}

/** A content page: `page.html` is already sanitized (see `renderRichText` in core/rich-text). */
export interface ContentPageProps extends BasePageProps {
  page: { title: string; html: string };
}

/** The not-found page (public-site §2, §8: 'Page Not Found: {path}'). */
export interface NotFoundPageProps extends BasePageProps {
  /** The requested path, shown in the heading (`/en/nope`). */
  path: string;
}

/**
 * The error page (public-site §2 error page). It must render when little is known, so navigation,
 * breadcrumbs and head are optional: no header/footer navigation is shown without them, the trail
 * defaults to Home then the error title, the browser title to the error title with the brand suffix.
 */
export interface ErrorPageProps extends Omit<BasePageProps, 'header' | 'footer' | 'breadcrumbs' | 'head'> {
  header?: HeaderView;
  footer?: FooterView;
  breadcrumbs?: BreadcrumbView[];
  head?: HeadView;
}
