/**
 * Image URL rules shared by the build and the browser (public-site §5 image and link transformation,
 * §9 image defaults and widths; customer-area §9 image sizes). No dependencies: islands import it.
 * The asset host itself is configuration (core/media/asset-host.ts, config `images.assetHost`).
 */
import { assetHostPattern } from './asset-host.ts';

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
 *   (default 90). Query parameters already on the URL are kept; these ones are replaced, and always
 *   follow the others in the order `w`, `h`, `fit`, `fm`, `q` (a `w` or `h` not given is kept).
 *
 * @param input.url the image URL as received.
 * @param input.width the width in px; omitted when absent.
 * @param input.height the height in px; omitted when absent.
 * @param input.fit default 'crop' (non-SVG only).
 * @param input.format default 'png' (non-SVG only).
 * @param input.quality 0–100, default 90 (non-SVG only).
 * @param input.hostPattern the asset host pattern; default the configured asset host's
 *   (core/media/asset-host.ts `assetHostPattern()`, config `images.assetHost`).
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
  const hostPattern = input.hostPattern ?? assetHostPattern();
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
  const ours: Record<(typeof TRANSFORMATION_PARAMETERS)[number], string | null> = {
    w: input.width != null ? String(input.width) : params.get('w'),
    h: input.height != null ? String(input.height) : params.get('h'),
    fit: params.get('fit'),
    fm: params.get('fm'),
    q: params.get('q'),
  };
  if (!parsed.pathname.toLowerCase().endsWith('.svg')) {
    ours.fit = input.fit ?? IMAGE_DEFAULTS.fit;
    ours.fm = input.format ?? IMAGE_DEFAULTS.format;
    ours.q = String(input.quality ?? IMAGE_DEFAULTS.quality);
  }
  // Always in the same order after the URL's own parameters: one rendition, one URL (and cache entry).
  for (const name of TRANSFORMATION_PARAMETERS) params.delete(name);
  for (const name of TRANSFORMATION_PARAMETERS) {
    const value = ours[name];
    if (value != null) params.append(name, value);
  }
  return parsed.toString();
}

/** The query parameters of a transformation, in the order {@link transformImage} writes them. */
const TRANSFORMATION_PARAMETERS = ['w', 'h', 'fit', 'fm', 'q'] as const;

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * An image URL as page data keeps it until a component renders it (runtime/ui/Picture.tsx transforms
 * it then): null when missing ({@link isMissingImage}), else the URL as received. A URL not on the asset
 * host is kept too, after `onError` is told (public-site §5: the error is logged, the original URL used),
 * so the build reports it once, where the page is declared.
 *
 * @param input.url the received URL.
 * @param input.hostPattern the asset host pattern; default the configured asset host's.
 * @param input.onError receives the message for a URL on a foreign host.
 */
export function imageSource(input: {
  url: string | null | undefined;
  hostPattern?: RegExp;
  onError?: (message: string) => void;
}): string | null {
  const { url } = input;
  if (url == null || isMissingImage(url)) return null;
  const hostPattern = input.hostPattern ?? assetHostPattern();
  hostPattern.lastIndex = 0;
  if (!hostPattern.test(url)) {
    input.onError?.(
      `Image URL ${url} does not match the image asset host ${hostPattern}; it is used untransformed`,
    );
  }
  return url;
}
