import type { LinkCheckSeverity } from '../../core/pipeline/link-check.ts';

/** The checks of `sitefleet check`, in the order they run and are reported. */
export const CHECK_NAMES = ['links', 'html', 'accessibility', 'bytes', 'lighthouse'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** Checks that need Chromium: skipped, never failed, when it is not found. */
export const BROWSER_CHECKS: readonly CheckName[] = ['accessibility', 'lighthouse'];

/** What each check is called in the table. */
export const CHECK_TITLES: Record<CheckName, string> = {
  links: 'Links',
  html: 'HTML validity',
  accessibility: 'Accessibility (axe)',
  bytes: 'JS and CSS bytes',
  lighthouse: 'Lighthouse',
};

/** A check's severity (config `check.<name>.severity`): the build's link-check severities. */
export type CheckSeverity = LinkCheckSeverity;

/** One thing a check found wrong. */
export interface CheckProblem {
  /** Site key, when the problem is a site's. */
  site?: string;
  /** The page's URL path (`/en/stories`) or site-relative file, when it is a page's. */
  page?: string;
  /** What is wrong, one line (`image-alt: Images must have alternative text (1 element: img.logo)`). */
  message: string;
}

/**
 * A check's outcome: `passed` (ran, found nothing), `failed` (ran and found problems, or could not
 * run: `error` says why), `skipped` (could not run for a reason outside the output, such as no
 * Chromium: never a failure; `note` says why) or `ignored` (severity `ignore`: not run).
 */
export type CheckStatus = 'passed' | 'failed' | 'skipped' | 'ignored';

/** A check's result. */
export interface CheckResult {
  check: CheckName;
  severity: CheckSeverity;
  status: CheckStatus;
  /** What was checked, counted in `unit` (0 when not run). */
  checked: number;
  /** `pages` or `links`. */
  unit: 'pages' | 'links';
  problems: CheckProblem[];
  /** How it ran or why it did not (`vnu 26.9.27 (Java)`, `Chromium not found at …`). */
  note?: string;
  /** What was measured (bytes per page, Lighthouse scores per page), for the JSON report. */
  details?: unknown;
  /** The error that kept the check from finishing, as a message. */
  error?: string;
  /** Wall time in milliseconds. */
  durationMs: number;
}

/** The whole report (also the JSON file's contents). */
export interface CheckReport {
  /** Absolute output folder checked. */
  outDir: string;
  /** ISO 8601 start time. */
  startedAt: string;
  /** Site key → locale URL codes checked. */
  sites: Record<string, string[]>;
  results: CheckResult[];
  /** 1 when a check of severity `fail` failed, else 0. */
  exitCode: 0 | 1;
}

/**
 * A finished check's status from what it found: `failed` with problems or an error, else `passed`.
 */
export function statusOf(result: { problems: readonly CheckProblem[]; error?: string }): CheckStatus {
  return result.problems.length > 0 || result.error !== undefined ? 'failed' : 'passed';
}

/**
 * The command's exit code: 1 when any check of severity `fail` failed (found a problem, or could not
 * finish); a failed `warn` or `log` check, a skipped or an ignored one never changes it.
 */
export function exitCodeOf(results: readonly Pick<CheckResult, 'severity' | 'status'>[]): 0 | 1 {
  return results.some((result) => result.severity === 'fail' && result.status === 'failed') ? 1 : 0;
}

/** The word in the table's result column: `ok`, `FAIL`, `warning`, `logged`, `skipped` or `ignored`. */
export function verdictOf(result: Pick<CheckResult, 'severity' | 'status'>): string {
  if (result.status === 'passed') return 'ok';
  if (result.status === 'skipped') return 'skipped';
  if (result.status === 'ignored') return 'ignored';
  return { fail: 'FAIL', warn: 'warning', log: 'logged', ignore: 'ignored' }[result.severity];
}

/** Problems listed per check under the table; the JSON report has them all. */
export const PROBLEMS_SHOWN = 10;

/**
 * The terminal summary: a table with one row per check (check, checked, problems, severity, result),
 * then each failed check's first {@link PROBLEMS_SHOWN} problems, notes of skipped checks, and the
 * closing line.
 */
export function formatReport(report: CheckReport, jsonFile?: string): string {
  const header = ['Check', 'Checked', 'Problems', 'Severity', 'Result'];
  const rows = report.results.map((result) => [
    CHECK_TITLES[result.check],
    result.status === 'ignored' || result.status === 'skipped' ? '–' : `${result.checked} ${result.unit}`,
    result.status === 'ignored' || result.status === 'skipped'
      ? '–'
      : String(result.problems.length + (result.error ? 1 : 0)),
    result.severity,
    verdictOf(result),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const numeric = new Set([1, 2]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const lines = [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)];
  for (const result of report.results) {
    const title = CHECK_TITLES[result.check];
    if (result.note) lines.push(`${title}: ${result.note}`);
    if (result.error) lines.push(`${title}: could not finish: ${result.error}`);
    if (result.status !== 'failed' || result.problems.length === 0) continue;
    lines.push('', `${title} (${verdictOf(result)}):`);
    for (const problem of result.problems.slice(0, PROBLEMS_SHOWN)) {
      const where = [problem.site, problem.page].filter(Boolean).join(' ');
      lines.push(`  ${where ? `${where}: ` : ''}${problem.message}`);
    }
    const more = result.problems.length - PROBLEMS_SHOWN;
    if (more > 0) lines.push(`  … and ${more} more${jsonFile ? ` (all in ${jsonFile})` : ''}`);
  }
  const failed = report.results.filter((result) => result.status === 'failed');
  const blocking = failed.filter((result) => result.severity === 'fail').length;
  lines.push(
    '',
    failed.length === 0
      ? report.results.some((result) => result.status === 'passed')
        ? 'Every check that ran passed.'
        : 'No check ran.'
      : `${failed.length} check${failed.length === 1 ? '' : 's'} found problems${blocking > 0 ? `, ${blocking} of severity fail: exit code 1` : ' (none of severity fail)'}.`,
  );
  if (jsonFile) lines.push(`Report: ${jsonFile}`);
  return lines.join('\n');
}
