import { fileURLToPath } from 'node:url';
import { definePlugin, type PluginSites } from '../../core/pipeline/plugin.ts';
import { NEWS_FEED_ACTION, NEWS_FEED_ISLAND } from './feed.ts';
import { type Options, optionsSchema, type ResolvedOptions } from './options.ts';
import { createNewsFeedRouter } from './server/news-feed-route.ts';

export { optionsSchema };

/**
 * The news-feed plugin (customer-area §3 news feed item, §4 unread indicator, §7
 * `newsFeedItemsConnection`, §9 page size 10; public-site §2 `action:news-feed`): the panel island,
 * declared as the handler of the `news-feed` action (the runtime mounts it for `action:news-feed` links,
 * runtime/client/actions.ts), its stylesheet, and
 * `GET /api/news-feed`, one page of the content service's feed at a time. No pages of its own. Runs on
 * the public main site only (customer-area §1); list it in the main site's `sites/` file: the header's
 * `action:news-feed` item is rendered only on the pages of sites that list it, outside `excludedSegments`
 * (core/routing/page-actions.ts).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, undefined>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:news-feed',
    routes: [
      {
        path: '/api/news-feed',
        create: (context, sites: PluginSites<ResolvedOptions>) =>
          createNewsFeedRouter({
            context,
            excludedSegments: (siteKey) => (sites.optionsOf(siteKey) ?? options).excludedSegments,
          }),
      },
    ],
    islands: {
      /** The panel, opened by `action:news-feed` links. */
      [NEWS_FEED_ISLAND]: { module: here('./islands/NewsFeed.tsx'), export: 'NewsFeed' },
    },
    actions: { [NEWS_FEED_ACTION]: NEWS_FEED_ISLAND },
    // The site's pages below these segments render no News item (the panel would open nothing there).
    actionsExcludedSegments: options.excludedSegments,
    styles: [here('./styles.css')],
  };
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
