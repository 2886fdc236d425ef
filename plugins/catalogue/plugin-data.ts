import type { Translations } from '../../core/i18n/index.ts';
import type { CatalogueContent } from './load.ts';

/** What the plugin's `load` returns: the catalogue and layout navigation plus the UI translations. */
export interface CataloguePluginData extends CatalogueContent {
  translations: Translations;
}
