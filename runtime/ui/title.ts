/**
 * The browser title: the page (or error breadcrumb) title followed by the brand suffix
 * (public-site §2 error page): `"{title} | {brandName}"`, or just the title without a brand.
 */
export function browserTitle(input: { title: string; brandName: string | null }): string {
  return input.brandName ? `${input.title} | ${input.brandName}` : input.title;
}
