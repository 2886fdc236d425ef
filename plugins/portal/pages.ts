import type { Translations } from '../../core/i18n/index.ts';
import { languageTranslations } from '../../core/i18n/language-translations.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageDescriptor, PageRenderer, PagesContext } from '../../core/pipeline/plugin.ts';
import { createPageLayout, type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import { browserTitle } from '../../runtime/ui/title.ts';
import type { HeadView } from '../../runtime/ui/types.ts';
import { portalLabels } from './islands/labels.ts';
import { portalScreenLabels } from './islands/screen-labels.ts';
import type { PortalPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import { type PortalView, renderCallbackPage, renderPortalShell } from './render.tsx';

/** Path of the login callback page below the locale segment (customer-area §2 `/callback`). */
export const CALLBACK_PATH = 'callback';

/**
 * Props of the views `portal:shell` and `portal:callback`: the fragments `layout`, `translations` and
 * `portal` (the locale's texts and the segment), and the page's breadcrumbs and head.
 */
interface PortalViewProps {
  layout: LayoutFragment;
  translations: Translations;
  portal: PortalView;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/**
 * Declares, in every locale with a navigation, the portal shell at the option `segment` and the login
 * callback page at {@link CALLBACK_PATH} (customer-area §2). Both are in the default layout with the
 * breadcrumbs Home then the portal title, without canonical URL or hreflang alternates (signed-in pages).
 * They reference the fragments `translations:{language}` (that language's UI strings), `layout:{locale}` and `portal:{locale}`.
 */
export function declarePortalPages(
  context: PagesContext<PortalPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data } = context;
  const portalSegment = options.segment;
  return site.locales.flatMap((locale) => {
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!navigation) return [];
    // Only this language's strings (and the fallback's): an edit to another language re-renders nothing here.
    const translations = context.fragment(
      `translations:${locale.language}`,
      languageTranslations(data.translations, locale.language),
    );
    const layout = createPageLayout({
      site,
      locale,
      navigation,
      translations: data.translations,
      assets: context.assets,
      release: context.release,
      // The customer area's layout, for its sign-in callback too: not the public main site (customer-area §1).
      segment: portalSegment,
    });
    const labels = portalLabels(layout.t);
    const screenLabels = portalScreenLabels(layout.t);
    const title = labels.title;
    const fragments = {
      layout: context.fragment(`layout:${locale.urlCode}`, layout.fragment),
      translations,
      portal: context.fragment(`portal:${locale.urlCode}`, { portalSegment, labels, screenLabels }),
    };
    const props: Omit<PortalViewProps, keyof typeof fragments> = {
      breadcrumbs: [
        { title: layout.homeTitle, href: layout.homeHref },
        { title, href: null },
      ],
      head: {
        title: browserTitle({ title, brandName: layout.brandName }),
        canonical: null,
        alternates: [],
      },
    };
    const page = { locale: locale.urlCode, title, props, fragments };
    return [
      { ...page, path: portalSegment, view: 'portal:shell' },
      { ...page, path: CALLBACK_PATH, view: 'portal:callback' },
    ];
  });
}

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), in the default layout: the portal
 * shell (`portal:shell`) and the login callback page (`portal:callback`), customer-area §2.
 */
export const portalRenderers: Record<string, PageRenderer> = {
  'portal:shell': ({ layout, translations, ...page }: PortalViewProps) =>
    renderPortalShell({ ...layoutProps(layout, translations), ...page }),
  'portal:callback': ({ layout, translations, ...page }: PortalViewProps) =>
    renderCallbackPage({ ...layoutProps(layout, translations), ...page }),
};
