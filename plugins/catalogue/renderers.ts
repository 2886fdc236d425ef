import type { Translations } from '../../core/i18n/index.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageRenderer, RenderContext } from '../../core/pipeline/plugin.ts';
import { type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import type { HeadView } from '../../runtime/ui/types.ts';
import { bodyHtml } from './body-cache.ts';
import { type ComparisonView, renderComparisonPage } from './comparison/page.tsx';
import { type CatalogueBody, renderCataloguePage } from './render.tsx';

/** Props every catalogue view takes: the page's own and the fragments `layout` and `translations`. */
export interface CatalogueViewProps {
  /** Fragment `layout:<locale>`: the locale's default layout. */
  layout: LayoutFragment;
  /** Fragment `translations`: the UI translations of every language. */
  translations: Translations;
  /** The locale's default measurement system (customer-area §4), on `<html data-measurement-system>`. */
  measurementSystem: MeasurementSystem;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/**
 * Props of the `catalogue:page` view (classification, product and capability pages); `body` is a
 * fragment `body:<language>:<hash>` (body-cache.ts), its links holding the locale token.
 */
export interface CataloguePageViewProps extends CatalogueViewProps {
  body: CatalogueBody;
}

/** Props of the `catalogue:comparison` view (the comparison page). */
export interface ComparisonPageViewProps extends CatalogueViewProps {
  comparison: ComparisonView;
}

/** A view's props as a descriptor holds them: without those its fragments supply. */
export type OwnProps<Props> = Omit<Props, 'layout' | 'translations' | 'body'>;

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), in the default layout with the
 * breadcrumbs and head of the page: `catalogue:page`, a page body rendered once per thread and fragment
 * with the page's locale in its links, and `catalogue:comparison`, the comparison page.
 */
export const catalogueRenderers = {
  'catalogue:page': (props: CataloguePageViewProps, { locale }: RenderContext) => {
    const layout = layoutProps(props.layout, props.translations);
    return renderCataloguePage({
      ...layout,
      measurementSystem: props.measurementSystem,
      breadcrumbs: props.breadcrumbs,
      head: props.head,
      bodyHtml: bodyHtml({ body: props.body, t: layout.t, localeUrlCode: locale.urlCode }),
    });
  },
  'catalogue:comparison': (props: ComparisonPageViewProps) =>
    renderComparisonPage({
      ...layoutProps(props.layout, props.translations),
      measurementSystem: props.measurementSystem,
      breadcrumbs: props.breadcrumbs,
      head: props.head,
      comparison: props.comparison,
    }),
} satisfies Record<string, PageRenderer>;
