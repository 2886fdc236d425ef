import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../../../../core/i18n/labels.ts';

/** Namespace of the inventory screens' texts: `locales/{lng}/portal-inventory.json`. */
export const INVENTORY_NAMESPACE = 'portal-inventory';

/** Keys of the inventory screens' texts (dotted paths in `locales/{lng}/portal-inventory.json`). */
export const INVENTORY_LABEL_KEYS = [
  'title',
  'oldTitle',
  'oldIntro',
  'loading',
  'loadFailed',
  'search',
  'searchHint',
  'count',
  'empty',
  'noMatch',
  'columns.machineName',
  'columns.serialNumber',
  'columns.location',
  'columns.organization',
  'columns.actions',
  'reportProblem',
  'toOldView',
  'toCurrentView',
] as const;

/**
 * The inventory screens' texts of one language, by key. `count` keeps its `{shown}` and `{total}`
 * placeholders for core/text `formatMessage`.
 */
export type InventoryLabels = Record<(typeof INVENTORY_LABEL_KEYS)[number], string>;

/** Translates the inventory screens' texts for the portal island's props. */
export function inventoryLabels(t: Translator): InventoryLabels {
  return translateLabels({ t, namespace: INVENTORY_NAMESPACE, keys: INVENTORY_LABEL_KEYS });
}
