import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The editor area's password check and hash (customer-area §6 "Editor area requires an editor password.
 * A hashed value is kept in a cookie … valid 90 days … and checked against the server", §7
 * `POST /api/editor-area-autentication`).
 *
 * A hash is `v1.<issued at, s since the epoch>.<MAC>`, the MAC being HMAC-SHA256 keyed with the
 * configured secret over the version, the issue time and the current editor password. Only a holder of
 * the secret can mint one; changing the secret OR the password invalidates every hash handed out; a hash
 * older than 90 days (the cookie's lifetime, §9) is refused even if a browser kept it longer.
 */

/** customer-area §9: the editor cookie lives 90 days; a hash is accepted as long, in ms (7 776 000 000). */
export const EDITOR_HASH_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/** A hash issued this far in the future (clock skew between runtime instances) is still accepted, in ms. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const VERSION = 'v1';
const HASH_PATTERN = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * What hashes are signed with: the editor password and the server's secret (config `editor`, or the ones
 * the sandbox keeps in `.sitefleet/editor.json`); the runtime's `context.editor`.
 */
export interface EditorKeys {
  /** The editor password (at least 8 characters). */
  password: string;
  /** The HMAC-SHA256 key editor hashes are signed with (at least 32 characters). */
  secret: string;
}

/**
 * Checks a typed editor password in constant time: both sides are HMAC'd with the secret first, so the
 * comparison sees two 32-byte digests whatever the input's length.
 * @param input.keys the configured password and secret.
 * @param input.candidate what the editor typed.
 * @returns true when it is the editor password.
 */
export function isEditorPassword(input: { keys: EditorKeys; candidate: string }): boolean {
  const expected = mac(input.keys.secret, `password\n${input.keys.password}`);
  const given = mac(input.keys.secret, `password\n${input.candidate}`);
  return timingSafeEqual(expected, given);
}

/**
 * Mints an editor hash for a signed-in editor.
 * @param input.keys the configured password and secret.
 * @param input.now the current time in ms since the epoch (`Date.now()`).
 * @returns `v1.<seconds>.<base64url HMAC-SHA256>`, about 60 ASCII characters, safe in a cookie.
 */
export function mintEditorHash(input: { keys: EditorKeys; now: number }): string {
  const issuedAt = Math.floor(input.now / 1000);
  return `${VERSION}.${issuedAt}.${signature(input.keys, issuedAt).toString('base64url')}`;
}

/**
 * Verifies an editor hash: well formed, issued at most 90 days before `now` (and not more than 5
 * minutes after it), and signed with the current secret over the current password.
 * @param input.keys the configured password and secret; undefined (no editor configured): always false.
 * @param input.hash the hash from the cookie or request body; anything else (absent, malformed) is false.
 * @param input.now the current time in ms since the epoch.
 */
export function verifyEditorHash(input: {
  keys: EditorKeys | undefined;
  hash: unknown;
  now: number;
}): boolean {
  const { keys, hash, now } = input;
  if (!keys || typeof hash !== 'string') return false;
  const match = HASH_PATTERN.exec(hash);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  const age = now - issuedAt * 1000;
  if (age > EDITOR_HASH_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(keys, issuedAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(keys: EditorKeys, issuedAt: number): Buffer {
  return mac(keys.secret, `${VERSION}\n${issuedAt}\n${keys.password}`);
}

function mac(secret: string, message: string): Buffer {
  return createHmac('sha256', secret).update(message, 'utf8').digest();
}
