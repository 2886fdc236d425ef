import * as z from 'zod/mini';
import type { SisOperation } from '../sis-client.ts';

/**
 * The SIS operations of the service-ticketing screens (customer-area §3 ticket list, form, comment, close
 * form; §7 SIS) and the shapes of their answers, as sandbox/sis/schema.graphql.ts declares them; each
 * answer is checked by its schema where it arrives (sis-client.ts).
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
  /** A {@link TicketStatus}; a status the portal does not know yet is shown as received. */
  status: string;
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

const place = z.object({ id: z.string(), name: z.string() });

const ticketSummary = z.object({
  id: z.string(),
  type: z.string(),
  subject: z.string(),
  machine: z.string(),
  serialNumber: z.string(),
  concern: z.string(),
  status: z.string(),
  contact: z.string(),
  createdOn: z.string(),
  repliesCount: z.number(),
  commentsCount: z.number(),
});

const ticketDetails = z.extend(ticketSummary, {
  description: z.string(),
  location: place,
  closeReason: z.nullable(z.string()),
  closeComment: z.nullable(z.string()),
  comments: z.array(
    z.object({ id: z.string(), description: z.string(), author: z.string(), createdOn: z.string() }),
  ),
});

/** The caller's organizations' tickets, newest first: `{ tickets: TicketSummary[] }`. */
export const TICKETS_QUERY: SisOperation<{ tickets: TicketSummary[] }> = {
  query: `query Tickets { tickets { ${SUMMARY_FIELDS} } }`,
  answer: z.object({ tickets: z.array(ticketSummary) }),
};

/** One ticket by `$id`: `{ ticket: TicketDetails }`; NOT_FOUND for another organization's or an unknown id. */
export const TICKET_QUERY: SisOperation<{ ticket: TicketDetails }> = {
  query: `query Ticket($id: ID!) { ticket(id: $id) { ${DETAIL_FIELDS} } }`,
  answer: z.object({ ticket: ticketDetails }),
};

/** The choices of the new-ticket form: {@link TicketFormChoices}. */
export const TICKET_FORM_CHOICES_QUERY: SisOperation<TicketFormChoices> = {
  query: `query TicketFormChoices {
  organizations { id name locations { id name } }
  ticketTypes
  assets { id machineName serialNumber location { id } }
}`,
  answer: z.object({
    organizations: z.array(z.object({ id: z.string(), name: z.string(), locations: z.array(place) })),
    ticketTypes: z.array(z.string()),
    assets: z.array(
      z.object({
        id: z.string(),
        machineName: z.string(),
        serialNumber: z.string(),
        location: z.object({ id: z.string() }),
      }),
    ),
  }),
};

/** Creates a ticket from `$input` (CreateTicketInput): `{ createTicket: { id } }`. */
export const CREATE_TICKET_MUTATION: SisOperation<{ createTicket: { id: string } }> = {
  query: `mutation CreateTicket($input: CreateTicketInput!) {
  createTicket(input: $input) { id }
}`,
  answer: z.object({ createTicket: z.object({ id: z.string() }) }),
};

/** Adds a comment (`$ticketId`, `$description`): `{ addTicketComment: TicketDetails }`. */
export const ADD_TICKET_COMMENT_MUTATION: SisOperation<{ addTicketComment: TicketDetails }> = {
  query: `mutation AddTicketComment($ticketId: ID!, $description: String) {
  addTicketComment(ticketId: $ticketId, description: $description) { ${DETAIL_FIELDS} }
}`,
  answer: z.object({ addTicketComment: ticketDetails }),
};

/** Closes a ticket (`$ticketId`, `$reason`, `$comment`): `{ closeTicket: TicketDetails }`. */
export const CLOSE_TICKET_MUTATION: SisOperation<{ closeTicket: TicketDetails }> = {
  query: `mutation CloseTicket($ticketId: ID!, $reason: String, $comment: String) {
  closeTicket(ticketId: $ticketId, reason: $reason, comment: $comment) { ${DETAIL_FIELDS} }
}`,
  answer: z.object({ closeTicket: ticketDetails }),
};
