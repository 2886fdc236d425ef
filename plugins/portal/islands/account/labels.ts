import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../../../../core/i18n/labels.ts';

/** Namespace of the account screen's texts: `locales/{lng}/portal-account.json`. */
export const ACCOUNT_NAMESPACE = 'portal-account';

/** Keys of the account screen's texts (dotted paths in `locales/{lng}/portal-account.json`). */
export const ACCOUNT_LABEL_KEYS = [
  'title',
  'loading',
  'loadFailed',
  'profile.heading',
  'profile.firstName',
  'profile.lastName',
  'profile.company',
  'profile.email',
  'profile.emailHint',
  'profile.telephone',
  'profile.address',
  'profile.postalCode',
  'profile.city',
  'profile.country',
  'profile.language',
  'profile.languagePlaceholder',
  'profile.save',
  'profile.saved',
  'password.heading',
  'password.current',
  'password.new',
  'password.confirm',
  'password.submit',
  'password.changed',
  'password.currentRequired',
  'password.currentWrong',
  'password.mismatch',
  'password.policyFailed',
  'internal.note',
  'internal.mfaHeading',
  'internal.mfaText',
  'internal.mfaReset',
  'internal.mfaDone',
] as const;

/** The account screen's texts of one language, by key. */
export type AccountLabels = Record<(typeof ACCOUNT_LABEL_KEYS)[number], string>;

/** Translates the account screen's texts for the portal island's props. */
export function accountLabels(t: Translator): AccountLabels {
  return translateLabels({ t, namespace: ACCOUNT_NAMESPACE, keys: ACCOUNT_LABEL_KEYS });
}
