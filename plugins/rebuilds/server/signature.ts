import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a Hygraph webhook's signature comes in. */
export const SIGNATURE_HEADER = 'gcms-signature';

/** Oldest (and furthest in the future) a signed timestamp may be, in ms: older deliveries are replays. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/**
 * The string Hygraph signs (its `@hygraph/utils` `verifyWebhookSignature`): the JSON of
 * `{ Body: <raw body>, EnvironmentName: <env>, TimeStamp: <t> }`, keys in that order, `t` a number.
 */
function signedString(input: { body: string; environment: string; timestamp: number }): string {
  return JSON.stringify({ Body: input.body, EnvironmentName: input.environment, TimeStamp: input.timestamp });
}

function digest(input: { body: string; environment: string; timestamp: number; secret: string }): Buffer {
  return createHmac('sha256', input.secret).update(signedString(input)).digest();
}

/**
 * A `gcms-signature` header value as Hygraph sends it: `sign=<base64 HMAC-SHA256>, env=<environment>,
 * t=<epoch ms>` (for tests, the benchmark and a project's own senders).
 *
 * @param input.body the raw request body, exactly as sent.
 * @param input.environment the CMS environment name; default `master`.
 * @param input.timestamp epoch ms; default now.
 */
export function signWebhook(input: {
  body: string;
  secret: string;
  environment?: string;
  timestamp?: number;
}): string {
  const environment = input.environment ?? 'master';
  const timestamp = input.timestamp ?? Date.now();
  const sign = digest({ body: input.body, environment, timestamp, secret: input.secret }).toString('base64');
  return `sign=${sign}, env=${environment}, t=${timestamp}`;
}

/** Why a webhook's signature was refused, or null when it verifies. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch' | 'replayed';

/**
 * Remembers the signatures of accepted deliveries while their timestamp is inside the
 * {@link WEBHOOK_MAX_AGE_MS} window, so that a captured delivery (a proxy log, the CMS's delivery log)
 * cannot be sent again within it: together with the window, no delivery is accepted twice by one
 * runtime instance. A signature is remembered by the bytes it decodes to, so another spelling of the same
 * base64 (padding, spare bits, field order or spacing of the header) is the same delivery. At most
 * `capacity` signatures are kept (default 10,000); past it the oldest go first.
 */
export interface ReplayGuard {
  /**
   * Records a verified delivery's signature.
   * @returns false when the signature was already recorded (a replay), true the first time.
   */
  accept(input: { header: string; now?: number }): boolean;
}

/** Creates a {@link ReplayGuard}. */
export function createReplayGuard(capacity = 10_000): ReplayGuard {
  /** Signature → the epoch ms after which it may be forgotten (its timestamp left the window). */
  const seen = new Map<string, number>();
  return {
    accept({ header, now = Date.now() }) {
      for (const [sign, expires] of seen) {
        if (expires >= now && seen.size < capacity) break;
        seen.delete(sign);
      }
      const fields = parseSignatureHeader(header);
      const sign = canonicalSignature(fields.get('sign') ?? header);
      if (seen.has(sign)) return false;
      seen.set(sign, Number(fields.get('t') ?? now) + WEBHOOK_MAX_AGE_MS);
      return true;
    },
  };
}

/**
 * The HMAC bytes a `sign` value stands for, as hex: base64 decoders ignore missing or extra `=` padding
 * and the spare bits of the last character, so several spellings verify as one signature, and the
 * replay guard must remember what they decode to, not how they were written.
 */
function canonicalSignature(sign: string): string {
  return Buffer.from(sign, 'base64').toString('hex');
}

function parseSignatureHeader(header: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return fields;
}

/**
 * Checks a Hygraph webhook signature (header {@link SIGNATURE_HEADER}): the HMAC-SHA256 with `secret`
 * of the signed string over the raw body, the header's `env` and `t`, compared in constant time
 * (`crypto.timingSafeEqual`); a `t` more than {@link WEBHOOK_MAX_AGE_MS} from `now` is refused (a
 * replayed delivery), as is a header without `sign`, `env` and an integer `t`.
 *
 * @param input.header the header's value; undefined or empty when the request had none.
 * @param input.body the raw request body (UTF-8), exactly as received.
 * @param input.now epoch ms; default now.
 * @returns null when the signature verifies, else why not.
 */
export function checkWebhookSignature(input: {
  header: string | undefined;
  body: string;
  secret: string;
  now?: number;
}): SignatureProblem | null {
  if (!input.header) return 'missing';
  const fields = parseSignatureHeader(input.header);
  const sign = fields.get('sign');
  const environment = fields.get('env');
  const t = fields.get('t');
  if (!sign || environment === undefined || !t || !/^\d{1,16}$/.test(t) || !/^[A-Za-z0-9+/]+=*$/.test(sign)) {
    return 'malformed';
  }
  const timestamp = Number(t);
  if (Math.abs((input.now ?? Date.now()) - timestamp) > WEBHOOK_MAX_AGE_MS) return 'stale';
  const expected = digest({ body: input.body, environment, timestamp, secret: input.secret });
  const given = Buffer.from(sign, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'mismatch';
}
