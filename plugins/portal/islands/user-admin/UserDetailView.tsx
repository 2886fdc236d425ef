import { type FormEvent, useState } from 'react';
import type { AccessAction } from '../../../../core/portal/access-actions.ts';
import { VALIDATION_MESSAGES } from '../../../../core/portal/validation.ts';
import { formatMessage } from '../../../../core/text/format-message.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { LoadingNote } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { type AccessRow, accessRows } from './access-rows.ts';
import { ConfirmPanel } from './ConfirmPanel.tsx';
import type { UserAdminLabels } from './labels.ts';
import type { AdminOrganization, AdminUser } from './queries.ts';
import { addableOrganizations, displayName, userListPath } from './users.ts';

/** What the detail screen shows: loading, a load failure, the user, or that the user went out of sight. */
export type DetailState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** The admin removed the last organization they shared with the user. */
  | { kind: 'gone' }
  | { kind: 'ready'; user: AdminUser; organizations: AdminOrganization[] };

/** The sections a change is started from; its outcome is shown there. */
export type DetailArea = 'organizations' | 'access' | 'delete';

/** The outcome of the last change, shown in the section it was started from. */
export interface DetailNotice {
  area: DetailArea;
  kind: 'success' | 'error';
  text: string;
}

/** A change waiting for the admin's confirmation, with the warning to show (warnings.ts). */
export type DetailConfirmation =
  | { kind: 'removeOrganization'; organization: AdminOrganization; warning: 'own' | 'lastShared' }
  | { kind: 'delete'; warning: 'own' | 'other' };

/** What the detail screen's buttons do. */
export interface DetailActions {
  setAccess(row: AccessRow, action: AccessAction): void;
  /** Removes at once, or asks first (removeOrganizationWarning). */
  removeOrganization(organization: AdminOrganization): void;
  addOrganization(organization: AdminOrganization): void;
  /** Asks before deleting. */
  deleteUser(): void;
  /** Runs the change waiting for confirmation. */
  confirm(): void;
  cancel(): void;
}

/** Props of {@link UserDetailView}. */
export interface UserDetailViewProps {
  session: PortalSession;
  labels: UserAdminLabels;
  state: DetailState;
  /** Key of the change running (`access:{application}:{action}`, `organizations:add`, …), or null. */
  busy: string | null;
  notice: DetailNotice | null;
  confirming: DetailConfirmation | null;
  /** Null until the user is loaded. */
  actions: DetailActions | null;
}

/**
 * Shows the user detail screen: the user's name (h1), e-mail, internal flag and delegated-admin flag; their
 * organizations (shared with the admin) with Remove buttons and a form to add one of the admin's others;
 * one row per application (`data-application`, `data-status`) with a button per action its status allows;
 * and Delete user. A confirmation shows its warning in place of the buttons it came from. A user that
 * cannot be loaded shows 'Unable to view user details' (not shared, not an admin) or 'An error occurred
 * while loading this user' (customer-area §8).
 */
