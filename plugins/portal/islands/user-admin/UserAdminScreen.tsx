import type { PortalRoute } from '../routes.ts';
import type { PortalSession } from '../session.ts';
import type { UserAdminLabels } from './labels.ts';
import { UserDetail } from './UserDetail.tsx';
import { UserList } from './UserList.tsx';

/** Props of {@link UserAdminScreen}. */
export interface UserAdminScreenProps {
  session: PortalSession;
  route: Extract<PortalRoute, { screen: 'userAdmin' }>;
  labels: UserAdminLabels;
}

/**
 * Delegated user administration (customer-area §2 `/user-admin` and `/user-admin/{id}`, §6 delegated
 * administrators): the user list with the invite form, or one user's detail. Data comes from the SIS,
 * which shows an admin only the users sharing one of their organizations.
 */
export function UserAdminScreen({ session, route, labels }: UserAdminScreenProps) {
  return route.view === 'detail' ? (
    <UserDetail key={route.id} session={session} labels={labels} id={route.id} />
  ) : (
    <UserList session={session} labels={labels} />
  );
}
