import { LoadStateView, useSisQuery } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { TicketsLabels } from './labels.ts';
import { TICKETS_QUERY, type TicketSummary } from './sis-documents.ts';
import { ticketColumnHeaders, ticketRowCells } from './ticket-list.ts';

/** Props of {@link TicketList}. */
export interface TicketListProps {
  session: PortalSession;
  labels: TicketsLabels;
}

/**
 * The ticket list (customer-area §2 `/tickets/list`): a link to open a new ticket and the caller's
 * organizations' tickets from the SIS `tickets` query, newest first, in {@link TicketTable}.
 */
export function TicketList({ session, labels }: TicketListProps) {
  const [state] = useSisQuery(session.sis, TICKETS_QUERY);
  return (
    <section className="sf-tickets">
      <h1 id="sf-tickets-title" className="sf-page__title">
        {labels.title}
      </h1>
      <p className="sf-portal__actions">
        <PortalLink
          session={session}
          to={`${session.home}/tickets/newticket`}
          className="sf-button sf-button--primary"
        >
          {labels['list.newTicket']}
        </PortalLink>
      </p>
      <LoadStateView
        state={state}
        loadingText={labels.loading}
        failed={(error) => <LoadFailed error={error} text={labels.loadFailed} />}
      >
        {(data) => <TicketTable session={session} labels={labels} tickets={data.tickets} />}
      </LoadStateView>
    </section>
  );
}

/** Props of {@link TicketTable}. */
export interface TicketTableProps {
  /** For the links to the details (`home`, `navigate`) and the dates (`locale`). */
  session: PortalSession;
  labels: TicketsLabels;
  tickets: readonly TicketSummary[];
  /** IANA zone of the dates; default the browser's. */
  timeZone?: string;
}

/**
 * The ticket table (customer-area §3 ticket list columns): `sf-portal__table` with the eleven columns of
 * core/portal TICKET_LIST_COLUMNS in their order, one row per ticket with `data-ticket-id` and
 * `data-status`; the Ticket ID links to the ticket's detail. No tickets: a note instead of the table.
 */
export function TicketTable({ session, labels, tickets, timeZone }: TicketTableProps) {
  if (tickets.length === 0) {
    return <p className="sf-portal__note sf-tickets__empty">{labels['list.empty']}</p>;
  }
  return (
    <div className="sf-portal__table-wrap">
      <table className="sf-portal__table sf-tickets__table">
        <caption className="sf-sr-only">{labels['list.caption']}</caption>
        <thead>
          <tr>
            {ticketColumnHeaders(labels).map((header) => (
              <th key={header.column} scope="col" data-column={header.column}>
                {header.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} data-ticket-id={ticket.id} data-status={ticket.status}>
              {ticketRowCells({
                ticket,
                labels,
                locale: session.locale,
                ...(timeZone ? { timeZone } : {}),
              }).map((cell) => (
                <td key={cell.column} data-column={cell.column}>
                  {cell.column === 'ticketId' ? (
                    <PortalLink
                      session={session}
                      to={`${session.home}/tickets/${encodeURIComponent(ticket.id)}`}
                    >
                      {cell.text}
                    </PortalLink>
                  ) : (
                    cell.text
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
