import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintEditorHash } from '../../../../../core/editor/editor-hash.ts';
import { requestGraphQL } from '../../../../../core/graphql/client.ts';
import { silentLogger } from '../../../../../core/logger.ts';
import { linkCheckFile } from '../../../../../core/pipeline/build-files.ts';
import type { BuildManifest } from '../../../../../core/pipeline/manifest.ts';
import type { RuntimeContext, ServedSite } from '../../../../../core/serving/context.ts';
import type { RebuildRequest, RebuildRun } from '../../../../../core/serving/rebuild.ts';
import editorPlugin from '../../../../../plugins/editor/index.ts';
import { TRANSLATIONS_FILE } from '../../../../../plugins/editor/translation-report.ts';
import { EDITOR_COOKIE } from '../../../../../runtime/kit/cookies.ts';
import { createApiRouter } from '../../../../../runtime/server/api-router.ts';
import { collectPluginRoutes } from '../../../../../runtime/server/plugin-routes.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../../sandbox/content/server.ts';
import { createContentDataset, DRAFT_PREVIEW_PAGE_ID } from '../../../../../sandbox/dataset/index.ts';
import { API_TEST_EDITOR } from '../../../../helpers/api-app.ts';

/** A served site as the runtime lists it, with the pages of its build. */
function servedSite(input: { key: string; dir: string; pageIds: string[]; locales: string[] }): ServedSite {
  const site = {
    key: input.key,
    id: input.key,
    name: input.key,
    technicalName: input.key,
    slug: null,
  } as BuildManifest['site'];
  const pages = input.pageIds.map((id) => ({
    id,
    locale: 'en',
    path: id,
    file: `en/${id}/index.html`,
    hash: 'h',
  }));
  return {
    site,
    manifest: { buildId: 'b1', builtAt: '2025-01-01T00:00:00.000Z', site, locales: input.locales, pages },
    dir: input.dir,
    locales: new Set(input.locales),
    defaultLocale: input.locales[0] ?? null,
    redirects: [],
    pageFiles: new Map(),
  };
}

let outDir: string;
let baseUrl: string;
let server: Server;
let content: Awaited<ReturnType<typeof startContentService>>;
let contentRunning = true;
const requested: RebuildRequest[] = [];
const editorCookie = () => `${EDITOR_COOKIE}=${mintEditorHash({ keys: API_TEST_EDITOR, now: Date.now() })}`;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-translation-'));
  content = await startContentService({ dataset: createContentDataset() });
  const sites = [
    servedSite({
      key: 'main',
      dir: path.join(outDir, 'main'),
      pageIds: ['page-main-contact'],
      locales: ['en', 'de'],
    }),
    servedSite({
      key: 'events',
      dir: path.join(outDir, 'events'),
      pageIds: ['page-events-contact'],
      locales: ['en'],
    }),
  ];
  const requestRebuild = (request: RebuildRequest): RebuildRun[] => {
    requested.push(request);
    return request.sites.map((site, index) => ({
      id: `rb-${index + 1}`,
      site,
      state: 'queued',
      trigger: request.trigger,
      reason: request.reason,
      coalesced: 0,
      entryIds: request.entryIds ?? [],
      force: false,
      requestedAt: 1,
    }));
  };
  const rebuilds = {
    request: requestRebuild,
    submit: async (request: RebuildRequest) => requestRebuild(request),
  } as unknown as NonNullable<RuntimeContext['rebuilds']>;
  const context: RuntimeContext = {
    outDir,
    logger: silentLogger(),
    endpoints: { content: { service: 'content', url: content.url, token: DEFAULT_DRAFT_TOKEN } },
    sites: () => sites,
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    editor: API_TEST_EDITOR,
    rebuilds,
  };
  const app = express();
  app.use(cookieParser());
  app.use('/api', createApiRouter({ context, routes: collectPluginRoutes([editorPlugin({})]).api }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  if (contentRunning) await content.close();
  await rm(outDir, { recursive: true, force: true });
});

