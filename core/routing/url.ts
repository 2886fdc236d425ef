/**
 * The URL rules every other rule builds on, each written once for the build, the runtime and the
 * browser: reading a `Host` header, decoding a percent-encoded part, joining a path (public-site §2 URL
 * resolution and site matching).
 */

/**
 * Normalises a `Host` header or a configured host name for comparison (public-site §2 site matching):
 * trimmed, lower-cased, port stripped; an IPv6 address keeps its brackets (an unbracketed one, as a
 * listen address may be written, is kept whole). A trailing dot is kept.
 *
 * @example normalizeHost(' WWW.Example.com:8080 ') // 'www.example.com'
 * @example normalizeHost('[::1]:3000') // '[::1]'
 * @param host a host with or without port (`Example.com:80`, `[::1]:3000`, `localhost`).
 * @returns the normalised host; `''` for an empty one. Never throws.
 */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  // An unbracketed IPv6 address (a listen address such as `::1`, never a Host header) has no port.
  if (lower.indexOf(':') !== lower.lastIndexOf(':')) return lower;
  return lower.split(':', 1)[0] ?? '';
}

/**
 * The host name alone: {@link normalizeHost} without the brackets of an IPv6 address, as `node:net`
 * `isIP`, loopback checks and label comparisons want it.
 *
 * @example hostName('[::1]:80') // '::1'
 * @example hostName('localhost:4321') // 'localhost'
 */
export function hostName(host: string): string {
  const normalized = normalizeHost(host);
  if (!normalized.startsWith('[')) return normalized;
  return normalized.slice(1, normalized.endsWith(']') ? -1 : undefined);
}

/**
 * The port part of a `Host` header, with its colon, to carry over into a URL on another host.
 *
 * @example hostPort('localhost:4321') // ':4321'
 * @example hostPort('[::1]') // ''
 * @returns `:{port}`, or `''` when the host carries no port.
 */
export function hostPort(host: string): string {
  const trimmed = host.trim();
  const match = /:(\d+)$/.exec(trimmed);
  return match && !trimmed.endsWith(']') ? `:${match[1]}` : '';
}

/**
 * Percent-decodes a URL part without ever throwing: the one place the runtime, the routing rules and
 * the browser decode paths, hashes and segments (`decodeURIComponent` throws `URIError` on a malformed
 * escape such as the `%` of `#100%`).
 *
 * @param text a percent-encoded URL part (`%C3%BCber`, `100%`).
 * @returns the decoded text (`über`); the text as it is when an escape is malformed (`100%`).
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Joins path segments into a URL path below a base (public-site §2 redirects and localized links):
 * the base without trailing slashes, `/`, the segments joined with `/`, then the query or hash as given.
 *
 * @example joinPath({ segments: ['en', 'company'], search: '?a=1' }) // '/en/company?a=1'
 * @example joinPath({ base: 'https://shop.example/', segments: ['de-ch'] }) // 'https://shop.example/de-ch'
 * @param input.base an origin or path prefix; default `''` (a root-relative path).
 * @param input.segments non-empty segments, encoded as they should appear; `[]` gives the base's `/`.
 * @param input.search a query and/or hash with its `?` or `#`; default `''`.
 */
export function joinPath(input: { base?: string; segments: readonly string[]; search?: string }): string {
  const base = (input.base ?? '').replace(/\/+$/, '');
  return `${base}/${input.segments.join('/')}${input.search ?? ''}`;
}
