import type { PageRef } from '../model/content.ts';

/** The home page's slug, left out of paths (public-site §2 URL resolution: the page slug defaults to home). */
const HOME_SLUG = 'home';

/** One step of a page's parent chain; the deepest ancestor carries no `parent` field. */
interface Ancestor {
  slug: string;
  parent?: Ancestor | null;
}

/**
 * Builds a page's path below the locale and site slug from its slug and ancestors (public-site §2 URL
 * resolution): ancestor slugs, root first, then the page's slug, joined with `/`, leaving out any `home`
 * (and empty) slug.
 *
 * @example pagePath({ slug: 'history', parent: { slug: 'company', parent: null } }) // 'company/history'
 * @param page the page's slug and up to three ancestors, as in {@link PageRef}.
 * @returns the path without leading slash; `''` for the home page.
 */
export function pagePath(page: { slug: string; parent: PageRef['parent'] }): string {
  const slugs: string[] = [page.slug];
  for (let ancestor: Ancestor | null | undefined = page.parent; ancestor; ancestor = ancestor.parent) {
    slugs.unshift(ancestor.slug);
  }
  return slugs.filter((slug) => slug !== '' && slug !== HOME_SLUG).join('/');
}
