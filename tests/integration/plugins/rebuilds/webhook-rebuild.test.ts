import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../../../cli/build.ts';
import { createPreviewRebuilds, type PreviewRebuilds } from '../../../../cli/rebuild.ts';
import { mintEditorHash } from '../../../../core/editor/editor-hash.ts';
import { silentLogger } from '../../../../core/logger.ts';
import type { RuntimeContext } from '../../../../core/serving/context.ts';
import type { BuildEvent, SiteRebuildStatus } from '../../../../core/serving/rebuild.ts';
import rebuildsPlugin from '../../../../plugins/rebuilds/index.ts';
import { signWebhook } from '../../../../plugins/rebuilds/server/signature.ts';
import { EDITOR_COOKIE } from '../../../../runtime/kit/cookies.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { type ListeningServer, listen } from '../../../../runtime/server/listen.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';

/*
 * Site-specific rebuilds while serving: the runtime over a built main site (English
 * only, for speed) with the real rebuild runner (cli/rebuild.ts, its builds in a builder process of
 * their own: cli/builder.ts) against a sandbox whose dataset the test edits, as the CMS would before
 * calling its webhook.
 */

const SECRET = 'webhook-secret-for-the-tests-0123';
const EDITOR = { password: 'editor-password', secret: 'editor-secret-for-the-tests-0123456789' };
const EDITED_PAGE = 'page-main-company-history';
const SITE_DIR = 'machinery_group';

let sandbox: EditableSandbox;
let out: string;
let context: RuntimeContext;
let queue: PreviewRebuilds;
let server: ListeningServer;
let close: () => Promise<void>;

beforeAll(async () => {
  sandbox = await startEditableSandbox();
  ({ out } = await buildDemo({ site: ['main'], locale: ['en'], endpoints: sandbox.endpoints }));
  context = await createRuntimeContext({
    outDir: out,
    logger: silentLogger(),
    endpoints: sandbox.endpoints,
    settings: { rebuilds: { webhookSecret: SECRET } },
    editor: EDITOR,
  });
  queue = createPreviewRebuilds({
    global: {},
    outDir: out,
    endpoints: sandbox.endpoints,
    runtime: context,
    logger: silentLogger(),
    logLevel: 'error',
    locale: ['en'],
  });
  context.rebuilds = queue;
  const runtime = createRuntimeApp({ context, plugins: [rebuildsPlugin({})] });
  server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  close = async () => {
    await queue.close();
    await server.close();
    await runtime.close();
  };
});

afterAll(async () => {
  await close?.();
  await sandbox?.close();
});

/** The edited page's URL path and file, from the served manifest. */
function editedPage() {
  const main = context.sites().find((site) => site.site.id === 'main')!;
  const page = main.manifest.pages.find(
    (candidate) => candidate.id === EDITED_PAGE && candidate.locale === 'en',
  )!;
  return { url: `/en/${page.path}`, file: page.file };
}

/** HTML page files of the live tree → `inode:mtime`. */
async function pageFiles(): Promise<Map<string, string>> {
  const dir = path.join(out, SITE_DIR);
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (file.startsWith('_build')) continue;
    const info = await stat(path.join(dir, file));
    files.set(file, `${info.ino}:${info.mtimeMs}`);
  }
  return files;
}

/** Opens `/_build/events` and collects its text until `until` finds what it waits for. */
function listenToBuildEvents() {
  const controller = new AbortController();
  let text = '';
  const opened = fetch(`${server.url}/_build/events`, { signal: controller.signal });
  const done = opened.then(async (response) => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // Aborted by the test.
    }
  });
  return {
    opened,
    events: () =>
      text
        .split('\n\n')
        .filter((block) => block.startsWith('event: build\n'))
        .map(
          (block) =>
            JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
              site: string;
              changed: string[] | null;
            },
        ),
    async stop() {
      controller.abort();
      await done;
    },
  };
}

function webhook(body: string, signature?: string) {
  return fetch(`${server.url}/api/rebuild`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'gcms-signature': signature }),
    },
    body,
  });
}

async function editorStatus(): Promise<SiteRebuildStatus[]> {
  const cookie = `${EDITOR_COOKIE}=${mintEditorHash({ keys: EDITOR, now: Date.now() })}`;
  const response = await fetch(`${server.url}/api/editor/rebuild?site=main`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sites: SiteRebuildStatus[] }).sites;
}

const payload = JSON.stringify({ operation: 'publish', data: { __typename: 'Page', id: EDITED_PAGE } });

