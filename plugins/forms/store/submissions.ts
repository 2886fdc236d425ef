import { type ExpressionBuilder, sql } from 'kysely';
import type { FormsDatabase, FormsTables, OutboxStatus } from './database.ts';

/** Where a form's submissions are forwarded (plugin option `destinations`). */
export type Destination = { email: string } | { webhook: string };

/** An attachment as stored: `path` relative to the uploads folder (`{id}/1-photo.png`). */
export interface StoredAttachment {
  path: string;
  /** The file name the browser gave, made safe. */
  name: string;
  /** The media type read from the content (file-type), e.g. `image/png`. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** A submission as the store holds it. */
export interface Submission {
  id: string;
  form: string;
  site: string;
  locale: string;
  fields: Record<string, unknown>;
  attachments: StoredAttachment[];
  createdAt: number;
}

/** A submission with its outbox row (for the `sitefleet submissions` listing and the worker). */
export interface OutboxEntry {
  submission: Submission;
  destination: Destination;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

/**
 * Stores a submission and its outbox row in ONE transaction: when this resolves, both
 * are committed (SQLite: fsynced, store/database.ts), and only then may the caller answer 2xx. The outbox
 * row is due at once.
 *
 * @throws the driver's error (nothing is stored then: the transaction rolls back).
 */
export async function insertSubmission(input: {
  store: FormsDatabase;
  submission: Submission;
  destination: Destination;
}): Promise<void> {
  const { submission } = input;
  await input.store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('submissions')
      .values({
        id: submission.id,
        form: submission.form,
        site: submission.site,
        locale: submission.locale,
        fields: JSON.stringify(submission.fields),
        attachments: JSON.stringify(submission.attachments),
        created_at: submission.createdAt,
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        submission_id: submission.id,
        destination: JSON.stringify(input.destination),
        status: 'pending',
        next_attempt_at: submission.createdAt,
        claimed_by: null,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: submission.createdAt,
      })
      .execute();
  });
}

/**
 * Claims up to `limit` due outbox rows for `worker` in one statement (idempotent by
 * submission id): a row is due when `pending` and its `next_attempt_at` has come, or `sending` under a
 * lease that ran out (its worker died: what it had acknowledged is sent by whoever claims next). The
 * claim sets `sending`, the worker and a lease of `leaseMs` and counts the attempt.
 *
 * No two workers (processes, instances) claim the same row at once: the UPDATE repeats the due rule
 * in its own WHERE, so of two claimers that both picked a row only the first writes it (the second's
 * re-check sees it `sending` under a live lease); on PostgreSQL the picking SELECT is also
 * `FOR UPDATE SKIP LOCKED`, so concurrent claimers take disjoint rows instead of queueing behind
 * each other; SQLite runs one writing statement at a time.
 *
 * @returns the claimed entries, oldest first.
 */
export async function claimDue(input: {
  store: FormsDatabase;
  worker: string;
  limit: number;
  leaseMs: number;
  now?: number;
}): Promise<OutboxEntry[]> {
  const { db, dialect } = input.store;
  const now = input.now ?? Date.now();
  const isDue = (eb: ExpressionBuilder<FormsTables, 'outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', now)]),
    ]);
  let due = db
    .selectFrom('outbox')
    .select('submission_id')
    .where(isDue)
    .orderBy('created_at')
    .limit(input.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const claimed = await db
    .updateTable('outbox')
    .set({
      status: 'sending',
      claimed_by: input.worker,
      locked_until: now + input.leaseMs,
      attempts: sql<number>`attempts + 1`,
    })
    .where('submission_id', 'in', due)
    .where(isDue)
    .returning('submission_id')
    .execute();
  if (claimed.length === 0) return [];
  const entries = await selectEntries(input.store).where(
    'outbox.submission_id',
    'in',
    claimed.map((row) => row.submission_id),
  );
  return (await entries.orderBy('outbox.created_at').execute()).map(toEntry);
}

/**
 * Marks a claimed row sent, only while `worker` still holds it (compare-and-set on the claim): a
 * worker whose lease ran out and was taken over does not overwrite the new claim.
 *
 * @returns whether the row was marked.
 */
export async function markSent(input: { store: FormsDatabase; id: string; worker: string; now?: number }) {
  const result = await input.store.db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: input.now ?? Date.now(),
      claimed_by: null,
      locked_until: null,
      last_error: null,
    })
    .where('submission_id', '=', input.id)
    .where('claimed_by', '=', input.worker)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed attempt of a claimed row: `failed` once `attempts` reached `maxAttempts`, else
 * `pending` again, due at `retryAt`.
 */
export async function markAttemptFailed(input: {
  store: FormsDatabase;
  id: string;
  worker: string;
  error: string;
  giveUp: boolean;
  retryAt: number;
}): Promise<void> {
  await input.store.db
    .updateTable('outbox')
    .set({
      status: input.giveUp ? 'failed' : 'pending',
      next_attempt_at: input.retryAt,
      claimed_by: null,
      locked_until: null,
      last_error: input.error.slice(0, 1000),
    })
    .where('submission_id', '=', input.id)
    .where('claimed_by', '=', input.worker)
    .execute();
}

/** Lists the outbox entries in the given states, oldest first (the `sitefleet submissions` listing). */
export async function listEntries(input: {
  store: FormsDatabase;
  statuses: readonly OutboxStatus[];
}): Promise<OutboxEntry[]> {
  const rows = await selectEntries(input.store)
    .where('outbox.status', 'in', [...input.statuses])
    .orderBy('outbox.created_at')
    .execute();
  return rows.map(toEntry);
}

/** One submission with its outbox row, or null. */
export async function findEntry(input: { store: FormsDatabase; id: string }): Promise<OutboxEntry | null> {
  const row = await selectEntries(input.store).where('submissions.id', '=', input.id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * Puts every `failed` row (or those of `ids`) back to `pending`, due now, with its attempts reset: the
 * runtime's outbox worker forwards them on its next round.
 *
 * @returns how many rows were put back.
 */
export async function retryFailed(input: { store: FormsDatabase; ids?: readonly string[]; now?: number }) {
  let query = input.store.db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: input.now ?? Date.now() })
    .where('status', '=', 'failed');
  if (input.ids && input.ids.length > 0) query = query.where('submission_id', 'in', [...input.ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function selectEntries(store: FormsDatabase) {
  return store.db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .select([
      'submissions.id',
      'submissions.form',
      'submissions.site',
      'submissions.locale',
      'submissions.fields',
      'submissions.attachments',
      'submissions.created_at',
      'outbox.destination',
      'outbox.status',
      'outbox.attempts',
      'outbox.next_attempt_at',
      'outbox.last_error',
      'outbox.sent_at',
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

// Number(): the store reads bigint as numbers (store/database.ts); a driver that answers text still works.
function toEntry(row: EntryRow): OutboxEntry {
  return {
    submission: {
      id: row.id,
      form: row.form,
      site: row.site,
      locale: row.locale,
      fields: JSON.parse(row.fields) as Record<string, unknown>,
      attachments: JSON.parse(row.attachments) as StoredAttachment[],
      createdAt: Number(row.created_at),
    },
    destination: JSON.parse(row.destination) as Destination,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}
