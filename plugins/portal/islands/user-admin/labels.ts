import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../labels.ts';

/** Namespace of the user-administration screens' texts: `locales/{lng}/portal-user-admin.json`. */
export const USER_ADMIN_NAMESPACE = 'portal-user-admin';

/** Keys of the user-administration screens' texts (dotted paths in `locales/{lng}/portal-user-admin.json`). */
export const USER_ADMIN_LABEL_KEYS = ['title'] as const;

/** The user-administration screens' texts of one language, by key. */
export type UserAdminLabels = Record<(typeof USER_ADMIN_LABEL_KEYS)[number], string>;

/** Translates the user-administration screens' texts for the portal island's props. */
export function userAdminLabels(t: Translator): UserAdminLabels {
  return translateLabels(t, USER_ADMIN_NAMESPACE, USER_ADMIN_LABEL_KEYS);
}
