import { brandImageSources } from '../../core/media/picture-sources.ts';
import { ImagePlaceholder, PictureElement } from './Picture.tsx';

/**
 * The box a brand logo is shown in, CSS px: 48 px high (half the 96 px the image is fetched at, sharp on
 * 2× screens), 192 px wide; the logo is fitted into it without cropping (`object-fit: contain`, left
 * aligned), so a logo of any width leaves the layout as it was.
 */
export const BRAND_LOGO_BOX = { width: 192, height: 48 } as const;

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** The brand image URL as received (public-site §3 brand image); null, '' or 'null' show the placeholder. */
  src: string | null | undefined;
  /** Text alternative; '' when the brand's name is shown next to it. */
  alt: string;
  /** Below the fold (default false: logos sit in headers). */
  lazy?: boolean;
  className?: string;
  /** The asset host; default the process's (core/media/asset-host.ts). */
  assetHost?: string;
}

/**
 * A brand logo (public-site §3 brand, §9: brand images 96 px high at quality 100): `<picture>` with the
 * WebP and png versions through `transformImage`, in the fixed {@link BRAND_LOGO_BOX}; the placeholder
 * of that size when the brand has no image or the string 'null'.
 */
export function BrandLogo({ src, alt, lazy = false, className, assetHost }: BrandLogoProps) {
  const sources = brandImageSources({ url: src, assetHost });
  const classes = ['sf-brand-logo', className].filter(Boolean).join(' ');
  if (sources == null) return <ImagePlaceholder alt={alt} {...BRAND_LOGO_BOX} className={classes} />;
  // Loaded at once but not announced: the page's first large image, not the small logo, gets the
  // high-priority preload.
  return (
    <PictureElement
      sources={sources}
      alt={alt}
      {...BRAND_LOGO_BOX}
      lazy={lazy}
      announce={false}
      className={classes}
    />
  );
}
