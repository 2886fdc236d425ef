/**
 * The news feed's rules (customer-area §3 news feed item, §4 "an unread indicator shows when the newest
 * item id differs from the last-read id stored locally; mark-read stores the newest id", §9 page size 10,
 * local storage key "last-read news item"). Pure and free of Node and React: the island and the API
 * route share them.
 */

/** customer-area §9 "News feed page size: 10". */
export const NEWS_FEED_PAGE_SIZE = 10;

/** customer-area §9 local storage key of the last-read news item (its id). */
export const LAST_READ_STORAGE_KEY = 'sitefleet:news-feed:last-read';

/** The action that opens the panel (public-site §2 link targets: `action:news-feed`). */
export const NEWS_FEED_ACTION = 'news-feed';

/** The panel's island, registered as the handler of {@link NEWS_FEED_ACTION} (plugin `actions`). */
export const NEWS_FEED_ISLAND = 'news-feed';

/** One news item as the API answers it and the panel shows it. */
export interface NewsFeedItemView {
  id: string;
  title: string;
  text: string;
  /** ISO 8601 timestamp. */
  publicationDate: string;
  /** Localized site path, absolute http(s) URL, or null. */
  link: string | null;
  /**
   * The item's image, on the asset host, as the service sent it (the panel transforms it); `url` null or
   * 'null' for an image that is missing (the panel shows the placeholder). null: the item has no image.
   */
  image: { url: string | null; alternativeText: string } | null;
}

/** Relay paging of a feed page (customer-area §7 `pageInfo hasNextPage endCursor`). */
export interface FeedPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One page of the feed, as `GET /api/news-feed` answers it. */
export interface FeedPage {
  items: NewsFeedItemView[];
  pageInfo: FeedPageInfo;
}

/** What `GET /api/news-feed` answers: a {@link FeedPage} with the panel's texts and where it runs. */
export interface NewsFeedResponse extends FeedPage {
  /** The panel's texts (plugins/news-feed/labels.ts keys) in the page's language. */
  labels: Readonly<Record<string, string>>;
  /** First path segments after the locale where the panel does not run (customer-area §1). */
  excludedSegments: string[];
  /** The image asset host (config `images.assetHost`), which the panel's pictures are transformed for. */
  assetHost: string;
}

/** What the panel has loaded so far. */
export interface FeedState {
  /** Newest first, each id once. */
  items: NewsFeedItemView[];
  /** The cursor to load the next page after; null before the first page and at the end. */
  endCursor: string | null;
  /** Whether "load more" can load another page (true until the first page says otherwise). */
  hasNextPage: boolean;
}

/** The state before anything is loaded. */
export const EMPTY_FEED: FeedState = { items: [], endCursor: null, hasNextPage: true };

/**
 * Adds a loaded page to the state: its items after the ones already shown (an id already shown is not
 * repeated, should the feed have changed between pages), and its paging.
 * @returns a new state; `state` is not changed.
 */
export function appendFeedPage(state: FeedState, page: FeedPage): FeedState {
  const known = new Set(state.items.map((item) => item.id));
  return {
    items: [...state.items, ...page.items.filter((item) => !known.has(item.id))],
    endCursor: page.pageInfo.endCursor ?? state.endCursor,
    hasNextPage: page.pageInfo.hasNextPage,
  };
}

/**
 * customer-area §4: the unread indicator shows when the newest item's id differs from the last-read id.
 * An empty feed has nothing unread.
 * @param input.newestId id of the newest item, or null when the feed is empty.
 * @param input.lastReadId the id stored under {@link LAST_READ_STORAGE_KEY}, or null when none is.
 */
export function hasUnread(input: { newestId: string | null; lastReadId: string | null }): boolean {
  return input.newestId !== null && input.newestId !== input.lastReadId;
}

/**
 * Whether the news feed runs on a page (customer-area §1: public features run only on the public main
 * site, which excludes some first segments): the page's site is the main site (no slug) and the first
 * path segment after the locale is none of `excludedSegments` (compared in lower case).
 * @param input.pathSegments the page's path segments after the locale (`['company', 'history']`).
 */
export function isPublicMainSitePage(input: {
  mainSite: boolean;
  pathSegments: readonly string[];
  excludedSegments: readonly string[];
}): boolean {
  if (!input.mainSite) return false;
  const first = input.pathSegments[0]?.toLowerCase();
  return first === undefined || !input.excludedSegments.some((segment) => segment.toLowerCase() === first);
}
