import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from '../../../core/logger.ts';

/**
 * The forms store's tables: one row per acknowledged submission and one outbox row
 * per submission, written in one transaction. Times are epoch milliseconds; JSON columns hold text.
 */
export interface FormsTables {
  submissions: {
    /** UUID v4, also the outbox key, the e-mail's `Message-ID` and the webhook's `Idempotency-Key`. */
    id: string;
    form: string;
    /** The site key the form was sent from (or the request's host name). */
    site: string;
    locale: string;
    /** The validated fields, JSON. */
    fields: string;
    /** The stored attachments, JSON `StoredAttachment[]` (paths relative to the uploads folder). */
    attachments: string;
    created_at: number;
  };
  outbox: {
    submission_id: string;
    /** The destination at the time of the submission, JSON `Destination`. */
    destination: string;
    /** `pending` → `sending` (claimed) → `sent`, or back to `pending` for a retry, or `failed`. */
    status: OutboxStatus;
    attempts: Generated<number>;
    next_attempt_at: number;
    /** The worker that claimed the row; with `locked_until` its lease. */
    claimed_by: string | null;
    locked_until: number | null;
    last_error: string | null;
    sent_at: number | null;
    created_at: number;
  };
}

/** The state of an outbox row. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The forms store: a Kysely instance over SQLite or PostgreSQL, and which of the two. */
export interface FormsDatabase {
  db: Kysely<FormsTables>;
  dialect: 'sqlite' | 'postgres';
  /** Closes the connection (pool). */
  close(): Promise<void>;
}

/**
 * Opens the forms store (durable before 2xx):
 *
 * - `databaseUrl` set (`postgres://…`, config `forms.databaseUrl`): PostgreSQL through `pg` (pool of 5);
 * - otherwise SQLite (better-sqlite3) in `file`, default `.sitefleet/submissions.sqlite`, in WAL mode with
 *   `synchronous = FULL`: a commit returns only once the WAL is fsynced, so an acknowledged submission
 *   survives a process crash AND a power loss (NORMAL in WAL mode survives a crash of the process, since
 *   the OS holds the written pages, but may lose the last commits on power loss; the fsync per
 *   submission costs about a millisecond, which a form can afford). `busy_timeout` 5 s lets a second
 *   process (the `sitefleet submissions` command) wait for the lock instead of failing.
 *
 * Creates the tables where missing; on PostgreSQL under a transaction-scoped advisory lock, since two
 * instances starting at once would otherwise both see a table missing and the second `CREATE TABLE IF
 * NOT EXISTS` fail on the catalogue's unique index. Both dialects run the same Kysely queries; on
 * PostgreSQL the pool reads `bigint` (int8) columns as numbers (epoch milliseconds stay far below
 * 2^53), as SQLite does, instead of `pg`'s default text.
 *
 * @throws the driver's error when the file cannot be opened or the server cannot be reached (the
 *   pool or file is closed again then).
 */
export async function openFormsDatabase(input: {
  file: string;
  databaseUrl?: string;
  /** Told (warn) when PostgreSQL drops an idle connection of the pool; default: nobody. */
  logger?: Logger;
}): Promise<FormsDatabase> {
  if (input.databaseUrl) {
    const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 5, types: { getTypeParser } });
    // An idle connection the server drops (restart, failover) is removed from the pool and the next
    // query opens a new one or reports the failure; unhandled, the pool's 'error' would end the process.
    pool.on('error', (error) => {
      input.logger?.warn({ err: error }, 'the forms store lost an idle PostgreSQL connection');
    });
    const db = new Kysely<FormsTables>({ dialect: new PostgresDialect({ pool }) });
    return await withTables(db, 'postgres');
  }
  mkdirSync(path.dirname(input.file), { recursive: true });
  const sqlite = new Database(input.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<FormsTables>({ dialect: new SqliteDialect({ database: sqlite }) });
  return await withTables(db, 'sqlite');
}

/** PostgreSQL's type id of `bigint` (int8). */
const INT8_OID = 20;

/** `pg`'s parsers, but `bigint` as a JavaScript number (the store's times and counts). */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}

/** Creates the tables where missing; closes `db` when that fails. */
async function withTables(
  db: Kysely<FormsTables>,
  dialect: FormsDatabase['dialect'],
): Promise<FormsDatabase> {
  try {
    if (dialect === 'postgres') {
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
        await createTables(trx);
      });
    } else {
      await createTables(db);
    }
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return { db, dialect, close: () => db.destroy() };
}

/** The advisory lock key instances creating the forms tables take in turn (any fixed bigint). */
const SCHEMA_LOCK = 0x5f0_2d5;

async function createTables(db: Kysely<FormsTables>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('form', 'text', (column) => column.notNull())
    .addColumn('site', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('fields', 'text', (column) => column.notNull())
    .addColumn('attachments', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('submission_id', 'text', (column) => column.primaryKey().references('submissions.id'))
    .addColumn('destination', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .ifNotExists()
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}
