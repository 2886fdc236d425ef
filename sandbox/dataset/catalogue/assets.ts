/** The image and document asset host of the product-data service (public-site §9 image widths apply). */
export const CATALOGUE_ASSET_HOST = 'https://assets.machinery-group.test';

/** The host that streams product videos. */
export const CATALOGUE_VIDEO_HOST = 'https://video.machinery-group.test';

/** An absolute URL on the asset host; `path` has no leading slash ('products/alpha-550/1.jpg'). */
export const assetUrl = (path: string): string => `${CATALOGUE_ASSET_HOST}/${path}`;

/** An absolute URL on the video host; `path` has no leading slash. */
export const videoUrl = (path: string): string => `${CATALOGUE_VIDEO_HOST}/${path}`;
