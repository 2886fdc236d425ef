import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runBuild } from '../cli/build.ts';
import { startSandboxProcess } from './sandbox-process.ts';

/**
 * Child process of the build benchmark: incremental builds against one running sandbox (as an editor's
 * rebuild finds it): a full build, a rebuild with nothing changed, then, after one CMS page's body was
 * edited in the sandbox dataset, a build of the main site in a cold process (`sitefleet build` spawned
 * anew: what CI or a one-off build pays), and after a second edit of it one in this process (the
 * editor's next edit, which starts from the tree the last swap replaced). Wall times in ms, each `runBuild` call from start to summary
 * (client bundle, load, render, swap); prints them as JSON. The sandbox runs in a process of its own
 * (bench/sandbox-process.ts), so the peak memory is the builds'.
 */
const scale = Number(process.argv[2] ?? 1);
const workers = process.argv[3] ? Number(process.argv[3]) : undefined;
/** The main site's company history page: in every English locale of the main site. */
const EDITED_PAGE = 'page-main-company-history';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sandbox = await startSandboxProcess(scale);
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bench-'));
const timed = async (options: { site?: string[] } = {}) => {
  const started = performance.now();
  const { result } = await runBuild({
    out,
    workers,
    endpoints: sandbox.endpoints,
    logLevel: 'error',
    quiet: true,
    ...options,
  });
  return { ms: performance.now() - started, rendered: result.rendered, pages: result.pages };
};
/**
 * `sitefleet build --site main` in a process of its own, as CI or an editor's one-off build runs it: from
 * the spawn (Node and tsx starting included) to its exit, against the same sandbox, into the same folder.
 */
const coldBuild = async () => {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    [
      ...['--import', 'tsx', path.join(root, 'cli/main.ts'), 'build', '--site', 'main', '--out', out],
      ...['--log-level', 'error', ...(workers ? ['--workers', String(workers)] : [])],
    ],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SITEFLEET_CONTENT_URL: sandbox.endpoints.content!.url,
        SITEFLEET_PRODUCTS_URL: sandbox.endpoints.products!.url,
      },
    },
  );
  const rendered = Number(/(\d+) rendered, in/.exec(stdout)?.[1] ?? Number.NaN);
  const pages = Number(/locales, (\d+) pages/.exec(stdout)?.[1] ?? Number.NaN);
  if (Number.isNaN(rendered) || Number.isNaN(pages)) throw new Error(`No build summary in:\n${stdout}`);
  return { ms: performance.now() - started, rendered, pages };
};
try {
  const full = await timed();
  const noChange = await timed();
  await sandbox.editPage(EDITED_PAGE);
  const onePage = await coldBuild();
  // The editor's next edit: this build starts from the tree the last swap replaced (a recycled tree).
  await sandbox.editPage(EDITED_PAGE);
  const nextEdit = await timed({ site: ['main'] });
  process.stdout.write(
    `${JSON.stringify({ full, noChange, onePage, nextEdit, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
  );
} finally {
  await sandbox.close();
  await rm(out, { recursive: true, force: true });
}
