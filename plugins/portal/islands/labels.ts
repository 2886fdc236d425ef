import type { Translator } from '../../../core/i18n/index.ts';

/**
 * Keys of the portal namespace (`locales/{lng}/portal.json`): every text the portal islands show. The
 * islands get them translated as props, since i18next is not loaded in the browser.
 */
export const PORTAL_LABEL_KEYS = [
  'title',
  'signingIn',
  'loginTimeout',
  'retry',
  'signInFailed',
  'callbackFailed',
  'backToPortal',
  'loggingOut',
  'logout',
  'applications',
  'open',
  'register',
  'app.ticketing',
  'app.assetDatabase',
  'app.artemis',
  'app.wireMaster',
  'app.masterData',
  'app.directService',
  'app.campus',
  'app.delegatedAdmin',
  'status.unregistered',
  'status.pending',
  'status.active',
  'status.comingSoon',
  'status.invited',
  'status.inviteExpired',
  'userType.onprem',
  'userType.cloud',
  'userType.unknown',
  'nav.label',
  'nav.dashboard',
  'nav.tickets',
  'nav.inventory',
  'nav.userAdmin',
  'nav.wireFlow',
  'nav.account',
  'notFound',
  'noAccess',
  'backToDashboard',
  'loading',
  'reloginFailed',
] as const;

/** A key of {@link PORTAL_LABEL_KEYS}. */
export type PortalLabelKey = (typeof PORTAL_LABEL_KEYS)[number];

/** The portal texts of one language, by key. */
export type PortalLabels = Record<PortalLabelKey, string>;

/**
 * Translates every portal text for the islands' `labels` prop (Portal, Callback).
 *
 * @param t the page's translator; a key missing in its language falls back to en.
 */
export function portalLabels(t: Translator): PortalLabels {
  return translateLabels(t, 'portal', PORTAL_LABEL_KEYS);
}

/**
 * Translates the keys of one namespace into a label record (the screens' `labels` props).
 *
 * @param t the page's translator; a key missing in its language falls back to en, then to the key.
 * @param namespace the file name under `locales/{lng}/` without `.json` (`portal-tickets`).
 * @param keys dotted key paths in that file (`columns.ticketId`).
 * @returns key → translated text.
 */
export function translateLabels<Key extends string>(
  t: Translator,
  namespace: string,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`${namespace}:${key}`)])) as Record<Key, string>;
}
