import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { LATEST_BUILD_FILE, manifestFile } from '../../../../core/pipeline/build-files.ts';
import type { ManifestPage } from '../../../../core/pipeline/manifest.ts';
import { createRuntimeApp, type RuntimeApp } from '../../../../runtime/server/app.ts';
import { BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS } from '../../../../runtime/server/build-events.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { type ListeningServer, listen } from '../../../../runtime/server/listen.ts';
import { testManifest } from '../../../helpers/test-manifest.ts';

/*
 * The build-event stream on a real server over a hand-written output folder with one site whose key is
 * `events` (as the demo's slug site): `/_build/events` is the stream, `/_build/events/latest.json` that
 * site's latest-build file.
 */

const GATE = 'wirepro-expo-2024/k7Qm2xT9pL';

let out: string;
let runtime: RuntimeApp;
let server: ListeningServer;
let reload: () => Promise<void>;

/** Writes the events site's tree of `buildId`: a listed page and an unlisted one (an access-token path). */
async function writeBuild(buildId: string, hashes: { company: string; gate: string }) {
  const dir = path.join(out, 'events_site');
  await mkdir(path.join(dir, '_build'), { recursive: true });
  const pages: ManifestPage[] = [
    { locale: 'en', path: 'company', file: 'en/company/index.html', hash: hashes.company },
    { locale: 'en', path: GATE, file: `en/${GATE}/index.html`, hash: hashes.gate, unlisted: true },
  ];
  const manifest = testManifest({ buildId, pages, key: 'events', slug: 'events' });
  await writeFile(path.join(dir, manifestFile(buildId)), JSON.stringify(manifest));
  await writeFile(
    path.join(dir, LATEST_BUILD_FILE),
    JSON.stringify({ buildId, release: 'r1', builtAt: manifest.builtAt }),
  );
}

/** Opens `path` as an event stream and collects its text. */
function openStream(streamPath: string) {
  const controller = new AbortController();
  let text = '';
  const opened = fetch(`${server.url}${streamPath}`, { signal: controller.signal });
  const done = opened
    .then(async (response) => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        text += decoder.decode(value, { stream: true });
      }
    })
    .catch(() => {
      // Aborted by the test.
    });
  return {
    opened,
    text: () => text,
    /** Resolves once the text holds `wanted` (fails after 5 s). */
    async waitFor(wanted: string) {
      for (let i = 0; i < 250 && !text.includes(wanted); i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(text).toContain(wanted);
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'sitefleet-build-events-'));
  await writeBuild('b1', { company: 'c1', gate: 'g1' });
  const context = await createRuntimeContext({ outDir: out, logger: silentLogger(), endpoints: {} });
  reload = () => context.reload!();
  runtime = createRuntimeApp({ context });
  server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
  await runtime?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('GET /_build/events beside the build files of a site keyed `events`', () => {
  it("serves the events site's latest-build file below the stream's path", async () => {
    const answer = await fetch(`${server.url}/_build/events/latest.json?t=1`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ buildId: 'b1', release: 'r1' });
    // Its manifest (which names the unlisted page) stays closed.
    expect((await fetch(`${server.url}/_build/events/b1.json`)).status).toBe(404);
  });

  it('opens with a hello of the served build, then names changed pages, never an unlisted one', async () => {
    const stream = openStream('/_build/events?site=events');
    const response = await stream.opened;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.waitFor(
      'event: hello\ndata: {"sites":[{"site":"events","buildId":"b1","release":"r1"}]}\n\n',
    );

    await writeBuild('b2', { company: 'c2', gate: 'g2' });
    await reload();
    await stream.waitFor('event: build\n');
    await stream.stop();
    expect(stream.text()).toContain(
      'data: {"site":"events","buildId":"b2","release":"r1","changed":["/en/events/company"]}\n\n',
    );
    expect(stream.text()).not.toContain('k7Qm2xT9pL');
  });

  it(`answers 429 with Retry-After to a ${BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS + 1}th stream from one address`, async () => {
    const streams = Array.from({ length: BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS }, () =>
      openStream('/_build/events'),
    );
    try {
      for (const stream of streams) await stream.waitFor('event: hello');
      const refused = await fetch(`${server.url}/_build/events`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.text()).toMatch(/^Too many open build-event streams from this address/);
    } finally {
      await Promise.all(streams.map((stream) => stream.stop()));
    }
    // Closed streams free their places (the server notices the socket closing).
    let again = 429;
    for (let i = 0; i < 50 && again === 429; i += 1) {
      const probe = openStream('/_build/events');
      again = (await probe.opened).status;
      await probe.stop();
      if (again === 429) await new Promise((r) => setTimeout(r, 20));
    }
    expect(again).toBe(200);
  });
});
