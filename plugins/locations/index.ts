import { fileURLToPath } from 'node:url';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { type LocationsPluginData, loadLocations } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declareLocationsPages } from './pages.ts';
import { locationsRenderers } from './renderers.tsx';

export { optionsSchema };

let translations: Promise<Translations> | null = null;

/**
 * The locations plugin (public-site §1 "locations and contacts", §2): in every locale of
 * the site `/{locale}/locations`, the group's locations by country (company, kind, address, phone,
 * e-mail; no map) and the contacts for the locale's country (all of them, by country, in an
 * international locale). View `locations:page`. Listed by every site with content pages; their footers
 * link `/locations`.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, LocationsPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:locations',
    load(context) {
      translations ??= loadTranslations();
      return loadLocations({ context, translations });
    },
    pages: (context) => declareLocationsPages(context, options),
    renderers: locationsRenderers,
    pageStyles: [fileURLToPath(new URL('./styles.css', import.meta.url))],
  };
});
