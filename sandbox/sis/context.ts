import type { Database } from 'better-sqlite3';
import { createGraphQLError } from 'graphql-yoga';
import { isDelegatedAdmin } from './rules.ts';

/** The caller, identified by the `ciam_id_token` header (customer-area §7 authenticated SIS client). */
export interface Viewer {
  id: string;
  roles: string[];
  organizationIds: string[];
}

/** Per-request context of the SIS: the database and the caller, null when not authenticated. */
export interface SisContext {
  db: Database;
  viewer: Viewer | null;
  /**
   * The caller's SIS locale (public-site §7 mapping, `de-CH`) from the `Accept-Language` header the
   * portal sends; en-US when absent. Texts the SIS owns (ticket types) are answered in it.
   */
  locale?: string;
}

/**
 * Looks the caller up by the subject of a verified identity token.
 *
 * @returns the viewer, or null when no SIS user has that id.
 */
export function loadViewer(db: Database, sub: string): Viewer | null {
  const row = db.prepare('SELECT id, roles FROM users WHERE id = ?').get(sub) as
    | { id: string; roles: string }
    | undefined;
  if (!row) return null;
  const organizations = db
    .prepare('SELECT organization_id AS id FROM user_organizations WHERE user_id = ?')
    .all(sub) as Array<{ id: string }>;
  return { id: row.id, roles: JSON.parse(row.roles), organizationIds: organizations.map((o) => o.id) };
}

/**
 * The caller, required by every SIS field.
 *
 * @throws GraphQLError UNAUTHENTICATED when the request carried no valid identity token of a known user.
 */
export function requireViewer(context: SisContext): Viewer {
  if (!context.viewer) {
    throw sisError('A valid identity token in the ciam_id_token header is required', 'UNAUTHENTICATED');
  }
  return context.viewer;
}

/**
 * The caller, who must be a delegated administrator (customer-area §6 "access to user-admin").
 *
 * @throws GraphQLError UNAUTHENTICATED without a valid token, FORBIDDEN without a delegated-admin role.
 */
export function requireAdmin(context: SisContext): Viewer {
  const viewer = requireViewer(context);
  if (!isDelegatedAdmin(viewer.roles)) {
    throw sisError('User administration requires a delegated-administrator role', 'FORBIDDEN');
  }
  return viewer;
}

/** A GraphQL error with `extensions.code` (and more extensions), as yoga passes it to the client. */
export function sisError(message: string, code: string, extensions: Record<string, unknown> = {}) {
  return createGraphQLError(message, { extensions: { code, ...extensions } });
}

/** The viewer's organization ids as the JSON list that `json_each(?)` expands in SQL. */
export const organizationsParam = (viewer: Viewer): string => JSON.stringify(viewer.organizationIds);
