import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewRebuilds } from '../../../cli/rebuild.ts';
import { mintEditorHash } from '../../../core/editor/editor-hash.ts';
import { silentLogger } from '../../../core/logger.ts';
import type { RebuildEvent, SiteRebuildStatus } from '../../../core/serving/rebuild.ts';
import newsFeedPlugin from '../../../plugins/news-feed/index.ts';
import rebuildsPlugin from '../../../plugins/rebuilds/index.ts';
import { signWebhook } from '../../../plugins/rebuilds/server/signature.ts';
import { EDITOR_COOKIE } from '../../../runtime/kit/cookies.ts';
import { buildDemo } from '../../helpers/build-demo.ts';
import { type BuildEventStream, openBuildEventStream } from '../../helpers/build-event-stream.ts';
import { type EditableSandbox, startEditableSandbox } from '../../helpers/editable-sandbox.ts';
import { startRedis, type TestRedis } from '../../helpers/real-services.ts';
import {
  type BalancedInstances,
  type RoundRobinProxy,
  type RuntimeInstance,
  startBalancedInstances,
  startRoundRobinProxy,
  startRuntimeInstance,
  until,
} from '../../helpers/two-instances.ts';

/*
 * Two `preview` instances on one output folder with config `redis.url`, behind a round-robin load
 * balancer, each with the rebuild queue `sitefleet preview` makes (cli/rebuild.ts, a real builder
 * process) and watching the folder:
 * - a CMS webhook through the balancer makes one build, on the instance it reached; the other instance
 *   tells an editor the run while it builds, both serve the new page, and the pages open on the other
 *   instance get the reload signal (`event: build` on `/_build/events`);
 * - a server-data cache entry (the news feed API's) an editor refreshed on one instance is served by the
 *   other without asking the content service;
 * - an editor's clear on one instance drops the entry the other holds in its own cache: its next
 *   answer is the CMS's new one, not the old one until it expires.
 * Webhooks and editors' rebuilds on both instances coalescing into one more build are tested in
 * tests/integration/plugins/rebuilds/shared-rebuilds.test.ts.
 */

const SECRET = 'webhook-secret-for-the-tests-0123';
const EDITOR = { password: 'editor-password', secret: 'editor-secret-for-the-tests-0123456789' };
const EDITED_PAGE = 'page-main-company-history';

let redis: TestRedis;
let sandbox: EditableSandbox;
/** The content service as the instances reach it: through a proxy that counts their requests. */
let content: RoundRobinProxy;
/** An instance with the rebuild events its listeners got. */
type Instance = RuntimeInstance & { events: RebuildEvent[] };
let fleet: BalancedInstances<Instance>;
let instances: Instance[];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  [redis, sandbox] = await Promise.all([startRedis(), startEditableSandbox()]);
  const { out } = await buildDemo({ site: ['main'], locale: ['en'], endpoints: sandbox.endpoints });
  const direct = sandbox.endpoints.content!;
  content = await startRoundRobinProxy([new URL(direct.url).origin]);
  const endpoints = {
    ...sandbox.endpoints,
    content: { ...direct, url: new URL(new URL(direct.url).pathname, content.url).href },
  };
  // What each instance's rebuild queue is made with, besides its runtime (`preview`'s, English only).
  const queue = { global: {}, outDir: out, endpoints: sandbox.endpoints, locale: ['en'] };
  fleet = await startBalancedInstances(2, async () => {
    const events: RebuildEvent[] = [];
    const instance = await startRuntimeInstance({
      context: {
        outDir: out,
        endpoints,
        settings: { rebuilds: { webhookSecret: SECRET } },
        editor: EDITOR,
        redisUrl: redis.url,
        watchOutDir: true,
      },
      plugins: [rebuildsPlugin({}), newsFeedPlugin({})],
      prepare: (context) => {
        const rebuilds = createPreviewRebuilds({
          ...queue,
          runtime: context,
          logger: silentLogger(),
          logLevel: 'error',
          // Only the instance that builds starts its builder: two idle ones would share the cores.
          eager: false,
        });
        context.rebuilds = rebuilds;
        rebuilds.subscribe((event) => events.push(event));
        return { onClose: () => rebuilds.close() };
      },
    });
    return Object.assign(instance, { events });
  });
  ({ instances, proxy } = fleet);
}, 120_000);

afterAll(async () => {
  await fleet?.close();
  await content?.close();
  await sandbox?.close();
  await redis?.stop();
});

const cookie = () => `${EDITOR_COOKIE}=${mintEditorHash({ keys: EDITOR, now: Date.now() })}`;

