import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import {
  BUILD_EVENTS_MAX_STREAMS,
  BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS,
  createBuildEventHub,
  createBuildEventsHandler,
  diffBuilds,
} from '../../../runtime/server/build-events.ts';

function page(locale: string, path: string, hash: string): ManifestPage {
  return { locale, path, file: path === '' ? `${locale}/index.html` : `${locale}/${path}/index.html`, hash };
}

function served(input: {
  key: string;
  slug?: string | null;
  buildId: string;
  release?: string;
  pages: ManifestPage[];
}): ServedSite {
  return {
    site: { key: input.key, id: input.key },
    manifest: {
      buildId: input.buildId,
      release: input.release,
      site: { key: input.key, id: input.key, slug: input.slug ?? null, domains: null },
      pages: input.pages,
    },
  } as unknown as ServedSite;
}

const before = served({
  key: 'main',
  buildId: 'b1',
  release: 'r1',
  pages: [
    page('en', '', 'h0'),
    page('en', 'company/history', 'h1'),
    page('de-ch', 'company/history', 'h2'),
    page('en', 'old', 'h3'),
    { locale: 'en', path: '404', file: 'en/404.html', hash: 'x' },
  ],
});

describe('build events (site trees swapped in)', () => {
  it('lists the URL paths of pages whose hash changed, that appeared or disappeared', () => {
    const after = served({
      key: 'main',
      buildId: 'b2',
      release: 'r1',
      pages: [
        page('en', '', 'h0'),
        page('en', 'company/history', 'H1'),
        page('de-ch', 'company/history', 'h2'),
        page('en', 'new', 'h4'),
        { locale: 'en', path: '404', file: 'en/404.html', hash: 'y' },
      ],
    });
    expect(diffBuilds({ previous: [before], next: [after] })).toEqual([
      { site: 'main', buildId: 'b2', release: 'r1', changed: ['/en/company/history', '/en/new', '/en/old'] },
    ]);
  });

  it('never names an unlisted page (its path may be an access token), yet still sends the event', () => {
    const gate = (hash: string, unlisted = true): ManifestPage => ({
      ...page('en', 'wirepro-expo-2024/k7Qm2xT9', hash),
      ...(unlisted ? { unlisted: true as const } : {}),
    });
    const old = served({ key: 'wirepro', buildId: 'b1', pages: [page('en', 'hall', 'a'), gate('g1')] });
    const onlyGate = served({ key: 'wirepro', buildId: 'b2', pages: [page('en', 'hall', 'a'), gate('g2')] });
    expect(diffBuilds({ previous: [old], next: [onlyGate] })).toEqual([
      { site: 'wirepro', buildId: 'b2', release: 'b2', changed: [] },
    ]);
    // Removed, or turned unlisted: the path is still not told.
    const gone = served({ key: 'wirepro', buildId: 'b3', pages: [page('en', 'hall', 'b')] });
    expect(diffBuilds({ previous: [old], next: [gone] })[0]!.changed).toEqual(['/en/hall']);
    const listedBefore = served({ key: 'wirepro', buildId: 'b0', pages: [gate('g0', false)] });
    const unlistedNow = served({ key: 'wirepro', buildId: 'b4', pages: [gate('g0')] });
    expect(diffBuilds({ previous: [listedBefore], next: [unlistedNow] })[0]!.changed).toEqual([]);
  });

  it('puts the site slug into the paths of a site without its own host', () => {
    const old = served({ key: 'events', slug: 'events', buildId: 'b1', pages: [page('en', 'company', 'a')] });
    const next = served({
      key: 'events',
      slug: 'events',
      buildId: 'b2',
      pages: [page('en', 'company', 'b')],
    });
    expect(diffBuilds({ previous: [old], next: [next] })[0]!.changed).toEqual(['/en/events/company']);
  });

  it('sends nothing for a site whose build id stayed, and null paths for a new site or too many changes', () => {
    expect(diffBuilds({ previous: [before], next: [before] })).toEqual([]);
    const other = served({ key: 'shop', buildId: 'b9', pages: [page('en', '', 'a')] });
    expect(diffBuilds({ previous: [before], next: [before, other] })).toEqual([
      { site: 'shop', buildId: 'b9', release: 'b9', changed: null },
    ]);
    const many = served({
      key: 'main',
      buildId: 'b3',
      pages: [page('en', 'a', '1'), page('en', 'b', '2'), page('en', 'c', '3')],
    });
    expect(diffBuilds({ previous: [before], next: [many], maxChanged: 2 })[0]!.changed).toBeNull();
  });

  it('hub: subscribers get events until they leave; closing ends every subscription', () => {
    const hub = createBuildEventHub();
    const got: string[] = [];
    let ended = 0;
    const leave = hub.subscribe(
      (event) => got.push(event.buildId),
      () => ended++,
    );
    hub.subscribe(
      () => got.push('second'),
      () => ended++,
    );
    hub.emit({ site: 'main', buildId: 'b2', release: 'r', changed: [] });
    leave();
    hub.emit({ site: 'main', buildId: 'b3', release: 'r', changed: [] });
    hub.close();
    hub.subscribe(
      () => got.push('late'),
      () => ended++,
    );
    hub.emit({ site: 'main', buildId: 'b4', release: 'r', changed: [] });
    expect(got).toEqual(['b2', 'second', 'second']);
    expect(ended).toBe(2);
  });
});

