/**
 * The SIS operations of the service-ticketing screens (customer-area §3 ticket list, form, comment, close
 * form; §7 SIS) and the shapes of their answers, as sandbox/sis/schema.graphql.ts declares them.
 */

/** Ticket status of the SIS (`TicketStatus`). */
export type TicketStatus = 'open' | 'inProgress' | 'closed';

/** A ticket as the list reads it: the eleven columns of customer-area §3. */
export interface TicketSummary {
  id: string;
  type: string;
  subject: string;
  machine: string;
  serialNumber: string;
  /** The machine concerned as 'machine name (serial number)'. */
  concern: string;
  status: TicketStatus;
  /** Full name of the user who opened it. */
  contact: string;
  /** ISO 8601. */
  createdOn: string;
  repliesCount: number;
  commentsCount: number;
}

/** A comment of a ticket (customer-area §3 ticket comment). */
export interface TicketComment {
  id: string;
  description: string;
  author: string;
  /** ISO 8601. */
  createdOn: string;
}

/** A ticket as the detail reads it. */
export interface TicketDetails extends TicketSummary {
  description: string;
  location: { id: string; name: string };
  /** A close reason id of core/portal TICKET_CLOSE_REASONS once closed, else null. */
  closeReason: string | null;
  closeComment: string | null;
  /** Oldest first. */
  comments: TicketComment[];
}

/** A location of the caller's organizations (the ticket form's "location (account)"). */
export interface SisLocation {
  id: string;
  name: string;
}

/** A machine of the caller's organizations (the ticket form's "machine concerned"). */
export interface SisAsset {
  id: string;
  machineName: string;
  serialNumber: string;
  location: { id: string };
}

/** What the new-ticket form offers to choose from. */
export interface TicketFormChoices {
  organizations: Array<{ id: string; name: string; locations: SisLocation[] }>;
  ticketTypes: string[];
  assets: SisAsset[];
}

const SUMMARY_FIELDS = `id type subject machine serialNumber concern status contact createdOn repliesCount
  commentsCount`;

const DETAIL_FIELDS = `${SUMMARY_FIELDS} description location { id name } closeReason closeComment
  comments { id description author createdOn }`;

/** The caller's organizations' tickets, newest first: `{ tickets: TicketSummary[] }`. */
export const TICKETS_QUERY = `query Tickets { tickets { ${SUMMARY_FIELDS} } }`;

/** One ticket by `$id`: `{ ticket: TicketDetails }`; NOT_FOUND for another organization's or an unknown id. */
export const TICKET_QUERY = `query Ticket($id: ID!) { ticket(id: $id) { ${DETAIL_FIELDS} } }`;

/** The choices of the new-ticket form: {@link TicketFormChoices}. */
export const TICKET_FORM_CHOICES_QUERY = `query TicketFormChoices {
  organizations { id name locations { id name } }
  ticketTypes
  assets { id machineName serialNumber location { id } }
}`;

/** Creates a ticket from `$input` (CreateTicketInput): `{ createTicket: { id } }`. */
export const CREATE_TICKET_MUTATION = `mutation CreateTicket($input: CreateTicketInput!) {
  createTicket(input: $input) { id }
}`;

/** Adds a comment (`$ticketId`, `$description`): `{ addTicketComment: TicketDetails }`. */
export const ADD_TICKET_COMMENT_MUTATION = `mutation AddTicketComment($ticketId: ID!, $description: String) {
  addTicketComment(ticketId: $ticketId, description: $description) { ${DETAIL_FIELDS} }
}`;

/** Closes a ticket (`$ticketId`, `$reason`, `$comment`): `{ closeTicket: TicketDetails }`. */
export const CLOSE_TICKET_MUTATION = `mutation CloseTicket($ticketId: ID!, $reason: String, $comment: String) {
  closeTicket(ticketId: $ticketId, reason: $reason, comment: $comment) { ${DETAIL_FIELDS} }
}`;
