import type { BreadcrumbView, NavigationItemView } from '../model/view.ts';

/** The trail's last item when no page is found (public-site §2 breadcrumbs: "an item titled 404 with route /"). */
const NOT_FOUND_ITEM: BreadcrumbView = { title: '404', href: '/' };

/**
 * Builds a page's breadcrumb trail (public-site §2 breadcrumbs, trail rules). The first item is always
 * home (`{ homeTitle, homeHref }`). Then, the first rule that applies:
 *
 * 1. `explicitTrail` given (even empty): home + the trail. The home page passes `[]` to get home alone.
 * 2. `lineage` given (file-based catalogue pages under /products, /services, /smart-factory): home + the
 *    classification lineage, plus `productName` (when set) as a final item without href.
 * 3. `pageTitle` or `currentItem` given: home + the branch items (title `breadcrumbOverride ?? title`,
 *    href `url`); the last branch item takes the page title (an empty branch gets the page title
 *    appended); a `currentItem` then replaces the last item (it is appended when only home is left).
 * 4. Nothing (page not found): home then `{ title: '404', href: '/' }`.
 *
 * Finally the last item's href is set to null: it is the non-clickable current item. Decision: the 404
 * trail is the exception and keeps href `/`, as the specification spells out "an item titled 404 with
 * route /"; components still render the last item as current.
 *
 * @param input.homeTitle the home item's title (a translation; shown screen-reader-only when several items).
 * @param input.homeHref the home item's href (`/de-ch`, `/en/events`).
 * @param input.explicitTrail a trail set by the page itself; wins over everything.
 * @param input.branch the page's branch of navigation items (from `findNavigationBranch`); default `[]`.
 * @param input.pageTitle the content page's title; null or absent when no page was found.
 * @param input.currentItem an item replacing the last one (e.g. a story under its overview page).
 * @param input.lineage the classification lineage of a catalogue page, root first.
 * @param input.productName the product's name, on a product page.
 * @returns the trail, home first. Never throws.
 */
export function buildBreadcrumbs(input: {
  homeTitle: string;
  homeHref: string;
  explicitTrail?: BreadcrumbView[] | null;
  branch?: NavigationItemView[];
  pageTitle?: string | null;
  currentItem?: BreadcrumbView | null;
  lineage?: BreadcrumbView[] | null;
  productName?: string | null;
}): BreadcrumbView[] {
  const home: BreadcrumbView = { title: input.homeTitle, href: input.homeHref };
  const { explicitTrail, lineage, pageTitle, currentItem } = input;

  if (explicitTrail != null) return markLastCurrent([home, ...explicitTrail]);

  if (lineage != null) {
    const product = input.productName ? [{ title: input.productName, href: null }] : [];
    return markLastCurrent([home, ...lineage, ...product]);
  }

  if (pageTitle == null && currentItem == null) return [home, NOT_FOUND_ITEM];

  const trail: BreadcrumbView[] = (input.branch ?? []).map((item) => ({
    title: item.breadcrumbOverride ?? item.title,
    href: item.url,
  }));
  if (pageTitle != null) replaceOrAppendLast(trail, { title: pageTitle, href: trail.at(-1)?.href ?? null });
  if (currentItem != null) replaceOrAppendLast(trail, currentItem);
  return markLastCurrent([home, ...trail]);
}

function replaceOrAppendLast(trail: BreadcrumbView[], item: BreadcrumbView): void {
  if (trail.length === 0) trail.push(item);
  else trail[trail.length - 1] = item;
}

function markLastCurrent(trail: BreadcrumbView[]): BreadcrumbView[] {
  return trail.map((item, index) => (index === trail.length - 1 ? { ...item, href: null } : { ...item }));
}
