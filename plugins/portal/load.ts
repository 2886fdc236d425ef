import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** What the portal plugin loads for one site: the layout navigation and the UI translations. */
export interface PortalPluginData {
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

let translations: Promise<Translations> | null = null;

/**
 * Loads the layout navigation of every language of the site through the shared queue, and the UI
 * translations (read once per process).
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadPortal(context: LoadContext): Promise<PortalPluginData> {
  const { site } = context;
  translations ??= loadTranslations();
  const [navigationByLanguage, loaded] = await Promise.all([
    loadNavigationByLanguage({
      transport: context.fetch,
      site: site.cms,
      languages: localeLanguages(site.locales),
    }),
    translations,
  ]);
  return { navigationByLanguage, translations: loaded };
}
