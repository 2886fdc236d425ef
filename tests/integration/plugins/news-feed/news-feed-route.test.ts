import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import { configureImageAssetHost } from '../../../../core/media/asset-host.ts';
import { pictureSources } from '../../../../core/media/picture-sources.ts';
import type { RuntimeContext, ServedSite } from '../../../../core/serving/context.ts';
import type { NewsFeedResponse } from '../../../../plugins/news-feed/feed.ts';
import { NEWS_IMAGE } from '../../../../plugins/news-feed/islands/NewsFeedItem.tsx';
import { createNewsFeedRouter } from '../../../../plugins/news-feed/server/news-feed-route.ts';
import { createModesMiddleware } from '../../../../runtime/server/modes.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';
import { collectImages } from '../../../../sandbox/images/catalogue.ts';
import { type RunningImageService, startImageService } from '../../../../sandbox/images/server.ts';

/** The served sites as the route sees them: the main site (no slug) and a slug site. */
const served = (key: string, slug: string | null, locales: string[]) =>
  ({ manifest: { site: { key } }, site: { slug }, locales: new Set(locales) }) as unknown as ServedSite;

// The configured asset host the dataset's images are on; the image service, on a free port, answers
// their paths (as tests/integration/sandbox/images/image-service.test.ts does).
const DATASET_HOST = 'http://127.0.0.1:4399/';

let baseUrl: string;
let close: () => Promise<void>;
let images: RunningImageService;
const logger = silentLogger();

beforeAll(async () => {
  configureImageAssetHost(DATASET_HOST);
  const dataset = createContentDataset({ assetHost: DATASET_HOST });
  const service = await startContentService({ dataset });
  images = await startImageService({
    images: collectImages({ assetHost: DATASET_HOST, datasets: [dataset] }),
    assetHost: 'http://127.0.0.1:0/',
  });
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger,
    endpoints: { content: { service: 'content', url: service.url, token: DEFAULT_DRAFT_TOKEN } },
    sites: () => [served('main', null, ['en', 'de-ch']), served('events', 'events', ['en'])],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
  };
  const app = express();
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use('/api/news-feed', createNewsFeedRouter({ context, excludedSegments: () => ['mykomax', 'editor'] }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await service.close();
    await images.close();
  };
});

afterAll(async () => {
  configureImageAssetHost(null);
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

  it('answers 400 for a cursor the content service does not know, without an error log and without 5xx', async () => {
    const error = vi.spyOn(logger, 'error');
    const unknown = Buffer.from('not-a-cursor').toString('base64url');
    for (const after of [unknown, 'AAAA', 'b2Zmc2V0Om5vcGU']) {
      const { status, body } = await feed(`site=main&locale=en&after=${after}`);
      expect(status).toBe(400);
      expect(body.error).toBe('Invalid cursor: use the endCursor of the previous page.');
    }
    // Malformed before any request: too long, not base64url.
    for (const after of ['a'.repeat(201), 'abc%2Fdef', 'abc.def', '%00']) {
      expect((await feed(`site=main&locale=en&after=${after}`)).status).toBe(400);
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it("gives images on the asset host that the sandbox image service answers through the panel's <picture>", async () => {
    const { body } = await feed('site=main&locale=en');
    expect(body.assetHost).toBe(DATASET_HOST);
    const withImage = body.items.find((item) => item.image?.url);
    expect(withImage?.image?.url).toMatch(new RegExp(`^${DATASET_HOST}news/[a-z-]+-\\d+\\.png$`));
    const sources = pictureSources({
      url: withImage!.image!.url,
      ...NEWS_IMAGE,
      assetHost: body.assetHost,
    });
    const webp = sources!.webpSrcSet!.split(', ').map((candidate) => candidate.split(' ')[0]!);
    for (const url of [sources!.src, ...webp]) {
      const response = await fetch(url.replace(DATASET_HOST, images.assetHost));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(url.includes('fm=webp') ? 'image/webp' : 'image/png');
    }
  });

  it('keeps only site-relative and http(s) links', async () => {
    const { body } = await feed('site=main&locale=en');
    for (const item of body.items) {
      if (item.link !== null) expect(item.link).toMatch(/^(\/en(\/|$)|https?:\/\/)/);
    }
  });
});
