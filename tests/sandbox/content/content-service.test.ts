import { describe, expect, it } from 'vitest';
import { PAGES_QUERY, pagesConnectionSchema } from '../../../core/model/content.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

const PAGE_QUERY = /* GraphQL */ `
  query page($id: ID!, $locales: [Locale!], $stage: Stage!) {
    page(where: { id: $id }, locales: $locales, stage: $stage) { id locale title body { markdown } parent { slug } }
  }
`;

async function lookUpPage(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await postGraphql<{ page: { locale: string; title: string } | null }>(yoga, {
    query: PAGE_QUERY,
    variables: { stage: 'PUBLISHED', ...variables },
    headers,
  });
  return { ...answer, page: answer.data?.page };
}

async function allPageIds(options: {
  siteId: string;
  first: number;
  stage?: string;
  headers?: Record<string, string>;
}) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let request = 0; request < 100; request++) {
    const answer = await postGraphql(yoga, {
      query: PAGES_QUERY,
      variables: {
        siteId: options.siteId,
        locales: ['en'],
        stage: options.stage ?? 'PUBLISHED',
        first: options.first,
        after,
      },
      headers: options.headers,
    });
    const { pagesConnection } = pagesConnectionSchema.parse(answer.data);
    ids.push(...pagesConnection.edges.map((edge) => edge.node.id));
    if (!pagesConnection.pageInfo.hasNextPage) return ids;
    after = pagesConnection.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

describe('sandbox content service: locales', () => {
  it('serves a page in the first requested language it has', async () => {
    const { page } = await lookUpPage({ id: 'page-main-careers', locales: ['fr', 'en'] });
    expect(page).toMatchObject({ locale: 'fr', title: 'Carrières' });
  });

  it('falls back to en when the page lacks the requested language', async () => {
    const { page } = await lookUpPage({ id: 'page-main-careers', locales: ['ja'] });
    expect(page).toMatchObject({ locale: 'en', title: 'Careers' });
  });

  it('falls back along the gcms-locales header before en', async () => {
    const { page } = await lookUpPage(
      { id: 'page-main-careers', locales: ['ja'] },
      { 'gcms-locales': 'zh, de' },
    );
    expect(page).toMatchObject({ locale: 'de', title: 'Karriere' });
  });

  it('uses the gcms-locales header alone when no locales are given', async () => {
    const { page } = await lookUpPage({ id: 'page-main-company' }, { 'gcms-locales': 'hu' });
    expect(page).toMatchObject({ locale: 'hu', title: 'Vállalat' });
  });

  it('localizes navigation titles and falls back per item', async () => {
    type Header = { items: { title: string; page: { locale: string } | null }[] };
    const answer = await postGraphql<{ headerNavigation: Header }>(yoga, {
      query: `{ headerNavigation(where: { id: "header-main" }, locales: [ja]) { items { title page { locale } } } }`,
    });
    const { items } = answer.data!.headerNavigation;
    expect(items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['会社情報', 'Careers', 'ニュース']),
    );
    expect(items.find((item) => item.title === 'Careers')?.page?.locale).toBe('en');
  });
});

describe('sandbox content service: pagination', () => {
  it('returns every page of a site exactly once, two at a time', async () => {
    const ids = await allPageIds({ siteId: 'events', first: 2 });
    const expected = dataset.pages
      .filter((page) => page.siteId === 'events' && page.isPublished)
      .map((page) => page.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages through a scaled dataset the same way', async () => {
    const large = createContentYoga(createContentDataset({ scale: 5 }));
    const answer = await postGraphql<{ pagesConnection: { aggregate: { count: number } } }>(large, {
      query:
        '{ pagesConnection(where: { site: { id: "main" } }, locales: [en], first: 7) { aggregate { count } } }',
    });
    expect(answer.data!.pagesConnection.aggregate.count).toBeGreaterThan(50);
  });

  it('rejects a cursor it did not issue', async () => {
    const answer = await postGraphql(yoga, {
      query: PAGES_QUERY,
      variables: { siteId: 'main', locales: ['en'], stage: 'PUBLISHED', first: 2, after: 'not-a-cursor' },
    });
    expect(answer.errors?.[0]?.message).toMatch(/Invalid cursor/);
  });
});

describe('sandbox content service: stages', () => {
  const draftOnly = 'page-main-solutions-next-generation';

  it('hides unpublished pages from PUBLISHED', async () => {
    expect(await allPageIds({ siteId: 'main', first: 100 })).not.toContain(draftOnly);
    expect((await lookUpPage({ id: draftOnly })).page).toBeNull();
  });

  it('shows unpublished pages in DRAFT with the bearer token', async () => {
    const headers = { authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` };
    expect(await allPageIds({ siteId: 'main', first: 100, stage: 'DRAFT', headers })).toContain(draftOnly);
  });

  it.each<Record<string, string>>([{}, { authorization: 'Bearer wrong-token' }])(
    'refuses DRAFT without the right token (%j)',
    async (headers) => {
      const answer = await lookUpPage({ id: 'page-main-home', stage: 'DRAFT' }, headers);
      expect(answer.errors?.[0]?.message).toBe('Draft content requires a bearer token');
      expect(answer.data?.page ?? null).toBeNull();
    },
  );

  it('accepts a configured draft token', async () => {
    const custom = createContentYoga(dataset, { draftToken: 'secret' });
    const answer = await postGraphql(custom, {
      query: PAGE_QUERY,
      variables: { id: draftOnly, stage: 'DRAFT' },
      headers: { authorization: 'Bearer secret' },
    });
    expect(answer.data?.page).toMatchObject({ id: draftOnly, parent: { slug: 'solutions' } });
  });
});

describe('sandbox content service: filters', () => {
  it('filters redirects by site and by previous URL', async () => {
    const answer = await postGraphql(yoga, {
      query: `{ systemRedirects(where: { site: { id: "main" }, previousUrl_in: ["/en/about-us", "/en/events/old-page"] }) {
        previousUrl site { id } } }`,
    });
    expect(answer.data?.systemRedirects).toEqual([{ previousUrl: '/en/about-us', site: { id: 'main' } }]);
  });

  it('finds pages by slug_in within a site', async () => {
    type Connection = { edges: { node: { id: string; countries: string[] } }[] };
    const answer = await postGraphql<{ pagesConnection: Connection }>(yoga, {
      query: `{ pagesConnection(where: { site: { id: "main" }, slug_in: ["home"] }, locales: [de]) {
        edges { node { id countries } } } }`,
    });
    const { edges } = answer.data!.pagesConnection;
    expect(edges.map((edge) => edge.node)).toEqual([
      { id: 'page-main-home', countries: [] },
      { id: 'page-main-home-ch', countries: ['CH'] },
    ]);
  });
});

describe('content service CORS', () => {
  it('gives a web page no CORS answer: a site a developer visits cannot call it, mutations included', async () => {
    const preflight = await yoga.fetch('http://sandbox.test/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://attacker.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });
});
