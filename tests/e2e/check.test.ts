import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../cli/check/command.ts';
import { buildDemo } from '../helpers/build-demo.ts';

/*
 * `sitefleet check`'s browser checks over the demo's events site (en) served by the runtime: axe-core
 * finds an image without alternative text put into one page, every page loads more JavaScript than a
 * budget below the client entry's size, Lighthouse scores a page made invisible to
 * search engines below the SEO minimum, and without Chromium both are skipped with a line saying so,
 * never failing the command.
 */

const run = promisify(execFile);
const BIN = path.resolve('bin/sitefleet.js');

let out: string;
let root: string;

beforeAll(async () => {
  const built = await buildDemo({ site: ['events'], locale: ['en'] });
  out = await mkdtemp(path.join(tmpdir(), 'sitefleet-check-e2e-'));
  await cp(built.out, out, { recursive: true });
  const site = path.join(out, 'events_north_america', 'en');
  const company = path.join(site, 'company/index.html');
  await writeFile(
    company,
    (await readFile(company, 'utf8')).replace(
      '</main>',
      '<img src="/favicon.svg" width="40" height="40"></main>',
    ),
  );
  const home = path.join(site, 'index.html');
  await writeFile(
    home,
    (await readFile(home, 'utf8')).replace('<head>', '<head><meta name="robots" content="noindex"/>'),
  );
  root = await mkdtemp(path.join(tmpdir(), 'sitefleet-check-e2e-project-'));
  await writeFile(
    path.join(root, 'sitefleet.config.json'),
    JSON.stringify({
      check: {
        accessibility: { severity: 'fail' },
        lighthouse: {
          severity: 'fail',
          scores: { performance: 0, accessibility: 0, bestPractices: 0, seo: 90 },
        },
        // Below the client entry every page loads (about 25 kB): each page measured goes over it.
        bytes: { severity: 'fail', javascript: { default: 20_000 }, css: {} },
      },
    }),
  );
}, 180_000);

describe('sitefleet check in Chromium', () => {
  it('finds the image without alt text (axe), pages over the JavaScript budget and the SEO score under its minimum (Lighthouse)', async () => {
    const report = await runCheck({
      root,
      out,
      only: ['accessibility', 'bytes', 'lighthouse'],
      sample: 1,
      json: path.join(root, 'report.json'),
      quiet: true,
    });
    const result = (check: string) => report.results.find((entry) => entry.check === check)!;

    const accessibility = result('accessibility');
    expect(accessibility.status).toBe('failed');
    expect(accessibility.checked).toBeGreaterThan(5);
    // Every other page type of the site passes: the finding is the injected image's alone.
    expect(accessibility.problems).toEqual([
      {
        site: 'events',
        page: '/en/events/company',
        message: expect.stringMatching(
          /^image-alt \(critical\): Images must have alternative text \(1 element: /,
        ),
      },
    ]);

    // Measured in Chromium: what each page loaded.
    const bytes = result('bytes');
    expect(bytes.note).toMatch(/loaded in Chromium/);
    expect(bytes.checked).toBe(accessibility.checked);
    expect(bytes.problems).toHaveLength(bytes.checked);
    expect(bytes.problems[0]!.message).toMatch(/^JavaScript .* over the budget of 20 kB \(page type /);

    const lighthouse = result('lighthouse');
    expect(lighthouse.checked).toBe(1);
    expect(lighthouse.problems).toEqual([
      {
        site: 'events',
        page: '/en/events',
        message: expect.stringMatching(/^seo \d+ below the minimum of 90$/),
      },
    ]);
    expect(report.exitCode).toBe(1);
  }, 150_000);

  it('skips the browser checks with a line when Chromium is not found, and exits with 0', async () => {
    const missing = path.join(root, 'no-chromium');
    const { stdout, stderr } = await run(
      'node',
      [
        BIN,
        'check',
        '--root',
        root,
        '--out',
        out,
        '--only',
        'accessibility,lighthouse',
        '--json',
        path.join(root, 'skip.json'),
      ],
      { env: { ...process.env, CHROME_PATH: missing } },
    );
    expect(stderr).toContain(
      `Browser checks skipped: Chromium not found at ${missing} (apt-get install -y chromium, or set CHROME_PATH)`,
    );
    expect(stdout).toMatch(/^Accessibility \(axe\)\s+–\s+–\s+fail\s+skipped$/m);
    expect(stdout).toMatch(/^Lighthouse\s+–\s+–\s+fail\s+skipped$/m);
    expect(stdout).toContain('No check ran.');
  });
});
