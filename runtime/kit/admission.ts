import type { RequestHandler } from 'express';

/**
 * A bound on the requests a costly route (a password's scrypt check) holds at once, so that a burst is
 * answered at once instead of waiting in a queue without end (docs/security.md rule 11): a request is
 * let through while fewer than `inFlight` are in the route and fewer than `perAddress` of them come from
 * its client address (`request.ip`, which honours `trust proxy`), and counts until its answer is sent
 * or its connection closes. Otherwise it is answered at once, before the route's own rate limit (so a
 * refused request is not counted as an attempt), with `Retry-After: retryAfterSeconds`,
 * `Cache-Control: no-store` and JSON `{ error }`: 429 when its address holds `perAddress` already,
 * 503 when the route is full.
 *
 * @param input.what what the route does, in the plural, for the messages (`password checks`).
 * @param input.inFlight requests in the route at once, every address together (≥ 1).
 * @param input.perAddress requests in the route at once from one address (≥ 1).
 * @param input.retryAfterSeconds the `Retry-After` of a refusal, in seconds.
 * @returns an Express middleware; create one per bound (the counts live in it).
 */
export function createAdmission(input: {
  what: string;
  inFlight: number;
  perAddress: number;
  retryAfterSeconds: number;
}): RequestHandler {
  let inRoute = 0;
  const byAddress = new Map<string, number>();
  return (request, response, next) => {
    const address = request.ip ?? '';
    const fromAddress = byAddress.get(address) ?? 0;
    const full = inRoute >= input.inFlight;
    if (full || fromAddress >= input.perAddress) {
      response.setHeader('retry-after', String(input.retryAfterSeconds));
      response.setHeader('cache-control', 'no-store');
      response.status(full ? 503 : 429).json({
        error: full
          ? `The server is busy with ${input.what}: try again in ${input.retryAfterSeconds} s.`
          : `Too many ${input.what} at once from one address: try again in ${input.retryAfterSeconds} s.`,
      });
      return;
    }
    inRoute += 1;
    byAddress.set(address, fromAddress + 1);
    // `close` comes once per response, after it was sent or when the client went away.
    response.once('close', () => {
      inRoute -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left === 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
    next();
  };
}
