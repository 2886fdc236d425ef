/** Origin used to read relative locations; never sent anywhere. */
const SAME_ORIGIN = 'http://same-origin.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Two or more slashes at the start of a path: a browser reads `//host` as another host. */
const LEADING_SLASHES = /^\/{2,}/;

/** A location a browser reads as another host: `//host`, `/\host`, `\\host`, `\/host`. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/**
 * The open-redirect guard, the one every redirect of the runtime, the style guide and the browser's
 * hash-redirect look-up passes through: tells whether a `Location` stays on the site's origin (or goes
 * to a configured host), and returns it in the form the browser will read it (public-site §2: no
 * redirect leads off the configured hosts except the one redirect site, customer-area §2).
 *
 * How it reads a location:
 * 1. control characters (header injection, tab- or newline-split schemes) and `''` are refused;
 * 2. the location is parsed with the WHATWG URL parser, as browsers do, so `//evil.test`,
 *    `/\evil.test`, `\\evil.test` and `https://evil.test` are recognised as other hosts;
 * 3. a same-origin location keeps only its path, query and hash. The parser resolves dot segments
 *    (`/%2e/\evil.test` → `//evil.test`, `/.//evil.test` → `//evil.test`), so leading doubled slashes
 *    of the resolved path are collapsed to one: `/evil.test`, a path on this origin;
 * 4. an absolute location must be http(s), without credentials, on an allowed host;
 * 5. the result is parsed once more as a browser reading the `Location` header would, and refused when
 *    it names another origin or starts with `//` or `/\`.
 *
 * Percent-encoded slashes (`/%2F%2Fevil.test`, `/%5Cevil.test`) are path characters and stay so.
 *
 * @param input.location the intended `Location` (a path such as `/en/company`, or an absolute URL).
 * @param input.allowedHosts lower-case host names an absolute location may name (the fleet's configured
 *   domains, or the redirect site's `redirectHost`); an empty set allows same-origin paths only.
 * @returns the path, query and hash for a same-origin location (`/en/company?a=1#top`); the normalized
 *   absolute URL for an http(s) URL on an allowed host without credentials; null for anything else
 *   (other hosts, other schemes, credentials, control characters, unparsable input). Never throws.
 */
export function safeLocation(input: { location: string; allowedHosts: ReadonlySet<string> }): string | null {
  const { location, allowedHosts } = input;
  if (location === '' || CONTROL_CHARACTERS.test(location)) return null;
  const url = parse(location);
  if (url === null) return null;
  let result: string;
  if (url.origin === SAME_ORIGIN) {
    result = `${url.pathname.replace(LEADING_SLASHES, '/')}${url.search}${url.hash}`;
  } else if (isAllowedAbsolute({ url, allowedHosts })) {
    result = url.href;
  } else {
    return null;
  }
  return readsAsIntended({ result, allowedHosts }) ? result : null;
}

/** Step 5: the final string, read as the browser reads a `Location`, stays where step 3 or 4 said. */
function readsAsIntended(input: { result: string; allowedHosts: ReadonlySet<string> }): boolean {
  const { result } = input;
  if (CONTROL_CHARACTERS.test(result)) return false;
  const url = parse(result);
  if (url === null) return false;
  if (result.startsWith('/')) return !PROTOCOL_RELATIVE.test(result) && url.origin === SAME_ORIGIN;
  return isAllowedAbsolute({ url, allowedHosts: input.allowedHosts });
}

function isAllowedAbsolute(input: { url: URL; allowedHosts: ReadonlySet<string> }): boolean {
  const { url } = input;
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    input.allowedHosts.has(url.hostname)
  );
}

function parse(location: string): URL | null {
  try {
    return new URL(location, SAME_ORIGIN);
  } catch {
    return null;
  }
}
