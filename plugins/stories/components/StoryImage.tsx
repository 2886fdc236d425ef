import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { ImageBox, ImageView } from '../views.ts';

/** Props of {@link StoryImage}. */
export interface StoryImageProps {
  image: ImageView;
  /** The box it is requested and shown at (views.ts `STORY_IMAGE_BOXES`). */
  box: ImageBox;
  className?: string;
  /** The first image in view (the story's own, a contact's portrait on their page): loaded at once. */
  eager?: boolean;
  /** The asset host, for the browser (islands know no configuration); default the process's. */
  assetHost?: string;
  /**
   * For an image shown at several widths: the candidate widths and the `sizes` attribute (Picture
   * `widths`, `sizes`), so that a phone loads a file its width needs. Default: the box at 1× and 2×.
   */
  responsive?: { widths: readonly number[]; sizes: string };
}

/**
 * A story, contact or product image through runtime/ui/Picture.tsx (public-site §5, §9): WebP and png,
 * 1× and 2×, width and height so nothing shifts, lazily loaded unless `eager`, the placeholder for a
 * missing image.
 */
export function StoryImage({ image, box, className, eager = false, assetHost, responsive }: StoryImageProps) {
  return (
    <Picture
      src={image.src}
      alt={image.alt}
      width={box.width}
      height={box.height}
      widths={responsive?.widths}
      sizes={responsive?.sizes}
      lazy={!eager}
      className={className}
      assetHost={assetHost}
    />
  );
}
