import { UI_LANGUAGES } from '../../core/model/system-data.ts';
import { assetUrl, SANDBOX_ASSET_HOST } from '../images/asset-host.ts';
import { BODY_PHRASES } from './phrases.ts';
import type { Random } from './prng.ts';
import { mapLocalized, TOPIC_TERMS, term } from './terms.ts';
import type { Localized, NewsFeedItemRecord } from './types.ts';

/** How many news items the demo feed holds: enough for four pages of 10 (customer-area §9 page size). */
export const NEWS_FEED_ITEM_COUNT = 34;

const FIRST_PUBLICATION = Date.UTC(2024, 0, 3, 8, 0, 0);
const DAY_MS = 86_400_000;
const LINKS = ['/solutions', '/company', '/contact', '/solutions/wire-harness', null] as const;

/** Drops Markdown emphasis (`**`, `*`) from a phrase: news texts are plain. */
const plain = (text: string) => text.replaceAll(/\*+/g, '');

/**
 * The demo news feed (customer-area §3, §7 `newsFeedItemsConnection`): {@link NEWS_FEED_ITEM_COUNT}
 * items, ids `news-1` (oldest) to `news-34` (newest), published 3 to 20 days apart from 3 January 2024,
 * each with a topic title, a sentence of text, usually a link and an image on every other item.
 * Deterministic for a seed.
 *
 * @param options.assetHost the image asset host (config `images.assetHost`); default the sandbox image
 *   service's (sandbox/images/asset-host.ts).
 */
export function createNewsFeedItems(options: { random: Random; assetHost?: string }): NewsFeedItemRecord[] {
  const { random, assetHost = SANDBOX_ASSET_HOST } = options;
  let published = FIRST_PUBLICATION;
  return Array.from({ length: NEWS_FEED_ITEM_COUNT }, (_, index): NewsFeedItemRecord => {
    published += random.int(3, 20) * DAY_MS;
    const number = index + 1;
    const topic = random.pick(TOPIC_TERMS);
    const intro = random.int(0, 2);
    const text: Localized = {};
    for (const language of UI_LANGUAGES) {
      const phrases = BODY_PHRASES[language];
      text[language] = plain(phrases.intros[intro % phrases.intros.length]!);
    }
    return {
      id: `news-${number}`,
      publicationDate: new Date(published).toISOString(),
      title: mapLocalized(term(topic), (value) => `${value} #${number}`),
      text,
      link: random.pick(LINKS),
      image:
        number % 2 === 0
          ? { url: assetUrl(assetHost, `news/${topic}-${number}.png`), alternativeText: `${topic} ${number}` }
          : null,
    };
  });
}
