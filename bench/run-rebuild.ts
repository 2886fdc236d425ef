import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../cli/build.ts';
import { createPreviewRebuilds } from '../cli/rebuild.ts';
import { silentLogger } from '../core/logger.ts';
import type { RebuildRun } from '../core/serving/rebuild.ts';
import rebuildsPlugin from '../plugins/rebuilds/index.ts';
import { signWebhook } from '../plugins/rebuilds/server/signature.ts';
import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { startSandboxProcess } from './sandbox-process.ts';

/**
 * Child process of the build benchmark: the webhook → updated page path of a serving runtime.
 * Builds the main site, serves it with the rebuild queue
 * of `sitefleet preview` (cli/rebuild.ts: the builds run in its builder process, cli/builder.ts, started
 * with the server, which prepares the next rebuilds while idle: cli/builder-child.ts `prime`; the edits
 * start once it has) against a sandbox in a process of its own, then twice: edits one
 * CMS page's body in the sandbox dataset, POSTs a signed CMS webhook naming it, and polls the page
 * (every 20 ms) until it is served with the new text. Prints JSON: per edit the wall time in ms from the
 * webhook's POST to the first answer with the new text, and the run's build time and pages rendered;
 * `maxRssMb` is this (serving) process's peak, the builds' memory being the builder process's.
 */
const scale = Number(process.argv[2] ?? 1);
const workers = process.argv[3] ? Number(process.argv[3]) : undefined;
const EDITED_PAGE = 'page-main-company-history';
const EDIT_MARK = 'Edited for the benchmark.';
const SECRET = 'bench-webhook-secret-0123456789';

const sandbox = await startSandboxProcess(scale);
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bench-rebuild-'));
try {
  await runBuild({
    out,
    site: ['main'],
    workers,
    endpoints: sandbox.endpoints,
    logLevel: 'error',
    quiet: true,
  });
  const logger = silentLogger();
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: sandbox.endpoints,
    settings: { rebuilds: { webhookSecret: SECRET } },
  });
  let primed: (value: { durationMs: number; sites: string[] }) => void = () => {};
  const prepared = new Promise<{ durationMs: number; sites: string[] }>((resolve) => {
    primed = resolve;
  });
  const queue = createPreviewRebuilds({
    onPrimed: (outcome) => primed(outcome),
    global: {},
    outDir: out,
    endpoints: sandbox.endpoints,
    runtime: context,
    logger,
    logLevel: 'error',
    workers,
  });
  context.rebuilds = queue;
  const runtime = createRuntimeApp({ context, plugins: [rebuildsPlugin({})] });
  const server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  const main = context.sites().find((site) => site.site.id === 'main')!;
  const page = main.manifest.pages.find(
    (candidate) => candidate.id === EDITED_PAGE && candidate.locale === 'en',
  )!;
  const pageUrl = `${server.url}/en/${page.path}`;
  const marks = async () =>
    ((await (await fetch(pageUrl)).text()).match(/Edited for the benchmark\./g) ?? []).length;

  const edit = async () => {
    const before = await marks();
    await sandbox.editPage(EDITED_PAGE);
    const body = JSON.stringify({ operation: 'publish', data: { __typename: 'Page', id: EDITED_PAGE } });
    let finished: RebuildRun | null = null;
    const stop = queue.subscribe(({ type, run }) => {
      if (type === 'finished') finished = run;
    });
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/rebuild`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'gcms-signature': signWebhook({ body, secret: SECRET }),
      },
      body,
    });
    if (answer.status !== 202)
      throw new Error(`The webhook answered ${answer.status}: ${await answer.text()}`);
    while ((await marks()) <= before) {
      const run = finished as RebuildRun | null;
      if (run?.state === 'failed') throw new Error(`The rebuild failed: ${run.error}`);
      if (performance.now() - started > 60_000) throw new Error(`No '${EDIT_MARK}' after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    await queue.idle();
    stop();
    const run = finished as RebuildRun | null;
    return {
      ms,
      buildMs: (run?.finishedAt ?? 0) - (run?.startedAt ?? 0),
      rendered: run?.pagesRendered ?? 0,
      pages: run?.pages ?? 0,
    };
  };
  // As an editor finds it a little after the server started: the builder prepared itself meanwhile.
  const prime = await prepared;
  if (!prime.sites.includes('main')) throw new Error('The builder did not prepare the main site.');
  const first = await edit();
  const next = await edit();
  await queue.close();
  await server.close();
  await runtime.close();
  process.stdout.write(
    `${JSON.stringify({ first, next, primeMs: prime.durationMs, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
  );
} finally {
  await sandbox.close();
  // A builder still writing (a run stopped by a failure above) must not hide that failure.
  await rm(out, { recursive: true, force: true, maxRetries: 5 }).catch((error: unknown) => {
    process.stderr.write(`Could not remove ${out}: ${String(error)}\n`);
  });
}
