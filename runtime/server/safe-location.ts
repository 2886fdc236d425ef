/** Origin used to read relative locations; never sent anywhere. */
const SAME_ORIGIN = 'http://same-origin.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The open-redirect guard: tells whether a `Location` stays on the fleet, and returns it in the form the
 * browser will read it (public-site §2: no redirect leads off the configured hosts except the one
 * redirect site).
 *
 * The location is parsed with the WHATWG URL parser, as browsers do, so `//evil.test`, `/\evil.test`,
 * `\\evil.test` and tab- or newline-split variants are recognised as other hosts. Percent-encoded
 * variants (`/%2F%2Fevil.test`, `/%5Cevil.test`) are paths on this origin and stay so.
 *
 * @param input.location the intended `Location` (a path such as `/en/company`, or an absolute URL).
 * @param input.allowedHosts lower-case host names an absolute location may name (configured domains).
 * @returns the path, query and hash for a same-origin location; the normalized absolute URL for an
 *   http(s) URL on an allowed host without credentials; null for anything else (other hosts, other
 *   schemes, control characters, unparsable input). Never throws.
 */
export function safeLocation(input: { location: string; allowedHosts: ReadonlySet<string> }): string | null {
  const { location } = input;
  if (location === '' || CONTROL_CHARACTERS.test(location)) return null;
  let url: URL;
  try {
    url = new URL(location, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin === SAME_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    input.allowedHosts.has(url.hostname);
  return allowed ? url.href : null;
}
