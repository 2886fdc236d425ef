import { useEffect, useState } from 'react';
import type { AccessAction } from '../../../../core/portal/access-actions.ts';
import { formatMessage } from '../../../../core/text/format-message.ts';
import type { PortalSession } from '../session.ts';
import { type AccessRow, statusLabel } from './access-rows.ts';
import type { UserAdminLabels } from './labels.ts';
import {
  ADD_ORGANIZATION_MUTATION,
  type AdminOrganization,
  type AdminUser,
  DELETE_USER_MUTATION,
  ORGANIZATIONS_QUERY,
  REMOVE_ORGANIZATION_MUTATION,
  SET_ACCESS_MUTATION,
  USER_QUERY,
} from './queries.ts';
import {
  type DetailActions,
  type DetailArea,
  type DetailConfirmation,
  type DetailNotice,
  type DetailState,
  UserDetailView,
} from './UserDetailView.tsx';
import { userListPath } from './users.ts';
import {
  afterDelete,
  changeErrorMessage,
  deleteUserWarning,
  removeOrganizationWarning,
  userLoadErrorMessage,
} from './warnings.ts';

/** Props of {@link UserDetail}. */
export interface UserDetailProps {
  session: PortalSession;
  labels: UserAdminLabels;
  /** The user's id from the route `/user-admin/{id}`. */
  id: string;
}

/**
 * The user detail screen (customer-area §2 `/user-admin/{id}`, §4 access statuses and actions, §6): loads
 * the user and the admin's organizations, runs the changes and keeps their outcome; {@link UserDetailView}
 * shows it. Removing one's own organization or the last shared one, and deleting a user, ask first;
 * deleting oneself logs out, deleting another user returns to the list.
 */
export function UserDetail({ session, labels, id }: UserDetailProps) {
  const [state, setState] = useState<DetailState>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<DetailNotice | null>(null);
  const [confirming, setConfirming] = useState<DetailConfirmation | null>(null);

  useEffect(() => {
    let live = true;
    session.sis.request(USER_QUERY, { id }).then(
      (answer) => live && setState({ kind: 'ready', ...answer }),
      (error: unknown) => live && setState({ kind: 'failed', message: userLoadErrorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [session.sis, id]);

  const view = { session, labels, state, busy, notice, confirming };
  if (state.kind !== 'ready') return <UserDetailView {...view} actions={null} />;

  const { user } = state;
  const isSelf = user.id === session.user.id;
  const setUser = (next: AdminUser) =>
    setState((current) => (current.kind === 'ready' ? { ...current, user: next } : current));

  // Runs one change; its outcome is shown in the section it was started from.
  const run = async (key: string, area: DetailArea, change: () => Promise<string | null>) => {
    setBusy(key);
    setNotice(null);
    try {
      const done = await change();
      if (done) setNotice({ area, kind: 'success', text: done });
    } catch (error) {
      setNotice({ area, kind: 'error', text: changeErrorMessage(error) });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  const setAccess = (row: AccessRow, action: AccessAction) =>
    run(`access:${row.application}:${action}`, 'access', async () => {
      const { setAccess: next } = await session.sis.request(SET_ACCESS_MUTATION, {
        userId: user.id,
        application: row.application,
        action,
      });
      setUser(next);
      const status = next.access.find((entry) => entry.application.id === row.application)?.status;
      return formatMessage(labels['access.changed'], {
        application: row.applicationLabel,
        status: status ? statusLabel(status, labels) : '',
      });
    });

  const addOrganization = (organization: AdminOrganization) =>
    run('organizations:add', 'organizations', async () => {
      const { addUserOrganization } = await session.sis.request(ADD_ORGANIZATION_MUTATION, {
        userId: user.id,
        organizationId: organization.id,
      });
      setUser(addUserOrganization);
      return formatMessage(labels['organizations.added'], { organization: organization.name });
    });

  const removeOrganization = (organization: AdminOrganization) =>
    run(`organizations:remove:${organization.id}`, 'organizations', async () => {
      const { removeUserOrganization } = await session.sis.request(REMOVE_ORGANIZATION_MUTATION, {
        userId: user.id,
        organizationId: organization.id,
      });
      if (!removeUserOrganization) {
        setState({ kind: 'gone' });
        return null;
      }
      // Removing one's own organization also shrinks what one may assign.
      const organizations = isSelf
        ? (await session.sis.request(ORGANIZATIONS_QUERY)).organizations
        : state.organizations;
      setState({ kind: 'ready', user: removeUserOrganization, organizations });
      return formatMessage(labels['organizations.removed'], { organization: organization.name });
    });

  const deleteUser = () =>
    run('delete', 'delete', async () => {
      await session.sis.request(DELETE_USER_MUTATION, { userId: user.id });
      if (afterDelete({ isSelf }) === 'logOut') await session.logOut();
      else session.navigate(userListPath(session.home));
      return null;
    });

  const actions: DetailActions = {
    setAccess: (row, action) => void setAccess(row, action),
    removeOrganization: (organization) => {
      const warning = removeOrganizationWarning({ isSelf, sharedOrganizations: user.organizations.length });
      if (warning) setConfirming({ kind: 'removeOrganization', organization, warning });
      else void removeOrganization(organization);
    },
    addOrganization: (organization) => void addOrganization(organization),
    deleteUser: () => setConfirming({ kind: 'delete', warning: deleteUserWarning({ isSelf }) }),
    confirm: () => {
      if (confirming?.kind === 'removeOrganization') void removeOrganization(confirming.organization);
      else if (confirming?.kind === 'delete') void deleteUser();
    },
    cancel: () => setConfirming(null),
  };
  return <UserDetailView {...view} actions={actions} />;
}
