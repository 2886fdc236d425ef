import { preconnect, preload } from 'react-dom';
import type { ImageFit } from '../../core/media/image-url.ts';
import { type PictureSources, pictureSources } from '../../core/media/picture-sources.ts';

/** Aspect ratio (height / width) of a box given only its width: 4:3 landscape. */
export const DEFAULT_IMAGE_ASPECT = 3 / 4;

/**
 * Props of {@link Picture}. Sizes are CSS px; use the spec's from core/media/image-url.ts `IMAGE_WIDTHS`
 * (public-site §9, customer-area §9).
 */
export interface PictureProps {
  /**
   * The image URL as the service sent it, on the asset host (config `images.assetHost`); null,
   * undefined, '' or 'null' show the placeholder. An already transformed URL is fine: its `w`, `h`,
   * `fit`, `fm` and `q` are replaced.
   */
  src: string | null | undefined;
  /** Text alternative; '' for a decorative image. The placeholder carries it as its accessible name. */
  alt: string;
  /** Box width: the `width` attribute and the width the 1× image is requested at. */
  width: number;
  /** Box height: the `height` attribute. Default `width` × {@link DEFAULT_IMAGE_ASPECT} (4:3). */
  height?: number;
  /**
   * Candidate widths for an image shown at several widths (e.g. `[480, 1200]` for a classification):
   * `srcset` lists each and its double with `w` descriptors; pass `sizes` with it. Default: none, a
   * `1x`/`2x` srcset of the box.
   */
  widths?: readonly number[];
  /** The `sizes` attribute, with `widths`. */
  sizes?: string;
  /**
   * Below the fold (default true): `loading="lazy"`. Pass false for the first image in view: it loads at
   * once, with high priority.
   */
  lazy?: boolean;
  /** How the service fits the image into the box; default crop (public-site §5). */
  fit?: ImageFit;
  /** 0–100; default 90 (public-site §9). */
  quality?: number;
  /** Class of the `<img>` (or of the placeholder). */
  className?: string;
  /** The asset host; default the process's (core/media/asset-host.ts). Islands pass the one in their props. */
  assetHost?: string;
}

/**
 * An image as every page shows it (public-site §5 image transformation, §9 image defaults):
 * `<picture>` with a WebP `<source>` and the png `<img>` default, both through `transformImage`, a
 * `srcset` for 1× and 2× (or per width with `widths`), `width`/`height` attributes so nothing shifts while
 * it loads (every candidate is cropped to the box's aspect ratio), lazy loading below the fold, and the
 * placeholder ({@link ImagePlaceholder}) for a missing image or the string 'null' (customer-area §5).
 */
export function Picture(props: PictureProps) {
  const { width, lazy = true } = props;
  const height = props.height ?? Math.round(width * DEFAULT_IMAGE_ASPECT);
  const sources = pictureSources({
    url: props.src,
    width,
    height,
    widths: props.widths,
    fit: props.fit,
    quality: props.quality,
    assetHost: props.assetHost,
  });
  if (sources == null) {
    return <ImagePlaceholder alt={props.alt} width={width} height={height} className={props.className} />;
  }
  return (
    <PictureElement
      sources={sources}
      alt={props.alt}
      width={width}
      height={height}
      sizes={props.widths?.length ? props.sizes : undefined}
      lazy={lazy}
      className={props.className}
    />
  );
}

/**
 * The `<picture>` of computed sources: the WebP `<source>` (when there is one) and the png `<img>`.
 * Shared by {@link Picture} and runtime/ui/BrandLogo.tsx. An image loaded at once (`lazy` false: the
 * first image in view, often the page's largest paint; not the header's logo) is also announced in the document's `<head>`
 * (React hoists them there, runtime/ui/render.tsx moves them): a `preconnect` to its asset host and,
 * where the preload can name the candidate the browser will pick ({@link announce}), a high-priority
 * `preload`, so the browser opens the connection and fetches the image while it still reads the
 * stylesheets, not when layout reaches it.
 */
export function PictureElement(props: {
  sources: PictureSources;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  lazy: boolean;
  /**
   * Announce the image in the head ({@link announce}); default `!lazy`. Only on the server: an image an
   * island shows later (a lightbox) is no resource of the page's first paint.
   */
  announce?: boolean;
  className?: string;
}) {
  const { sources, lazy } = props;
  if ((props.announce ?? !lazy) && typeof window === 'undefined') announce(sources, props.sizes);
  return (
    <picture className="sf-picture">
      {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={props.sizes} />}
      <img
        className={['sf-picture__image', props.className].filter(Boolean).join(' ')}
        src={sources.src}
        srcSet={sources.srcSet ?? undefined}
        sizes={sources.srcSet ? props.sizes : undefined}
        alt={props.alt}
        width={props.width}
        height={props.height}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={lazy ? undefined : 'high'}
        decoding="async"
      />
    </picture>
  );
}

/**
 * The `<head>` hints of an image loaded at once: its host's connection, and the image itself when the
 * preload can name what the browser will pick: a single source, or a width-described set with its
 * `sizes` (a 1x/2x set has none to give, and validators disagree on a preload of it without one).
 */
function announce(sources: PictureSources, sizes: string | undefined): void {
  if (URL.canParse(sources.src)) preconnect(new URL(sources.src).origin);
  const srcSet = sources.webpSrcSet ?? sources.srcSet;
  if (!srcSet) {
    preload(sources.src, { as: 'image', fetchPriority: 'high' });
    return;
  }
  if (!sizes) return;
  preload(sources.src, {
    as: 'image',
    imageSrcSet: srcSet,
    imageSizes: sizes,
    ...(sources.webpSrcSet != null ? { type: 'image/webp' } : {}),
    fetchPriority: 'high',
  });
}

/**
 * The placeholder of a missing image (customer-area §5 "a default placeholder image is used when an
 * image is missing or the string is null"): an inline SVG of the box's size (no request, no inline
 * style), a picture frame drawn in the middle; named by `alt`, hidden from assistive technology when
 * `alt` is ''.
 */
export function ImagePlaceholder(props: { alt: string; width: number; height: number; className?: string }) {
  const { width, height } = props;
  const unit = Math.min(width, height) / 6;
  const cx = width / 2;
  const cy = height / 2;
  const named = props.alt !== '';
  return (
    <svg
      className={['sf-picture__placeholder', props.className].filter(Boolean).join(' ')}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role={named ? 'img' : undefined}
      aria-label={named ? props.alt : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
    >
      <rect className="sf-picture__placeholder-surface" width={width} height={height} />
      <g className="sf-picture__placeholder-mark">
        <rect
          x={cx - unit * 1.5}
          y={cy - unit}
          width={unit * 3}
          height={unit * 2}
          rx={unit / 6}
          fill="none"
          strokeWidth={Math.max(1, unit / 8)}
        />
        <circle cx={cx - unit * 0.6} cy={cy - unit * 0.35} r={unit * 0.25} />
        <path
          d={`M${cx - unit * 1.3} ${cy + unit * 0.8}L${cx - unit * 0.3} ${cy - unit * 0.1}L${cx + unit * 0.3} ${cy + unit * 0.4}L${cx + unit * 0.7} ${cy}L${cx + unit * 1.3} ${cy + unit * 0.8}Z`}
        />
      </g>
    </svg>
  );
}
