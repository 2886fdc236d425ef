import type { PortalRoute } from '../routes.ts';
import type { PortalSession } from '../session.ts';
import type { TicketsLabels } from './labels.ts';

/** Props of {@link TicketsScreen}. */
export interface TicketsScreenProps {
  session: PortalSession;
  route: Extract<PortalRoute, { screen: 'tickets' }>;
  labels: TicketsLabels;
}

/** Service ticketing (customer-area §2 `/tickets/list`, `/tickets/newticket`, `/tickets/{id}`). */
export function TicketsScreen({ labels }: TicketsScreenProps) {
  return <h1 className="sf-page__title">{labels.title}</h1>;
}
