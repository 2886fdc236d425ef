import { definePlugin, type PluginSites } from '../../core/pipeline/plugin.ts';
import { emitSearchIndex } from './emit.ts';
import type { SearchAdapter } from './engine/adapter.ts';
import { createEmbeddedAdapter } from './engine/embedded-adapter.ts';
import { createMeilisearchAdapter } from './engine/meilisearch-adapter.ts';
import { createPostgresAdapter } from './engine/postgres-adapter.ts';
import { loadSearchData, type SearchData } from './load.ts';
import { type Options, optionsSchema, type ResolvedOptions } from './options.ts';
import { createSearchRouter } from './server/search-route.ts';
import {
  declareSearchPages,
  loadSearchScreen,
  type SearchScreenData,
  searchHeaderForm,
  searchIslands,
  searchPageStyles,
  searchRenderers,
  searchStyles,
} from './ui.tsx';

/** The plugin's load data: the index's texts (load.ts) and the search screen's layout data (ui.tsx). */
export interface SearchPluginData extends SearchData {
  searchScreen: SearchScreenData;
}

export { optionsSchema };

/**
 * The search plugin (customer-area §3 Search, §5 search titles, §7 search proxy):
 * at build time (`load`, `emit`) an index per site and language of the site's content pages, stories,
 * media releases, products, classifications and capabilities, written to `_build/search/`
 * (engine/index-file.ts); at run time `POST /api/search-proxy/search` and `/suggest`
 * (server/search-route.ts) over the embedded index, over a Meilisearch engine when the option `url` is
 * set (engine/meilisearch-adapter.ts), or over PostgreSQL's full-text search when `databaseUrl` is
 * (engine/postgres-adapter.ts); and the search screen and header box (ui.tsx: pages,
 * renderers, islands, styles). List it in the `sites/` file of every site that should be searchable.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, SearchPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  /** The PostgreSQL adapters the route opened, by database URL: their pools close with the runtime. */
  const databases = new Map<string, SearchAdapter & { close(): Promise<void> }>();
  return {
    name: 'sitefleet:search',
    load: async (context) => {
      const [engine, searchScreen] = await Promise.all([loadSearchData(context), loadSearchScreen(context)]);
      return { ...engine, searchScreen };
    },
    pages: (context) => [...declareSearchPages(context)],
    renderers: { ...searchRenderers },
    emit: emitSearchIndex,
    routes: [
      {
        path: '/api/search-proxy',
        // Search and suggest read the index only: the search box does not spend the budget of forms.
        readOnly: true,
        create: (context, sites: PluginSites<ResolvedOptions>) => {
          const embedded = createEmbeddedAdapter();
          // One adapter per engine and index name the sites give (each site may name its own engine).
          const external = new Map<string, SearchAdapter>();
          const adapterOf = ({ url, indexUid, databaseUrl }: ResolvedOptions): SearchAdapter => {
            if (databaseUrl) {
              let adapter = databases.get(databaseUrl);
              if (!adapter) {
                adapter = createPostgresAdapter({ databaseUrl });
                databases.set(databaseUrl, adapter);
              }
              return adapter;
            }
            if (!url) return embedded;
            const key = JSON.stringify([url, indexUid]);
            let adapter = external.get(key);
            if (!adapter) {
              adapter = createMeilisearchAdapter({
                url,
                indexUid,
                apiKey: process.env.SITEFLEET_SEARCH_API_KEY || undefined,
              });
              external.set(key, adapter);
            }
            return adapter;
          };
          return createSearchRouter({
            context,
            engineOf: (siteKey) => {
              const own = sites.optionsOf(siteKey) ?? options;
              return { adapter: adapterOf(own), suggestions: own.suggestions };
            },
          });
        },
        async dispose() {
          const open = [...databases.values()];
          databases.clear();
          await Promise.all(open.map((adapter) => adapter.close()));
        },
      },
    ],
    islands: { ...searchIslands },
    styles: [...searchStyles],
    pageStyles: [...searchPageStyles],
    headerForm: searchHeaderForm,
  };
});
