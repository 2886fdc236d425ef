import type { Translator } from '../../core/i18n/index.ts';
import { translateLabels } from '../../core/i18n/labels.ts';

/**
 * The search UI's texts: the namespace `locales/{lng}/search.json` (customer-area §3 Search), translated
 * at build time into the islands' `labels` props (i18next is not loaded in the browser).
 */

/** Keys the header search box shows (core/pipeline/plugin.ts `HeaderForm.labels`; `label`, `submit` first). */
export const SEARCH_BOX_LABEL_KEYS = [
  'label',
  'submit',
  'open',
  'close',
  'suggestions',
  'suggestionsCount',
] as const;

/** Keys of the record types (`type.page`, plural, the filter) and (`kind.page`, singular, a result's badge). */
const TYPE_LABEL_KEYS = [
  'type.page',
  'type.story',
  'type.media-release',
  'type.product',
  'type.classification',
  'type.capability',
  'kind.page',
  'kind.story',
  'kind.media-release',
  'kind.product',
  'kind.classification',
  'kind.capability',
] as const;

/** Keys the search screen shows. */
export const SEARCH_SCREEN_LABEL_KEYS = [
  'title',
  'label',
  'submit',
  'resultsFor',
  'noResults',
  'emptyQuery',
  'loading',
  'failed',
  'retry',
  'filter',
  'allTypes',
  'pagination',
  'previous',
  'next',
  'page',
  'pageOf',
  'noScript',
  ...TYPE_LABEL_KEYS,
] as const;

/** A key of {@link SEARCH_SCREEN_LABEL_KEYS}. */
export type SearchScreenLabelKey = (typeof SEARCH_SCREEN_LABEL_KEYS)[number];

/** A key of {@link SEARCH_BOX_LABEL_KEYS}. */
export type SearchBoxLabelKey = (typeof SEARCH_BOX_LABEL_KEYS)[number];

/**
 * The search screen's texts in one language, by key; placeholders (`{query}`, `{count}`, `{page}`,
 * `{pages}`) stay for the island to fill (core/i18n/labels.ts `labelText`).
 * @param t a translator of the page's language; a key missing there falls back to en.
 */
export function searchScreenLabels(t: Translator): Record<SearchScreenLabelKey, string> {
  return translateLabels({ t, namespace: 'search', keys: SEARCH_SCREEN_LABEL_KEYS });
}
