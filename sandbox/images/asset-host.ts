/**
 * Where the demo dataset's images live (public-site §5 image asset host): the project's configured
 * `images.assetHost`, which the CLI hands to the datasets and the image service. The sandbox keeps its
 * own default, the same as the product's (core/media/asset-host.ts; a test checks they agree), since it
 * imports nothing of the product but its model.
 */

/** The sandbox image service's address when nothing is configured (sandbox/images/server.ts). */
export const SANDBOX_ASSET_HOST = 'http://127.0.0.1:4322/';

/**
 * An absolute URL on the asset host.
 * @param assetHost the asset host, a URL prefix (`http://127.0.0.1:4322/`; a missing final `/` is added).
 * @param path below it, no leading slash (`products/alpha-550/1.jpg`).
 */
export function assetUrl(assetHost: string, path: string): string {
  return `${withSlash(assetHost)}${path}`;
}

/** The asset host with its final `/`. */
export function withSlash(assetHost: string): string {
  return assetHost.endsWith('/') ? assetHost : `${assetHost}/`;
}
