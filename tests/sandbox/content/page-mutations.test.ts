import { describe, expect, it } from 'vitest';
import { PAGES_QUERY } from '../../../core/model/content.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset, DRAFT_PREVIEW_PAGE_ID } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const TOKEN = { authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` };

const PAGE = /* GraphQL */ `
  query page($id: ID!, $locales: [Locale!], $stage: Stage!) {
    page(where: { id: $id }, locales: $locales, stage: $stage) {
      id locale title isPublished languages body { markdown }
      translationTargetLanguages { language translationState exportedAt importedAt }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation update($id: ID!, $data: PageUpdateInput!, $locale: Locale) {
    updatePage(where: { id: $id }, data: $data, locale: $locale) { id locale title body { markdown } }
  }
`;
const PUBLISH = /* GraphQL */ `
  mutation publish($id: ID!) { publishPage(where: { id: $id }, to: [PUBLISHED]) { id isPublished } }
`;

interface PageAnswer {
  page: {
    title: string;
    locale: string;
    isPublished: boolean;
    languages: string[];
    body: { markdown: string } | null;
    translationTargetLanguages: { language: string; translationState: string }[];
  } | null;
}

function service() {
  const dataset = createContentDataset();
  const yoga = createContentYoga(dataset);
  const read = async (id: string, stage: 'DRAFT' | 'PUBLISHED', locales = ['en']) =>
    (
      await postGraphql<PageAnswer>(yoga, {
        query: PAGE,
        variables: { id, stage, locales },
        headers: TOKEN,
      })
    ).data?.page ?? null;
  const update = (variables: Record<string, unknown>, headers: Record<string, string> = TOKEN) =>
    postGraphql<{ updatePage: { title: string; locale: string } | null }>(yoga, {
      query: UPDATE,
      variables,
      headers,
    });
  const publish = (id: string) =>
    postGraphql<{ publishPage: { isPublished: boolean } | null }>(yoga, {
      query: PUBLISH,
      variables: { id },
      headers: TOKEN,
    });
  return { dataset, yoga, read, update, publish };
}

describe('the sandbox CMS draft-only page', () => {
  it('exists in stage DRAFT only, and no navigation links it', async () => {
    const { dataset, read } = service();
    expect(await read(DRAFT_PREVIEW_PAGE_ID, 'PUBLISHED')).toBeNull();
    expect((await read(DRAFT_PREVIEW_PAGE_ID, 'DRAFT'))?.title).toMatch(/^Draft preview: /);
    const linked = JSON.stringify([dataset.headerNavigations, dataset.footerNavigations]);
    expect(linked).not.toContain(DRAFT_PREVIEW_PAGE_ID);
  });

  it('is left out of the published pages list a build loads', async () => {
    const { yoga } = service();
    const answer = await postGraphql<{ pagesConnection: { edges: { node: { id: string } }[] } }>(yoga, {
      query: PAGES_QUERY,
      variables: { siteId: 'main', locales: ['en'], stage: 'PUBLISHED', first: 100 },
    });
    const ids = answer.data?.pagesConnection.edges.map((edge) => edge.node.id);
    expect(ids).toContain('page-main-company');
    expect(ids).not.toContain(DRAFT_PREVIEW_PAGE_ID);
  });
});

describe('updatePage (Hygraph dialect): edits the DRAFT version', () => {
  it('changes the draft title and body in a locale while PUBLISHED keeps the published ones', async () => {
    const { read, update } = service();
    const id = 'page-main-company-history';
    const published = await read(id, 'PUBLISHED', ['de']);
    const answer = await update({ id, locale: 'de', data: { title: 'Neue Geschichte', body: 'Neu.' } });
    expect(answer.data?.updatePage).toMatchObject({ title: 'Neue Geschichte', locale: 'de' });
    expect(await read(id, 'DRAFT', ['de'])).toMatchObject({
      title: 'Neue Geschichte',
      body: { markdown: 'Neu.' },
    });
    expect(await read(id, 'PUBLISHED', ['de'])).toMatchObject({
      title: published?.title,
      body: published?.body,
    });
    // Other languages of the draft are as published.
    expect((await read(id, 'DRAFT', ['en']))?.title).toBe((await read(id, 'PUBLISHED', ['en']))?.title);
  });

  it('defaults the locale to en and adds a locale the page lacks to the draft', async () => {
    const { read, update } = service();
    const id = 'page-main-careers';
    expect((await read(id, 'PUBLISHED'))?.languages).not.toContain('ja');
    await update({ id, data: { title: 'Careers (edited)' } });
    await update({ id, locale: 'ja', data: { title: '採用情報', body: '本文' } });
    const draft = await read(id, 'DRAFT', ['ja']);
    expect(draft).toMatchObject({ locale: 'ja', title: '採用情報' });
    expect(draft?.languages).toContain('ja');
    expect((await read(id, 'DRAFT'))?.title).toBe('Careers (edited)');
  });

  it('stores translation targets as given', async () => {
    const { read, update } = service();
    const id = 'page-main-company-management';
    const targets = [
      {
        language: 'de',
        translationState: 'InProgress',
        exportedAt: '2025-01-01T00:00:00.000Z',
        importedAt: null,
      },
    ];
    await update({ id, data: { translationTargetLanguages: targets } });
    expect((await read(id, 'DRAFT'))?.translationTargetLanguages).toEqual(targets);
    expect((await read(id, 'PUBLISHED'))?.translationTargetLanguages.length).toBeGreaterThan(1);
  });

  it('answers null for an unknown page and refuses a request without the bearer token', async () => {
    const { update, read } = service();
    expect((await update({ id: 'page-nope', data: { title: 'x' } })).data?.updatePage).toBeNull();
    const refused = await update({ id: 'page-main-company', data: { title: 'x' } }, {});
    expect(refused.errors?.[0]?.message).toBe('Mutations require a bearer token');
    expect((await read('page-main-company', 'DRAFT'))?.title).not.toBe('x');
  });
});

describe('publishPage (Hygraph dialect): the draft becomes the published version', () => {
  it('publishes an edited page: PUBLISHED shows the draft text', async () => {
    const { read, update, publish } = service();
    const id = 'page-main-contact';
    await update({ id, data: { body: 'Call us today.' } });
    expect((await read(id, 'PUBLISHED'))?.body?.markdown).not.toBe('Call us today.');
    expect((await publish(id)).data?.publishPage).toEqual({ id, isPublished: true });
    expect((await read(id, 'PUBLISHED'))?.body?.markdown).toBe('Call us today.');
  });

  it('makes a draft-only page visible in stage PUBLISHED', async () => {
    const { read, publish } = service();
    await publish(DRAFT_PREVIEW_PAGE_ID);
    expect(await read(DRAFT_PREVIEW_PAGE_ID, 'PUBLISHED')).toMatchObject({ isPublished: true });
  });
});
