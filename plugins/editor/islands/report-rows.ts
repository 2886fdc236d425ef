import type { ReportedMissingPage } from '../server/translation-report.ts';
import type { LanguageCoverage, SiteTranslationReport } from '../translation-report.ts';

/**
 * The rows of the translation report table (coverage per site × language, pages falling back
 * to another language, links into pages missing in a language), from the `sites` of
 * `GET /api/translation/report` (plugins/editor/server/translation-report.ts). Pure.
 */

/** A site's report as the route answers it: each missing page with the links into it. */
export type ReportedSite = Omit<SiteTranslationReport, 'languages'> & {
  languages: (Omit<LanguageCoverage, 'missing'> & { missing: ReportedMissingPage[] })[];
};

/** One row: a site in one language. */
export interface ReportRow {
  /** The site's key (`main`). */
  site: string;
  siteName: string;
  language: string;
  /** Pages of the site, and those that exist in the language. */
  pages: number;
  available: number;
  /** `available / pages` as a whole percentage (100 for a site without pages). */
  percent: number;
  /** Pages missing in the language that visitors see in another one: path and that language. */
  fallbacks: { path: string; title: string; language: string }[];
  /** Links of the fleet's pages into pages missing in the language (broken links). */
  missingLinks: number;
}

/** One row per site and language, in the report's order (sites, then each site's locales' languages). */
export function reportRows(sites: readonly ReportedSite[]): ReportRow[] {
  return sites.flatMap((report) =>
    report.languages.map((coverage) => ({
      site: report.site.key,
      siteName: report.site.name,
      language: coverage.language,
      pages: coverage.pages,
      available: coverage.available,
      percent: Math.round(coverage.coverage * 100),
      fallbacks: coverage.missing.flatMap((page) =>
        page.fallbackLanguage === null
          ? []
          : [{ path: page.path, title: page.title, language: page.fallbackLanguage }],
      ),
      missingLinks: coverage.missing.reduce(
        (sum, page) => sum + (page.links ?? []).reduce((links, link) => links + link.count, 0),
        0,
      ),
    })),
  );
}
