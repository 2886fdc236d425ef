import { TICKET_CLOSE_REASONS } from '../../../../core/portal/tickets.ts';
import type { TicketsLabels } from './labels.ts';
import type { TicketDetails } from './sis-documents.ts';
import { formatTicketDate, ticketStatusLabel } from './ticket-list.ts';

/** One field of the ticket detail: a stable id, its translated label and the text shown. */
export interface TicketFact {
  id: string;
  label: string;
  text: string;
}

/**
 * The translated label of a close reason (customer-area §4): `labels['reasons.{reason}']` for the three
 * reasons of TICKET_CLOSE_REASONS, the reason itself for any other.
 */
export function closeReasonLabel(reason: string, labels: TicketsLabels): string {
  return (TICKET_CLOSE_REASONS as readonly string[]).includes(reason)
    ? labels[`reasons.${reason as (typeof TICKET_CLOSE_REASONS)[number]}`]
    : reason;
}

/**
 * The fields the ticket detail shows, in order: ticket id, type, subject, description, status (translated)
 * followed, once closed, by the close reason (translated) and the closing note when one was given; then
 * machine, serial number, machine concerned, location, contact, created on (date and time in the page
 * locale) and the number of replies.
 *
 * @param input.ticket the ticket as the `ticket` query answers it.
 * @param input.labels the screens' texts.
 * @param input.locale the page's locale URL code.
 * @param input.timeZone an IANA zone for the date; default the browser's.
 */
export function ticketFacts(input: {
  ticket: TicketDetails;
  labels: TicketsLabels;
  locale: string;
  timeZone?: string;
}): TicketFact[] {
  const { ticket, labels, locale, timeZone } = input;
  const closed = ticket.status === 'closed';
  const facts: Array<TicketFact | false> = [
    { id: 'ticketId', label: labels['columns.ticketId'], text: ticket.id },
    { id: 'type', label: labels['columns.type'], text: ticket.type },
    { id: 'subject', label: labels['columns.subject'], text: ticket.subject },
    { id: 'description', label: labels['detail.description'], text: ticket.description },
    { id: 'status', label: labels['columns.status'], text: ticketStatusLabel(ticket.status, labels) },
    closed && ticket.closeReason
      ? {
          id: 'closeReason',
          label: labels['detail.closeReason'],
          text: closeReasonLabel(ticket.closeReason, labels),
        }
      : false,
    closed && ticket.closeComment
      ? { id: 'closeComment', label: labels['detail.closeComment'], text: ticket.closeComment }
      : false,
    { id: 'machine', label: labels['columns.machine'], text: ticket.machine },
    { id: 'serialNumber', label: labels['columns.serialNumber'], text: ticket.serialNumber },
    { id: 'concern', label: labels['form.machineConcerned'], text: ticket.concern },
    { id: 'location', label: labels['detail.location'], text: ticket.location.name },
    { id: 'contact', label: labels['columns.contact'], text: ticket.contact },
    {
      id: 'createdOn',
      label: labels['columns.createdOn'],
      text: formatTicketDate(ticket.createdOn, { locale, withTime: true, ...(timeZone ? { timeZone } : {}) }),
    },
    { id: 'replies', label: labels['columns.replies'], text: String(ticket.repliesCount) },
  ];
  return facts.filter((fact): fact is TicketFact => fact !== false);
}
