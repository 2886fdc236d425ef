import { isEmailAddress } from '../forms/email.ts';

/**
 * `mailto:` links (RFC 6068). Pure: it belongs in `core/` next to the other link rules; it lives here
 * until a core module for it exists.
 */

/** What a `mailto:` link fills in. */
export interface MailtoFields {
  /** One or more recipient addresses (`info@example.com`). */
  to: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  subject?: string;
  /** Plain text; line breaks become CRLF as RFC 6068 asks. */
  body?: string;
}

/**
 * Most characters of input {@link buildMailtoHref} takes: recipients, subject and body together. Longer
 * links are cut off by mail programs and browsers anyway; the limit keeps a request's work bounded.
 */
export const MAILTO_INPUT_MAX_LENGTH = 4096;

/** Characters of input a {@link MailtoFields} carries: every recipient, subject and body. */
export function mailtoInputLength(fields: MailtoFields): number {
  const lengthOf = (value: string | string[] | undefined) =>
    [value ?? []].flat().reduce((sum, part) => sum + part.length, 0);
  return (
    lengthOf(fields.to) +
    lengthOf(fields.cc) +
    lengthOf(fields.bcc) +
    lengthOf(fields.subject) +
    lengthOf(fields.body)
  );
}

/**
 * Builds a `mailto:` href: recipients comma-separated, then `cc`, `bcc`, `subject` and `body` as
 * percent-encoded header fields (spaces as `%20`, line breaks as `%0D%0A`); empty fields are left out.
 *
 * @example buildMailtoHref({ to: 'info@example.com', subject: 'Hello & welcome' })
 *   // 'mailto:info@example.com?subject=Hello%20%26%20welcome'
 * @throws Error naming the address when `to` is empty or an address is not a bare e-mail address
 *   (core/forms/email.ts `isEmailAddress`, so display names such as `Info <info@example.com>` are refused);
 *   Error when the input is longer than {@link MAILTO_INPUT_MAX_LENGTH} characters.
 */
export function buildMailtoHref(fields: MailtoFields): string {
  const length = mailtoInputLength(fields);
  if (length > MAILTO_INPUT_MAX_LENGTH) {
    throw new Error(
      `A mailto: link takes at most ${MAILTO_INPUT_MAX_LENGTH} characters of recipients, subject and body; this one has ${length}.`,
    );
  }
  const to = addresses(fields.to);
  if (to.length === 0) throw new Error('A mailto: link needs at least one recipient address.');
  const headers: [string, string][] = [
    ['cc', addresses(fields.cc).join(',')],
    ['bcc', addresses(fields.bcc).join(',')],
    ['subject', fields.subject ?? ''],
    ['body', (fields.body ?? '').replace(/\r\n|\r|\n/g, '\r\n')],
  ];
  const query = headers
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&');
  return `mailto:${to.map(encode).join(',')}${query ? `?${query}` : ''}`;
}

function addresses(value: string | string[] | undefined): string[] {
  const list = (Array.isArray(value) ? value : [value ?? ''])
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of list) {
    if (!isEmailAddress(address)) {
      throw new Error(`"${address}" is not an e-mail address a mailto: link can carry (name@domain.tld).`);
    }
  }
  return list;
}

// encodeURIComponent leaves `@` readable only after this: RFC 6068 allows it unencoded in addresses.
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}
