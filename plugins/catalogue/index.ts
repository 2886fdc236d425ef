import { loadTranslations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadCatalogue } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { type CataloguePluginData, declareCataloguePages } from './pages.ts';

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
  };
});
