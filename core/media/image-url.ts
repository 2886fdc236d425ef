/**
 * Image URL rules shared by the build and the browser (public-site §5 image and link transformation,
 * §9 image defaults and widths; customer-area §9 image sizes). No dependencies: islands import it.
 */

/**
 * Origin of the image asset host, the one host pages show images from: the runtime's CSP allows images
 * from it (runtime/server/security.ts), and {@link IMAGE_ASSET_HOST} matches exactly its URLs.
 */
export const IMAGE_ASSET_ORIGIN = 'https://assets.machinery-group.test';

/** The image asset host pattern: only URLs it matches are transformed (public-site §5). */
export const IMAGE_ASSET_HOST = /^https:\/\/assets\.machinery-group\.test\//;

/** How the image service fits an image into the requested box. */
export type ImageFit = 'crop' | 'clip' | 'max';

/** Output formats of the image service; png is the default, webp the variant (public-site §9). */
export type ImageFormat = 'png' | 'webp' | 'jpg';

/** Image defaults (public-site §9): format png, quality 90 (0–100), fit crop for non-SVG images (§5). */
export const IMAGE_DEFAULTS = { format: 'png', quality: 90, fit: 'crop' } as const satisfies {
  format: ImageFormat;
  quality: number;
  fit: ImageFit;
};

/**
 * Image sizes in px (public-site §9 widths, customer-area §9 image sizes). A number is a width; an
 * object gives both sides. `capabilityProduct` is square (180 × 180): pass it as width and height.
 */
export const IMAGE_WIDTHS = {
  stretched: 1180,
  stretchedVideo: { width: 1200, height: 675 },
  breakOut: 980,
  inline: 780,
  asideSquare: { width: 960, height: 960 },
  asideVideo: { width: 960, height: 540 },
  classificationSmall: 480,
  classificationLarge: 1200,
  capability: 480,
  capabilityProduct: 180,
  galleryThumbnail: 56,
  gallery: 480,
  lightboxThumbnail: 80,
  storyContact: { width: 80, height: 80 },
  downloadCardThumbnail: { width: 128, height: 180 },
  marketingLogo: { width: 304, height: 52 },
  videoThumbnail: 1180,
} as const;

/** Brand images are shown 96 px high at quality 100 (public-site §3 brand, §9). */
export const BRAND_IMAGE = { height: 96, quality: 100 } as const;

/**
 * Whether an image URL is missing: null, undefined, empty (or blank), or the string 'null' that the
 * services send for "no image" (customer-area §5: a default placeholder image is used then). The UI
 * picks the placeholder.
 *
 * @param url the received URL.
 * @returns true when the caller must show its placeholder.
 */
export function isMissingImage(url: string | null | undefined): boolean {
  return url == null || url.trim() === '' || url.trim() === 'null';
}

/**
 * Builds the URL of a transformed image (public-site §5 image transformation, §9 defaults).
 *
 * - A missing URL (see {@link isMissingImage}) gives null: the caller shows a placeholder.
 * - A URL not matching `hostPattern` is returned unchanged after `onError` is called with a message
 *   naming it (the spec logs an error; the caller chooses how).
 * - An SVG (path ending in `.svg`) only gets `w` and `h`: it is never cropped nor converted.
 * - Any other image gets `w`, `h` (when given), `fit` (default crop), `fm` (default png) and `q`
 *   (default 90). Query parameters already on the URL are kept; these ones are replaced.
 *
 * @param input.url the image URL as received.
 * @param input.width the width in px; omitted when absent.
 * @param input.height the height in px; omitted when absent.
 * @param input.fit default 'crop' (non-SVG only).
 * @param input.format default 'png' (non-SVG only).
 * @param input.quality 0–100, default 90 (non-SVG only).
 * @param input.hostPattern the asset host pattern; default {@link IMAGE_ASSET_HOST}.
 * @param input.onError called with the message when the URL is on a foreign host.
 * @returns the transformed URL, the original URL (foreign host), or null (missing). Never throws.
 */
export function transformImage(input: {
  url: string | null | undefined;
  width?: number;
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
  hostPattern?: RegExp;
  onError?: (message: string) => void;
}): string | null {
  const { url } = input;
  if (url == null || isMissingImage(url)) return null;
  const hostPattern = input.hostPattern ?? IMAGE_ASSET_HOST;
  // A global or sticky pattern keeps lastIndex between test() calls; reset it so every call sees the start.
  hostPattern.lastIndex = 0;
  const parsed = hostPattern.test(url) ? parseUrl(url) : null;
  if (parsed == null) {
    input.onError?.(
      `Image URL ${url} does not match the image asset host ${hostPattern}; it is used untransformed`,
    );
    return url;
  }

  const params = parsed.searchParams;
  if (input.width != null) params.set('w', String(input.width));
  if (input.height != null) params.set('h', String(input.height));
  if (!parsed.pathname.toLowerCase().endsWith('.svg')) {
    params.set('fit', input.fit ?? IMAGE_DEFAULTS.fit);
    params.set('fm', input.format ?? IMAGE_DEFAULTS.format);
    params.set('q', String(input.quality ?? IMAGE_DEFAULTS.quality));
  }
  return parsed.toString();
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
