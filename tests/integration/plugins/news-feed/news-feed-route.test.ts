import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import type { RuntimeContext, ServedSite } from '../../../../core/serving/context.ts';
import type { NewsFeedResponse } from '../../../../plugins/news-feed/feed.ts';
import { createNewsFeedRouter } from '../../../../plugins/news-feed/server/news-feed-route.ts';
import { createModesMiddleware } from '../../../../runtime/server/modes.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';

/** The served sites as the route sees them: the main site (no slug) and a slug site. */
const served = (key: string, slug: string | null, locales: string[]) =>
  ({ manifest: { site: { key } }, site: { slug }, locales: new Set(locales) }) as unknown as ServedSite;

let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataset = createContentDataset();
  const service = await startContentService({ dataset });
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: { content: { service: 'content', url: service.url, token: DEFAULT_DRAFT_TOKEN } },
    sites: () => [served('main', null, ['en', 'de-ch']), served('events', 'events', ['en'])],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
  };
  const app = express();
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use('/api/news-feed', createNewsFeedRouter({ context, excludedSegments: ['mykomax', 'editor'] }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await service.close();
  };
});

afterAll(async () => {
  await close?.();
});

const feed = async (query: string) => {
  const response = await fetch(`${baseUrl}/api/news-feed?${query}`);
  return { status: response.status, body: (await response.json()) as NewsFeedResponse & { error?: string } };
};

describe('GET /api/news-feed (customer-area §3, §4, §7)', () => {
  it('pages through the feed 10 at a time, newest first, following endCursor', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await feed(`site=main&locale=en${after ? `&after=${after}` : ''}`);
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(10);
      ids.push(...body.items.map((item) => item.id));
      after = body.pageInfo.hasNextPage ? body.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(4);
    expect(ids).toHaveLength(34);
    expect(ids.slice(0, 3)).toEqual(['news-34', 'news-33', 'news-32']);
    expect(new Set(ids).size).toBe(34);
  });

  it("answers in the locale's language with links localized for the locale, and the panel's texts", async () => {
    const { body } = await feed('site=main&locale=de-ch');
    expect(body.labels.loadMore).toBe('Mehr laden');
    const linked = body.items.find((item) => item.link?.startsWith('/'));
    expect(linked?.link).toMatch(/^\/de-ch\//);
    expect(body.excludedSegments).toEqual(['mykomax', 'editor']);
  });

  it('runs on the public main site only', async () => {
    expect((await feed('site=events&locale=en')).status).toBe(404);
    expect((await feed('site=main&locale=fr-fr')).status).toBe(404);
    expect((await feed('site=main')).status).toBe(400);
  });
});
