import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../../../../core/i18n/labels.ts';

/** Namespace of the user-administration screens' texts: `locales/{lng}/portal-user-admin.json`. */
export const USER_ADMIN_NAMESPACE = 'portal-user-admin';

/**
 * Keys of the user-administration screens' texts (dotted paths in `locales/{lng}/portal-user-admin.json`).
 * Texts with `{name}` placeholders are filled with core/text `formatMessage`.
 */
export const USER_ADMIN_LABEL_KEYS = [
  'title',
  'loading',
  'listFailed',
  'you',
  'list.heading',
  'list.empty',
  'list.noAccess',
  'columns.name',
  'columns.email',
  'columns.organizations',
  'columns.access',
  'invite.heading',
  'invite.email',
  'invite.organization',
  'invite.organizationPlaceholder',
  'invite.applications',
  'invite.submit',
  'invite.success',
  'invite.openNewUser',
  'invite.openProfile',
  'detail.title',
  'detail.back',
  'detail.email',
  'detail.internal',
  'detail.delegatedAdmin',
  'detail.yes',
  'detail.no',
  'detail.gone',
  'organizations.heading',
  'organizations.remove',
  'organizations.add',
  'organizations.addLabel',
  'organizations.placeholder',
  'organizations.noneToAdd',
  'organizations.added',
  'organizations.removed',
  'organizations.warnOwn',
  'organizations.warnLastShared',
  'organizations.confirmRemove',
  'access.heading',
  'access.application',
  'access.status',
  'access.actions',
  'access.changed',
  'delete.heading',
  'delete.button',
  'delete.warnOther',
  'delete.warnOwn',
  'delete.confirm',
  'confirm.cancel',
  'status.invited',
  'status.inviteExpired',
  'status.pending',
  'status.active',
  'status.inactive',
  'status.declined',
  'status.unknown',
  'action.addApplication',
  'action.grantAccess',
  'action.acceptRequest',
  'action.update',
  'action.resendInvite',
  'action.sendNewInvite',
  'action.decline',
  'action.withdraw',
  'application.ticketing',
  'application.assetDatabase',
  'application.artemis',
  'application.directService',
  'application.wireMaster',
  'application.masterData',
  'application.campus',
] as const;

/** One key of {@link USER_ADMIN_LABEL_KEYS}. */
export type UserAdminLabelKey = (typeof USER_ADMIN_LABEL_KEYS)[number];

/** The user-administration screens' texts of one language, by key. */
export type UserAdminLabels = Record<UserAdminLabelKey, string>;

/** Translates the user-administration screens' texts for the portal island's props. */
export function userAdminLabels(t: Translator): UserAdminLabels {
  return translateLabels({ t, namespace: USER_ADMIN_NAMESPACE, keys: USER_ADMIN_LABEL_KEYS });
}
