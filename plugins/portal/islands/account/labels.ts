import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../labels.ts';

/** Namespace of the account screen's texts: `locales/{lng}/portal-account.json`. */
export const ACCOUNT_NAMESPACE = 'portal-account';

/** Keys of the account screen's texts (dotted paths in `locales/{lng}/portal-account.json`). */
export const ACCOUNT_LABEL_KEYS = ['title'] as const;

/** The account screen's texts of one language, by key. */
export type AccountLabels = Record<(typeof ACCOUNT_LABEL_KEYS)[number], string>;

/** Translates the account screen's texts for the portal island's props. */
export function accountLabels(t: Translator): AccountLabels {
  return translateLabels(t, ACCOUNT_NAMESPACE, ACCOUNT_LABEL_KEYS);
}
