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

/** A bare address: no spaces, no characters that would end the address part or start a header. */
const ADDRESS = /^[^\s@?&,;<>#%"/\\]+@[^\s@?&,;<>#%"/\\]+\.[^\s@?&,;<>#%"/\\]+$/;

/**
 * Tells whether `address` can be put into a `mailto:` link as a bare address (`name@domain.tld`).
 * Display names (`Info <info@example.com>`) are not accepted.
 */
export function isMailtoAddress(address: string): boolean {
  return ADDRESS.test(address);
}

/**
 * Builds a `mailto:` href: recipients comma-separated, then `cc`, `bcc`, `subject` and `body` as
 * percent-encoded header fields (spaces as `%20`, line breaks as `%0D%0A`); empty fields are left out.
 *
 * @example buildMailtoHref({ to: 'info@example.com', subject: 'Hello & welcome' })
 *   // 'mailto:info@example.com?subject=Hello%20%26%20welcome'
 * @throws Error naming the address when `to` is empty or an address is not a bare address.
 */
export function buildMailtoHref(fields: MailtoFields): string {
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
    if (!isMailtoAddress(address)) {
      throw new Error(`"${address}" is not an e-mail address a mailto: link can carry (name@domain.tld).`);
    }
  }
  return list;
}

// encodeURIComponent leaves `@` readable only after this: RFC 6068 allows it unencoded in addresses.
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}
