import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkCheckFile } from '../../core/pipeline/build-files.ts';
import type { BrokenLink } from '../../core/pipeline/link-check.ts';
import type { PageSelection } from './pages.ts';
import type { CheckProblem } from './report.ts';

/** A locale's link-check report as the build writes it (core/pipeline/build-files.ts `linkCheckFile`). */
interface LocaleLinkReport {
  checked: number;
  broken: Omit<BrokenLink, 'site'>[];
}

/**
 * The links check: reads the build's link-check report of every chosen site and locale (the build
 * resolved every internal link as the runtime answers it; core/pipeline/link-check.ts) and turns each
 * broken href into a problem naming the pages that link it.
 * @returns links checked (distinct hrefs per site and locale), problems, and a note naming the sites'
 *   locales without a report (built with `linkCheck: 'ignore'`), if any.
 * @throws when a report exists but does not parse.
 */
export async function checkLinkReports(
  selection: PageSelection,
): Promise<{ checked: number; problems: CheckProblem[]; note?: string }> {
  let checked = 0;
  const problems: CheckProblem[] = [];
  const missing: string[] = [];
  for (const site of selection.sites) {
    const key = site.manifest.site.key;
    for (const locale of selection.locales.get(key) ?? []) {
      const file = path.join(site.dir, linkCheckFile(locale));
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        missing.push(`${key} ${locale}`);
        continue;
      }
      const report = JSON.parse(text) as LocaleLinkReport;
      checked += report.checked;
      for (const link of report.broken) {
        const more = link.count - link.pages.length;
        problems.push({
          site: key,
          page: link.href,
          message: `leads to no page; linked from ${link.pages.join(', ')}${more > 0 ? ` and ${more} more page${more === 1 ? '' : 's'}` : ''}`,
        });
      }
    }
  }
  return {
    checked,
    problems,
    ...(missing.length > 0
      ? { note: `no link-check report (built with linkCheck ignore?) for ${missing.join(', ')}` }
      : {}),
  };
}
