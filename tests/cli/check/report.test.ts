import { describe, expect, it } from 'vitest';
import {
  type CheckReport,
  type CheckResult,
  exitCodeOf,
  formatReport,
  PROBLEMS_SHOWN,
  statusOf,
  verdictOf,
} from '../../../cli/check/report.ts';

function result(overrides: Partial<CheckResult> & Pick<CheckResult, 'check'>): CheckResult {
  return {
    severity: 'fail',
    status: 'passed',
    checked: 3,
    unit: 'pages',
    problems: [],
    durationMs: 10,
    ...overrides,
  };
}

describe('exit code by severity', () => {
  it('is 1 only when a check of severity fail failed', () => {
    expect(exitCodeOf([{ severity: 'fail', status: 'failed' }])).toBe(1);
    expect(exitCodeOf([{ severity: 'fail', status: 'passed' }])).toBe(0);
    for (const severity of ['warn', 'log', 'ignore'] as const) {
      expect(exitCodeOf([{ severity, status: 'failed' }]), severity).toBe(0);
    }
  });

  it('never fails for a skipped or ignored check', () => {
    expect(exitCodeOf([{ severity: 'fail', status: 'skipped' }])).toBe(0);
    expect(exitCodeOf([{ severity: 'fail', status: 'ignored' }])).toBe(0);
  });

  it('counts a check that could not finish as failed', () => {
    expect(statusOf({ problems: [], error: 'java exited' })).toBe('failed');
    expect(statusOf({ problems: [{ message: 'x' }] })).toBe('failed');
    expect(statusOf({ problems: [] })).toBe('passed');
  });

  it('says what each severity did', () => {
    expect(verdictOf({ severity: 'fail', status: 'failed' })).toBe('FAIL');
    expect(verdictOf({ severity: 'warn', status: 'failed' })).toBe('warning');
    expect(verdictOf({ severity: 'log', status: 'failed' })).toBe('logged');
    expect(verdictOf({ severity: 'warn', status: 'passed' })).toBe('ok');
    expect(verdictOf({ severity: 'fail', status: 'skipped' })).toBe('skipped');
  });
});

describe('formatReport', () => {
  const problems = Array.from({ length: PROBLEMS_SHOWN + 2 }, (_, index) => ({
    site: 'main',
    page: `/en/p${index}`,
    message: `line 1:${index}: Stray end tag “div”.`,
  }));
  const report: CheckReport = {
    outDir: '/out',
    startedAt: '2026-12-04T08:00:00.000Z',
    sites: { main: ['en'] },
    results: [
      result({ check: 'links', severity: 'warn', unit: 'links', checked: 105 }),
      result({
        check: 'html',
        status: 'failed',
        checked: 110,
        problems,
        note: 'validated with html-validate',
      }),
      result({
        check: 'accessibility',
        status: 'skipped',
        checked: 0,
        note: 'skipped: Chromium not found at /x',
      }),
      result({ check: 'bytes', severity: 'ignore', status: 'ignored', checked: 0 }),
      result({ check: 'lighthouse', severity: 'warn', status: 'failed', error: 'no report' }),
    ],
    exitCode: 1,
  };
  const text = formatReport(report, 'report.json');
  const lines = text.split('\n');

  it('has one row per check: checked, problems, severity, result', () => {
    expect(lines[0]).toMatch(/^Check\s+Checked\s+Problems\s+Severity\s+Result$/);
    expect(lines[2]).toMatch(/^Links\s+105 links\s+0\s+warn\s+ok$/);
    expect(lines[3]).toMatch(/^HTML validity\s+110 pages\s+12\s+fail\s+FAIL$/);
    expect(lines[4]).toMatch(/^Accessibility \(axe\)\s+–\s+–\s+fail\s+skipped$/);
    expect(lines[5]).toMatch(/^JS and CSS bytes\s+–\s+–\s+ignore\s+ignored$/);
    expect(lines[6]).toMatch(/^Lighthouse\s+3 pages\s+1\s+warn\s+warning$/);
  });

  it('lists the first problems of a failed check, says why a check was skipped, and the exit code', () => {
    expect(text).toContain('main /en/p0: line 1:0: Stray end tag “div”.');
    expect(text).not.toContain(`/en/p${PROBLEMS_SHOWN}:`);
    expect(text).toContain('… and 2 more (all in report.json)');
    expect(text).toContain('Accessibility (axe): skipped: Chromium not found at /x');
    expect(text).toContain('Lighthouse: could not finish: no report');
    expect(text).toContain('2 checks found problems, 1 of severity fail: exit code 1.');
    expect(lines.at(-1)).toBe('Report: report.json');
  });
});
