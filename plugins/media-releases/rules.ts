/**
 * The media releases' rules (public-site §2 routes `/{locale}/media-releases`,
 * `/{locale}/media-releases/{slug}`; §3 media release): paths and order. Pure.
 */

/** Path of the media release list below the locale. */
export const MEDIA_RELEASES_PATH = 'media-releases';

/** Path of a media release below the locale: `media-releases/{slug}`. */
export function mediaReleasePath(slug: string): string {
  return `${MEDIA_RELEASES_PATH}/${slug}`;
}

/** Whether a release can have a page at `media-releases/{slug}`: one segment of letters, digits, `-`, `_`. */
export function isValidMediaReleaseSlug(slug: string): boolean {
  return /^[\p{L}\p{N}_-]+$/u.test(slug);
}

/**
 * Newest first (issue 12 "list newest first"): by `publicationDate` descending, releases of the same
 * date by id, so the order never depends on the service's.
 *
 * @returns a new array; the input is left as it is.
 */
export function newestFirst<T extends { id: string; publicationDate: string }>(releases: readonly T[]): T[] {
  return [...releases].sort(
    (a, b) => b.publicationDate.localeCompare(a.publicationDate) || a.id.localeCompare(b.id),
  );
}
