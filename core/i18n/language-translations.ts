import { DEFAULT_LANGUAGE } from '../model/system-data.ts';
import type { Translations } from './index.ts';

/**
 * The part of the UI translations a page of one language is rendered with: the resources of `language`
 * (`de`; a locale code such as `de-CH` also brings its base language `de`) and of the fallback language
 * `en` (core/i18n/index.ts `createTranslator` falls back to it). Plugins register it as a per-language
 * fragment (`translations:{language}`), so that a page's input hash (core/pipeline/incremental.ts)
 * covers only the strings it can show: editing `locales/de/common.json` re-renders the German pages and
 * leaves the others untouched, while an edit to `en` re-renders every page (each falls back to it).
 *
 * @param translations every loaded language (core/i18n/index.ts `loadTranslations`).
 * @param language a UI language or a locale code; one without resources yields `en` alone.
 * @returns a new object holding the same namespace trees (not copied) for those languages only.
 */
export function languageTranslations(translations: Translations, language: string): Translations {
  const wanted = new Set([language, language.split('-')[0]!.toLowerCase(), DEFAULT_LANGUAGE]);
  const subset: Translations = {};
  for (const name of wanted) {
    const resources = translations[name];
    if (resources) subset[name] = resources;
  }
  return subset;
}
