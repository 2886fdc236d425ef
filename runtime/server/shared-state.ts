import { Redis } from 'ioredis';
import type { Logger } from '../../core/logger.ts';
import {
  DEFAULT_SHARED_KEY_PREFIX,
  type SharedState,
  type SharedStateReply,
} from '../../core/serving/context.ts';

/** Longest wait between two reconnection attempts, in ms. */
export const SHARED_STATE_RETRY_MAX_MS = 2_000;

/** How long a close waits for Redis to acknowledge `QUIT` before it drops the connection, in ms. */
const SHARED_STATE_QUIT_MS = 1_000;

/** How long a command may wait for Redis's answer before it fails (and the caller falls back), in ms. */
export const SHARED_STATE_COMMAND_TIMEOUT_MS = 500;

/**
 * Connects the runtime process to the Redis server of config `redis.url` (ioredis): one connection for
 * commands, opened in the background, so the runtime starts while Redis is down, and a second one for
 * pub/sub opened by the first `subscribe` (Redis allows nothing else on a subscribed connection).
 * Nothing is queued while it is unreachable: a command then throws at once (and one without an answer
 * after {@link SHARED_STATE_COMMAND_TIMEOUT_MS}), so callers fall back instead of holding requests. The
 * connection keeps retrying, each wait a little longer up to {@link SHARED_STATE_RETRY_MAX_MS}, so a
 * returning Redis is found soon without a reconnect storm, until {@link SharedState.close}. An outage is logged once as a
 * warning when it starts (the connection fails or drops), and once as info when Redis answers again.
 *
 * @param input.url `redis://…` or `rediss://…` (TLS), with credentials and database as Redis URLs have them.
 * @param input.keyPrefix what every key and channel of this runtime starts with (config `redis.prefix`),
 *   handed to the users as `SharedState.keyPrefix`; default {@link DEFAULT_SHARED_KEY_PREFIX}.
 * @returns the shared state the runtime context carries (core/serving/context.ts `SharedState`).
 */
export function connectSharedState(input: { url: string; keyPrefix?: string; logger: Logger }): SharedState {
  const where = redactedUrl(input.url);
  const client = new Redis(input.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: SHARED_STATE_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, SHARED_STATE_RETRY_MAX_MS),
  });
  let closing: Promise<void> | null = null;
  let outage = false;
  const failed = (error: unknown) => {
    if (closing || outage) return;
    outage = true;
    input.logger.warn(
      { err: error },
      `Redis at ${where} is unreachable: rate limits, the server-data cache and rebuilds go on per runtime instance until it answers again`,
    );
  };
  // Without a listener, ioredis reports every failed reconnection attempt on stderr.
  client.on('error', failed);
  client.on('close', () => failed(new Error('the connection closed')));
  client.on('ready', () => {
    if (!outage) return;
    outage = false;
    input.logger.info(
      `Redis at ${where} answers again: rate limits, the server-data cache and rebuilds are shared again`,
    );
  });
  /** The pub/sub connection, opened on the first subscription (a subscribed connection sends nothing else). */
  let subscriber: Redis | null = null;
  const channels = new Map<string, Set<(message: string) => void>>();
  const readyCallbacks = new Set<() => void>();
  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    // SUBSCRIBE waits for the connection (no timeout, queued while offline): ioredis subscribes again
    // by itself after every reconnection, and `ready` follows.
    const connection = client.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      lazyConnect: false,
    });
    connection.on('error', failed);
    connection.on('message', (channel: string, message: string) => {
      for (const listener of [...(channels.get(channel) ?? [])]) listener(message);
    });
    connection.on('ready', () => {
      // ioredis resubscribes right after `ready`: a SUBSCRIBE of our own answers once that is in place.
      const names = [...channels.keys()];
      if (names.length === 0) return;
      connection.subscribe(...names).then(
        () => {
          for (const callback of [...readyCallbacks]) callback();
        },
        () => undefined,
      );
    });
    subscriber = connection;
    return connection;
  };
  return {
    keyPrefix: input.keyPrefix ?? DEFAULT_SHARED_KEY_PREFIX,
    subscribe(channel, listener, onReady) {
      if (closing) throw new Error('The shared state is closed');
      const connection = subscriberConnection();
      let listeners = channels.get(channel);
      const ready = onReady ? () => onReady() : null;
      if (ready) readyCallbacks.add(ready);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        // Before the connection is ready the command waits in the offline queue, and the `ready`
        // handler tells the callbacks; it rejects only when the connection closes for good.
        const subscribed = connection.subscribe(channel);
        subscribed.then(
          () => {
            if (connection.status === 'ready' && ready && readyCallbacks.has(ready)) ready();
          },
          () => undefined,
        );
      } else if (ready && connection.status === 'ready') {
        queueMicrotask(ready);
      }
      // A wrapper per call: the same function may listen twice and stop each time separately.
      const own = (message: string) => listener(message);
      listeners.add(own);
      return () => {
        if (ready) readyCallbacks.delete(ready);
        if (!listeners.delete(own) || listeners.size > 0) return;
        channels.delete(channel);
        if (!closing) connection.unsubscribe(channel).catch(() => undefined);
      };
    },
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
      // QUIT waits behind commands queued for a connection that is down (the subscriber queues its
      // SUBSCRIBE and UNSUBSCRIBE while offline): a close must not wait for Redis to come back.
      const quit = (connection: Redis) =>
        connection.status === 'ready'
          ? Promise.race([
              connection.quit().then(
                () => undefined,
                () => undefined,
              ),
              new Promise<void>((resolve) => setTimeout(resolve, SHARED_STATE_QUIT_MS).unref()),
            ]).then(() => connection.disconnect())
          : Promise.resolve(connection.disconnect());
      closing ??= Promise.all([quit(client), subscriber ? quit(subscriber) : undefined]).then(() => {
        channels.clear();
        readyCallbacks.clear();
      });
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
