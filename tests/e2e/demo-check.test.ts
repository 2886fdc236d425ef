import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from '../helpers/build-demo.ts';

/*
 * `sitefleet check` over the demo fleet as a user's CI runs it: every demo site's `en` pages built,
 * then the command with the default configuration. The demo holds itself to what the check promises:
 * no broken link, no HTML error, no axe violation, and Lighthouse's accessibility, best-practices and
 * SEO scores at 100 (performance is a timing, reported but not asserted on a shared machine).
 */

const run = promisify(execFile);
const BIN = path.resolve('bin/sitefleet.js');

interface CheckReport {
  exitCode: number;
  sites: Record<string, string[]>;
  results: {
    check: string;
    checked: number;
    problems: { page: string; message: string }[];
    status: string;
    details?: { page: string; scores: Record<string, number> }[];
  }[];
}

let report: CheckReport;
let exitCode: number;

beforeAll(async () => {
  const { out } = await buildDemo({ locale: ['en'] });
  const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-demo-check-'));
  const json = path.join(root, 'check.json');
  try {
    await run(process.execPath, [BIN, 'check', '--root', root, '--out', out, '--json', json], {
      maxBuffer: 16 * 1024 * 1024,
    });
    exitCode = 0;
  } catch (error) {
    exitCode = (error as { code?: number }).code ?? -1;
  }
  report = JSON.parse(await readFile(json, 'utf8')) as CheckReport;
}, 900_000);

const result = (check: string) => {
  const found = report.results.find((entry) => entry.check === check);
  if (!found) throw new Error(`the report has no ${check} check`);
  return found;
};

describe('sitefleet check on the demo fleet', () => {
  it('checks every demo site and exits with 0', () => {
    expect(Object.keys(report.sites).length).toBeGreaterThanOrEqual(5);
    expect(exitCode).toBe(0);
    expect(report.exitCode).toBe(0);
  });

  it.each(['links', 'html', 'accessibility'])('finds no %s problem', (check) => {
    const { checked, problems } = result(check);
    expect(checked).toBeGreaterThan(0);
    expect(problems.map((problem) => `${problem.page}: ${problem.message}`)).toEqual([]);
  });

  it('scores 100 in accessibility, best practices and SEO in Lighthouse', () => {
    const { details = [] } = result('lighthouse');
    expect(details.length).toBeGreaterThan(0);
    for (const { page, scores } of details) {
      expect({
        page,
        accessibility: scores.accessibility,
        bestPractices: scores['best-practices'],
        seo: scores.seo,
      }).toEqual({
        page,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
      });
    }
  });
});
