import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GraphQLRequestError } from '../../../../core/graphql/client.ts';
import { contentHeaders, localePreference } from '../../../../core/graphql/content-request.ts';
import { requestService } from '../../../../core/graphql/service-request.ts';
import { silentLogger } from '../../../../core/logger.ts';
import {
  DEFAULT_DRAFT_TOKEN,
  type RunningContentService,
  startContentService,
} from '../../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';

describe('localePreference (public-site §7)', () => {
  it.each([
    [{ language: 'de', fallbackLanguage: 'fr' }, ['de', 'fr', 'en']],
    [{ language: 'de', fallbackLanguage: null }, ['de', 'en']],
    [{ language: 'de', fallbackLanguage: 'de' }, ['de', 'en']],
    [{ language: 'en', fallbackLanguage: 'ja' }, ['en', 'ja']],
    [{ language: 'en' }, ['en']],
  ])('%j → %j', (input, expected) => {
    expect(localePreference(input)).toEqual(expected);
  });
});

describe('contentHeaders', () => {
  it('sends the preference as gcms-locales and a bearer override when given', () => {
    expect(contentHeaders({ languages: ['de', 'fr', 'en'] })).toEqual({ 'gcms-locales': 'de,fr,en' });
    expect(contentHeaders({})).toEqual({});
    expect(contentHeaders({ languages: ['en'], token: 'draft' })).toEqual({
      'gcms-locales': 'en',
      authorization: 'Bearer draft',
    });
  });
});

describe('requestService against the sandbox content service', () => {
  let service: RunningContentService;
  beforeAll(async () => {
    service = await startContentService({ dataset: createContentDataset() });
  });
  afterAll(() => service.close());

  const PAGE_QUERY =
    'query page($id: ID!, $stage: Stage!) { page(where: { id: $id }, stage: $stage) { title locale } }';
  const schema = z.object({ page: z.object({ title: z.string(), locale: z.string() }).nullable() });
  const request = (input: { id: string; languages: string[]; stage?: string; token?: string }) =>
    requestService({
      endpoint: { service: 'content', url: service.url },
      request: {
        service: 'content',
        query: PAGE_QUERY,
        operationName: 'page',
        variables: { id: input.id, stage: input.stage ?? 'PUBLISHED' },
        languages: input.languages,
        schema,
      },
      token: input.token,
      logger: silentLogger(),
    });

  it('gets the content in the first language of the preference the entry has', async () => {
    // Productronica's internal page exists in en and de only.
    const id = 'page-productronica-internal';
    expect((await request({ id, languages: ['fr', 'de', 'en'] })).page?.locale).toBe('de');
    expect((await request({ id, languages: ['fr', 'en'] })).page?.locale).toBe('en');
  });

  it('reads drafts only with the bearer override', async () => {
    const id = 'page-main-solutions-next-generation';
    await expect(request({ id, languages: ['en'], stage: 'DRAFT' })).rejects.toThrow(GraphQLRequestError);
    const draft = await request({ id, languages: ['en'], stage: 'DRAFT', token: DEFAULT_DRAFT_TOKEN });
    expect(draft.page?.title).toBeTruthy();
  });

  it('names the query and the field path when the answer does not match the schema', async () => {
    await expect(
      requestService({
        endpoint: { service: 'content', url: service.url },
        request: {
          service: 'content',
          query: 'query sites { sites(first: 1) { id } }',
          operationName: 'sites',
          languages: ['en'],
          schema: z.object({ sites: z.array(z.object({ id: z.number() })) }),
        },
      }),
    ).rejects.toThrow(/answered sites with unexpected data:\n {2}- sites\[0\]\.id:/);
  });
});
