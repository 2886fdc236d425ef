import type { Database } from 'better-sqlite3';
import { ROLES } from '../../core/portal/constants.ts';
import { deriveServiceStatuses } from '../../core/portal/service-status.ts';
import {
  VALIDATION_MESSAGES,
  validateCloseTicket,
  validateComment,
  validateTicket,
} from '../../core/portal/validation.ts';
import {
  assertValid,
  organizationsParam,
  requireViewer,
  type SisContext,
  sisError,
  type Viewer,
} from './context.ts';
import {
  DEFAULT_SIS_LOCALE,
  localizedTicketType,
  storedTicketType,
  ticketTypeNames,
} from './ticket-types.ts';

interface TicketRow {
  id: string;
  type: string;
  subject: string;
  description: string;
  status: string;
  created_on: string;
  replies_count: number;
  machine_name: string | null;
  serial_number: string | null;
  close_reason: string | null;
  close_comment: string | null;
  location_id: string;
  asset_id: string;
  contact_user_id: string;
}

const fullName = (db: Database, userId: string): string => {
  const row = db.prepare('SELECT first_name, last_name, email FROM users WHERE id = ?').get(userId) as {
    first_name: string;
    last_name: string;
    email: string;
  };
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
};

/** A location row as the Location type. */
export const locationNode = (db: Database, id: string) =>
  db.prepare('SELECT id, name, organization_id AS organizationId FROM locations WHERE id = ?').get(id);

/** An organization row with its locations, as the Organization type. */
export const organizationNode = (db: Database, id: string) => ({
  ...(db.prepare('SELECT id, name FROM organizations WHERE id = ?').get(id) as object),
  locations: db
    .prepare('SELECT id, name, organization_id AS organizationId FROM locations WHERE organization_id = ?')
    .all(id),
});

/** An asset row as the Asset type. */
export function assetNode(db: Database, id: string) {
  const row = db.prepare('SELECT * FROM assets WHERE id = ?').get(id) as Record<string, string>;
  return {
    id: row.id,
    machineName: row.machine_name,
    serialNumber: row.serial_number,
    organization: organizationNode(db, row.organization_id!),
    location: locationNode(db, row.location_id!),
  };
}

function ticketNode(db: Database, row: TicketRow) {
  const asset = assetNode(db, row.asset_id);
  const comments = db
    .prepare(
      'SELECT id, description, author_user_id, created_on FROM ticket_comments WHERE ticket_id = ? ORDER BY id',
    )
    .all(row.id) as Array<{ id: number; description: string; author_user_id: string; created_on: string }>;
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    description: row.description,
    machine: row.machine_name || asset.machineName,
    serialNumber: row.serial_number || asset.serialNumber,
    concern: `${asset.machineName} (${asset.serialNumber})`,
    status: row.status,
    contact: fullName(db, row.contact_user_id),
    createdOn: row.created_on,
    repliesCount: row.replies_count,
    commentsCount: comments.length,
    location: locationNode(db, row.location_id),
    machineConcerned: asset,
    machineName: row.machine_name,
    serialNumberEntered: row.serial_number,
    closeReason: row.close_reason,
    closeComment: row.close_comment,
    comments: comments.map((c) => ({
      id: String(c.id),
      description: c.description,
      author: fullName(db, c.author_user_id),
      createdOn: c.created_on,
    })),
  };
}

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
  if (deriveServiceStatuses(viewer.roles).ticketing !== 'active') {
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
  const statuses = deriveServiceStatuses(viewer.roles);
  if (statuses.ticketing !== 'active' && statuses.assetDatabase !== 'active') {
    throw sisError(
      `The machines require the ${ROLES.serviceTicketingActive} or ${ROLES.assetDatabaseActive} role`,
      'FORBIDDEN',
    );
  }
  return viewer;
}

interface CreateTicketInput {
  location?: string | null;
  ticketType?: string | null;
  machineConcerned?: string | null;
  machineName?: string | null;
  serialNumber?: string | null;
  subject?: string | null;
  description?: string | null;
}

/**
 * Ticket and inventory resolvers (customer-area §3 ticket list, form, comment, close form; inventory).
 * Ticket types, tickets and their mutations need service ticketing ({@link requireTicketing}), the
 * machines ticketing or the asset database ({@link requireAssetAccess}); FORBIDDEN otherwise.
 * Everything is scoped to the caller's organizations; input is checked with core/portal/validation.ts,
 * and a location, ticket type or machine concerned outside the caller's choices gets that field's message.
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
    createTicket: (_: unknown, { input }: { input: CreateTicketInput }, { db, viewer }: SisContext) => {
      const caller = requireTicketing({ db, viewer });
      assertValid(
        validateTicket({
          location: input.location,
          ticketType: input.ticketType,
          machineConcerned: input.machineConcerned,
          subject: input.subject,
          description: input.description,
        }),
      );
      const location = db
        .prepare(
          'SELECT organization_id FROM locations WHERE id = ? AND organization_id IN (SELECT value FROM json_each(?))',
        )
        .get(input.location, organizationsParam(caller)) as { organization_id: string } | undefined;
      if (!location) assertValid({ location: VALIDATION_MESSAGES.location });
      const ticketType = storedTicketType(input.ticketType!.trim());
      if (!ticketType) assertValid({ ticketType: VALIDATION_MESSAGES.ticketType });
      const asset = db
        .prepare('SELECT id FROM assets WHERE id = ? AND organization_id = ?')
        .get(input.machineConcerned, location!.organization_id);
      if (!asset) assertValid({ machineConcerned: VALIDATION_MESSAGES.machineConcerned });
      const id = nextTicketId(db);
      db.prepare(
        `INSERT INTO tickets (id, organization_id, location_id, type, subject, description, asset_id, machine_name,
           serial_number, status, contact_user_id, created_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
      ).run(
        id,
        location!.organization_id,
        input.location,
        ticketType,
        input.subject!.trim(),
        input.description!.trim(),
        input.machineConcerned,
        input.machineName?.trim() || null,
        input.serialNumber?.trim() || null,
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
      assertValid(validateComment({ description: args.description }));
      db.prepare(
        'INSERT INTO ticket_comments (ticket_id, author_user_id, description, created_on) VALUES (?, ?, ?, ?)',
      ).run(ticket.id, caller.id, args.description!.trim(), new Date().toISOString());
      return ticketNode(db, ticket);
    },
    closeTicket: (
      _: unknown,
      args: { ticketId: string; reason?: string | null; comment?: string | null },
      { db, viewer }: SisContext,
    ) => {
      const caller = requireTicketing({ db, viewer });
      const ticket = findTicket(db, caller, args.ticketId);
      assertValid(validateCloseTicket({ reason: args.reason, comment: args.comment }));
      if (ticket.status === 'closed') {
        throw sisError(`Ticket '${ticket.id}' is already closed`, 'BAD_USER_INPUT');
      }
      db.prepare(
        "UPDATE tickets SET status = 'closed', close_reason = ?, close_comment = ? WHERE id = ?",
      ).run(args.reason, args.comment?.trim() || null, ticket.id);
      return ticketNode(db, findTicket(db, caller, ticket.id));
    },
  },
};
