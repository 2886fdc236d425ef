import type { Database } from 'better-sqlite3';
import { organizationsParam, requireViewer, type SisContext, sisError, type Viewer } from './context.ts';
import { assetNode, type TicketRow, ticketNode } from './nodes.ts';
import { hasActiveAccess, ROLES } from './rules.ts';
import {
  DEFAULT_SIS_LOCALE,
  localizedTicketType,
  storedTicketType,
  ticketTypeNames,
} from './ticket-types.ts';
import {
  closeTicketSchema,
  commentSchema,
  parseInput,
  refuse,
  SIS_MESSAGES,
  ticketInputSchema,
} from './validation.ts';

// Another organization's ticket answers NOT_FOUND, never FORBIDDEN, so its existence stays hidden.
function findTicket(db: Database, viewer: Viewer, id: string): TicketRow {
  const row = db
    .prepare('SELECT * FROM tickets WHERE id = ? AND organization_id IN (SELECT value FROM json_each(?))')
    .get(id, organizationsParam(viewer)) as TicketRow | undefined;
  if (!row) throw sisError(`Ticket '${id}' was not found`, 'NOT_FOUND');
  return row;
}

function nextTicketId(db: Database): string {
  const { last } = db
    .prepare("SELECT max(CAST(substr(id, 5) AS INTEGER)) AS last FROM tickets WHERE id LIKE 'TCK-%'")
    .get() as { last: number | null };
  return `TCK-${(last ?? 1000) + 1}`;
}

/**
 * The caller, who must have service ticketing active (customer-area §4 "ticketing: active if a role
 * contains the ticketing-active marker", §6 service roles): the same rule that opens the portal's
 * ticketing screen, checked again here because the screen's gating only spares the user refusals.
 *
 * @throws GraphQLError UNAUTHENTICATED without a valid token, FORBIDDEN without the ticketing role.
 */
export function requireTicketing(context: SisContext): Viewer {
  const viewer = requireViewer(context);
  if (!hasActiveAccess(viewer.roles, 'ticketing')) {
    throw sisError(`Service ticketing requires the ${ROLES.serviceTicketingActive} role`, 'FORBIDDEN');
  }
  return viewer;
}

/**
 * The caller, who must have service ticketing or the asset database active (customer-area §4, §6): the
 * machines are the inventory of the asset database and the "machine concerned" choices of a ticket.
 *
 * @throws GraphQLError UNAUTHENTICATED without a valid token, FORBIDDEN with neither role.
 */
export function requireAssetAccess(context: SisContext): Viewer {
  const viewer = requireViewer(context);
  if (!hasActiveAccess(viewer.roles, 'ticketing') && !hasActiveAccess(viewer.roles, 'assetDatabase')) {
    throw sisError(
      `The machines require the ${ROLES.serviceTicketingActive} or ${ROLES.assetDatabaseActive} role`,
      'FORBIDDEN',
    );
  }
  return viewer;
}

/**
 * Ticket and inventory resolvers (customer-area §3 ticket list, form, comment, close form; inventory).
 * Ticket types, tickets and their mutations need service ticketing ({@link requireTicketing}), the
 * machines ticketing or the asset database ({@link requireAssetAccess}); FORBIDDEN otherwise.
 * Everything is scoped to the caller's organizations; input is checked by the SIS's own form rules
 * (sandbox/sis/validation.ts, customer-area §5), and a location, ticket type or machine concerned outside the caller's choices gets that field's message.
 */
