import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { createAlternatesOf, siteOrigin } from '../../core/routing/alternates.ts';
import { describeText } from '../../core/text/description.ts';
import { localeFrames, type OwnProps } from '../../runtime/ui/page-frame.ts';
import type { InvestorsPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import type { InvestorsViewProps } from './renderers.tsx';
import { financialTableView } from './views.ts';

/** Path of the investor page below the locale (public-site §1 "investor and financial tables"). */
export const INVESTORS_PATH = 'investors';

/**
 * Declares the investor page of every locale of the site (public-site §1 "investor and financial
 * tables") at `/{locale}/investors`: the CMS's financial tables, numbers formatted for
 * the locale (format.ts; German as de-CH, public-site §9), each an accessible table with caption and
 * row and column headers. Default layout, breadcrumbs, canonical URL, hreflang alternates over every
 * locale, the intro as meta description. A locale whose language has no tables still gets the page
 * (the header and footer link it everywhere), saying so.
 */
export function declareInvestorsPages(
  context: PagesContext<InvestorsPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data } = context;
  const origin = options.origin ?? siteOrigin(site, context.system);
  const alternatesOf = createAlternatesOf({ site, system: context.system, origin, has: () => true });

  const descriptors: PageDescriptor[] = [];
  for (const { locale, frame } of localeFrames({ context, origin, alternatesOf })) {
    const { t } = frame.layout;
    const tables = data.tablesByLanguage.get(locale.language) ?? [];
    const title = t('investors:title');
    const intro = t('investors:intro');
    const head = frame.head({ title, path: INVESTORS_PATH });
    descriptors.push({
      locale: locale.urlCode,
      path: INVESTORS_PATH,
      title,
      view: 'investors:page',
      props: {
        title,
        intro,
        tables: tables.map((table) => financialTableView(table, { locale, t })),
        breadcrumbs: frame.trail({ title, href: null }),
        head: {
          ...head,
          description: describeText({ text: intro, language: locale.code }) ?? head.description,
        },
      } satisfies OwnProps<InvestorsViewProps>,
      fragments: frame.fragments,
      sources: tables.map((table) => table.id),
    });
  }
  return descriptors;
}
