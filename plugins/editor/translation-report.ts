import {
  pageTranslationState,
  type TranslationState,
  type TranslationTarget,
} from '../../core/editor/translation-state.ts';
import type { Locale } from '../../core/model/locale.ts';
import { BUILD_FOLDER } from '../../core/pipeline/build-files.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { pageAvailableInLocale } from '../../core/routing/page-validation.ts';

/** Site-relative file of a site's translation report, written by every build (below `_build/`: not served). */
export const TRANSLATIONS_FILE = `${BUILD_FOLDER}/translations.json`;

/** A CMS page as the translation report needs it (plugins/editor/load.ts). */
export interface ReportPage {
  id: string;
  /** Path below the locale (core/routing/page-path.ts): `company/history`, `''` for the home page. */
  path: string;
  /** Title in the site's first language, or the language the CMS fell back to. */
  title: string;
  /** Languages the page exists in. */
  languages: string[];
  /** Countries the page is valid for; empty (or `ALL`): every country. */
  countries: string[];
  sourceLanguage: string;
  targetLanguages: TranslationTarget[];
}

/** What the editor plugin loads for a site's translation report (plain data: it is hashed). */
export interface TranslationReportData {
  /** The site's published CMS pages. */
  pages: ReportPage[];
  /**
   * Per language of the site's locales, the pages the CMS answered in another language for it (its
   * locale preference: the language, then en), as `[page id, language served]`.
   */
  fallbacks: [language: string, pages: [pageId: string, servedIn: string][]][];
}

/** A page missing in a language ({@link LanguageCoverage.missing}). */
export interface MissingPage {
  pageId: string;
  path: string;
  title: string;
  /** The language the CMS falls back to for it (public-site §7 locale preference), null when none. */
  fallbackLanguage: string | null;
  /** Where a visitor of each locale of the language would find it (`/de-ch/careers`): no page is built there. */
  hrefs: string[];
}

/** Coverage of one language on one site. */
export interface LanguageCoverage {
  language: string;
  /** URL codes of the site's locales in this language (`de`, `de-ch`). */
  locales: string[];
  /** Pages of the site meant for a locale of this language (by their countries). */
  pages: number;
  /** Of those, the pages that exist in this language. */
  available: number;
  /** `available / pages`, rounded to 3 decimals; 1 for a site without pages. */
  coverage: number;
  /** Pages missing in this language, by path. */
  missing: MissingPage[];
}

/** A page whose translation is not finished ({@link SiteTranslationReport.inTranslation}). */
export interface PageInTranslation {
  pageId: string;
  path: string;
  title: string;
  sourceLanguage: string;
  /** customer-area §4 page-level state: InProgress or MarkedForTranslation. */
  state: TranslationState;
  /** Target languages not translated yet. */
  languages: string[];
}

/** What `_build/translations.json` holds for one site ({@link TRANSLATIONS_FILE}). */
export interface SiteTranslationReport {
  site: { key: string; id: string; name: string };
  pages: number;
  /** Per language of the site's locales, in their order. */
  languages: LanguageCoverage[];
  /** Pages by page-level translation state (customer-area §4). */
  states: Record<TranslationState, number>;
  /** Pages not `Translated`, by path. */
  inTranslation: PageInTranslation[];
}

/**
 * The translation report of one site (coverage per site × language, pages falling back to
 * another language): per language of its locales, how many of its CMS pages exist in the language and
 * which do not — with the language the CMS falls back to for them and the hrefs where the site's locales
 * of that language would have them (content pages are not built in a language they lack, plugins/content-pages:
 * a visitor there gets a 404, and a link to them is a broken link) — plus the pages by page-level
 * translation state (core/editor/translation-state.ts).
 *
 * @param input.site the site's key, id, name and URL slug (core/routing/link-slug.ts; null: none).
 * A page counts for a language when its countries admit one of the language's locales (a Swiss page
 * counts for de, fr and en where the site has their CH locales; core/routing/page-validation.ts
 * `pageAvailableInLocale`, the rule content-pages builds by).
 *
 * @param input.locales the site's locales, in derivation order.
 * @param input.data what plugins/editor/load.ts loaded.
 */
export function siteTranslationReport(input: {
  site: { key: string; id: string; name: string; slug: string | null };
  locales: readonly Pick<Locale, 'urlCode' | 'language' | 'country' | 'isInternational'>[];
  data: TranslationReportData;
}): SiteTranslationReport {
  const { site, locales, data } = input;
  const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
  const pages = [...data.pages].sort(byPath);
  const fallbacks = new Map(data.fallbacks.map(([language, served]) => [language, new Map(served)]));
  // The locales whose countries the page is for, whatever its languages.
  const localesFor = (page: ReportPage, inLanguage: typeof locales) =>
    inLanguage.filter((locale) =>
      pageAvailableInLocale({ page: { languages: [locale.language], countries: page.countries }, locale }),
    );
  const languages = [...new Set(locales.map((locale) => locale.language))].map(
    (language): LanguageCoverage => {
      const inLanguage = locales.filter((locale) => locale.language === language);
      const meant = pages.filter((page) => localesFor(page, inLanguage).length > 0);
      const missing = meant
        .filter((page) => !page.languages.includes(language))
        .map((page) => ({
          pageId: page.id,
          path: page.path,
          title: page.title,
          fallbackLanguage: fallbacks.get(language)?.get(page.id) ?? null,
          hrefs: localesFor(page, inLanguage).map((locale) =>
            localizeLink({ href: `/${page.path}`, localeUrlCode: locale.urlCode, siteSlug: site.slug }),
          ),
        }));
      const available = meant.length - missing.length;
      return {
        language,
        locales: inLanguage.map((locale) => locale.urlCode),
        pages: meant.length,
        available,
        coverage: meant.length === 0 ? 1 : Math.round((available / meant.length) * 1000) / 1000,
        missing,
      };
    },
  );
  const states: Record<TranslationState, number> = { MarkedForTranslation: 0, InProgress: 0, Translated: 0 };
  const inTranslation: PageInTranslation[] = [];
  for (const page of pages) {
    const state = pageTranslationState(page.targetLanguages);
    states[state] += 1;
    if (state === 'Translated') continue;
    inTranslation.push({
      pageId: page.id,
      path: page.path,
      title: page.title,
      sourceLanguage: page.sourceLanguage,
      state,
      languages: page.targetLanguages
        .filter((target) => target.translationState !== 'Translated')
        .map((target) => target.language),
    });
  }
  return {
    site: { key: site.key, id: site.id, name: site.name },
    pages: pages.length,
    languages,
    states,
    inTranslation,
  };
}
