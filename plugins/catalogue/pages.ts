import { languageTranslations } from '../../core/i18n/language-translations.ts';
import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { createAlternatesOf, siteOrigin } from '../../core/routing/alternates.ts';
import {
  indexLanguage,
  indexLocale,
  type LanguageCatalogue,
  type LocaleCatalogue,
} from './catalogue-index.ts';
import { declareLocalePages } from './locale-pages.ts';
import type { ResolvedOptions } from './options.ts';
import type { CataloguePluginData } from './plugin-data.ts';

/**
 * Declares the catalogue pages of every locale (customer-area §2 catalogue routes, §3, §5): the roots
 * `products`, `services` and `smart-factory`, every classification and product placement of the
 * locale's country below them, a page per capability and the comparison page. Every locale is indexed
 * first, so that each page lists the locales that have its path as hreflang alternates. Every page is
 * data for the plugin's renderers (renderers.ts), its body computed here and shared as a fragment. Data
 * problems are logged once each as warnings (customer-area §8 not-found console messages).
 */
export function declareCataloguePages(
  context: PagesContext<CataloguePluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data, logger } = context;
  const reported = new Set<string>();
  const warnOnce = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    logger.warn(message);
  };

  const languages = new Map<string, LanguageCatalogue>();
  for (const [language, languageData] of data.byLanguage) {
    languages.set(language, indexLanguage({ data: languageData, log: warnOnce }));
  }
  const catalogues = new Map<string, LocaleCatalogue>();
  for (const locale of site.locales) {
    const language = languages.get(locale.language);
    if (!language) continue;
    const { capabilities, comparison } = options;
    catalogues.set(
      locale.urlCode,
      indexLocale({ language, country: locale.country, capabilities, comparison }),
    );
  }

  const origin = options.origin ?? siteOrigin(site, context.system);
  // The hreflang cluster of a path is computed once; each page takes its own list from it.
  const alternatesOf = createAlternatesOf({
    site,
    system: context.system,
    origin,
    has: (locale, path) => catalogues.get(locale.urlCode)?.paths.has(path) ?? false,
  });
  return site.locales.flatMap((locale) => {
    const catalogue = catalogues.get(locale.urlCode);
    const language = languages.get(locale.language);
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!catalogue || !language || !navigation) return [];
    // Only this language's strings (and the fallback's): an edit to another language re-renders nothing here.
    const translations = context.fragment(
      `translations:${locale.language}`,
      languageTranslations(data.translations, locale.language),
    );
    return declareLocalePages({
      context,
      locale,
      catalogue,
      productsBySlug: language.productsBySlug,
      navigation,
      origin,
      alternates: alternatesOf,
      capabilityLinks: options.capabilities,
      translations,
      warn: warnOnce,
    });
  });
}
