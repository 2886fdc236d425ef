import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestGraphQL } from '../../../../core/graphql/client.ts';
import { silentLogger } from '../../../../core/logger.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../sandbox/content/server.ts';
import { createContentDataset, DRAFT_PREVIEW_PAGE_ID } from '../../../../sandbox/dataset/index.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sitefleet-content-edits-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const PAGE = /* GraphQL */ `
  query page($id: ID!, $stage: Stage!) { page(where: { id: $id }, stage: $stage) { title isPublished } }
`;

/** Starts the content service over a fresh demo dataset and the edits kept in `file`. */
async function start(file: string) {
  const service = await startContentService({ dataset: createContentDataset(), databaseFile: file });
  const endpoint = { service: 'content' as const, url: service.url, token: DEFAULT_DRAFT_TOKEN };
  const send = async <Data>(operationName: string, query: string, variables: Record<string, unknown> = {}) =>
    (await requestGraphQL(endpoint, { query, operationName, variables, logger: silentLogger() }))
      .data as Data;
  const page = async (id: string, stage: 'DRAFT' | 'PUBLISHED') =>
    (await send<{ page: { title: string; isPublished: boolean } | null }>('page', PAGE, { id, stage })).page;
  return { service, send, page };
}

describe('the sandbox content service with a database file (sandbox/content/page-edits.ts)', () => {
  it('keeps drafts and published changes across a restart', async () => {
    const file = path.join(folder, 'content.sqlite');
    const first = await start(file);
    await first.send(
      'edit',
      'mutation edit { updatePage(where: { id: "page-main-company" }, data: { title: "Company (draft)" }) { id } }',
    );
    await first.send(
      'publish',
      `mutation publish { publishPage(where: { id: "${DRAFT_PREVIEW_PAGE_ID}" }, to: [PUBLISHED]) { id } }`,
    );
    await first.service.close();

    const second = await start(file);
    try {
      expect((await second.page('page-main-company', 'DRAFT'))?.title).toBe('Company (draft)');
      expect((await second.page('page-main-company', 'PUBLISHED'))?.title).toBe('Company');
      expect(await second.page(DRAFT_PREVIEW_PAGE_ID, 'PUBLISHED')).toMatchObject({ isPublished: true });
    } finally {
      await second.service.close();
    }
  });

  it('keeps nothing without a file', async () => {
    const first = await start(':memory:');
    await first.send(
      'edit',
      'mutation edit { updatePage(where: { id: "page-main-company" }, data: { title: "Gone" }) { id } }',
    );
    await first.service.close();
    const second = await start(':memory:');
    try {
      expect((await second.page('page-main-company', 'DRAFT'))?.title).toBe('Company');
    } finally {
      await second.service.close();
    }
  });
});
