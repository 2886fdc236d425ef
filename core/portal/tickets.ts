/**
 * The service-ticketing vocabulary of the customer portal (customer-area §3 ticket list, §4 close
 * reasons): stable ids and their words in the specification.
 */

/** Stable ids of the three ticket close reasons (customer-area §4). */
export const TICKET_CLOSE_REASONS = [
  'solvedByProvider',
  'solvedWithoutProvider',
  'noLongerRelevant',
] as const;

/** One ticket close reason id (customer-area §4). */
export type TicketCloseReason = (typeof TICKET_CLOSE_REASONS)[number];

/** Labels of the ticket close reasons, in the words of customer-area §4. */
export const TICKET_CLOSE_REASON_LABELS: Readonly<Record<TicketCloseReason, string>> = {
  solvedByProvider: 'Solved by the provider',
  solvedWithoutProvider: 'Solved without the provider',
  noLongerRelevant: 'No longer relevant',
};

/** The eleven ticket list columns, in the order of customer-area §3, each with a stable id and its header. */
export const TICKET_LIST_COLUMNS = [
  { id: 'ticketId', label: 'Ticket ID' },
  { id: 'type', label: 'Type' },
  { id: 'subject', label: 'Subject' },
  { id: 'machine', label: 'Machine' },
  { id: 'serialNumber', label: 'Serial number' },
  { id: 'concern', label: 'Concern' },
  { id: 'status', label: 'Status' },
  { id: 'contact', label: 'Contact' },
  { id: 'createdOn', label: 'Created on' },
  { id: 'replies', label: 'Replies' },
  { id: 'comments', label: 'Comments' },
] as const;
