import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../../cli/check/command.ts';
import { javaAvailable } from '../../../cli/check/html.ts';
import { linkCheckFile } from '../../../core/pipeline/build-files.ts';
import { buildDemo } from '../../helpers/build-demo.ts';

/*
 * `sitefleet check` over a built demo (main, en), on a machine without Chromium: a clean output passes, then pages
 * made to fail each check (a broken link in the build's report, invalid HTML, a page over its JavaScript
 * budget) are each reported, and a check of severity fail makes the command exit with 1.
 */

const run = promisify(execFile);
// A machine without Chromium: the bytes check measures from the files, the browser checks are skipped.
process.env.CHROME_PATH = path.join(tmpdir(), 'sitefleet-no-chromium');
const BIN = path.resolve('bin/sitefleet.js');
const NON_BROWSER = ['links', 'html', 'bytes'] as const;
const java = await javaAvailable();

let clean: string;
let broken: string;
let root: string;

/** A project whose checks all fail on a problem (the bytes check's default budgets). */
async function projectRoot(check: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-check-project-'));
  await writeFile(path.join(dir, 'sitefleet.config.json'), JSON.stringify({ check }));
  return dir;
}

beforeAll(async () => {
  ({ out: clean } = await buildDemo({ site: ['main'], locale: ['en'] }));
  root = await projectRoot({
    links: { severity: 'fail' },
    html: { severity: 'fail' },
    bytes: { severity: 'fail' },
  });
  broken = await mkdtemp(path.join(tmpdir(), 'sitefleet-check-broken-'));
  await cp(clean, broken, { recursive: true });
  const site = path.join(broken, 'machinery_group');
  // What the build writes for an internal link to a page it did not build.
  const report = path.join(site, linkCheckFile('en'));
  const links = JSON.parse(await readFile(report, 'utf8')) as { checked: number; broken: unknown[] };
  links.broken.push({ href: '/en/no-such-page', count: 4, pages: ['/en', '/en/company', '/en/stories'] });
  await writeFile(report, JSON.stringify(links));
  // A stray end tag: invalid HTML for every validator.
  const company = path.join(site, 'en/company/index.html');
  await writeFile(company, (await readFile(company, 'utf8')).replace('</main>', '</span></main>'));
  // The home page carries more inline JavaScript than the default budget of 300,000 bytes.
  const home = path.join(site, 'en/index.html');
  const script = `<script>window.padding="${'x'.repeat(320_000)}";</script>`;
  await writeFile(home, (await readFile(home, 'utf8')).replace('</body>', `${script}</body>`));
}, 180_000);

describe('sitefleet check without a browser', () => {
  it('passes a clean build: every link resolves, valid HTML, pages within their budgets', async () => {
    const report = await runCheck({
      root,
      out: clean,
      only: [...NON_BROWSER],
      validator: 'html-validate',
      json: path.join(root, 'clean.json'),
      quiet: true,
    });
    expect(report.results.map((result) => [result.check, result.status])).toEqual([
      ['links', 'passed'],
      ['html', 'passed'],
      ['accessibility', 'ignored'],
      ['bytes', 'passed'],
      ['lighthouse', 'ignored'],
    ]);
    expect(report.results.find((result) => result.check === 'links')!.checked).toBeGreaterThan(50);
    expect(report.exitCode).toBe(0);
  });

  it('reports the broken link, the invalid page and the page over budget, and fails', async () => {
    const json = path.join(root, 'broken.json');
    const report = await runCheck({
      root,
      out: broken,
      only: [...NON_BROWSER],
      validator: 'html-validate',
      json,
      quiet: true,
    });
    const problems = (check: string) => report.results.find((result) => result.check === check)!.problems;
    expect(problems('links')).toEqual([
      {
        site: 'main',
        page: '/en/no-such-page',
        message: 'leads to no page; linked from /en, /en/company, /en/stories and 1 more page',
      },
    ]);
    expect(problems('html')).toHaveLength(1);
    expect(problems('html')[0]).toMatchObject({ site: 'main', page: '/en/company' });
    expect(problems('html')[0]!.message).toMatch(/span/);
    expect(problems('bytes')).toEqual([
      {
        site: 'main',
        page: '/en',
        message: expect.stringMatching(/^JavaScript .* over the budget of 300 kB \(page type home\)$/),
      },
    ]);
    expect(report.exitCode).toBe(1);
    // The JSON report is the same report.
    expect(JSON.parse(await readFile(json, 'utf8'))).toEqual(report);
  });

  it('finds the invalid page with vnu, Java being present', async () => {
    // The project's machines and CI have Java 17 (the HTML check's default validator needs it).
    expect(java).toBe(true);
    const report = await runCheck({
      root,
      out: broken,
      only: ['html'],
      json: path.join(root, 'vnu.json'),
      quiet: true,
    });
    const html = report.results.find((result) => result.check === 'html')!;
    expect(html.note).toMatch(/vnu/);
    expect(html.problems.map((problem) => problem.page)).toEqual(['/en/company']);
    expect(html.problems[0]!.message).toMatch(/Stray end tag “span”/);
  });

  it('exits with 0 when the failing checks are of severity warn, and prints the table', async () => {
    const warnRoot = await projectRoot({
      links: { severity: 'warn' },
      html: { severity: 'warn' },
      bytes: { severity: 'warn' },
    });
    const { stdout } = await run(
      'node',
      [
        BIN,
        'check',
        '--root',
        warnRoot,
        '--out',
        broken,
        '--only',
        'links,bytes',
        '--json',
        path.join(warnRoot, 'r.json'),
      ],
      { env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(stdout).toMatch(/^Links\s+\d+ links\s+1\s+warn\s+warning$/m);
    expect(stdout).toMatch(/^JS and CSS bytes\s+\d+ pages\s+1\s+warn\s+warning$/m);
    expect(stdout).toMatch(/^HTML validity\s+–\s+–\s+warn\s+ignored$/m);
    expect(stdout).toContain('2 checks found problems (none of severity fail).');
  });

  it('exits with 1 when a check of severity fail finds a problem', async () => {
    const failure = await run('node', [
      BIN,
      'check',
      '--root',
      root,
      '--out',
      broken,
      '--only',
      'links',
      '--json',
      path.join(root, 'cli.json'),
    ]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(/^Links\s+\d+ links\s+1\s+fail\s+FAIL$/m);
    expect(failure?.stdout).toContain('main /en/no-such-page: leads to no page');
  });
});
