import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import type { CheckProblem } from './report.ts';

/** axe-core's tags for WCAG 2.2 level A and AA (2.0 and 2.1 rules included, as WCAG 2.2 contains them). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Time a page is given after its load event for its islands to hydrate, in milliseconds. */
const SETTLE_MS = 500;

/** Targets named per violation in a problem line; the JSON report's count says how many there were. */
const TARGETS_SHOWN = 3;

/**
 * The accessibility check: loads each page in a fresh browser context, waits for it to settle (load,
 * then half a second for the islands to hydrate), and runs axe-core with the WCAG 2.2 A
 * and AA rules ({@link WCAG_22_AA_TAGS}); a problem per rule violated on a page, naming the first
 * elements; a page the runtime does not answer with 2xx is a problem, not checked further.
 * @param input.pages the pages, each with the absolute URL it is visited at.
 * @param input.onPage progress, before each page.
 * @throws a navigation error (the page does not load) or an axe failure.
 */
export async function checkAccessibility(input: {
  browser: Browser;
  pages: readonly { site: string; url: string; visit: string }[];
  onPage?: (index: number, url: string) => void;
}): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  for (const [index, page] of input.pages.entries()) {
    input.onPage?.(index, page.url);
    const context = await input.browser.newContext();
    try {
      const tab = await context.newPage();
      const response = await tab.goto(page.visit, { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      if (status < 200 || status >= 300) {
        // An error page's findings would be the error page's, not this page's.
        problems.push({
          site: page.site,
          page: page.url,
          message: `not checked: ${page.visit} answered ${status}`,
        });
        continue;
      }
      // The islands hydrate after load; the network never goes idle (the build-event stream stays open).
      await tab.waitForTimeout(SETTLE_MS);
      const results = await new AxeBuilder({ page: tab }).withTags(WCAG_22_AA_TAGS).analyze();
      for (const violation of results.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' '));
        const shown = targets.slice(0, TARGETS_SHOWN).join(', ');
        const more = targets.length > TARGETS_SHOWN ? `, … ${targets.length - TARGETS_SHOWN} more` : '';
        problems.push({
          site: page.site,
          page: page.url,
          message: `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} (${targets.length} element${targets.length === 1 ? '' : 's'}: ${shown}${more})`,
        });
      }
    } finally {
      await context.close();
    }
  }
  return problems;
}