async function call(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { cookie: editorCookie(), 'sec-fetch-site': 'same-origin', ...init.headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/translation/state|start|reset/{pageId} (customer-area §4, §7)', () => {
  const id = 'page-main-company-management';

  it('answers the source language, the target languages and the page-level state', async () => {
    const { status, body } = await call(`/api/translation/state/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ pageId: id, sourceLanguage: 'en', state: 'InProgress' });
    expect(body.targetLanguages).toContainEqual(
      expect.objectContaining({ language: 'ja', translationState: 'MarkedForTranslation', exportedAt: null }),
    );
  });

  it('resets and starts a translation, which the next state call shows', async () => {
    const reset = await call(`/api/translation/reset/${id}`);
    expect(reset.status).toBe(200);
    expect(reset.body.state).toBe('MarkedForTranslation');
    expect((await call(`/api/translation/state/${id}`)).body.state).toBe('MarkedForTranslation');

    const started = await call(`/api/translation/start/${id}`);
    expect(started.body.state).toBe('InProgress');
    const targets = started.body.targetLanguages as { translationState: string; exportedAt: string | null }[];
    expect(targets.every((target) => target.translationState === 'InProgress')).toBe(true);
    expect(Date.now() - Date.parse(targets[0]?.exportedAt ?? '')).toBeLessThan(60_000);
    expect((await call(`/api/translation/state/${id}`)).body.state).toBe('InProgress');
  });

  it('answers 401 without the editor cookie, and changes nothing', async () => {
    const before = (await call(`/api/translation/state/${id}`)).body;
    for (const route of ['state', 'start', 'reset']) {
      const { status, body } = await call(`/api/translation/${route}/${id}`, { headers: { cookie: '' } });
      expect(status).toBe(401);
      expect(body.error).toMatch(/Editor access only/);
    }
    expect((await call(`/api/translation/state/${id}`)).body).toEqual(before);
  });

  it('refuses a cross-site start or reset (403), and changes nothing', async () => {
    const before = (await call(`/api/translation/state/${id}`)).body;
    const crossSite = await call(`/api/translation/reset/${id}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const foreignOrigin = await call(`/api/translation/start/${id}`, {
      headers: { origin: 'https://attacker.test' },
    });
    expect(foreignOrigin.status).toBe(403);
    // A link opened from outside the site (an e-mail, a chat) navigates with the Lax cookie: refused.
    const openedFromOutside = await call(`/api/translation/reset/${id}`, {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(openedFromOutside.status).toBe(403);
    expect((await call(`/api/translation/state/${id}`)).body).toEqual(before);
    // The page's own origin passes.
    expect((await call(`/api/translation/state/${id}`, { headers: { origin: baseUrl } })).status).toBe(200);
  });

  it('answers 404 for an unknown page and 400 for an id that is no page id', async () => {
    expect(await call('/api/translation/state/page-nope')).toEqual({
      status: 404,
      body: { error: "Unknown page 'page-nope'." },
    });
    expect((await call('/api/translation/start/a.b')).status).toBe(400);
  });
});

describe('POST /api/editor/publish/{pageId}', () => {
  const publish = (pageId: string, headers: Record<string, string> = { origin: baseUrl }) =>
    call(`/api/editor/publish/${pageId}`, { method: 'POST', headers });
  const publishedTitle = async (pageId: string) => {
    const result = await requestGraphQL(
      { service: 'content', url: content.url },
      {
        query: 'query p($id: ID!) { page(where: { id: $id }) { title } }',
        operationName: 'p',
        variables: { id: pageId },
      },
    );
    return (result.data as { page: { title: string } | null }).page?.title ?? null;
  };

  it("refuses visitors (401) and requests without this site's Origin (403)", async () => {
    expect((await publish(DRAFT_PREVIEW_PAGE_ID, { origin: baseUrl, cookie: '' })).status).toBe(401);
    expect((await publish(DRAFT_PREVIEW_PAGE_ID, { origin: 'https://attacker.test' })).status).toBe(403);
    expect(await publishedTitle(DRAFT_PREVIEW_PAGE_ID)).toBeNull();
  });

  it("publishes a draft-only page, visible at stage PUBLISHED, and queues its site's rebuild", async () => {
    expect(await publishedTitle(DRAFT_PREVIEW_PAGE_ID)).toBeNull();
    const { status, body } = await publish(DRAFT_PREVIEW_PAGE_ID);
    expect(status).toBe(202);
    expect(body.published).toBe(true);
    expect(body.runs).toEqual([
      expect.objectContaining({ site: 'main', trigger: 'editor', entryIds: [DRAFT_PREVIEW_PAGE_ID] }),
    ]);
    expect(await publishedTitle(DRAFT_PREVIEW_PAGE_ID)).toMatch(/^Draft preview: /);
  });

  it('rebuilds every served site whose build shows the page', async () => {
    requested.length = 0;
    expect((await publish('page-events-contact')).status).toBe(202);
    expect(requested.map((request) => request.sites)).toEqual([['events']]);
  });

  it('answers 404 for an unknown page', async () => {
    expect((await publish('page-nope')).status).toBe(404);
  });
});

describe('GET /api/translation/report', () => {
  it("merges the served sites' reports with the links into missing pages", async () => {
    const report = {
      site: { key: 'main', id: 'main', name: 'main' },
      pages: 2,
      languages: [
        {
          language: 'de',
          locales: ['de'],
          pages: 2,
          available: 1,
          coverage: 0.5,
          missing: [
            {
              pageId: 'page-main-careers',
              path: 'careers',
              title: 'Careers',
              fallbackLanguage: 'en',
              hrefs: ['/de/careers'],
            },
          ],
        },
      ],
      states: { MarkedForTranslation: 0, InProgress: 0, Translated: 2 },
      inTranslation: [],
    };
    await mkdir(path.join(outDir, 'main', '_build', 'link-check'), { recursive: true });
    await writeFile(path.join(outDir, 'main', TRANSLATIONS_FILE), JSON.stringify(report));
    await writeFile(
      path.join(outDir, 'main', linkCheckFile('de')),
      JSON.stringify({
        checked: 3,
        broken: [{ href: '/de/careers', count: 2, pages: ['/de', '/de/contact'] }],
      }),
    );
    const { status, body } = await call('/api/translation/report');
    expect(status).toBe(200);
    const sites = body.sites as (typeof report)[];
    // The events site has no report yet: left out.
    expect(sites.map((site) => site.site.key)).toEqual(['main']);
    expect(sites[0]?.languages[0]?.missing[0]).toMatchObject({
      pageId: 'page-main-careers',
      links: [{ site: 'main', locale: 'de', href: '/de/careers', count: 2, pages: ['/de', '/de/contact'] }],
    });
    expect((await call('/api/translation/report', { headers: { cookie: '' } })).status).toBe(401);
  });
});

describe('when the content service is down', () => {
  it('answers 502 JSON', async () => {
    await content.close();
    contentRunning = false;
    const { status, body } = await call('/api/translation/state/page-main-company');
    expect(status).toBe(502);
    expect(body.error).toMatch(/content service/);
    expect(
      (await call(`/api/editor/publish/page-main-company`, { method: 'POST', headers: { origin: baseUrl } }))
        .status,
    ).toBe(502);
  });
});
