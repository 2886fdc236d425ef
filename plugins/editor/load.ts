import { loadPages } from '../../core/content/services.ts';
import { DEFAULT_SOURCE_LANGUAGE } from '../../core/editor/translation-state.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import { pagePath } from '../../core/routing/page-path.ts';
import type { ReportPage, TranslationReportData } from './translation-report.ts';

/**
 * Loads what the site's translation report needs (plugins/editor/translation-report.ts): the site's
 * published CMS pages in every language of its locales, with the same requests content-pages and seo send
 * (`pagesQuery`, locale preference: the language, then en), so the shared fetch queue answers them once.
 * Leaves out protected pages (password or role: unlisted, docs/security.md rule 11).
 * Keeps only ids, paths, titles, languages, countries and translation fields, and per language the pages the CMS
 * answered in another language; in language order, whatever order the answers came in (the data is part
 * of the site's inputs hash).
 */
export async function loadTranslationReportData(context: LoadContext): Promise<TranslationReportData> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  const answers = await Promise.all(
    languages.map((language) =>
      loadPages({ transport, siteId: site.cms.id, languages: localePreference({ language }) }),
    ),
  );
  const pages = new Map<string, ReportPage>();
  const fallbacks: TranslationReportData['fallbacks'] = [];
  languages.forEach((language, index) => {
    const served: [string, string][] = [];
    for (const page of answers[index] ?? []) {
      // A protected page is unlisted (its address may be its access token): the report names it nowhere.
      if (page.protection !== 'none') continue;
      if (page.locale !== language) served.push([page.id, page.locale]);
      if (pages.has(page.id)) continue;
      pages.set(page.id, {
        id: page.id,
        path: pagePath(page),
        title: page.title,
        languages: page.languages,
        countries: page.countries,
        sourceLanguage: page.translationSourceLanguage || DEFAULT_SOURCE_LANGUAGE,
        targetLanguages: page.translationTargetLanguages,
      });
    }
    fallbacks.push([language, served]);
  });
  return { pages: [...pages.values()], fallbacks };
}
