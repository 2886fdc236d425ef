import { describe, expect, it } from 'vitest';
import {
  appendFeedPage,
  EMPTY_FEED,
  type FeedPage,
  hasUnread,
  isPublicMainSitePage,
  type NewsFeedItemView,
} from '../../../plugins/news-feed/feed.ts';
import { markRead, readLastRead } from '../../../plugins/news-feed/islands/feed-storage.ts';

const item = (id: string): NewsFeedItemView => ({
  id,
  title: id,
  text: '',
  publicationDate: '2024-01-01T00:00:00.000Z',
  link: null,
  image: null,
});
const page = (ids: string[], hasNextPage: boolean, endCursor: string | null): FeedPage => ({
  items: ids.map(item),
  pageInfo: { hasNextPage, endCursor },
});

describe('news feed unread indicator (customer-area §4)', () => {
  it.each([
    { newestId: 'news-34', lastReadId: null, unread: true, why: 'nothing read yet' },
    { newestId: 'news-34', lastReadId: 'news-33', unread: true, why: 'a newer item came out' },
    { newestId: 'news-34', lastReadId: 'news-34', unread: false, why: 'the newest was read' },
    { newestId: null, lastReadId: null, unread: false, why: 'an empty feed' },
  ])('$why → unread $unread', ({ newestId, lastReadId, unread }) => {
    expect(hasUnread({ newestId, lastReadId })).toBe(unread);
  });

  it('mark-read stores the newest id, and a refusing storage only reports it', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    expect(readLastRead(storage)).toBeNull();
    expect(markRead(storage, 'news-34')).toBe(true);
    expect(readLastRead(storage)).toBe('news-34');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readLastRead(refusing)).toBeNull();
    expect(markRead(refusing, 'news-34')).toBe(false);
  });
});

describe('news feed paging (customer-area §7 first/after, pageInfo)', () => {
  it('appends pages in order, follows the end cursor and stops when there is no next page', () => {
    const first = appendFeedPage(EMPTY_FEED, page(['n3', 'n2'], true, 'c1'));
    expect(first).toEqual({ items: [item('n3'), item('n2')], endCursor: 'c1', hasNextPage: true });
    const second = appendFeedPage(first, page(['n1'], false, 'c2'));
    expect(second.items.map((entry) => entry.id)).toEqual(['n3', 'n2', 'n1']);
    expect(second).toMatchObject({ endCursor: 'c2', hasNextPage: false });
  });

  it('shows an item once when the feed moved between two pages', () => {
    const state = appendFeedPage(
      appendFeedPage(EMPTY_FEED, page(['n3', 'n2'], true, 'c1')),
      page(['n2', 'n1'], false, 'c2'),
    );
    expect(state.items.map((entry) => entry.id)).toEqual(['n3', 'n2', 'n1']);
  });
});

describe('public main site only (customer-area §1)', () => {
  const excludedSegments = ['mykomax', 'editor'];
  it.each([
    { mainSite: true, pathSegments: [], runs: true },
    { mainSite: true, pathSegments: ['company', 'history'], runs: true },
    { mainSite: true, pathSegments: ['MyKomax', 'tickets'], runs: false },
    { mainSite: true, pathSegments: ['editor'], runs: false },
    { mainSite: true, pathSegments: ['mykomax-news'], runs: true },
    { mainSite: false, pathSegments: ['company'], runs: false },
  ])('main site $mainSite, /$pathSegments → $runs', ({ mainSite, pathSegments, runs }) => {
    expect(isPublicMainSitePage({ mainSite, pathSegments, excludedSegments })).toBe(runs);
  });
});
