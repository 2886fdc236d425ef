import * as z from 'zod/mini';

/** Longest e-mail address accepted, in characters (RFC 5321 §4.5.3.1.3: a path is 256 with its `<>`). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The product's one e-mail address rule (customer-area §5 invite user; `mailto:` links, RFC 6068): zod's
 * `z.email()` pattern (a dot-separated local part, `@`, a domain with a top-level part of at least two
 * letters), at most {@link EMAIL_MAX_LENGTH} characters. The identity provider and the SIS stay the
 * authority on deliverability. From `zod/mini`, so the browser bundle stays small.
 */
export const emailSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));

/**
 * Tells whether `text` is an e-mail address by {@link emailSchema}, as it is (no trimming: a caller that
 * reads a form field trims first). Text over {@link EMAIL_MAX_LENGTH} characters is refused before the
 * pattern runs, so the work per call stays bounded.
 *
 * @returns true for `name@example.com`; false for `a@b`, `Info <info@example.com>`, `a b@c.de`.
 *   Never throws.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && z.safeParse(emailSchema, text).success;
}
