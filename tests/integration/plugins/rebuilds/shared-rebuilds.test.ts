import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRebuilds, type PreviewRebuilds } from '../../../../cli/rebuild.ts';
import { mintEditorHash } from '../../../../core/editor/editor-hash.ts';
import { silentLogger } from '../../../../core/logger.ts';
import type { RebuildEvent, RebuildRun, SiteRebuildStatus } from '../../../../core/serving/rebuild.ts';
import rebuildsPlugin from '../../../../plugins/rebuilds/index.ts';
import { signWebhook } from '../../../../plugins/rebuilds/server/signature.ts';
import { EDITOR_COOKIE } from '../../../../runtime/kit/cookies.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { listen } from '../../../../runtime/server/listen.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';
import { startRedis, type TestRedis } from '../../../helpers/real-services.ts';

/*
 * Two runtime instances serving one output folder with config `redis.url` set, each with the rebuild
 * queue `sitefleet preview` makes (cli/rebuild.ts, real builder processes): a webhook to one and
 * editors' rebuilds to both while it builds make one more build, not three, and each instance's
 * rebuild status route tells the runs wherever they were built.
 */

const SECRET = 'webhook-secret-for-the-tests-0123';
const EDITOR = { password: 'editor-password', secret: 'editor-secret-for-the-tests-0123456789' };

let redis: TestRedis;
let sandbox: EditableSandbox;
const closers: (() => Promise<void>)[] = [];

interface Instance {
  url: string;
  rebuilds: PreviewRebuilds;
  events: RebuildEvent[];
}

beforeAll(async () => {
  redis = await startRedis();
  sandbox = await startEditableSandbox();
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await sandbox?.close();
  await redis?.stop();
});

async function instance(out: string): Promise<Instance> {
  const context = await createRuntimeContext({
    outDir: out,
    logger: silentLogger(),
    endpoints: sandbox.endpoints,
    settings: { rebuilds: { webhookSecret: SECRET } },
    editor: EDITOR,
    redisUrl: redis.url,
    watchOutDir: true,
  });
  const rebuilds = createPreviewRebuilds({
    global: {},
    outDir: out,
    endpoints: sandbox.endpoints,
    runtime: context,
    logger: silentLogger(),
    logLevel: 'error',
    locale: ['en'],
    // The instance that builds starts its builder then: two idle builders would only share the cores.
    eager: false,
  });
  context.rebuilds = rebuilds;
  const events: RebuildEvent[] = [];
  rebuilds.subscribe((event) => events.push(event));
  const runtime = createRuntimeApp({ context, plugins: [rebuildsPlugin({})] });
  const server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  closers.push(async () => {
    await rebuilds.close();
    await server.close();
    await runtime.close();
  });
  const deadline = Date.now() + 10_000;
  while (!context.sharedState?.available() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url: server.url, rebuilds, events };
}

const cookie = () => `${EDITOR_COOKIE}=${mintEditorHash({ keys: EDITOR, now: Date.now() })}`;

async function editorRebuild(at: Instance): Promise<RebuildRun> {
  const response = await fetch(`${at.url}/api/editor/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: at.url, cookie: cookie() },
    body: JSON.stringify({ site: 'main' }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { run: RebuildRun }).run;
}

async function editorStatus(at: Instance): Promise<SiteRebuildStatus | undefined> {
  const response = await fetch(`${at.url}/api/editor/rebuild?site=main`, { headers: { cookie: cookie() } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sites: SiteRebuildStatus[] }).sites[0];
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('rebuilds shared by runtime instances through Redis', () => {
  it('coalesces a webhook and editors on both instances into one more build, told to both', async () => {
    const { out } = await buildDemo({ site: ['main'], locale: ['en'], endpoints: sandbox.endpoints });
    const one = await instance(out);
    const other = await instance(out);
    const payload = JSON.stringify({
      operation: 'publish',
      data: { __typename: 'Page', id: 'page-main-company-history' },
    });
    const answer = await fetch(`${one.url}/api/rebuild`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'gcms-signature': signWebhook({ body: payload, secret: SECRET }),
      },
      body: payload,
    });
    expect(answer.status).toBe(202);
    const { runs: webhookRuns } = (await answer.json()) as { runs: RebuildRun[] };
    const started = (at: Instance) => at.events.filter((event) => event.type === 'started');
    await until(() => started(other).length === 1, 30_000);

    // While the webhook's run builds, editors on both instances ask for the site again, at once.
    const told = await Promise.all([editorRebuild(other), editorRebuild(one)]);
    await until(async () => (await editorStatus(other))?.queued?.coalesced === 1, 10_000);

    await until(() => one.events.filter((event) => event.type === 'finished').length === 2, 120_000);
    const finished = one.events.filter((event) => event.type === 'finished').map((event) => event.run);
    expect(finished.map((run) => run.state)).toEqual(['succeeded', 'succeeded']);
    expect(finished[1]).toMatchObject({ trigger: 'editor', coalesced: 1, entryIds: [] });
    // Each instance told its editor the run that built, and the CMS the webhook's.
    expect(told.map((run) => run.id)).toEqual([finished[1]!.id, finished[1]!.id]);
    expect(webhookRuns.map((run) => run.id)).toEqual([finished[0]!.id]);
    // No third build: the three requests made two runs, seen alike by both instances.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const at of [one, other]) {
      expect(started(at).map((event) => event.run.id)).toEqual(finished.map((run) => run.id));
      expect(await editorStatus(at)).toMatchObject({
        running: null,
        queued: null,
        last: { id: finished[1]!.id, state: 'succeeded' },
      });
    }
  }, 240_000);
});
