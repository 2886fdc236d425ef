import { fileURLToPath } from 'node:url';
import type {
  HeaderForm,
  IslandModule,
  PageDescriptor,
  PageRenderer,
  PagesContext,
} from '../../core/pipeline/plugin.ts';
import { SEARCH_BOX_LABEL_KEYS } from './labels.ts';
import { declareSearchScreenPages, loadSearchScreen, type SearchScreenData } from './pages/screen-pages.ts';
import { searchScreenRenderers } from './pages/screen-renderer.tsx';
import { QUERY_PARAMETER, SEARCH_PATH } from './screen-state.ts';

/**
 * The search plugin's browser side (customer-area §3 Search): the search screen's renderer, its islands
 * (the screen's results and the header search box) and stylesheet, the pages it declares and the header
 * form. plugins/search/index.ts merges these into the plugin:
 *
 * ```ts
 * load: async (context) => ({ ...engineData, searchScreen: await loadSearchScreen(context) }),
 * pages: (context) => declareSearchPages(context),
 * renderers: { ...searchRenderers }, islands: { ...searchIslands }, styles: [...searchStyles],
 * pageStyles: [...searchPageStyles],
 * headerForm: searchHeaderForm,
 * ```
 */

export type { SearchScreenData };
export { loadSearchScreen };

/** The islands: the search screen (`search-screen`) and the header search box (`search-box`). */
export const searchIslands: Record<string, IslandModule> = {
  'search-screen': { module: here('./islands/SearchScreen.tsx'), export: 'SearchScreen' },
  'search-box': { module: here('./islands/SearchBox.tsx'), export: 'SearchBox' },
};

/** The header search box's stylesheet, on every page (core/pipeline/plugin.ts `styles`). */
export const searchStyles: string[] = [here('./box.css')];

/** The search screen's stylesheet, on its own pages only (core/pipeline/plugin.ts `pageStyles`). */
export const searchPageStyles: string[] = [here('./styles.css')];

/** The view `search:screen`. */
export const searchRenderers: Record<string, PageRenderer> = searchScreenRenderers;

/**
 * The header search box on every page of a site listing the plugin (core/pipeline/plugin.ts
 * `Plugin.headerForm`): without scripts a GET form to the search screen with the field `q`; in the
 * browser the `search-box` island (suggestions, ARIA combobox).
 */
export const searchHeaderForm: HeaderForm = {
  island: 'search-box',
  path: `/${SEARCH_PATH}`,
  field: QUERY_PARAMETER,
  labels: { namespace: 'search', keys: SEARCH_BOX_LABEL_KEYS },
};

/**
 * The search screen's pages, one per locale of the site (`/{locale}/search`, below the site slug on a
 * slug site): noindex and unlisted (no sitemap, no route rules). Reads `context.data.searchScreen`
 * ({@link SearchScreenData}, from {@link loadSearchScreen} in the plugin's `load`).
 *
 * @throws Error when the plugin's load data carries no `searchScreen`.
 */
export function declareSearchPages(context: PagesContext<unknown>): PageDescriptor[] {
  const data = context.data as { searchScreen?: SearchScreenData } | null;
  if (!data?.searchScreen) {
    throw new Error(
      "The search plugin's load data has no `searchScreen`: its load hook must return `searchScreen: await loadSearchScreen(context)` (plugins/search/ui.tsx) for the search screen's layout.",
    );
  }
  return declareSearchScreenPages({ ...context, data: data.searchScreen });
}

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
