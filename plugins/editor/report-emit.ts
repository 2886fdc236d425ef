import type { EmitContext } from '../../core/pipeline/plugin.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import {
  siteTranslationReport,
  TRANSLATIONS_FILE,
  type TranslationReportData,
} from './translation-report.ts';

/** What the editor plugin's `emit` reads: its `load` data holds the report's under `translationReport`. */
type ReportEmitContext = Pick<EmitContext<{ translationReport: TranslationReportData }>, 'site' | 'data'>;

/**
 * Writes the site's translation report `_build/translations.json` (plugins/editor/translation-report.ts
 * `SiteTranslationReport`), read by `GET /api/translation/report`.
 */
export async function emitTranslationReport(
  context: ReportEmitContext & Pick<EmitContext<unknown>, 'writeFile'>,
): Promise<void> {
  const { site, data } = context;
  const report = siteTranslationReport({
    site: { key: site.key, id: site.cms.id, name: site.cms.name, slug: linkSiteSlug(site.cms) },
    locales: site.locales,
    data: data.translationReport,
  });
  await context.writeFile(TRANSLATIONS_FILE, JSON.stringify(report));
}
