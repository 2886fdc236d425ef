/**
 * The browser title: the page (or error breadcrumb) title followed by the brand suffix
 * (public-site §2 error page): `"{title} | {brandName}"`, or just the title without a brand. A page
 * titled with the brand's own name (a site's home page, whose CMS title is the site's name) keeps the
 * title alone: `"Aurum | Aurum"` would repeat the site name in tabs, bookmarks and search results.
 * Names compare case-insensitively, ignoring surrounding white space.
 */
export function browserTitle(input: { title: string; brandName: string | null }): string {
  const { title, brandName } = input;
  if (!brandName) return title;
  if (title.trim().toLowerCase() === brandName.trim().toLowerCase()) return title;
  return `${title} | ${brandName}`;
}
