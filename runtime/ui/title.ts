/**
 * The browser title: the page (or error breadcrumb) title followed by the brand suffix
 * (public-site §2 error page): `"{title} | {brandName}"`, or just the title without a brand, or when
 * the title is the brand's name already (a home page titled after its site: "Machinery Group", not
 * "Machinery Group | Machinery Group" in the tab, the bookmark and the search result).
 */
export function browserTitle(input: { title: string; brandName: string | null }): string {
  const { title, brandName } = input;
  return brandName && title.trim() !== brandName ? `${title} | ${brandName}` : title;
}
