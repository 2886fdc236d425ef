import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { createPageLayout } from '../../runtime/ui/page-layout.ts';
import { browserTitle } from '../../runtime/ui/title.ts';
import { portalLabels } from './islands/labels.ts';
import { portalScreenLabels } from './islands/screen-labels.ts';
import type { PortalPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import { type PortalPageProps, renderCallbackPage, renderPortalShell } from './render.tsx';

/** Path of the login callback page below the locale segment (customer-area §2 `/callback`). */
export const CALLBACK_PATH = 'callback';

/**
 * Declares, in every locale with a navigation, the portal shell at the option `segment` and the login
 * callback page at {@link CALLBACK_PATH} (customer-area §2). Both are in the default layout with the
 * breadcrumbs Home then the portal title, without canonical URL or hreflang alternates (signed-in pages).
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
    const layout = createPageLayout({
      site,
      locale,
      navigation,
      translations: data.translations,
      assets: context.assets,
      buildId: context.buildId,
    });
    const labels = portalLabels(layout.t);
    const screenLabels = portalScreenLabels(layout.t);
    const title = labels.title;
    const props = (): PortalPageProps => ({
      ...layout.props,
      breadcrumbs: [
        { title: layout.homeTitle, href: layout.homeHref },
        { title, href: null },
      ],
      head: {
        title: browserTitle({ title, brandName: layout.brandName }),
        canonical: null,
        alternates: [],
      },
      portal: { portalSegment, labels, screenLabels },
    });
    return [
      { locale, path: portalSegment, title, render: () => renderPortalShell(props()) },
      { locale, path: CALLBACK_PATH, title, render: () => renderCallbackPage(props()) },
    ];
  });
}
