/**
 * The delay before the next attempt of an outbox entry (exponential backoff): `backoffMs` after the
 * first failed attempt, doubled after each further one, at most `maxBackoffMs`. In ms.
 *
 * @example retryDelay({ attempts: 3, backoffMs: 10_000, maxBackoffMs: 3_600_000 }) // 40 000
 */
export function retryDelay(input: { attempts: number; backoffMs: number; maxBackoffMs: number }): number {
  const exponent = Math.max(0, input.attempts - 1);
  return Math.min(input.maxBackoffMs, input.backoffMs * 2 ** Math.min(exponent, 30));
}
