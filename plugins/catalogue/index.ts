import { fileURLToPath } from 'node:url';
import { loadTranslations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadCatalogue } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declareCataloguePages } from './pages.ts';
import type { CataloguePluginData } from './plugin-data.ts';
import { catalogueRenderers } from './renderers.ts';
import { createPreferencesRouter } from './server/preferences-route.ts';
import { createProductsRouter } from './server/products-route.ts';

export { optionsSchema };

let translations: ReturnType<typeof loadTranslations> | null = null;

/**
 * The catalogue plugin (customer-area §2 catalogue routes, §3 product classification, product detail and
 * capability, §4 measurement system, §5 catalogue rules, §7 product data service; public-site §2
 * breadcrumbs, §9 image sizes): in every locale of the site, the pages `/products`, `/services`,
 * `/smart-factory`, every classification and product below them for the locale's country, a page per
 * capability at `/capabilities/{slug}` and the comparison page at `/products/compare`.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, CataloguePluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:catalogue',
    async load(context) {
      translations ??= loadTranslations();
      const [content, loaded] = await Promise.all([loadCatalogue(context, options), translations]);
      return { ...content, translations: loaded };
    },
    pages: (context) => declareCataloguePages(context, options),
    renderers: catalogueRenderers,
    routes: [
      // The basket's product data: `/api/products/by-slugs`, `/api/products/suggestions` (customer-area §4).
      { path: '/api/products', create: (context) => createProductsRouter(context) },
      // The visitor's measurement system and fallback language (public-site §4 cookies).
      { path: '/api/preferences', create: () => createPreferencesRouter() },
    ],
    islands: {
      /** A product's 'add to comparison' button with the basket count (customer-area §4). */
      'basket-button': {
        module: here('./islands/BasketButton.tsx'),
        export: 'BasketButton',
        watch: { module: here('./islands/watches.ts'), export: 'watchBasketButton' },
      },
      /** A product's image gallery and its lightbox (public-site §9 lightbox thumbnail 80). */
      'product-gallery': { module: here('./islands/Gallery.tsx'), export: 'Gallery' },
      /** The metric / imperial switch (customer-area §4 measurement system). */
      'measurement-toggle': {
        module: here('./islands/MeasurementToggle.tsx'),
        export: 'MeasurementToggle',
        watch: { module: here('./islands/watches.ts'), export: 'watchMeasurementToggle' },
      },
      /** The comparison basket on the comparison page (customer-area §4). */
      comparison: { module: here('./islands/Comparison.tsx'), export: 'Comparison' },
    },
    pageStyles: [here('./styles.css')],
  };
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
