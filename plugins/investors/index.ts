import { fileURLToPath } from 'node:url';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { type InvestorsPluginData, loadInvestors } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declareInvestorsPages } from './pages.ts';
import { investorsRenderers } from './renderers.tsx';

export { optionsSchema };

let translations: Promise<Translations> | null = null;

/**
 * The investors plugin (public-site §1 "investor and financial tables"): in every locale
 * of the site `/{locale}/investors`, the CMS's financial tables (key figures over the fiscal years) as
 * accessible tables, numbers formatted for the locale (German as de-CH, public-site §9). View
 * `investors:page`. The main site lists it; its footer links `/investors`.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, InvestorsPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:investors',
    load(context) {
      translations ??= loadTranslations();
      return loadInvestors({ context, translations });
    },
    pages: (context) => declareInvestorsPages(context, options),
    renderers: investorsRenderers,
    pageStyles: [fileURLToPath(new URL('./styles.css', import.meta.url))],
  };
});
