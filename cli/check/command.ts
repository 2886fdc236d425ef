import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import prettyBytes from 'pretty-bytes';
import type { CheckConfig } from '../../config/project-schema.ts';
import { createError, type ErrorData } from '../../core/errors.ts';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import { createCommandContext, type GlobalOptions } from '../context.ts';
import {
  type CheckBrowser,
  findChromium,
  launchCheckBrowser,
  type ServedOutput,
  serveOutput,
} from './browser.ts';
import { checkBytesFromFiles, judgeBytes } from './bytes.ts';
import { checkHtml, type HtmlValidator, javaAvailable } from './html.ts';
import { checkLighthouse } from './lighthouse.ts';
import { checkLinkReports } from './links.ts';
import { type CheckedPage, samplePages, selectPages } from './pages.ts';
import {
  BROWSER_CHECKS,
  CHECK_NAMES,
  CHECK_TITLES,
  type CheckName,
  type CheckProblem,
  type CheckReport,
  type CheckResult,
  exitCodeOf,
  formatReport,
  statusOf,
} from './report.ts';
import { type VisitResult, visitPages } from './visit.ts';

/** Options of `sitefleet check`. */
export interface CheckCommandOptions extends GlobalOptions {
  /** Sites to check (key, id, technical name or slug); default every built site. */
  site?: string[];
  /** Locale URL codes to check; default each site's first locale. */
  locale?: string[];
  /** Lighthouse pages per site; default config `check.lighthouse.sample` (1). */
  sample?: number;
  /** Run only these checks (their severity still applies; `ignore` stays not run). Default all. */
  only?: CheckName[];
  /** Output folder to check; default the config's `outDir`. */
  out?: string;
  /** JSON report file, relative to the working directory; default `<root>/.sitefleet/check-report.json`. */
  json?: string;
  /** HTML validator; default vnu when `java` runs, else html-validate. */
  validator?: HtmlValidator;
  /** Print neither progress nor the table (tests); default false. */
  quiet?: boolean;
}

/** No built site in the output folder. */
export const NothingBuilt: ErrorData<{ outDir: string }> = {
  name: 'NothingBuilt',
  title: 'Nothing to check.',
  message: ({ outDir }) => `No built site in ${outDir}: there is no <site>/_build/latest.json to check.`,
  hint: 'Run sitefleet build first (or pass --out with the output folder to check).',
};

/** How the bytes check measured, for the table's note. */
const BYTES_IN_BROWSER =
  'uncompressed JavaScript and CSS each page loaded in Chromium until its network was quiet';
const BYTES_FROM_FILES =
  'uncompressed, from the files (no Chromium): scripts and stylesheets the HTML references, their static imports and inline code; modules a page loads itself (islands) not counted';

/** Bytes in decimal units (`300 kB` for 300000), as budgets are written in the config. */
function formatBudgetBytes(bytes: number): string {
  return prettyBytes(bytes, { maximumFractionDigits: 1 });
}

/** Lines the user reads while the checks run (stderr: stdout keeps the table). */
type Progress = (line: string) => void;

/**
 * `sitefleet check`: checks a built output folder without building it. Per chosen site and locale:
 * links (the build's link-check reports), HTML validity (vnu on Java, else html-validate; every page),
 * JavaScript and CSS bytes (one page per page type, against config `check.bytes`; in Chromium what the
 * page loads, else what its files reference), accessibility
 * (axe-core, WCAG 2.2 AA, one page per page type) and Lighthouse (a sample, against config
 * `check.lighthouse.scores`). The browser checks serve the output through the runtime on a free
 * loopback port and drive the Chromium the browser tests use (`CHROME_PATH`, else /usr/bin/chromium);
 * without it they are skipped with a line saying so. Progress on stderr; the table on stdout; the JSON
 * report written to `json`.
 * @returns the report; its `exitCode` is 1 when a check of severity `fail` failed (the CLI exits with it).
 * @throws SitefleetError `ConfigInvalid` (config), `NothingBuilt` (no site tree in the output folder),
 *   `UnknownSite` / `UnknownLocale` (`--site`, `--locale`); a failing check never throws, it fails.
 */
