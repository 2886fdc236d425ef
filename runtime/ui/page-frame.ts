import type { Translations } from '../../core/i18n/index.ts';
import { languageTranslations } from '../../core/i18n/language-translations.ts';
import { transformImage } from '../../core/media/image-url.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { AlternateView, BreadcrumbView } from '../../core/model/view.ts';
import type { PagesContext } from '../../core/pipeline/plugin.ts';
import { buildBreadcrumbs } from '../../core/routing/breadcrumbs.ts';
import { describeText } from '../../core/text/description.ts';
import {
  createPageLayout,
  type LayoutFragment,
  type LayoutProps,
  layoutProps,
  type PageLayout,
} from './page-layout.ts';
import { browserTitle } from './title.ts';
import type { HeadView } from './types.ts';

/**
 * The frame of a plugin's pages in the default layout, the same on both sides of a page descriptor:
 * in the `pages` hook, {@link createPageFrame} gives a locale's layout, the fragments every page
 * references, the breadcrumb trail and the head; at render time, {@link frameProps} turns the
 * descriptor's frame props back into the layout's props for `renderPage` (runtime/ui/render.tsx).
 */

/** Width of a page's Open Graph image in px: what link previews show at full width. */
export const OPEN_GRAPH_IMAGE_WIDTH = 1200;

/** Props every view in the frame takes: the fragments `layout` and `translations`, the trail and head. */
export interface FrameProps {
  layout: LayoutFragment;
  translations: Translations;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/** A view's props as a descriptor holds them: without those its fragments supply (`body` included). */
export type OwnProps<Props> = Omit<Props, 'layout' | 'translations' | 'body'>;

/** The props of `renderPage` from a view's frame props (the translator made from the fragment). */
export function frameProps(props: FrameProps): LayoutProps & Pick<FrameProps, 'breadcrumbs' | 'head'> {
  const { layout, translations, breadcrumbs, head } = props;
  return { ...layoutProps(layout, translations), breadcrumbs, head };
}

/** What an article's head takes from it (a story, a media release; public-site §3). */
export interface ArticleHead {
  leadText: string;
  /** Its image, shown by link previews (`og:image`); none when absent, null or missing. */
  image?: { url: string | null; alternativeText: string | null } | null;
}

/** One locale's frame of a plugin's pages. */
export interface PageFrame {
  /** The locale's default layout (translator, `href`, brand). */
  layout: PageLayout;
  /** The fragment keys every page of the locale references: `layout:{locale}` and `translations`. */
  fragments: { layout: string; translations: string };
  /** The breadcrumbs: home, then `items` (the last without href). */
  trail(...items: BreadcrumbView[]): BreadcrumbView[];
  /**
   * A page's head: browser title with the brand, canonical URL at
   * the origin, hreflang alternates, and as description the article's lead text (core/text
   * `describeText`), else `{title} – {brand}`; an article is `og:type` article with its image at
   * {@link OPEN_GRAPH_IMAGE_WIDTH} px.
   *
   * @param page.path the page's path below the locale (`stories/x`).
   */
  head(page: { title: string; path: string; article?: ArticleHead }): HeadView;
}

/**
 * The frame of one locale's pages: builds its default layout (runtime/ui/page-layout.ts
 * `createPageLayout`) and registers the fragments `translations:{language}` (the plugin data's UI
 * translations of the locale's language and the fallback, core/i18n/language-translations.ts) and
 * `layout:{locale}` (registering again keeps the first value, so each locale may call this).
 *
 * @param input.origin the origin of canonical and hreflang URLs (`https://www.example.com`).
 * @param input.alternatesOf the site's hreflang alternates of a path (core/routing/alternates.ts
 *   `createAlternatesOf`).
 * @param input.segment the first path segment of every page in the frame, if one (runtime/ui/page-layout.ts
 *   `createPageLayout`); default null.
 */
export function createPageFrame(input: {
  context: Pick<
    PagesContext<{ translations: Translations }>,
    'site' | 'data' | 'assets' | 'release' | 'fragment'
  >;
  locale: Locale;
  navigation: CmsNavigation;
  origin: string;
  alternatesOf: (path: string, locale: Locale) => AlternateView[];
  segment?: string | null;
}): PageFrame {
  const { context, locale, origin } = input;
  // Only this language's strings (and the fallback's): an edit to another language re-renders nothing here.
  const translations = context.fragment(
    `translations:${locale.language}`,
    languageTranslations(context.data.translations, locale.language),
  );
  const layout = createPageLayout({
    site: context.site,
    locale,
    navigation: input.navigation,
    translations: context.data.translations,
    assets: context.assets,
    release: context.release,
    segment: input.segment,
  });
  return {
    layout,
    fragments: { layout: context.fragment(`layout:${locale.urlCode}`, layout.fragment), translations },
    trail: (...items) =>
      buildBreadcrumbs({ homeTitle: layout.homeTitle, homeHref: layout.homeHref, explicitTrail: items }),
    head: ({ title, path, article }) => {
      const description =
        (article && describeText({ text: article.leadText, language: locale.code })) ??
        `${title} – ${layout.brandName}`;
      const image =
        article?.image && transformImage({ url: article.image.url, width: OPEN_GRAPH_IMAGE_WIDTH });
      return {
        title: browserTitle({ title, brandName: layout.brandName }),
        canonical: `${origin}${layout.href(`/${path}`)}`,
        alternates: input.alternatesOf(path, locale),
        description,
        ...(article ? { type: 'article' as const } : {}),
        ...(image ? { image, imageAlt: article?.image?.alternativeText || title } : {}),
      };
    },
  };
}

/**
 * The frame of each of the site's locales whose language has a navigation (a locale without one gets
 * no pages of the plugin), in the site's locale order: {@link createPageFrame} per locale.
 *
 * @param input.context the plugin's pages context; its data carries the UI translations and the CMS
 *   navigation per language (`navigationByLanguage`, language code → navigation).
 * @param input.origin the origin of canonical and hreflang URLs (`https://www.example.com`).
 * @param input.alternatesOf as {@link createPageFrame}.
 * @param input.segment as {@link createPageFrame}.
 */
export function* localeFrames(input: {
  context: Pick<
    PagesContext<{ translations: Translations; navigationByLanguage: ReadonlyMap<string, CmsNavigation> }>,
    'site' | 'data' | 'assets' | 'release' | 'fragment'
  >;
  origin: string;
  alternatesOf: (path: string, locale: Locale) => AlternateView[];
  segment?: string | null;
}): Generator<{ locale: Locale; frame: PageFrame }> {
  const { context, origin, alternatesOf, segment } = input;
  for (const locale of context.site.locales) {
    const navigation = context.data.navigationByLanguage.get(locale.language);
    if (!navigation) continue;
    yield { locale, frame: createPageFrame({ context, locale, navigation, origin, alternatesOf, segment }) };
  }
}