export function UserDetailView({
  session,
  labels,
  state,
  busy,
  notice,
  confirming,
  actions,
}: UserDetailViewProps) {
  const back = (
    <p className="sf-user-admin__back">
      <PortalLink session={session} to={userListPath(session.home)}>
        {labels['detail.back']}
      </PortalLink>
    </p>
  );
  if (state.kind !== 'ready' || !actions) {
    return (
      <div className="sf-user-admin">
        {back}
        <h1 className="sf-page__title">{labels['detail.title']}</h1>
        {state.kind === 'loading' && <LoadingNote text={labels.loading} />}
        {state.kind === 'failed' && (
          <p className="sf-portal__note" role="alert">
            {state.message}
          </p>
        )}
        {state.kind === 'gone' && (
          <p className="sf-portal__note" role="status">
            {labels['detail.gone']}
          </p>
        )}
      </div>
    );
  }

  const { user } = state;
  const isSelf = user.id === session.user.id;
  const noticeIn = (area: DetailArea) =>
    notice?.area === area ? (
      <p
        className={`sf-user-admin__notice sf-user-admin__notice--${notice.kind}`}
        role={notice.kind === 'error' ? 'alert' : 'status'}
      >
        {notice.text}
      </p>
    ) : null;
  const confirmPanel = (text: string, confirmLabel: string) => (
    <ConfirmPanel
      text={text}
      confirmLabel={confirmLabel}
      cancelLabel={labels['confirm.cancel']}
      busy={busy !== null}
      onConfirm={actions.confirm}
      onCancel={actions.cancel}
    />
  );

  return (
    <div className="sf-user-admin" data-user-id={user.id}>
      {back}
      <h1 className="sf-page__title">
        {displayName(user)}
        {isSelf && <span className="sf-user-admin__you"> ({labels.you})</span>}
      </h1>
      <dl className="sf-user-admin__facts">
        <dt>{labels['detail.email']}</dt>
        <dd>{user.email}</dd>
        <dt>{labels['detail.internal']}</dt>
        <dd data-internal={String(user.internal)}>
          {user.internal ? labels['detail.yes'] : labels['detail.no']}
        </dd>
        <dt>{labels['detail.delegatedAdmin']}</dt>
        <dd>{user.isDelegatedAdmin ? labels['detail.yes'] : labels['detail.no']}</dd>
      </dl>

      <section className="sf-user-admin__section" aria-labelledby="user-admin-organizations-heading">
        <h2 id="user-admin-organizations-heading">{labels['organizations.heading']}</h2>
        <ul className="sf-user-admin__organizations">
          {user.organizations.map((organization) => (
            <li key={organization.id} data-organization-id={organization.id}>
              <span>{organization.name}</span>
              <Button
                variant="secondary"
                loading={busy === `organizations:remove:${organization.id}` && confirming === null}
                disabled={busy !== null}
                onClick={() => actions.removeOrganization(organization)}
              >
                {labels['organizations.remove']}
              </Button>
            </li>
          ))}
        </ul>
        {confirming?.kind === 'removeOrganization' &&
          confirmPanel(
            formatMessage(
              labels[confirming.warning === 'own' ? 'organizations.warnOwn' : 'organizations.warnLastShared'],
              { organization: confirming.organization.name },
            ),
            labels['organizations.confirmRemove'],
          )}
        <AddOrganization
          key={user.organizations.map((organization) => organization.id).join()}
          labels={labels}
          choices={addableOrganizations(state.organizations, user)}
          busy={busy}
          onAdd={actions.addOrganization}
        />
        {noticeIn('organizations')}
      </section>

      <section className="sf-user-admin__section" aria-labelledby="user-admin-access-heading">
        <h2 id="user-admin-access-heading">{labels['access.heading']}</h2>
        <div className="sf-portal__table-wrap">
          <table
            className="sf-portal__table sf-user-admin__table"
            aria-labelledby="user-admin-access-heading"
          >
            <thead>
              <tr>
                <th scope="col">{labels['access.application']}</th>
                <th scope="col">{labels['access.status']}</th>
                <th scope="col">{labels['access.actions']}</th>
              </tr>
            </thead>
            <tbody>
              {accessRows(user.access, labels).map((row) => (
                <tr key={row.application} data-application={row.application} data-status={row.status}>
                  <th scope="row">{row.applicationLabel}</th>
                  <td>
                    <span className="sf-user-admin__status" data-status={row.status}>
                      {row.statusLabel}
                    </span>
                  </td>
                  <td>
                    <div className="sf-user-admin__row-actions">
                      {row.actions.map(({ action, label }) => (
                        <Button
                          key={action}
                          variant="secondary"
                          loading={busy === `access:${row.application}:${action}`}
                          disabled={busy !== null}
                          onClick={() => actions.setAccess(row, action)}
                        >
                          {label}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {noticeIn('access')}
      </section>

      <section className="sf-user-admin__section" aria-labelledby="user-admin-delete-heading">
        <h2 id="user-admin-delete-heading">{labels['delete.heading']}</h2>
        {confirming?.kind === 'delete' ? (
          confirmPanel(
            confirming.warning === 'own'
              ? labels['delete.warnOwn']
              : formatMessage(labels['delete.warnOther'], { name: displayName(user) }),
            labels['delete.confirm'],
          )
        ) : (
          <div className="sf-portal__actions">
            <Button className="sf-user-admin__danger" disabled={busy !== null} onClick={actions.deleteUser}>
              {labels['delete.button']}
            </Button>
          </div>
        )}
        {noticeIn('delete')}
      </section>
    </div>
  );
}

function AddOrganization({
  labels,
  choices,
  busy,
  onAdd,
}: {
  labels: UserAdminLabels;
  choices: readonly AdminOrganization[];
  busy: string | null;
  onAdd(organization: AdminOrganization): void;
}) {
  const [error, setError] = useState<string | undefined>();
  if (choices.length === 0)
    return <p className="sf-user-admin__muted">{labels['organizations.noneToAdd']}</p>;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = choices.find(
      (organization) => organization.id === new FormData(event.currentTarget).get('organization'),
    );
    setError(chosen ? undefined : VALIDATION_MESSAGES.selectItem);
    if (chosen) onAdd(chosen);
  };
  return (
    <form className="sf-user-admin__add-organization" noValidate onSubmit={onSubmit}>
      <Select
        id="user-admin-add-organization"
        name="organization"
        label={labels['organizations.addLabel']}
        placeholder={labels['organizations.placeholder']}
        options={choices.map((organization) => ({ value: organization.id, label: organization.name }))}
        error={error}
      />
      <Button
        type="submit"
        variant="secondary"
        loading={busy === 'organizations:add'}
        disabled={busy !== null}
      >
        {labels['organizations.add']}
      </Button>
    </form>
  );
}