async function editorStatus(url: string): Promise<SiteRebuildStatus | undefined> {
  const response = await fetch(`${url}/api/editor/rebuild?site=main`, { headers: { cookie: cookie() } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sites: SiteRebuildStatus[] }).sites[0];
}

/** The CMS's webhook for the edited page, sent through the balancer. */
function publishThroughBalancer(): Promise<Response> {
  const payload = JSON.stringify({ operation: 'publish', data: { __typename: 'Page', id: EDITED_PAGE } });
  const signature = signWebhook({ body: payload, secret: SECRET });
  const headers = { 'content-type': 'application/json', 'gcms-signature': signature };
  return fetch(`${proxy.url}/api/rebuild`, { method: 'POST', headers, body: payload });
}

/** Waits until the edited page at `url` (an instance or the balancer) has `text`. */
async function untilServed(url: string, text: string): Promise<void> {
  const path = `/en/${editedPagePath()}`;
  await until(
    async () => (await (await fetch(`${url}${path}`)).text()).includes(text),
    15_000,
    `the new page at ${url}`,
  );
}

function editedPagePath(): string {
  const main = instances[0]!.context.sites().find((site) => site.site.id === 'main')!;
  return main.manifest.pages.find((entry) => entry.id === EDITED_PAGE && entry.locale === 'en')!.path;
}

/** Which instance (by index) answered what `send` sent through the balancer. */
async function answeredBy<T>(send: () => Promise<T>): Promise<{ value: T; index: number }> {
  const before = [...proxy.answered];
  const value = await send();
  const index = proxy.answered.findIndex((count, at) => count > before[at]!);
  return { value, index };
}

