import { Redis } from 'ioredis';
import type { Logger } from '../../core/logger.ts';
import type { SharedState, SharedStateReply } from '../../core/serving/context.ts';

/** How long a command may wait for Redis's answer before it fails (and the caller falls back), in ms. */
export const SHARED_STATE_COMMAND_TIMEOUT_MS = 500;

/**
 * Connects the runtime process to the Redis server of config `redis.url` (ioredis): one connection,
 * opened in the background, so the runtime starts while Redis is down. Nothing is queued while it is
 * unreachable: a command then throws at once (and one without an answer after
 * {@link SHARED_STATE_COMMAND_TIMEOUT_MS}), so callers fall back instead of holding requests. The
 * connection retries every 0.1–2 s until {@link SharedState.close}. An outage is logged once as a
 * warning when it starts (the connection fails or drops), and once as info when Redis answers again.
 *
 * @param input.url `redis://…` or `rediss://…` (TLS), with credentials and database as Redis URLs have them.
 * @returns the shared state the runtime context carries (core/serving/context.ts `SharedState`).
 */
export function connectSharedState(input: { url: string; logger: Logger }): SharedState {
  const where = redactedUrl(input.url);
  const client = new Redis(input.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: SHARED_STATE_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let closing: Promise<void> | null = null;
  let outage = false;
  const failed = (error: unknown) => {
    if (closing || outage) return;
    outage = true;
    input.logger.warn(
      { err: error },
      `Redis at ${where} is unreachable: rate limits count per runtime instance until it answers again`,
    );
  };
  // Without a listener, ioredis reports every failed reconnection attempt on stderr.
  client.on('error', failed);
  client.on('close', () => failed(new Error('the connection closed')));
  client.on('ready', () => {
    if (!outage) return;
    outage = false;
    input.logger.info(`Redis at ${where} answers again: rate limits are shared again`);
  });
  return {
    async sendCommand(command, ...args) {
      try {
        return (await client.call(command, ...args)) as SharedStateReply;
      } catch (error) {
        // Redis's own answer (NOSCRIPT, WRONGTYPE) says the connection works.
        if ((error as Error).name !== 'ReplyError') failed(error);
        throw error;
      }
    },
    available: () => client.status === 'ready',
    close() {
      closing ??= client.quit().then(
        () => undefined,
        () => client.disconnect(),
      );
      return closing;
    },
  };
}

/** The URL without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis.url';
  }
}
