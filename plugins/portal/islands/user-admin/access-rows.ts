import { labelText } from '../../../../core/i18n/labels.ts';
import type { AccessAction, AccessStatus } from '../../../../core/portal/access-actions.ts';
import { accessActions } from '../../../../core/portal/access-actions.ts';
import type { UserAdminLabels } from './labels.ts';
import type { AdminApplication, UserAccess } from './queries.ts';

/** One button of an access row: the action id and its translated name. */
export interface AccessActionButton {
  action: AccessAction;
  label: string;
}

/** One application row of the user detail screen (customer-area §4 access status and actions). */
export interface AccessRow {
  /** Application id (`ticketing`), also the row's `data-application`. */
  application: string;
  applicationLabel: string;
  /** Also the row's `data-status`. */
  status: AccessStatus;
  statusLabel: string;
  /** The actions the status allows, in core/portal `accessActions` order. */
  actions: AccessActionButton[];
}

/**
 * The translated name of an application: the screen's `application.{id}` text, else the SIS's name (an
 * application the portal does not know yet).
 */
export function applicationLabel(application: AdminApplication, labels: UserAdminLabels): string {
  return labelText({ labels, key: `application.${application.id}`, fallback: application.name });
}

/** The translated name of an access status (customer-area §4), e.g. `pending` → 'Access requested'. */
export function statusLabel(status: AccessStatus, labels: UserAdminLabels): string {
  return labels[`status.${status}`];
}

/**
 * The application rows of the user detail screen: one per access entry, in the SIS's order, each with the
 * buttons its status allows (core/portal `accessActions`: e.g. active → Update, Withdraw; unknown → Add
 * application).
 *
 * @param access the user's access entries (one per application; `unknown` where none is recorded).
 * @param labels the screen's texts.
 */
export function accessRows(access: readonly UserAccess[], labels: UserAdminLabels): AccessRow[] {
  return access.map((entry) => ({
    application: entry.application.id,
    applicationLabel: applicationLabel(entry.application, labels),
    status: entry.status,
    statusLabel: statusLabel(entry.status, labels),
    actions: accessActions(entry.status).map((action) => ({ action, label: labels[`action.${action}`] })),
  }));
}

/**
 * The access summary of the user list: the applications with a recorded status (not `unknown`), without
 * actions. Empty when the user has no access at all.
 */
export function accessSummary(
  access: readonly UserAccess[],
  labels: UserAdminLabels,
): Array<Omit<AccessRow, 'actions'>> {
  return accessRows(
    access.filter((entry) => entry.status !== 'unknown'),
    labels,
  ).map(({ actions: _actions, ...row }) => row);
}
