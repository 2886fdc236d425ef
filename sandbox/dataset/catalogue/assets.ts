import { assetUrl, SANDBOX_ASSET_HOST } from '../../images/asset-host.ts';

/**
 * The default image and document asset host of the product-data service (public-site §5 image asset
 * host): the sandbox image service's address. The CLI passes the configured `images.assetHost` instead
 * (createProductDataset's `assetHost`).
 */
export const CATALOGUE_ASSET_HOST = SANDBOX_ASSET_HOST;

/** The host that streams product videos. */
export const CATALOGUE_VIDEO_HOST = 'https://video.machinery-group.test';

/** Makes absolute URLs on an asset host from paths without a leading slash ('products/alpha-550/1.jpg'). */
export type AssetUrl = (path: string) => string;

/** The {@link AssetUrl} of an asset host (a URL prefix; default {@link CATALOGUE_ASSET_HOST}). */
export const assetUrlsOn =
  (assetHost: string = CATALOGUE_ASSET_HOST): AssetUrl =>
  (path) =>
    assetUrl(assetHost, path);

/** An absolute URL on the video host; `path` has no leading slash. */
export const videoUrl = (path: string): string => `${CATALOGUE_VIDEO_HOST}/${path}`;
