import { randomBytes } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { SharedServerData } from '../../core/cache/server-data-cache.ts';
import type { SharedState } from '../../core/serving/context.ts';

/**
 * Prefix of the server-data keys in Redis (entries, and `lock:` for the refresh locks), after the shared
 * state's `keyPrefix` (config `redis.prefix`): `sitefleet:server-data:` by default.
 */
export const sharedServerDataPrefix = (keyPrefix: string) => `${keyPrefix}server-data:`;

/** Deletes a lock only while it still holds this runtime's token (another may have taken it since). */
const UNLOCK_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Keys deleted per `DEL` when the cache is cleared. */
const CLEAR_BATCH = 500;

/**
 * The server-data cache's shared tier in Redis (core/cache/server-data-cache.ts `SharedServerData`,
 * config `redis.url`), under {@link sharedServerDataPrefix} (shown here with the default key prefix):
 * each entry a string key `sitefleet:server-data:<key>` holding
 * `<storedAt ms>:<base64 of the value's structured-clone serialization>` (node:v8, so Maps, Sets and
 * Dates come back as they went in), expiring after the time the cache asks; each refresh lock
 * `sitefleet:server-data:lock:<key>`, `SET NX PX` with a token of this runtime, given back by a script
 * that deletes it only while it still holds that token. Every method rejects while Redis is
 * unreachable; the cache then goes on without it.
 *
 * A clear deletes the entries and locks (`SCAN … MATCH` under the prefix), then publishes this tier's
 * token on the channel `sitefleet:server-data:cleared`, which every runtime's tier listens to
 * (`onCleared`, on the shared state's subscriber connection): the others' listeners run, this one's does
 * not. When Redis is unreachable the clear fails before it publishes, so it stays with the runtime that
 * asked; a runtime whose subscriber connection was down may have missed a clear, so its listeners also
 * run each time its subscription is in place again after the first time.
 */
export function sharedServerData(state: SharedState): SharedServerData {
  const token = randomBytes(12).toString('base64url');
  const prefix = sharedServerDataPrefix(state.keyPrefix);
  const entryKey = (key: string) => `${prefix}${key}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  const channel = `${prefix}cleared`;
  return {
    async read(key) {
      const reply = (await state.sendCommand('GET', entryKey(key))) as string | null;
      if (typeof reply !== 'string') return null;
      const colon = reply.indexOf(':');
      const storedAt = Number(reply.slice(0, colon));
      if (colon < 1 || !Number.isFinite(storedAt)) return null;
      return { value: deserialize(Buffer.from(reply.slice(colon + 1), 'base64')), storedAt };
    },
    async write(key, value, storedAt, keepMs) {
      let data: Buffer;
      try {
        data = serialize(value);
      } catch {
        // Not cloneable (a function inside): the entry stays in this runtime alone.
        return;
      }
      const text = `${storedAt}:${data.toString('base64')}`;
      await state.sendCommand('SET', entryKey(key), text, 'PX', String(Math.max(1, Math.round(keepMs))));
    },
    async remove(key) {
      await state.sendCommand('DEL', entryKey(key));
    },
    async lock(key, ttlMs) {
      const reply = await state.sendCommand(
        'SET',
        lockKey(key),
        token,
        'NX',
        'PX',
        String(Math.max(1, Math.round(ttlMs))),
      );
      return reply === 'OK';
    },
    async unlock(key) {
      await state.sendCommand('EVAL', UNLOCK_SCRIPT, '1', lockKey(key), token);
    },
    async clear() {
      let cursor = '0';
      do {
        const [next, keys] = (await state.sendCommand(
          'SCAN',
          cursor,
          'MATCH',
          `${globEscaped(prefix)}*`,
          'COUNT',
          String(CLEAR_BATCH),
        )) as unknown as [string, string[]];
        cursor = next;
        if (keys.length > 0) await state.sendCommand('DEL', ...keys);
      } while (cursor !== '0');
      // After the deletes: a runtime told reads the shared tier next, which must not hold the old entries.
      await state.sendCommand('PUBLISH', channel, token);
    },
    onCleared(listener) {
      let subscribed = false;
      try {
        return state.subscribe(
          channel,
          (message) => {
            if (message !== token) listener();
          },
          () => {
            // Every time after the first, the subscription was gone meanwhile: a clear may have been missed.
            if (subscribed) listener();
            subscribed = true;
          },
        );
      } catch {
        // The shared state is closed (the runtime is stopping): there is nothing more to hear.
        return () => {};
      }
    },
  };
}

/** `text` as a literal in a Redis glob pattern (`SCAN … MATCH`): `*`, `?`, `[`, `]` and backslashes escaped. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
