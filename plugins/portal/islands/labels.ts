import type { Translator } from '../../../core/i18n/index.ts';
import { translateLabels } from '../../../core/i18n/labels.ts';

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
  return translateLabels({ t, namespace: 'portal', keys: PORTAL_LABEL_KEYS });
}