describe('CMS webhook → site rebuild → page served anew', () => {
  it('refuses a webhook with a bad or missing signature and queues nothing', async () => {
    const forged = await webhook(
      payload,
      signWebhook({ body: payload, secret: 'not-the-configured-secret' }),
    );
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: string }).error).toMatch(/Invalid gcms-signature signature/);
    expect((await webhook(payload)).status).toBe(401);
    const stale = signWebhook({ body: payload, secret: SECRET, timestamp: Date.now() - 10 * 60_000 });
    expect((await webhook(payload, stale)).status).toBe(401);
    const huge = JSON.stringify({
      operation: 'publish',
      data: { __typename: 'Page', id: 'x'.repeat(1_100_000) },
    });
    const tooLarge = await webhook(huge, signWebhook({ body: huge, secret: SECRET }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toMatch(/over 1048576 bytes/);
    expect(await editorStatus()).toEqual([{ site: 'main', running: null, queued: null, last: null }]);
  });

  it('rebuilds the page the webhook names: served with the new text, other pages untouched, open pages told', async () => {
    const { url, file } = editedPage();
    const before = await pageFiles();
    const events = listenToBuildEvents();
    expect((await events.opened).headers.get('content-type')).toMatch(/^text\/event-stream/);
    // A second runtime over the same folder, as `sitefleet dev`'s is: it notices the tree another process wrote.
    const watching = await createRuntimeContext({
      outDir: out,
      logger: silentLogger(),
      endpoints: sandbox.endpoints,
      watchOutDir: true,
    });
    const noticed: BuildEvent[] = [];
    watching.buildEvents!.subscribe((event) => noticed.push(event));

    const record = sandbox.content.pages.find((page) => page.id === EDITED_PAGE)!;
    record.body.en = `${record.body.en}\n\nRebuilt after the webhook.`;
    const signature = signWebhook({ body: payload, secret: SECRET });
    const answer = await webhook(payload, signature);
    expect(answer.status).toBe(202);
    // The same delivery sent again (captured from a log) is refused and queues nothing.
    const replayed = await webhook(payload, signature);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { error: string }).error).toMatch(/already accepted/);
    const { runs } = (await answer.json()) as {
      runs: { site: string; trigger: string; entryIds: string[] }[];
    };
    expect(runs).toEqual([
      expect.objectContaining({ site: 'main', trigger: 'webhook', entryIds: [EDITED_PAGE] }),
    ]);
    await queue.idle();

    const [status] = await editorStatus();
    expect(status!.last).toMatchObject({ state: 'succeeded', pagesRendered: 1 });
    const page = await fetch(`${server.url}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Rebuilt after the webhook.');
    const after = await pageFiles();
    const changed = [...after]
      .filter(([name, identity]) => before.get(name) !== identity)
      .map(([name]) => name);
    expect(changed).toEqual([file]);

    for (let i = 0; i < 50 && events.events().length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    await events.stop();
    expect(events.events()).toEqual([expect.objectContaining({ site: 'main', changed: [url] })]);
    for (let i = 0; i < 100 && noticed.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    await watching.close!();
    expect(noticed).toEqual([expect.objectContaining({ site: 'main', changed: [url] })]);
    expect(await readFile(path.join(out, SITE_DIR, file), 'utf8')).toContain('Rebuilt after the webhook.');
  });

  it('rebuilds a site for an editor: 401 without the editor cookie, 404 for a site not served, 202 with the run', async () => {
    const post = (body: unknown, cookie = true) =>
      fetch(`${server.url}/api/editor/rebuild`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          ...(cookie
            ? { cookie: `${EDITOR_COOKIE}=${mintEditorHash({ keys: EDITOR, now: Date.now() })}` }
            : {}),
        },
        body: JSON.stringify(body),
      });
    expect((await post({ site: 'main' }, false)).status).toBe(401);
    expect((await post({ site: 'nowhere' })).status).toBe(404);
    const answer = await post({ site: 'main' });
    expect(answer.status).toBe(202);
    const { run } = (await answer.json()) as { run: { id: string; trigger: string } };
    expect(run.trigger).toBe('editor');
    await queue.idle();
    const [status] = await editorStatus();
    expect(status!.last).toMatchObject({ id: run.id, state: 'succeeded', pagesRendered: 0 });
  });

  it('builds in a process of its own: the server answers at once while a rebuild runs, and a `sitefleet build` of the same folder waits for it', async () => {
    const phases: { phase: string; at: number }[] = [];
    const stop = queue.subscribe(({ type, run }) => {
      if (type === 'progress' && run.phase) phases.push({ phase: run.phase, at: performance.now() });
    });
    try {
      // A rebuild's load, pages, plan and finish phases run for seconds without a pause: not here.
      queue.request({
        sites: ['main'],
        trigger: 'editor',
        reason: 'test: health while building',
        force: true,
      });
      for (let i = 0; i < 400 && phases.length === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
      let running = true;
      const idle = queue.idle().then(() => {
        running = false;
      });
      const latencies: number[] = [];
      while (running) {
        const started = performance.now();
        const health = await fetch(`${server.url}/health`);
        expect(health.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
      await idle;
      expect(latencies.length, latencies.join()).toBeGreaterThan(10);
      expect(Math.max(...latencies), latencies.join()).toBeLessThan(200);

      // A second build of the folder (another terminal) waits for the lock the running rebuild holds.
      phases.length = 0;
      const [run] = queue.request({ sites: ['main'], trigger: 'editor', reason: 'test: lock' });
      for (let i = 0; i < 400 && phases.length === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
      let waited = false;
      let firstProgress = 0;
      const { result } = await runBuild({
        out,
        site: ['main'],
        locale: ['en'],
        endpoints: sandbox.endpoints,
        logLevel: 'error',
        quiet: true,
        tuneHeap: false,
        onLockWait: () => {
          waited = true;
        },
        onProgress: () => {
          firstProgress ||= performance.now();
        },
      });
      await queue.idle();
      expect(waited).toBe(true);
      const [status] = await editorStatus();
      expect(status!.last).toMatchObject({ id: run!.id, state: 'succeeded' });
      // It loaded nothing until the rebuild was swapping its trees in (and had let go of the folder).
      const swapping = phases.find((entry) => entry.phase === 'write');
      expect(swapping).toBeDefined();
      expect(firstProgress).toBeGreaterThan(swapping!.at);
      expect(result.sites.map((site) => site.key)).toEqual(['main']);
    } finally {
      stop();
    }
  });

  it('a graceful close ends the open event streams at once instead of waiting for them', async () => {
    const events = listenToBuildEvents();
    await events.opened;
    const started = performance.now();
    await close();
    expect(performance.now() - started).toBeLessThan(2_000);
    await events.stop();
  });
});
