import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';

/**
 * A candidate width for phones: a full-width image on a 360–412 px wide screen at a device pixel ratio
 * of 1.75–2 needs 630–824 px; up to 768 a phone takes this one instead of the next larger (960, 1180).
 * Not offered beside a box of about its own width (Inline, 780).
 */
const PHONE = 768;

/**
 * The image boxes of the content modules (public-site §9 widths) and the candidate widths and `sizes`
 * each is offered at, so a phone loads a small file and a wide screen the spec's width (and its double).
 * Stretched, BreakOut and Inline give a width only: the height follows the image's own aspect ratio
 * (runtime/ui/modules/view.ts `boxHeight`).
 */
export const MODULE_IMAGES = {
  stretched: {
    width: IMAGE_WIDTHS.stretched,
    widths: [480, PHONE, IMAGE_WIDTHS.stretched],
    sizes: `(min-width: ${IMAGE_WIDTHS.stretched + 32}px) ${IMAGE_WIDTHS.stretched}px, 100vw`,
  },
  stretchedVideo: {
    ...IMAGE_WIDTHS.stretchedVideo,
    widths: [480, PHONE, IMAGE_WIDTHS.stretchedVideo.width],
    sizes: `(min-width: ${IMAGE_WIDTHS.stretchedVideo.width + 32}px) ${IMAGE_WIDTHS.stretchedVideo.width}px, 100vw`,
  },
  breakOut: {
    width: IMAGE_WIDTHS.breakOut,
    widths: [480, PHONE, IMAGE_WIDTHS.breakOut],
    sizes: `(min-width: ${IMAGE_WIDTHS.breakOut + 32}px) ${IMAGE_WIDTHS.breakOut}px, 100vw`,
  },
  inline: {
    width: IMAGE_WIDTHS.inline,
    widths: [480, IMAGE_WIDTHS.inline],
    sizes: `(min-width: ${IMAGE_WIDTHS.inline + 32}px) ${IMAGE_WIDTHS.inline}px, 100vw`,
  },
  /** Shown in one of two columns from 768 px. */
  asideSquare: {
    ...IMAGE_WIDTHS.asideSquare,
    widths: [480, PHONE, IMAGE_WIDTHS.asideSquare.width],
    sizes: '(min-width: 768px) 50vw, 100vw',
  },
  asideVideo: {
    ...IMAGE_WIDTHS.asideVideo,
    widths: [480, PHONE, IMAGE_WIDTHS.asideVideo.width],
    sizes: '(min-width: 768px) 50vw, 100vw',
  },
  /** Teaser cards: the gallery width (§9 gallery 480), three to a row from 768 px. */
  teaser: {
    width: IMAGE_WIDTHS.gallery,
    widths: [IMAGE_WIDTHS.gallery, PHONE],
    sizes: '(min-width: 768px) 33vw, 100vw',
  },
  /** A quote's portrait: the story contact's box (§9 story contact 80×80). */
  portrait: IMAGE_WIDTHS.storyContact,
  downloadThumbnail: IMAGE_WIDTHS.downloadCardThumbnail,
  marketingLogo: IMAGE_WIDTHS.marketingLogo,
} as const;
