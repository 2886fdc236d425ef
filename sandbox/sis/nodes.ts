import type { Database } from 'better-sqlite3';
import { organizationsParam, type Viewer } from './context.ts';
import { type AccessStatus, accessActions, isDelegatedAdmin } from './rules.ts';
import { SIS_APPLICATIONS } from './seed.ts';

/**
 * The SIS's rows as the types of its schema (sandbox/sis/schema.graphql.ts): organizations, locations,
 * assets, tickets and users. Reads only; who may see a row is the resolvers' concern.
 */

/** A row of the `tickets` table (sandbox/sis/schema.sql). */
export interface TicketRow {
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

// A contact or author without a name is shown by e-mail address.
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

/** A ticket row with its machine, location and comments, as the Ticket type (customer-area §3 list columns). */
export function ticketNode(db: Database, row: TicketRow) {
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

/** A row of the `users` table (sandbox/sis/schema.sql). */
export interface UserRow {
  id: string;
  username: string | null;
  email: string;
  first_name: string;
  last_name: string;
  internal: number;
  roles: string;
}

/**
 * A user's access to each application (customer-area §4): its status (`unknown` where none is recorded),
 * the actions that status allows ({@link accessActions}) and when it last changed (ISO 8601, or null).
 */
export function accessOf(db: Database, userId: string) {
  const rows = db
    .prepare('SELECT application_id, status, updated_at FROM access WHERE user_id = ?')
    .all(userId) as Array<{
    application_id: string;
    status: AccessStatus;
    updated_at: string;
  }>;
  return SIS_APPLICATIONS.map((application) => {
    const row = rows.find((candidate) => candidate.application_id === application.id);
    const status = row?.status ?? 'unknown';
    return { application, status, actions: accessActions(status), updatedAt: row?.updated_at ?? null };
  });
}

/**
 * A user row as the User type for `viewer`: one access entry per application with the actions its status
 * allows (customer-area §4). Only organizations the viewer shares are listed, so an admin learns nothing
 * about other customers.
 */
export function userNode(db: Database, viewer: Viewer, row: UserRow) {
  const roles = JSON.parse(row.roles) as string[];
  const organizations = db
    .prepare(
      'SELECT organization_id AS id FROM user_organizations WHERE user_id = ? AND organization_id IN (SELECT value FROM json_each(?)) ORDER BY organization_id',
    )
    .all(row.id, organizationsParam(viewer)) as Array<{ id: string }>;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    internal: row.internal === 1,
    roles,
    isDelegatedAdmin: isDelegatedAdmin(roles),
    organizations: organizations.map((organization) => organizationNode(db, organization.id)),
    access: accessOf(db, row.id),
  };
}
