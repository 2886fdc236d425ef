import type { Translator } from '../../core/i18n/index.ts';
import { translateLabels } from '../../core/i18n/labels.ts';

/** Keys of the news-feed namespace (`locales/{lng}/news-feed.json`): every text the panel shows. */
export const NEWS_FEED_LABEL_KEYS = [
  'title',
  'close',
  'loadMore',
  'loading',
  'loadFailed',
  'empty',
  'unread',
  'markRead',
  'readMore',
] as const;

/** A key of {@link NEWS_FEED_LABEL_KEYS}. */
export type NewsFeedLabelKey = (typeof NEWS_FEED_LABEL_KEYS)[number];

/** The panel's texts in one language, by key. */
export type NewsFeedLabels = Record<NewsFeedLabelKey, string>;

/**
 * Translates every panel text (the island is mounted by the browser, so the API hands them over).
 * @param t a translator of the page's language; a key missing there falls back to en.
 */
export function newsFeedLabels(t: Translator): NewsFeedLabels {
  return translateLabels({ t, namespace: 'news-feed', keys: NEWS_FEED_LABEL_KEYS });
}
