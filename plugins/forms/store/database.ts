import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

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
 * Creates the tables where missing. Both dialects run the same Kysely queries.
 *
 * @throws the driver's error when the file cannot be opened or the server cannot be reached.
 */
export async function openFormsDatabase(input: {
  file: string;
  databaseUrl?: string;
}): Promise<FormsDatabase> {
  if (input.databaseUrl) {
    const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 5 });
    const db = new Kysely<FormsTables>({ dialect: new PostgresDialect({ pool }) });
    await createTables(db);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(path.dirname(input.file), { recursive: true });
  const sqlite = new Database(input.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<FormsTables>({ dialect: new SqliteDialect({ database: sqlite }) });
  await createTables(db);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

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
