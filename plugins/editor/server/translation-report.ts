import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import { linkCheckFile } from '../../../core/pipeline/build-files.ts';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import { type MissingPage, type SiteTranslationReport, TRANSLATIONS_FILE } from '../translation-report.ts';

/** Links of one locale of a site into a page that was not built (from its link-check report). */
export interface LinksIntoMissingPage {
  /** Key of the linking site. */
  site: string;
  /** URL code of the linking pages' locale. */
  locale: string;
  href: string;
  /** Pages of that locale linking it. */
  count: number;
  /** The first linking pages' URLs. */
  pages: string[];
}

/** A missing page in the fleet report: with the links into it that the build's link check found. */
export interface ReportedMissingPage extends MissingPage {
  /** Broken links of the fleet's pages whose href is one of the page's {@link MissingPage.hrefs}. */
  links: LinksIntoMissingPage[];
}

/**
 * `GET /api/translation/report` (editors only): the translation
 * reports of every served site (`_build/translations.json`, written by the editor plugin's `emit`,
 * plugins/editor/translation-report.ts), in the runtime's site order, as `{ sites: SiteTranslationReport[] }`.
 * Each missing page also gets `links`: the links into it that the build's link check reported broken
 * (`_build/link-check/<locale>.json` of every served site; none when the link check is off,
 * config `linkCheck: ignore`). A site without a report (built before the editor plugin wrote one, or
 * without the plugin) is left out. Answers 502 JSON `{ error }` when a report cannot be read.
 */
export async function answerTranslationReport(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
}): Promise<void> {
  const { context, response } = input;
  try {
    const served = context.sites();
    const [reports, broken] = await Promise.all([
      Promise.all(
        served.map((site) => readJson<SiteTranslationReport>(path.join(site.dir, TRANSLATIONS_FILE))),
      ),
      brokenLinksByHref(served),
    ]);
    const sites = reports
      .filter((report): report is SiteTranslationReport => report !== null)
      .map((report) => ({
        ...report,
        languages: report.languages.map((language) => ({
          ...language,
          missing: language.missing.map(
            (page): ReportedMissingPage => ({
              ...page,
              links: page.hrefs.flatMap((href) => broken.get(href) ?? []),
            }),
          ),
        })),
      }));
    response.json({ sites });
  } catch (error) {
    context.logger.error({ err: error }, 'The translation report could not be read');
    response.status(502).json({ error: 'The translation report could not be read from the built sites.' });
  }
}

/** Every served site's broken links (the link-check reports of its locales), by href. */
async function brokenLinksByHref(sites: readonly ServedSite[]): Promise<Map<string, LinksIntoMissingPage[]>> {
  const files = sites.flatMap((site) =>
    [...site.locales].map((locale) => ({
      site: site.site.key,
      locale,
      file: path.join(site.dir, linkCheckFile(locale)),
    })),
  );
  type LocaleReport = { broken?: { href: string; count: number; pages: string[] }[] };
  const reports = await Promise.all(files.map(({ file }) => readJson<LocaleReport>(file)));
  const byHref = new Map<string, LinksIntoMissingPage[]>();
  reports.forEach((report, index) => {
    const { site, locale } = files[index]!;
    for (const { href, count, pages } of report?.broken ?? []) {
      byHref.set(href, [...(byHref.get(href) ?? []), { site, locale, href, count, pages }]);
    }
  });
  return byHref;
}

/** A JSON file's contents, or null when there is no such file. */
async function readJson<Value>(file: string): Promise<Value | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
