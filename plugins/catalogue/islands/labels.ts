import type { Translator } from '../../../core/i18n/index.ts';
import { translateLabels } from '../../../core/i18n/labels.ts';

/**
 * Keys of the basket namespace (`locales/{lng}/basket.json`): every text the basket islands show. The
 * islands get them translated as props, since i18next is not loaded in the browser.
 */
export const BASKET_LABEL_KEYS = [
  'add',
  'variant',
  'chooseVariant',
  'added',
  'openComparison',
  'hide',
  'comparison',
  'count',
  'title',
  'loading',
  'loadFailed',
  'empty',
  'emptyHint',
  'hideIdentical',
  'specification',
  'detailsHint',
  'removeInstance',
  'removeProduct',
  'removeClassification',
  'suggestions',
  'addSuggestion',
  'measurementSystem',
  'metric',
  'imperial',
] as const;

/** A key of {@link BASKET_LABEL_KEYS}. */
export type BasketLabelKey = (typeof BASKET_LABEL_KEYS)[number];

/** The basket texts of one language, by key; placeholders such as `{name}` are left for the island. */
export type BasketLabels = Record<BasketLabelKey, string>;

/**
 * Translates every basket text for the islands' `labels` prop (BasketButton, Comparison). Placeholders
 * (`{name}`, `{count}`) stay in place: the island fills them with core/i18n/labels.ts `labelText`.
 *
 * @param t the page's translator; a key missing in its language falls back to en.
 */
export function basketLabels(t: Translator): BasketLabels {
  return translateLabels({ t, namespace: 'basket', keys: BASKET_LABEL_KEYS });
}

/** The `labels` prop of the MeasurementToggle island: the two systems and the group's accessible name. */
export function measurementToggleLabels(t: Translator): { metric: string; imperial: string; label: string } {
  return {
    metric: t('basket:metric'),
    imperial: t('basket:imperial'),
    label: t('basket:measurementSystem'),
  };
}
