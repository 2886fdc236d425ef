import { randomUUID } from 'node:crypto';
import type { Logger } from '../../../core/logger.ts';
import type { ResolvedOptions } from '../options.ts';
import type { FormsDatabase } from '../store/database.ts';
import { claimDue, markAttemptFailed, markSent } from '../store/submissions.ts';
import { retryDelay } from './backoff.ts';
import type { Forwarder } from './forward.ts';

/** A running outbox worker. */
export interface OutboxWorker {
  /** Looks for due entries now (after a new submission) instead of at the next poll. */
  wake(): void;
  /** Runs rounds until no entry is due (tests, the CLI); resolves when done. */
  drain(): Promise<void>;
  /** Stops polling; a round in flight finishes. */
  stop(): Promise<void>;
}

const BATCH = 10;

/**
 * The outbox worker of the runtime process: every `pollMs` (and at once when woken)
 * it claims due entries (store/submissions.ts `claimDue`: one statement, a lease of `leaseMs`), forwards
 * each, then marks it `sent` only while it still holds the claim; a failed attempt is retried after
 * an exponential backoff, and after `maxAttempts` the entry is `failed`.
 *
 * Delivery is AT LEAST ONCE: the mark follows the send, so a crash between the destination's acceptance
 * and the mark sends the entry again once the lease runs out. Exactly once is not possible across two
 * systems without the receiver's help; instead every attempt carries the same key (the e-mail's
 * `Message-ID: <{id}@sitefleet>`, the webhook's `Idempotency-Key: {id}`), so the receiver recognises the
 * repeat and the EFFECT is exactly once (the sandbox SMTP sink keeps one mail per Message-ID). The
 * window is the few milliseconds between the SMTP server's `250` and the mark's commit.
 *
 * The timer is unref'd: it never keeps the process alive.
 */
export function startOutboxWorker(input: {
  store: FormsDatabase;
  forward: Forwarder;
  options: ResolvedOptions['outbox'];
  logger: Logger;
}): OutboxWorker {
  const { store, options, logger } = input;
  const worker = randomUUID();
  let running: Promise<number> | null = null;
  let stopped = false;

  const round = async (): Promise<number> => {
    const claimedAt = Date.now();
    const claimed = await claimDue({ store, worker, limit: BATCH, leaseMs: options.leaseMs, now: claimedAt });
    // One at a time: at most one entry is between its destination's acceptance and its mark when the
    // process dies, so a crash repeats at most one delivery. A send may take half the lease
    // (outbox/forward.ts timeout), so none starts in the second half: the rest of the batch waits for
    // its lease to run out and is claimed again, never sent by two workers at once.
    for (const entry of claimed) {
      if (Date.now() > claimedAt + options.leaseMs / 2) break;
      const id = entry.submission.id;
      try {
        await input.forward(entry);
        await markSent({ store, id, worker });
        logger.info({ submission: id, form: entry.submission.form }, 'form submission forwarded');
      } catch (error) {
        const giveUp = entry.attempts >= options.maxAttempts;
        const delay = retryDelay({ attempts: entry.attempts, ...options });
        const message = error instanceof Error ? error.message : String(error);
        await markAttemptFailed({ store, id, worker, error: message, giveUp, retryAt: Date.now() + delay });
        (giveUp ? logger.error : logger.warn).call(
          logger,
          { submission: id, attempts: entry.attempts, err: error },
          giveUp
            ? 'form submission not forwarded: attempts used up, now failed (sitefleet submissions --retry)'
            : `form submission not forwarded, retrying in ${delay} ms`,
        );
      }
    }
    return claimed.length;
  };

  // A wake during a round asks for one more round after it: the new entry was not yet committed when
  // the running round claimed.
  let again = false;
  const tick = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'the forms outbox could not be read');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, options.pollMs);
  timer.unref();
  void tick();

  return {
    wake: () => {
      if (!stopped) void tick();
    },
    async drain() {
      while ((await tick()) > 0) {
        // another round: more may be due
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
