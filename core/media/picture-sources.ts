/**
 * What a `<picture>` of an image lists (public-site §5 image transformation, §9 image defaults: png,
 * quality 90, a WebP variant): pure rules behind runtime/ui/Picture.tsx, so they are tested without
 * rendering. No dependencies: islands import it.
 */
import { assetHostPattern } from './asset-host.ts';
import { BRAND_IMAGE, type ImageFit, type ImageFormat, isMissingImage, transformImage } from './image-url.ts';

/**
 * The sources of one image: the png default (`src`, `srcSet`) and the WebP variant (`webpSrcSet`),
 * or, for an image that cannot be transformed (foreign host, SVG), its one URL.
 */
export interface PictureSources {
  /** The `<img src>`: the png at the box size (1×). */
  src: string;
  /** The `<img srcset>` (png), or null when there is only `src`. */
  srcSet: string | null;
  /** The `<source type="image/webp" srcset>`, or null when there is no WebP variant. */
  webpSrcSet: string | null;
}

/**
 * The sources of an image shown in a box of `width` × `height` CSS px (public-site §5, §9):
 *
 * - Missing (null, blank or the string 'null'): null, the caller shows its placeholder.
 * - Without `widths`: every candidate is cropped to the box (fit crop by default), the 1× at `width` ×
 *   `height`, the 2× at twice both: `srcset="… 1x, … 2x"`, for png and for WebP.
 * - With `widths` (the spec's, e.g. classification 480 and 1200): candidates at each width and its double,
 *   each with the box's aspect ratio, listed with `w` descriptors (the caller passes `sizes`); `src` is
 *   the png at the box size.
 * - On a foreign host or an SVG: `src` only (untransformed, resp. only `w` and `h`); a foreign host is
 *   reported through `onError` (public-site §5: the error is logged, the original URL used).
 *
 * @param input.url the image URL as received (or already transformed: its parameters are replaced).
 * @param input.width the box width in px (≥ 1).
 * @param input.height the box height in px (≥ 1).
 * @param input.widths candidate widths in px; default none (1× and 2×).
 * @param input.fit default crop; input.quality default 90 (0–100).
 * @param input.assetHost the asset host (URL prefix); default the configured one (core/media/asset-host.ts).
 * @param input.onError receives the message for a URL on a foreign host.
 * @returns the sources, or null for a missing image. Never throws.
 */
export function pictureSources(input: {
  url: string | null | undefined;
  width: number;
  height: number;
  widths?: readonly number[];
  fit?: ImageFit;
  quality?: number;
  assetHost?: string;
  onError?: (message: string) => void;
}): PictureSources | null {
  const { url, width, height } = input;
  if (url == null || isMissingImage(url)) return null;
  const hostPattern = assetHostPattern(input.assetHost);
  const at = (size: { width: number; height: number }, format: ImageFormat) =>
    transformImage({
      url,
      width: size.width,
      height: size.height,
      fit: input.fit,
      format,
      quality: input.quality,
      hostPattern,
    }) as string;
  const box = { width, height };
  if (!hostPattern.test(url) || isSvg(url)) {
    return { src: at(box, 'png'), srcSet: null, webpSrcSet: onForeignHost(input, hostPattern) };
  }
  const candidates = input.widths?.length ? candidateWidths(input.widths) : null;
  const list = (format: ImageFormat) =>
    candidates
      ? candidates
          .map(
            (candidate) =>
              `${at({ width: candidate, height: Math.round((candidate * height) / width) }, format)} ${candidate}w`,
          )
          .join(', ')
      : `${at(box, format)} 1x, ${at({ width: width * 2, height: height * 2 }, format)} 2x`;
  return { src: at(box, 'png'), srcSet: list('png'), webpSrcSet: list('webp') };
}

/**
 * The sources of a brand image (public-site §3 brand, §9): 96 px high at quality 100, its width left to
 * the image; png with the WebP variant, each marked as the 2× candidate of a logo shown 48 px high.
 * Missing: null (the placeholder). Foreign host or SVG: its one URL.
 *
 * @param input.url the brand image URL as received.
 * @param input.assetHost default the configured one.
 * @param input.onError receives the message for a URL on a foreign host.
 */
export function brandImageSources(input: {
  url: string | null | undefined;
  assetHost?: string;
  onError?: (message: string) => void;
}): PictureSources | null {
  const { url } = input;
  if (url == null || isMissingImage(url)) return null;
  const hostPattern = assetHostPattern(input.assetHost);
  const at = (format: ImageFormat) =>
    transformImage({
      url,
      height: BRAND_IMAGE.height,
      quality: BRAND_IMAGE.quality,
      format,
      hostPattern,
    }) as string;
  if (!hostPattern.test(url) || isSvg(url)) {
    return { src: at('png'), srcSet: null, webpSrcSet: onForeignHost(input, hostPattern) };
  }
  return { src: at('png'), srcSet: `${at('png')} 2x`, webpSrcSet: `${at('webp')} 2x` };
}

/** Each width and its double, ascending, without repeats. */
function candidateWidths(widths: readonly number[]): number[] {
  return [...new Set(widths.flatMap((width) => [width, width * 2]))].sort((a, b) => a - b);
}

function isSvg(url: string): boolean {
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  return path.toLowerCase().endsWith('.svg');
}

/** Reports a URL on a foreign host (an SVG on the asset host is no error); never a WebP variant. */
function onForeignHost(
  input: { url: string | null | undefined; onError?: (message: string) => void },
  hostPattern: RegExp,
): null {
  if (input.url != null && !hostPattern.test(input.url)) {
    input.onError?.(
      `Image URL ${input.url} does not match the image asset host ${hostPattern}; it is used untransformed`,
    );
  }
  return null;
}
