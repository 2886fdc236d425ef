/**
 * The media releases' rules (public-site §2 routes `/{locale}/media-releases`,
 * `/{locale}/media-releases/{slug}`; §3 media release): paths. Which slugs get pages:
 * core/routing/slug-segment.ts; order: core/content/newest-first.ts. Pure.
 */

/** Path of the media release list below the locale. */
export const MEDIA_RELEASES_PATH = 'media-releases';

/** Path of a media release below the locale: `media-releases/{slug}`. */
export function mediaReleasePath(slug: string): string {
  return `${MEDIA_RELEASES_PATH}/${slug}`;
}