export async function runCheck(options: CheckCommandOptions): Promise<CheckReport> {
  const context = await createCommandContext(
    { ...options, logLevel: options.logLevel ?? 'warn' },
    { outDir: options.out },
  );
  const { config, outDir } = context;
  const checkConfig: CheckConfig = config.check;
  const interactive = process.stderr.isTTY === true;
  const progress: Progress = options.quiet
    ? () => {}
    : (line) => process.stderr.write(interactive ? `\r\x1b[2K${line}` : `${line}\n`);
  const endProgress = () => {
    if (interactive && !options.quiet) process.stderr.write('\r\x1b[2K');
  };
  const say: Progress = options.quiet ? () => {} : (line) => process.stderr.write(`${line}\n`);

  const sites = await readBuiltSites(outDir);
  if (sites.length === 0) throw createError(NothingBuilt, { outDir });
  const selection = selectPages({ sites, site: options.site, locale: options.locale });
  const startedAt = new Date().toISOString();
  say(
    `Checking ${outDir}: ${[...selection.locales].map(([site, locales]) => `${site} (${locales.join(', ')})`).join(', ')}; ${selection.pages.length} pages, ${selection.perType.length} of them the first of their page type`,
  );

  const wanted = new Set<CheckName>(options.only ?? CHECK_NAMES);
  const results = new Map<CheckName, CheckResult>();
  const severityOf = (check: CheckName) => checkConfig[check].severity;
  const toRun = CHECK_NAMES.filter((check) => wanted.has(check) && severityOf(check) !== 'ignore');
  for (const check of CHECK_NAMES) {
    if (toRun.includes(check)) continue;
    results.set(check, {
      check,
      severity: severityOf(check),
      status: 'ignored',
      checked: 0,
      unit: check === 'links' ? 'links' : 'pages',
      problems: [],
      note: wanted.has(check) ? 'severity ignore: not run' : 'not run (--only)',
      durationMs: 0,
    });
  }

  /** Runs one check, turning a thrown error into a failed result (it could not tell). */
  const runOne = async (
    check: CheckName,
    checked: number,
    body: () => Promise<{ problems: CheckProblem[]; note?: string; details?: unknown; checked?: number }>,
  ) => {
    const started = performance.now();
    let outcome: Omit<CheckResult, 'status' | 'durationMs'>;
    try {
      const found = await body();
      outcome = {
        check,
        severity: severityOf(check),
        checked: found.checked ?? checked,
        unit: check === 'links' ? 'links' : 'pages',
        problems: found.problems,
        ...(found.note ? { note: found.note } : {}),
        ...(found.details !== undefined ? { details: found.details } : {}),
      };
    } catch (error) {
      endProgress();
      outcome = {
        check,
        severity: severityOf(check),
        checked: 0,
        unit: check === 'links' ? 'links' : 'pages',
        problems: [],
        error: (error as Error).message,
      };
    }
    endProgress();
    const result: CheckResult = {
      ...outcome,
      status: statusOf(outcome),
      durationMs: Math.round(performance.now() - started),
    };
    results.set(check, result);
    say(
      `${CHECK_TITLES[check]}: ${result.status === 'passed' ? 'ok' : result.error ? `could not finish (${result.error})` : `${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`} (${(result.durationMs / 1000).toFixed(1)} s)`,
    );
  };

  if (toRun.includes('links')) {
    progress(`${CHECK_TITLES.links}: reading the build's link-check reports…`);
    await runOne('links', 0, () => checkLinkReports(selection));
  }
  if (toRun.includes('html')) {
    const validator = options.validator ?? ((await javaAvailable()) ? 'vnu' : 'html-validate');
    progress(`${CHECK_TITLES.html}: ${selection.pages.length} pages with ${validator}…`);
    await runOne('html', selection.pages.length, () => checkHtml({ pages: selection.pages, validator }));
  }
  // In Chromium the bytes check counts what each page really loads (islands' code too); without it,
  // what its files reference.
  const chromium = findChromium();
  const bytesFromFiles = async () => {
    progress(`${CHECK_TITLES.bytes}: ${selection.perType.length} pages, one per page type, from the files…`);
    await runOne('bytes', selection.perType.length, async () => {
      const { problems, measured } = await checkBytesFromFiles({
        outDir,
        pages: selection.perType,
        javascript: checkConfig.bytes.javascript,
        css: checkConfig.bytes.css,
        format: formatBudgetBytes,
      });
      return { problems, details: measured, note: BYTES_FROM_FILES };
    });
  };
  if (toRun.includes('bytes') && !chromium.found) await bytesFromFiles();

  const browserChecks = toRun.filter(
    (check) => BROWSER_CHECKS.includes(check) || (check === 'bytes' && chromium.found),
  );
  if (browserChecks.length > 0) {
    await runBrowserChecks({
      chromium,
      bytesFromFiles,
      checks: browserChecks,
      selection,
      sample: samplePages(selection, options.sample ?? checkConfig.lighthouse.sample),
      checkConfig,
      serve: () => serveOutput({ context, outDir }),
      runOne,
      results,
      progress,
      say,
    });
  }

  const ordered = CHECK_NAMES.map((check) => results.get(check)!);
  const report: CheckReport = {
    outDir,
    startedAt,
    sites: Object.fromEntries(selection.locales),
    results: ordered,
    exitCode: exitCodeOf(ordered),
  };
  const jsonFile = path.resolve(options.json ?? path.join(context.root, '.sitefleet', 'check-report.json'));
  await mkdir(path.dirname(jsonFile), { recursive: true });
  await writeFile(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  if (!options.quiet) {
    process.stdout.write(`\n${formatReport(report, path.relative(process.cwd(), jsonFile) || jsonFile)}\n`);
  }
  return report;
}

/**
 * The browser checks: skipped (each with the same note) when Chromium is not found or does not start;
 * else the output is served and Chromium launched once for both, and both are closed at the end.
 */
async function runBrowserChecks(input: {
  chromium: ReturnType<typeof findChromium>;
  /** The bytes check without the browser, when Chromium does not start. */
  bytesFromFiles: () => Promise<void>;
  checks: CheckName[];
  selection: ReturnType<typeof selectPages>;
  sample: CheckedPage[];
  checkConfig: CheckConfig;
  serve: () => Promise<ServedOutput>;
  runOne: (
    check: CheckName,
    checked: number,
    body: () => Promise<{ problems: CheckProblem[]; note?: string; details?: unknown }>,
  ) => Promise<void>;
  results: Map<CheckName, CheckResult>;
  progress: Progress;
  say: Progress;
}): Promise<void> {
  const { checks, results, chromium } = input;
  const skip = async (note: string) => {
    input.say(`Browser checks skipped: ${note}`);
    if (checks.includes('bytes')) await input.bytesFromFiles();
    for (const check of checks) {
      if (check === 'bytes') continue;
      results.set(check, {
        check,
        severity: input.checkConfig[check].severity,
        status: 'skipped',
        checked: 0,
        unit: 'pages',
        problems: [],
        note: `skipped: ${note}`,
        durationMs: 0,
      });
    }
  };
  if (!chromium.found) {
    await skip(`Chromium not found at ${chromium.path} (apt-get install -y chromium, or set CHROME_PATH)`);
    return;
  }
  let browser: CheckBrowser;
  try {
    browser = await launchCheckBrowser(chromium.path);
  } catch (error) {
    await skip(`Chromium at ${chromium.path} did not start (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  let served: ServedOutput | undefined;
  try {
    input.progress('Serving the output through the runtime…');
    try {
      served = await input.serve();
    } catch (error) {
      for (const check of checks) await input.runOne(check, 0, () => Promise.reject(error));
      return;
    }
    const visit = (page: CheckedPage) => ({ site: page.site, url: page.url, visit: served!.pageUrl(page) });
    // One visit per page serves both the accessibility and the bytes check; the first that awaits it
    // is timed with it.
    const pages = input.selection.perType.map(visit);
    let pass: Promise<VisitResult> | undefined;
    const visited = () => {
      pass ??= visitPages({
        browser: browser.browser,
        pages,
        axe: checks.includes('accessibility'),
        measure: checks.includes('bytes'),
        onPage: (index, url) => input.progress(`Visiting ${index + 1}/${pages.length} ${url}…`),
      });
      return pass;
    };
    if (checks.includes('accessibility')) {
      await input.runOne('accessibility', pages.length, async () => ({
        problems: (await visited()).problems,
        note: 'axe-core, WCAG 2.2 A and AA rules, one page per page type',
      }));
    }
    if (checks.includes('bytes')) {
      await input.runOne('bytes', pages.length, async () => {
        const { problems, bytes } = await visited();
        const judged = judgeBytes({
          measured: bytes.map(({ page, bytes }) => ({
            page: input.selection.perType[pages.indexOf(page)]!,
            bytes,
          })),
          javascript: input.checkConfig.bytes.javascript,
          css: input.checkConfig.bytes.css,
          format: formatBudgetBytes,
        });
        // Without axe, a page the runtime did not answer is the bytes check's problem.
        const unanswered = checks.includes('accessibility') ? [] : problems;
        return {
          problems: [...unanswered, ...judged.problems],
          details: judged.measured,
          note: BYTES_IN_BROWSER,
        };
      });
    }
    if (checks.includes('lighthouse')) {
      const pages = input.sample.map(visit);
      await input.runOne('lighthouse', pages.length, async () => {
        const { problems, scores } = await checkLighthouse({
          port: browser.port,
          pages,
          minimums: input.checkConfig.lighthouse.scores,
          onPage: (index, url) =>
            input.progress(`${CHECK_TITLES.lighthouse}: ${index + 1}/${pages.length} ${url} (mobile)…`),
        });
        return {
          problems,
          details: scores,
          note: scores.map(({ page, scores }) => `${page} ${formatScores(scores)}`).join('; '),
        };
      });
    }
  } finally {
    await browser.close();
    await served?.close();
  }
}

function formatScores(scores: Record<string, number | null>): string {
  return Object.entries(scores)
    .map(([id, score]) => `${id} ${score ?? '–'}`)
    .join(', ');
}
