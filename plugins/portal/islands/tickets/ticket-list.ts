import { labelText } from '../../../../core/i18n/labels.ts';
import { TICKET_LIST_COLUMNS } from '../../../../core/portal/tickets.ts';
import type { TicketsLabels } from './labels.ts';
import type { TicketSummary } from './sis-documents.ts';

/** Id of one ticket list column (customer-area §3), e.g. `ticketId`, `createdOn`. */
export type TicketColumnId = (typeof TICKET_LIST_COLUMNS)[number]['id'];

/** One cell of a ticket list row: its column and the text shown. */
export interface TicketCell {
  column: TicketColumnId;
  text: string;
}

/**
 * Formats a SIS timestamp for the page's locale with `Intl.DateTimeFormat`: the date in medium style
 * (`2 May 2024`, `02.05.2024`), with the time in short style when `withTime`.
 *
 * @param iso an ISO 8601 timestamp.
 * @param options.locale the page's locale URL code (`en`, `de-ch`); a tag Intl cannot read falls back to `en`.
 * @param options.withTime also show hours and minutes; default false.
 * @param options.timeZone an IANA zone; default the browser's.
 * @returns the formatted date; the input as it is when it is no date. Never throws.
 */
export function formatTicketDate(
  iso: string,
  options: { locale: string; withTime?: boolean; timeZone?: string },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const style: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    ...(options.withTime ? { timeStyle: 'short' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(options.locale, style);
  } catch {
    format = new Intl.DateTimeFormat('en', style);
  }
  return format.format(date);
}

/**
 * The translated label of a ticket status (`open`, `inProgress`, `closed`).
 *
 * @returns `labels['status.{status}']`, or the status itself when the SIS sends one the portal does not
 *   know.
 */
export function ticketStatusLabel(status: string, labels: TicketsLabels): string {
  return labelText({ labels, key: `status.${status}`, fallback: status });
}

/**
 * The header texts of the ticket list, one per column of {@link TICKET_LIST_COLUMNS} in its order
 * (customer-area §3), from `labels['columns.{id}']`.
 */
export function ticketColumnHeaders(labels: TicketsLabels): TicketCell[] {
  return TICKET_LIST_COLUMNS.map(({ id }) => ({ column: id, text: labels[`columns.${id}`] }));
}

/**
 * Maps a SIS ticket to the eleven cells of its list row (customer-area §3 ticket list columns, in the
 * order of {@link TICKET_LIST_COLUMNS}): ticket id, type, subject, machine, serial number, concern, the
 * translated status, contact, the creation date in the page locale ({@link formatTicketDate}), and the
 * numbers of replies and comments.
 *
 * @param input.ticket the ticket as the `tickets` query answers it.
 * @param input.labels the screens' texts (status labels).
 * @param input.locale the page's locale URL code.
 * @param input.timeZone an IANA zone for the date; default the browser's.
 */
export function ticketRowCells(input: {
  ticket: TicketSummary;
  labels: TicketsLabels;
  locale: string;
  timeZone?: string;
}): TicketCell[] {
  const { ticket, labels, locale, timeZone } = input;
  const text: Record<TicketColumnId, string> = {
    ticketId: ticket.id,
    type: ticket.type,
    subject: ticket.subject,
    machine: ticket.machine,
    serialNumber: ticket.serialNumber,
    concern: ticket.concern,
    status: ticketStatusLabel(ticket.status, labels),
    contact: ticket.contact,
    createdOn: formatTicketDate(ticket.createdOn, { locale, ...(timeZone ? { timeZone } : {}) }),
    replies: String(ticket.repliesCount),
    comments: String(ticket.commentsCount),
  };
  return TICKET_LIST_COLUMNS.map(({ id }) => ({ column: id, text: text[id] }));
}
