import type { PortalRoute } from '../routes.ts';
import type { PortalSession } from '../session.ts';
import type { TicketsLabels } from './labels.ts';
import { NewTicket } from './NewTicket.tsx';
import { TicketDetail } from './TicketDetail.tsx';
import { TicketList } from './TicketList.tsx';

/** Props of {@link TicketsScreen}. */
export interface TicketsScreenProps {
  session: PortalSession;
  route: Extract<PortalRoute, { screen: 'tickets' }>;
  labels: TicketsLabels;
}

/**
 * Service ticketing (customer-area §2 `/tickets/list`, `/tickets/newticket`, `/tickets/{id}`): the ticket
 * list, the new-ticket form or one ticket's detail, as the route names. Everything is read from and
 * written to the SIS through `session.sis`, which checks the ticketing role and the organization again.
 */
export function TicketsScreen({ session, route, labels }: TicketsScreenProps) {
  switch (route.view) {
    case 'list':
      return <TicketList session={session} labels={labels} />;
    case 'new':
      return <NewTicket session={session} labels={labels} />;
    case 'detail':
      // A different id is a different ticket: its screen starts afresh.
      return <TicketDetail key={route.id} session={session} labels={labels} id={route.id} />;
  }
}
