/**
 * Which content slugs can name a page (public-site §2 routes `/stories/{slug}`,
 * `/stories/contacts/{author}`, `/media-releases/{slug}`): a slug becomes one path segment below its
 * route, so one that is empty, holds a `/`, `..` or `?`, would write or link another page. Pages build
 * only entries with a valid slug, and pages that link them (a product's related stories) use the same
 * rule, so no link leads to a page that was not built. Pure: islands may import it.
 */

/** The segment below `/stories` that the story contacts' overview takes (`/stories/contacts`). */
export const STORY_CONTACTS_SEGMENT = 'contacts';

/**
 * Whether a slug can be one URL path segment of a page: letters, digits, `-` and `_` only
 * (percent-encoding aside), at least one.
 *
 * @example isSlugSegment('anna-keller') // true
 * @example isSlugSegment('../..') // false
 */
export function isSlugSegment(slug: string): boolean {
  return /^[\p{L}\p{N}_-]+$/u.test(slug);
}

/**
 * Whether a story can have a page at `stories/{slug}`: its slug is one segment ({@link isSlugSegment})
 * and not {@link STORY_CONTACTS_SEGMENT}, which the contacts' overview takes.
 */
export function isValidStorySlug(slug: string): boolean {
  return isSlugSegment(slug) && slug !== STORY_CONTACTS_SEGMENT;
}
