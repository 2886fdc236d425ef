import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import type { RuntimeContext, ServedSite } from '../../../../core/serving/context.ts';
import { createMeilisearchAdapter } from '../../../../plugins/search/engine/meilisearch-adapter.ts';
import { createSearchRouter } from '../../../../plugins/search/server/search-route.ts';

/*
 * Issue 13 "Search" point 4: the Meilisearch adapter's request and answer mapping, against a tiny local
 * HTTP server standing in for Meilisearch's `POST /indexes/{uid}/search`, and through the search proxy.
 */

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let engine: Server;
let engineUrl: string;
let received: Received[];
let reply: { status: number; body: unknown };

const site = {
  manifest: { buildId: 'b1', site: { key: 'main', slug: null, name: 'Machinery Group' } },
  site: { slug: null },
  dir: '/nonexistent',
  locales: new Set(['en', 'de-ch']),
} as unknown as ServedSite;

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

beforeAll(async () => {
  engine = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body: await readBody(request),
    });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => engine.listen(0, '127.0.0.1', resolve));
  engineUrl = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => engine.close(resolve));
});

beforeEach(() => {
  received = [];
  reply = { status: 200, body: { hits: [], totalHits: 0 } };
});

const adapter = () =>
  createMeilisearchAdapter({
    url: `${engineUrl}/`,
    indexUid: 'sitefleet-{site}-{language}',
    apiKey: 'search-key',
  });

describe('createMeilisearchAdapter', () => {
  it("asks the site and language's index for one page of the locale's documents", async () => {
    await adapter().search({ site, locale: 'de-ch', query: 'Crimp', page: 2, pageSize: 10 });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/indexes/sitefleet-main-de/search',
        authorization: 'Bearer search-key',
        body: {
          q: 'Crimp',
          filter: ['locale = "de-ch"'],
          attributesToRetrieve: ['title', 'description', 'url', 'type', 'image', 'date'],
          page: 2,
          hitsPerPage: 10,
          facets: ['type'],
        },
      },
    ]);
  });

  it('filters by type when asked and counts the types from the facet', async () => {
    reply.body = { hits: [], totalHits: 0, facetDistribution: { type: { story: 4, product: 2, video: 1 } } };
    const page = await adapter().search({
      site,
      locale: 'en',
      query: 'x',
      page: 1,
      pageSize: 10,
      type: 'story',
    });
    expect(received[0]?.body.filter).toEqual(['locale = "en"', 'type = "story"']);
    expect(page.typeCounts).toEqual({ story: 4, product: 2 });
  });

  it('maps hits to records: site paths only, known types, images as { src, alt }', async () => {
    reply.body = {
      totalHits: 23,
      hits: [
        {
          title: 'Omega 740 | Machinery Group',
          description: 'A system.',
          url: '/en/products/omega-740',
          type: 'product',
          image: 'https://assets.test/omega.jpg',
          date: null,
        },
        {
          title: 'Story',
          url: '/en/stories/a',
          type: 'story',
          image: { src: 'https://assets.test/a.jpg', alt: 'A' },
          date: '2024-05-03',
        },
        { title: 'Odd type', url: '/en/x', type: 'video' },
        { title: 'Elsewhere', url: 'https://evil.example/en/x', type: 'page' },
        { title: 'Protocol-relative', url: '//evil.example/x', type: 'page' },
        { title: 'Tab-split', url: '/\t/evil.example/x', type: 'page' },
        { title: 42, url: '/en/broken' },
      ],
    };
    const page = await adapter().search({ site, locale: 'en', query: 'omega', page: 1, pageSize: 10 });
    expect(page.total).toBe(23);
    expect(page.hits).toEqual([
      {
        title: 'Omega 740 | Machinery Group',
        description: 'A system.',
        url: '/en/products/omega-740',
        type: 'product',
        image: { src: 'https://assets.test/omega.jpg', url: 'https://assets.test/omega.jpg', alt: '' },
        date: null,
      },
      {
        title: 'Story',
        description: null,
        url: '/en/stories/a',
        type: 'story',
        image: { src: 'https://assets.test/a.jpg', url: 'https://assets.test/a.jpg', alt: 'A' },
        date: '2024-05-03',
      },
      { title: 'Odd type', description: null, url: '/en/x', type: 'page', image: null, date: null },
    ]);
  });

  it('suggests from titles only', async () => {
    reply.body = {
      hits: [{ title: 'Kalibrierservice', url: '/de-ch/services/kalibrierservice', type: 'product' }],
    };
    const hits = await adapter().suggest({ site, locale: 'de-ch', query: 'Kalib', limit: 8 });
    expect(received[0]?.body).toMatchObject({ q: 'Kalib', limit: 8, attributesToSearchOn: ['title'] });
    expect(hits).toEqual([
      { title: 'Kalibrierservice', url: '/de-ch/services/kalibrierservice', type: 'product' },
    ]);
  });

  it('reads an index the engine does not have as no hits, and fails on an engine error', async () => {
    reply = { status: 404, body: { code: 'index_not_found' } };
    expect(await adapter().search({ site, locale: 'en', query: 'x', page: 1, pageSize: 10 })).toEqual({
      hits: [],
      total: 0,
    });
    reply = { status: 500, body: { message: 'down' } };
    await expect(adapter().search({ site, locale: 'en', query: 'x', page: 1, pageSize: 10 })).rejects.toThrow(
      /answered 500/,
    );
  });
});

describe('the search proxy over Meilisearch', () => {
  let proxy: Server;
  let proxyUrl: string;

  beforeAll(async () => {
    const context = {
      outDir: '/nonexistent',
      logger: silentLogger(),
      endpoints: {},
      sites: () => [site],
      assets: () => ({ scripts: [], styles: [] }),
      settings: {},
    } satisfies RuntimeContext;
    const engine = { adapter: adapter(), suggestions: 8 };
    const app = express();
    app.use('/api/search-proxy', createSearchRouter({ context, engineOf: () => engine }));
    proxy = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => proxy.once('listening', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  const search = (query: string) =>
    fetch(`${proxyUrl}/api/search-proxy/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ localeCode: 'en', siteSlug: null, query, page: 1 }),
    });

  it("strips the brand suffix the engine's titles carry and highlights the query safely", async () => {
    reply.body = {
      totalHits: 2,
      hits: [
        { title: 'Omega 740 | Machinery Group', url: '/en/products/omega-740', type: 'product' },
        { title: '<img src=x onerror=alert(1)> Omega', url: '/en/x', type: 'page' },
      ],
    };
    const response = await search('omega');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      records: Record<string, unknown>[];
      total: number;
      pages: number;
    };
    expect(answer).toMatchObject({ total: 2, pages: 1 });
    expect(answer.records[0]).toMatchObject({
      title: 'Omega 740',
      highlightedTitle: '<mark>Omega</mark> 740',
    });
    expect(answer.records[1]?.highlightedTitle).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>Omega</mark>');
  });

  it('answers 502 when the engine fails', async () => {
    reply = { status: 503, body: {} };
    const response = await search('omega');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/search engine/) });
  });
});
