import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import type { RenderedPage } from '../../../core/pipeline/plugin.ts';
import { Island } from '../../../runtime/ui/Island.tsx';
import { renderPage } from '../../../runtime/ui/render.tsx';
import type { BasePageProps } from '../../../runtime/ui/types.ts';
import { Comparison } from '../islands/Comparison.tsx';
import { MeasurementToggle } from '../islands/MeasurementToggle.tsx';

/** What the comparison page needs beyond the base page props. */
export interface ComparisonView {
  /** Language of the product data (`de`). */
  language: string;
  /** The locale's country default, the system the page is built in (the visitor's cookie wins). */
  measurementSystem: MeasurementSystem;
  /** Basket texts, from `basketLabels(t)` (plugins/catalogue/islands/labels.ts). */
  labels: Record<string, string>;
  /** The image asset host the island transforms product images for (core/media/asset-host.ts). */
  assetHost: string;
}

/** Props of {@link renderComparisonPage}. */
export type ComparisonPageProps = BasePageProps & { comparison: ComparisonView };

/**
 * Renders the comparison page (`/{locale}/products/compare`; customer-area §4 comparison basket, §5
 * comparison rules) in the default layout: its title, the measurement-system toggle and the
 * comparison island, which fills itself from the visitor's basket in the browser (the server sees no
 * basket, so the prerendered page shows the loading note).
 *
 * @returns the whole HTML document, doctype included, and its route payload.
 */
export function renderComparisonPage(props: ComparisonPageProps): RenderedPage {
  const { comparison, locale } = props;
  const { labels } = comparison;
  return renderPage(
    props,
    <article className="sf-page sf-comparison-page">
      <h1 className="sf-page__title">{labels.title}</h1>
      <Island
        name="measurement-toggle"
        component={MeasurementToggle}
        props={{
          current: comparison.measurementSystem,
          labels: {
            metric: labels.metric ?? 'Metric',
            imperial: labels.imperial ?? 'Imperial',
            label: labels.measurementSystem ?? 'Measurement system',
          },
        }}
      />
      <Island
        name="comparison"
        component={Comparison}
        props={{
          language: comparison.language,
          country: locale.country,
          measurementSystem: comparison.measurementSystem,
          labels,
          assetHost: comparison.assetHost,
        }}
      />
    </article>,
  );
}
