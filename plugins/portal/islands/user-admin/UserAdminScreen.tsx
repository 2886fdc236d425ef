import type { PortalRoute } from '../routes.ts';
import type { PortalSession } from '../session.ts';
import type { UserAdminLabels } from './labels.ts';

/** Props of {@link UserAdminScreen}. */
export interface UserAdminScreenProps {
  session: PortalSession;
  route: Extract<PortalRoute, { screen: 'userAdmin' }>;
  labels: UserAdminLabels;
}

/** Delegated user administration (customer-area §2 `/user-admin`, `/user-admin/{id}`). */
export function UserAdminScreen({ labels }: UserAdminScreenProps) {
  return <h1 className="sf-page__title">{labels.title}</h1>;
}