describe('two preview instances on one output folder behind a load balancer', () => {
  it('builds once for a webhook to either, tells the run on the other, both serve the new page, and pages open on the other hear of it', async () => {
    const record = sandbox.content.pages.find((entry) => entry.id === EDITED_PAGE)!;
    record.body.en = `${record.body.en}\n\nRebuilt behind the load balancer.`;
    // Open pages of the site on each instance: which one builds is the balancer's choice.
    const pages = instances.map((instance) =>
      openBuildEventStream(`${instance.url}/_build/events?site=main`),
    );
    try {
      await until(
        () => pages.every((page) => page.events[0]?.event === 'hello'),
        10_000,
        'the open pages to get their hello',
      );
      await rebuildThroughBalancer(pages);
    } finally {
      await Promise.all(pages.map((page) => page.close()));
    }
  }, 90_000);

  async function rebuildThroughBalancer(pages: BuildEventStream[]): Promise<void> {
    const { value: answer, index } = await answeredBy(publishThroughBalancer);
    expect(answer.status).toBe(202);
    const builder = instances[index]!;
    const other = instances[1 - index]!;
    // The other instance's editor sees the run the builder started, while it builds.
    let seen: SiteRebuildStatus | undefined;
    await until(
      async () => {
        seen = await editorStatus(other.url);
        return Boolean(seen?.running) || seen?.last?.state === 'succeeded';
      },
      60_000,
      'the other instance to tell the run',
    );
    await until(
      () => builder.events.some((event) => event.type === 'finished'),
      60_000,
      'the rebuild to finish',
    );
    const [run] = builder.events.filter((event) => event.type === 'finished').map((event) => event.run);
    expect(run).toMatchObject({ state: 'succeeded', trigger: 'webhook', entryIds: [EDITED_PAGE] });
    expect(seen?.running?.id ?? seen?.last?.id).toBe(run!.id);
    // The other instance's listeners (an editor's progress) got the run's start and progress too.
    await until(
      () => other.events.some((event) => event.type === 'finished'),
      10_000,
      'the other to hear the end',
    );
    for (const type of ['started', 'progress', 'finished'] as const) {
      expect(other.events.filter((event) => event.type === type).map((event) => event.run.id)).toContain(
        run!.id,
      );
    }

    // Both serve the new page, each from the shared folder, and so does the balancer whichever it picks.
    for (const url of [builder.url, other.url, proxy.url, proxy.url]) {
      await untilServed(url, 'Rebuilt behind the load balancer.');
    }
    // One build for the one webhook, seen alike by both.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const at of instances) {
      expect(
        new Set(at.events.filter((event) => event.type === 'started').map((event) => event.run.id)),
      ).toEqual(new Set([run!.id]));
      expect(await editorStatus(at.url)).toMatchObject({
        running: null,
        queued: null,
        last: { id: run!.id },
      });
    }
    // The pages open on the instance that did not build got the reload signal for the new tree.
    const page = pages[1 - index]!;
    const hello = page.events[0]!;
    expect(hello.event === 'hello' && hello.data.sites.map((site) => site.site)).toEqual(['main']);
    await until(
      () => page.events.some((event) => event.event === 'build'),
      10_000,
      "the other instance's pages to hear of the new build",
    );
    const signal = page.events.find((event) => event.event === 'build');
    expect(signal?.data).toMatchObject({ site: 'main' });
    expect(signal?.data.buildId).not.toBe(hello.event === 'hello' && hello.data.sites[0]?.buildId);
    expect(signal?.data.changed).toContain(`/en/${editedPagePath()}`);
  }

  it('serves on one instance the news feed an editor refreshed on the other, without asking the content service', async () => {
    const feed = (url: string, query = '') => fetch(`${url}/api/news-feed?site=main&locale=en${query}`);
    const [one, other] = [instances[0]!, instances[1]!];
    const first = await feed(one.url);
    expect(first.status).toBe(200);
    const loads = content.answered[0]!;

    // The CMS changes the feed; an editor on the first instance empties the cache and loads it anew.
    for (const item of sandbox.content.newsFeedItems) item.title.en = `${item.title.en} (updated)`;
    const refreshed = await fetch(`${one.url}/api/news-feed?site=main&locale=en&cache=clear`, {
      headers: { cookie: cookie() },
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { items: { title: string }[] };
    expect(body.items[0]?.title).toMatch(/\(updated\)$/);
    expect(content.answered[0]).toBeGreaterThan(loads);
    const afterRefresh = content.answered[0]!;

    // The other instance serves the refreshed entry from Redis: no request to the content service.
    const served = await feed(other.url);
    expect(served.status).toBe(200);
    expect((await served.json()) as unknown).toEqual(body);
    expect(content.answered[0]).toBe(afterRefresh);
  }, 30_000);

  it("makes an editor's clear on one instance reach the news feed the other holds in its own cache", async () => {
    const feed = async (url: string, query = '', headers: Record<string, string> = {}) => {
      const response = await fetch(`${url}/api/news-feed?site=main&locale=en${query}`, { headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: { title: string }[] }).items[0]?.title;
    };
    const [one, other] = [instances[0]!, instances[1]!];
    const held = await feed(other.url);
    expect(held).toBeDefined();

    // The CMS changes the feed: the other instance still serves the entry it holds.
    for (const item of sandbox.content.newsFeedItems) item.title.en = `${item.title.en} (corrected)`;
    expect(await feed(other.url)).toBe(held);

    // An editor empties the cache on the first instance: the other's next answer is the new feed.
    const cleared = await feed(one.url, '&cache=clear', { cookie: cookie() });
    expect(cleared).toMatch(/\(corrected\)$/);
    expect(await feed(other.url)).toBe(cleared);
  }, 30_000);

  it('with Redis stopped, builds a webhook on the instance it reached, both serve the page, and both answer the news feed', async () => {
    await redis.stop();
    await until(
      () => instances.every((instance) => instance.context.sharedState?.available() === false),
      10_000,
      'both instances to see Redis down',
    );
    const record = sandbox.content.pages.find((entry) => entry.id === EDITED_PAGE)!;
    record.body.en = `${record.body.en}\n\nRebuilt while Redis was down.`;
    const started = instances.map((instance) => instance.events.length);
    const { value: answer, index } = await answeredBy(publishThroughBalancer);
    expect(answer.status).toBe(202);
    const builder = instances[index]!;
    const other = instances[1 - index]!;
    await until(
      () => builder.events.slice(started[index]).some((event) => event.type === 'finished'),
      60_000,
      'the rebuild to finish',
    );
    expect(
      builder.events.slice(started[index]).find((event) => event.type === 'finished')?.run,
    ).toMatchObject({
      state: 'succeeded',
      trigger: 'webhook',
    });
    // The other instance did not build it (it heard nothing), yet serves the new tree from the folder.
    expect(other.events.slice(started[1 - index])).toEqual([]);
    for (const url of [builder.url, other.url]) await untilServed(url, 'Rebuilt while Redis was down.');
    // Each instance answers the news feed from its own cache or the content service.
    for (const url of [proxy.url, proxy.url]) {
      expect((await fetch(`${url}/api/news-feed?site=main&locale=en`)).status).toBe(200);
    }
    // The instances then close (afterAll) with Redis still down: a preview stopped in an outage exits.
  }, 90_000);
});