export const ticketResolvers = {
  Ticket: {
    /** The stored (English) type in the caller's SIS locale. */
    type: (ticket: { type: string }, _: unknown, context: SisContext) =>
      localizedTicketType(ticket.type, context.locale ?? DEFAULT_SIS_LOCALE),
  },
  Query: {
    ticketTypes: (_: unknown, __: unknown, context: SisContext) => {
      requireTicketing(context);
      return ticketTypeNames(context.locale ?? DEFAULT_SIS_LOCALE);
    },
    tickets: (_: unknown, __: unknown, context: SisContext) => {
      const viewer = requireTicketing(context);
      const rows = context.db
        .prepare(
          'SELECT * FROM tickets WHERE organization_id IN (SELECT value FROM json_each(?)) ORDER BY created_on DESC, id DESC',
        )
        .all(organizationsParam(viewer)) as TicketRow[];
      return rows.map((row) => ticketNode(context.db, row));
    },
    ticket: (_: unknown, args: { id: string }, context: SisContext) =>
      ticketNode(context.db, findTicket(context.db, requireTicketing(context), args.id)),
    assets: (_: unknown, __: unknown, context: SisContext) => {
      const viewer = requireAssetAccess(context);
      const rows = context.db
        .prepare(
          'SELECT id FROM assets WHERE organization_id IN (SELECT value FROM json_each(?)) ORDER BY machine_name, id',
        )
        .all(organizationsParam(viewer)) as Array<{ id: string }>;
      return rows.map((row) => assetNode(context.db, row.id));
    },
  },
  Mutation: {
    createTicket: (_: unknown, args: { input: unknown }, { db, viewer }: SisContext) => {
      const caller = requireTicketing({ db, viewer });
      const input = parseInput(ticketInputSchema, args.input);
      const location = db
        .prepare(
          'SELECT organization_id FROM locations WHERE id = ? AND organization_id IN (SELECT value FROM json_each(?))',
        )
        .get(input.location, organizationsParam(caller)) as { organization_id: string } | undefined;
      if (!location) refuse('location', SIS_MESSAGES.location);
      const ticketType = storedTicketType(input.ticketType);
      if (!ticketType) refuse('ticketType', SIS_MESSAGES.ticketType);
      const asset = db
        .prepare('SELECT id FROM assets WHERE id = ? AND organization_id = ?')
        .get(input.machineConcerned, location.organization_id);
      if (!asset) refuse('machineConcerned', SIS_MESSAGES.machineConcerned);
      const id = nextTicketId(db);
      db.prepare(
        `INSERT INTO tickets (id, organization_id, location_id, type, subject, description, asset_id, machine_name,
           serial_number, status, contact_user_id, created_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
      ).run(
        id,
        location.organization_id,
        input.location,
        ticketType,
        input.subject,
        input.description,
        input.machineConcerned,
        input.machineName,
        input.serialNumber,
        caller.id,
        new Date().toISOString(),
      );
      return ticketNode(db, findTicket(db, caller, id));
    },
    addTicketComment: (
      _: unknown,
      args: { ticketId: string; description?: string | null },
      { db, viewer }: SisContext,
    ) => {
      const caller = requireTicketing({ db, viewer });
      const ticket = findTicket(db, caller, args.ticketId);
      const { description } = parseInput(commentSchema, { description: args.description });
      db.prepare(
        'INSERT INTO ticket_comments (ticket_id, author_user_id, description, created_on) VALUES (?, ?, ?, ?)',
      ).run(ticket.id, caller.id, description, new Date().toISOString());
      return ticketNode(db, ticket);
    },
    closeTicket: (
      _: unknown,
      args: { ticketId: string; reason?: string | null; comment?: string | null },
      { db, viewer }: SisContext,
    ) => {
      const caller = requireTicketing({ db, viewer });
      const ticket = findTicket(db, caller, args.ticketId);
      const { reason, comment } = parseInput(closeTicketSchema, {
        reason: args.reason,
        comment: args.comment,
      });
      if (ticket.status === 'closed') {
        throw sisError(`Ticket '${ticket.id}' is already closed`, 'BAD_USER_INPUT');
      }
      db.prepare(
        "UPDATE tickets SET status = 'closed', close_reason = ?, close_comment = ? WHERE id = ?",
      ).run(reason, comment, ticket.id);
      return ticketNode(db, findTicket(db, caller, ticket.id));
    },
  },
};
