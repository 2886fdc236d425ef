import { useEffect, useState } from 'react';
import { PortalLink } from '../PortalShell.tsx';
import type { PortalSession } from '../session.ts';
import { accessSummary } from './access-rows.ts';
import { InviteForm } from './InviteForm.tsx';
import type { UserAdminLabels } from './labels.ts';
import { type AdminUser, USERS_QUERY, type UsersAnswer } from './queries.ts';
import { displayName, sortUsers, upsertUser, userPath } from './users.ts';

/** Props of {@link UserList}. */
export interface UserListProps {
  session: PortalSession;
  labels: UserAdminLabels;
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | ({ kind: 'ready' } & Pick<UsersAnswer, 'organizations' | 'applications'> & { users: AdminUser[] });

/**
 * The user list (customer-area §2 `/user-admin`): the invite form and a table of the users sharing an
 * organization with the admin: name (link to `/user-admin/{id}`), e-mail, organizations and the access
 * summary per application. Rows carry `data-user-id`; access entries `data-application` and
 * `data-status`. An invited user joins the table at once.
 */
export function UserList({ session, labels }: UserListProps) {
  const [state, setState] = useState<ListState>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    session.sis.request<UsersAnswer>(USERS_QUERY).then(
      (answer) => live && setState({ kind: 'ready', ...answer, users: sortUsers(answer.users) }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [session.sis]);

  return (
    <div className="sf-user-admin">
      <h1 className="sf-page__title">{labels.title}</h1>
      {state.kind === 'loading' && (
        <p className="sf-portal__status" role="status">
          {labels.loading}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="sf-portal__note" role="alert">
          {labels.listFailed}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <InviteForm
            session={session}
            labels={labels}
            organizations={state.organizations}
            applications={state.applications}
            onInvited={(user) =>
              setState((current) =>
                current.kind === 'ready' ? { ...current, users: upsertUser(current.users, user) } : current,
              )
            }
          />
          <UserTable session={session} labels={labels} users={state.users} />
        </>
      )}
    </div>
  );
}

/** Props of {@link UserTable}. */
export interface UserTableProps {
  session: PortalSession;
  labels: UserAdminLabels;
  users: readonly AdminUser[];
}

/** The table of the user list; the signed-in admin's own row is marked "(you)". */
export function UserTable({ session, labels, users }: UserTableProps) {
  return (
    <section className="sf-user-admin__list" aria-labelledby="user-admin-list-heading">
      <h2 id="user-admin-list-heading">{labels['list.heading']}</h2>
      {users.length === 0 ? (
        <p className="sf-portal__note">{labels['list.empty']}</p>
      ) : (
        <div className="sf-portal__table-wrap">
          <table className="sf-portal__table sf-user-admin__table" aria-labelledby="user-admin-list-heading">
            <thead>
              <tr>
                <th scope="col">{labels['columns.name']}</th>
                <th scope="col">{labels['columns.email']}</th>
                <th scope="col">{labels['columns.organizations']}</th>
                <th scope="col">{labels['columns.access']}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const summary = accessSummary(user.access, labels);
                return (
                  <tr key={user.id} data-user-id={user.id}>
                    <th scope="row">
                      <PortalLink session={session} to={userPath(session.home, user.id)}>
                        {displayName(user)}
                      </PortalLink>
                      {user.id === session.user.id && (
                        <span className="sf-user-admin__you"> ({labels.you})</span>
                      )}
                    </th>
                    <td>{user.email}</td>
                    <td>{user.organizations.map((organization) => organization.name).join(', ')}</td>
                    <td>
                      {summary.length === 0 ? (
                        <span className="sf-user-admin__muted">{labels['list.noAccess']}</span>
                      ) : (
                        <ul className="sf-user-admin__access">
                          {summary.map((entry) => (
                            <li
                              key={entry.application}
                              data-application={entry.application}
                              data-status={entry.status}
                            >
                              {entry.applicationLabel}:{' '}
                              <span className="sf-user-admin__status" data-status={entry.status}>
                                {entry.statusLabel}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
