/** Props of {@link CatalogueImage}. */
export interface CatalogueImageProps {
  /** Transformed URL; null renders the placeholder (customer-area §5 default placeholder image). */
  src: string | null;
  /** Text alternative; the placeholder carries it as its accessible name. */
  alt: string;
  /** Intrinsic size in px, reserving the room before the image loads. */
  width: number;
  height?: number;
  /** Candidates for `srcset`, e.g. the 480 and 1200 px wide classification images. */
  srcSet?: { src: string; width: number }[];
  sizes?: string;
  className?: string;
}

/**
 * A catalogue image: a lazily loaded `<img>`, or the placeholder box when the URL is missing
 * (customer-area §5 "A default placeholder image is used when an image is missing or the string is null").
 */
export function CatalogueImage({ src, alt, width, height, srcSet, sizes, className }: CatalogueImageProps) {
  const classes = ['sf-catalogue-image', className].filter(Boolean).join(' ');
  if (src == null) {
    // No inline style (strict CSP): the stylesheet gives the box its shape, square or 4:3.
    const shape = height === width ? ' sf-catalogue-image--square' : '';
    return (
      <span className={`${classes} sf-catalogue-image--placeholder${shape}`} role="img" aria-label={alt} />
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet?.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ')}
      sizes={srcSet ? sizes : undefined}
      loading="lazy"
      decoding="async"
    />
  );
}
