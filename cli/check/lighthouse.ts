import type { CheckConfig } from '../../config/project-schema.ts';
import type { CheckProblem } from './report.ts';

/** Minimum scores by category (config `check.lighthouse.scores`), 0–100. */
export type ScoreBudgets = CheckConfig['lighthouse']['scores'];

/** The config's category names → Lighthouse's category ids. */
export const LIGHTHOUSE_CATEGORIES: Record<keyof ScoreBudgets, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** What Lighthouse's report says of a category: its score from 0 to 1, null when it could not score. */
export type CategoryScores = Readonly<Record<string, { score: number | null; title?: string } | undefined>>;

/**
 * A page's Lighthouse categories against the minimum scores: one line per category below its minimum
 * (`performance 42 below the minimum of 70`), or that it could not be scored.
 */
export function evaluateScores(input: { categories: CategoryScores; minimums: ScoreBudgets }): string[] {
  const below: string[] = [];
  for (const [key, id] of Object.entries(LIGHTHOUSE_CATEGORIES) as [keyof ScoreBudgets, string][]) {
    const minimum = input.minimums[key];
    const category = input.categories[id];
    if (!category || category.score === null) {
      below.push(`${id}: no score (Lighthouse could not measure it)`);
      continue;
    }
    const score = Math.round(category.score * 100);
    if (score < minimum) below.push(`${id} ${score} below the minimum of ${minimum}`);
  }
  return below;
}

/** A page's scores, 0–100 by category id (null: not scored). */
export type PageScores = Record<string, number | null>;

/**
 * The Lighthouse check: audits each page with Lighthouse's Node API (its default config: a mobile
 * device with simulated throttling) in the Chromium listening on `port`, and holds the four categories
 * to their minimum scores ({@link evaluateScores}).
 * @param input.onPage progress, before each page.
 * @throws when Lighthouse cannot connect or answers no report.
 */
export async function checkLighthouse(input: {
  port: number;
  pages: readonly { site: string; url: string; visit: string }[];
  minimums: ScoreBudgets;
  onPage?: (index: number, url: string) => void;
}): Promise<{ problems: CheckProblem[]; scores: { page: string; scores: PageScores }[] }> {
  // Lighthouse is large: loaded only when this check runs.
  const { default: lighthouse } = await import('lighthouse');
  const problems: CheckProblem[] = [];
  const scores: { page: string; scores: PageScores }[] = [];
  for (const [index, page] of input.pages.entries()) {
    input.onPage?.(index, page.url);
    const result = await lighthouse(page.visit, {
      port: input.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(LIGHTHOUSE_CATEGORIES),
    });
    if (!result) throw new Error(`Lighthouse gave no report for ${page.visit}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      problems.push({ site: page.site, page: page.url, message: `Lighthouse: ${lhr.runtimeError.message}` });
      continue;
    }
    scores.push({
      page: page.url,
      scores: Object.fromEntries(
        Object.values(LIGHTHOUSE_CATEGORIES).map((id) => {
          const score = lhr.categories[id]?.score;
          return [id, score === null || score === undefined ? null : Math.round(score * 100)];
        }),
      ),
    });
    for (const message of evaluateScores({ categories: lhr.categories, minimums: input.minimums })) {
      problems.push({ site: page.site, page: page.url, message });
    }
  }
  return { problems, scores };
}
