import { describe, expect, it } from 'vitest';
import { NEWS_FEED_QUERY } from '../../../plugins/news-feed/news-feed-query.ts';
import { PASSWORD_HASHES_QUERY } from '../../../plugins/protected-pages/load.ts';
import { verifyPagePassword } from '../../../plugins/protected-pages/password-hash.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset, pageId } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

interface FeedAnswer {
  newsFeedItemsConnection: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; title: string; publicationDate: string } }[];
  };
}

const feedPage = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postGraphql<FeedAnswer>(yoga, { query: NEWS_FEED_QUERY, variables, headers });

describe('newsFeedItemsConnection (customer-area §7)', () => {
  it('pages through the whole feed newest first, 10 at a time, with Relay pageInfo', async () => {
    const ids: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const { data } = await feedPage({ first: 10, after });
      const connection = data!.newsFeedItemsConnection;
      expect(connection.edges.length).toBeLessThanOrEqual(10);
      ids.push(...connection.edges.map((edge) => edge.node.id));
      dates.push(...connection.edges.map((edge) => edge.node.publicationDate));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(Math.ceil(dataset.newsFeedItems.length / 10));
    expect(new Set(ids).size).toBe(dataset.newsFeedItems.length);
    expect(ids[0]).toBe('news-34');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('localizes titles by the gcms-locales header', async () => {
    const { data } = await feedPage({ first: 1 }, { 'gcms-locales': 'de,en' });
    const english = await feedPage({ first: 1 });
    expect(data!.newsFeedItemsConnection.edges[0]!.node.title).not.toBe(
      english.data!.newsFeedItemsConnection.edges[0]!.node.title,
    );
  });

  it('refuses a cursor it did not make', async () => {
    const { errors } = await feedPage({ first: 10, after: 'bm9wZQ' });
    expect(errors?.[0]?.message).toMatch(/Invalid cursor/);
  });
});

describe('Page.passwordHash (public-site §5 password gate; customer-area §6)', () => {
  const ids = [pageId('events', 'internal-2025'), pageId('events', 'company')];
  const hashes = async (headers: Record<string, string>) => {
    const { data } = await postGraphql<{
      pagesConnection: { edges: { node: { id: string; passwordHash: string | null } }[] };
    }>(yoga, { query: PASSWORD_HASHES_QUERY, variables: { ids, first: 10 }, headers });
    return new Map(data!.pagesConnection.edges.map(({ node }) => [node.id, node.passwordHash]));
  };

  it('gives the build (server token) the scrypt hash of a password page, never the password', async () => {
    const answer = await hashes({ authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` });
    const hash = answer.get(pageId('events', 'internal-2025'));
    expect(hash).toMatch(/^\$scrypt\$/);
    expect(hash).not.toContain('events-internal');
    expect(await verifyPagePassword({ password: 'events-internal', passwordHash: hash! })).toBe(true);
    expect(answer.get(pageId('events', 'company'))).toBeNull();
  });

  it('gives nothing to a request without the token', async () => {
    const answer = await hashes({});
    expect(answer.get(pageId('events', 'internal-2025'))).toBeNull();
  });
});