/** A request as the handler reads it: address, query, and `close` when the client goes. */
function fakeRequest(input: { ip: string; site?: string }) {
  return Object.assign(new EventEmitter(), {
    ip: input.ip,
    query: input.site ? { site: input.site } : {},
    socket: { remoteAddress: input.ip },
  });
}

/** A response that records what the handler sends. */
function fakeResponse() {
  const answer = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    text: '',
    ended: false,
    status(code: number) {
      answer.statusCode = code;
      return answer;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return answer;
    },
    flushHeaders() {},
    write(chunk: string) {
      answer.text += chunk;
      return true;
    },
    end(chunk?: string) {
      if (chunk) answer.text += chunk;
      answer.ended = true;
      return answer;
    },
  };
  return answer;
}

describe('GET /_build/events (the build-event stream)', () => {
  const sites = [
    served({ key: 'main', buildId: 'b1', release: 'r1', pages: [] }),
    served({ key: 'events', slug: 'events', buildId: 'e1', pages: [] }),
  ];
  const setUp = (limits?: { maxStreams?: number; maxStreamsPerAddress?: number }) => {
    const hub = createBuildEventHub();
    const context = {
      outDir: '/nowhere',
      logger: silentLogger(),
      endpoints: {},
      settings: {},
      sites: () => sites,
      assets: () => ({ scripts: [], styles: [] }),
      buildEvents: hub,
    } as unknown as RuntimeContext;
    const handler = createBuildEventsHandler(context, limits);
    const connect = (input: { ip: string; site?: string }) => {
      const request = fakeRequest(input);
      const response = fakeResponse();
      handler(request as unknown as Request, response as unknown as Response, () => {});
      return { request, response, leave: () => request.emit('close') };
    };
    return { hub, connect };
  };

  it("opens with a hello naming each served site's current build, then sends its builds", () => {
    const { hub, connect } = setUp();
    const all = connect({ ip: '203.0.113.5' });
    const events = connect({ ip: '203.0.113.5', site: 'events' });
    expect(all.response.statusCode).toBe(200);
    expect(all.response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(all.response.text).toBe(
      'retry: 2000\n\nevent: hello\ndata: {"sites":[{"site":"main","buildId":"b1","release":"r1"},' +
        '{"site":"events","buildId":"e1","release":"e1"}]}\n\n',
    );
    expect(events.response.text).toContain(
      'data: {"sites":[{"site":"events","buildId":"e1","release":"e1"}]}',
    );
    hub.emit({ site: 'main', buildId: 'b2', release: 'r1', changed: ['/en'] });
    expect(all.response.text).toContain(
      'event: build\ndata: {"site":"main","buildId":"b2","release":"r1","changed":["/en"]}\n\n',
    );
    expect(events.response.text).not.toContain('event: build');
  });

  it('refuses a stream past the per-address cap with 429 and past the global cap with 503, both with Retry-After', () => {
    expect(BUILD_EVENTS_MAX_STREAMS).toBe(1_000);
    expect(BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS).toBe(8);
    const { connect } = setUp({ maxStreams: 3, maxStreamsPerAddress: 2 });
    const first = connect({ ip: '198.51.100.1' });
    connect({ ip: '198.51.100.1' });
    const third = connect({ ip: '198.51.100.1' });
    expect(third.response.statusCode).toBe(429);
    expect(third.response.headers['retry-after']).toBe('60');
    expect(third.response.ended).toBe(true);
    expect(third.response.text).toMatch(/^Too many open build-event streams from this address/);
    connect({ ip: '198.51.100.2' });
    const fourth = connect({ ip: '198.51.100.3' });
    expect(fourth.response.statusCode).toBe(503);
    expect(fourth.response.headers['retry-after']).toBe('60');
    // A client that goes frees its place, for its address and in all.
    first.leave();
    expect(first.response.ended).toBe(true);
    expect(connect({ ip: '198.51.100.3' }).response.statusCode).toBe(200);
    expect(connect({ ip: '198.51.100.1' }).response.statusCode).toBe(503);
  });

  it('frees a place once however the stream ends (client gone, runtime closing)', () => {
    const { hub, connect } = setUp({ maxStreams: 1 });
    const first = connect({ ip: '198.51.100.1' });
    first.leave();
    first.leave();
    const second = connect({ ip: '198.51.100.2' });
    expect(second.response.statusCode).toBe(200);
    expect(connect({ ip: '198.51.100.2' }).response.statusCode).toBe(503);
    hub.close();
    expect(second.response.ended).toBe(true);
    second.leave();
    const third = connect({ ip: '198.51.100.3' });
    expect(third.response.statusCode).toBe(200);
    expect(third.response.ended).toBe(true);
  });
});
