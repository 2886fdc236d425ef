import { useCallback } from 'react';
import { LoadStateView, useLoad } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
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

/**
 * The user list (customer-area §2 `/user-admin`): the invite form and a table of the users sharing an
 * organization with the admin: name (link to `/user-admin/{id}`), e-mail, organizations and the access
 * summary per application. Rows carry `data-user-id`; access entries `data-application` and
 * `data-status`. An invited user joins the table at once.
 */
export function UserList({ session, labels }: UserListProps) {
  const loadUsers = useCallback(async (): Promise<UsersAnswer> => {
    const answer = await session.sis.request(USERS_QUERY);
    return { ...answer, users: sortUsers(answer.users) };
  }, [session.sis]);
  const [state, setData] = useLoad(loadUsers);

  return (
    <div className="sf-user-admin">
      <h1 className="sf-page__title">{labels.title}</h1>
      <LoadStateView
        state={state}
        loadingText={labels.loading}
        failed={() => (
          <p className="sf-portal__note" role="alert">
            {labels.listFailed}
          </p>
        )}
      >
        {(data) => (
          <>
            <InviteForm
              session={session}
              labels={labels}
              organizations={data.organizations}
              applications={data.applications}
              onInvited={(user) =>
                setData((current) => ({ ...current, users: upsertUser(current.users, user) }))
              }
            />
            <UserTable session={session} labels={labels} users={data.users} />
          </>
        )}
      </LoadStateView>
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
