/**
 * The image asset host (public-site §5 "a URL must match the image asset host pattern"): configuration
 * (`images.assetHost`, config/project-schema.ts), not a constant. No dependencies: islands import it.
 *
 * The host is a URL prefix, `http://127.0.0.1:4322/` or `https://assets.example.com/images/`: an image
 * URL matches when it starts with it. The CLI sets it once per process ({@link configureImageAssetHost})
 * from the project configuration; render worker threads inherit it through the environment variable
 * {@link IMAGE_ASSET_HOST_VARIABLE}. In the browser nothing is configured: an island that transforms
 * images receives the host in its props.
 */

/**
 * The asset host when nothing is configured: the sandbox image service's fixed loopback address
 * (sandbox/images/server.ts listens there), so a build and a later `preview` agree on it.
 */
export const DEFAULT_IMAGE_ASSET_HOST = 'http://127.0.0.1:4322/';

/** Environment variable carrying the configured asset host (config `images.assetHost`). */
export const IMAGE_ASSET_HOST_VARIABLE = 'SITEFLEET_IMAGES_ASSET_HOST';

let configured: string | null = null;

/**
 * Normalises an asset host: an absolute http(s) URL without query, fragment or credentials, its path
 * ending in `/` (`https://assets.example.com` → `https://assets.example.com/`).
 *
 * @throws TypeError when `value` is not such a URL.
 */
export function normalizeAssetHost(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url == null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(`The image asset host must be an absolute http(s) URL, got '${value}'`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new TypeError(`The image asset host must have no query, fragment or credentials, got '${value}'`);
  }
  return url.pathname.endsWith('/') ? url.href : `${url.href}/`;
}

/**
 * Sets the process's asset host (the CLI does, from config `images.assetHost`) and writes it to
 * {@link IMAGE_ASSET_HOST_VARIABLE}, so render worker threads started afterwards see the same one.
 * `null` forgets it (tests restore the default this way).
 *
 * @throws TypeError when the host is not an absolute http(s) URL ({@link normalizeAssetHost}).
 */
export function configureImageAssetHost(host: string | null): void {
  configured = host == null ? null : normalizeAssetHost(host);
  const environment = processEnvironment();
  if (environment == null) return;
  if (configured == null) delete environment[IMAGE_ASSET_HOST_VARIABLE];
  else environment[IMAGE_ASSET_HOST_VARIABLE] = configured;
}

/**
 * The asset host in effect: the configured one, else the environment's
 * ({@link IMAGE_ASSET_HOST_VARIABLE}), else {@link DEFAULT_IMAGE_ASSET_HOST}. Normalised.
 */
export function imageAssetHost(): string {
  if (configured != null) return configured;
  const fromEnvironment = processEnvironment()?.[IMAGE_ASSET_HOST_VARIABLE];
  if (fromEnvironment) {
    try {
      return normalizeAssetHost(fromEnvironment);
    } catch {
      // The CLI validates the variable with the config; an invalid one left in the environment is ignored.
    }
  }
  return DEFAULT_IMAGE_ASSET_HOST;
}

/** {@link assetHostPattern}'s patterns by host (a process sees one or two hosts). */
const hostPatterns = new Map<string, RegExp>();

/**
 * The pattern of an asset host: URLs starting with it (same scheme, host, port and path prefix).
 * Case-insensitive in the scheme and host only as far as the URL parser lower-cases them.
 */
export function assetHostPattern(host: string = imageAssetHost()): RegExp {
  // Made once per host: image URLs are checked for every image of every page a build declares.
  let pattern = hostPatterns.get(host);
  if (pattern === undefined) {
    const prefix = normalizeAssetHost(host);
    pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);
    hostPatterns.set(host, pattern);
  }
  return pattern;
}

/** The origin of an asset host (`https://assets.example.com`), as the CSP's `img-src` names it. */
export function assetHostOrigin(host: string = imageAssetHost()): string {
  return new URL(normalizeAssetHost(host)).origin;
}

function processEnvironment(): Record<string, string | undefined> | null {
  return typeof process === 'undefined' || process.env == null ? null : process.env;
}
