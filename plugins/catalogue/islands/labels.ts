import type { Translator } from '../../../core/i18n/index.ts';

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

/** The basket texts of one language, by key; placeholders such as `{{name}}` are left for the island. */
export type BasketLabels = Record<BasketLabelKey, string>;

/**
 * Translates every basket text for the islands' `labels` prop (BasketButton, Comparison). Placeholders
 * (`{{name}}`, `{{count}}`) stay in place: the island fills them with {@link formatLabel}.
 *
 * @param t the page's translator; a key missing in its language falls back to en.
 */
export function basketLabels(t: Translator): BasketLabels {
  return Object.fromEntries(BASKET_LABEL_KEYS.map((key) => [key, t(`basket:${key}`)])) as BasketLabels;
}

/** The `labels` prop of the MeasurementToggle island: the two systems and the group's accessible name. */
export function measurementToggleLabels(t: Translator): { metric: string; imperial: string; label: string } {
  return {
    metric: t('basket:metric'),
    imperial: t('basket:imperial'),
    label: t('basket:measurementSystem'),
  };
}

/**
 * One label with its `{{placeholders}}` filled in; a missing label gives its key, so a gap shows.
 *
 * @example formatLabel({ labels, key: 'count', values: { count: 3 } }) // 'Comparison (3)'
 */
export function formatLabel(input: {
  labels: Readonly<Record<string, string>>;
  key: BasketLabelKey;
  values?: Record<string, string | number>;
}): string {
  const template = input.labels[input.key] ?? input.key;
  const values = input.values ?? {};
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
