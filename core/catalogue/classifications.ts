import { IMAGE_WIDTHS, transformImage } from '../media/image-url.ts';
import { ALL_COUNTRY_CODE, ROOT_CLASSIFICATION_SLUGS } from '../model/constants.ts';
import type { ProductClassification } from '../model/products.ts';

/** The placeholder shown when a classification has no child classification left (customer-area §5). */
export const NO_CLASSIFICATIONS_MESSAGE = 'No classifications available';

/** A product listed in a classification, routed below it. */
export interface ClassificationProductView {
  name: string;
  slug: string;
  /** Site-relative, unlocalized: `${classification.route}/${slug}`. */
  route: string;
}

/** One step of a classification's lineage (a breadcrumb before localization). */
export interface LineageItem {
  name: string;
  /** Site-relative, unlocalized, e.g. '/products/wire-processing'. */
  route: string;
}

/**
 * A classification mapped for the catalogue pages (customer-area §3 product classification: "Mapped
 * to: route, image (480 and 1200 wide), childClassifications, lineage, sortIndex").
 */
export interface ClassificationView {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  type: 'product' | 'service';
  /** Site-relative, unlocalized, e.g. '/products/wire-processing/crimping'. */
  route: string;
  /** Transformed image URLs 480 px and 1200 px wide; null when the image is missing (placeholder). */
  image: { small: string | null; large: string | null };
  sortIndex: number;
  /** Root first, ending with this classification. */
  lineage: LineageItem[];
  /** Children available in the country, by sort index then name. */
  childClassifications: ClassificationView[];
  /** Products available in the country, as the service lists them. */
  products: ClassificationProductView[];
}

/**
 * Whether something with these supported countries is shown in a country (customer-area §5: limited to
 * the supported country). An empty list means every country; the international country 'ALL' sees
 * everything. Country codes compare case-insensitively.
 *
 * @param input.supportedCountries country codes as received, e.g. ['CH', 'DE'].
 * @param input.country the locale's country code, e.g. 'CH', or 'ALL'.
 */
export function isAvailableInCountry(input: {
  supportedCountries: readonly string[];
  country: string;
}): boolean {
  const country = input.country.toUpperCase();
  if (country === ALL_COUNTRY_CODE || input.supportedCountries.length === 0) return true;
  return input.supportedCountries.some((code) => code.toUpperCase() === country);
}

interface TreeContext {
  byId: Map<string, ProductClassification>;
  country: string;
  onError: (message: string) => void;
}

/**
 * Builds the catalogue tree of one language and country from the flat list of
 * `getAllProductClassifications` (customer-area §2 catalogue routes, §3 mapping, §5 country rule).
 *
 * - Roots are the classifications without parent whose slug is `products`, `services` or
 *   `smart-factory`, in that order, those present. Roots are never filtered by country.
 * - Children come from each classification's `children` ids, sorted by `sort_index` then name; a
 *   non-root classification is kept only when available in the country (see {@link isAvailableInCountry}),
 *   and dropping it drops its subtree.
 * - A classification's products are filtered the same way, keep the service's order, and are routed
 *   `${classification.route}/${product.slug}`.
 *
 * @param input.classifications every classification of one language, as received.
 * @param input.country the locale's country code, or 'ALL' for the international view.
 * @param input.onError receives problems in the data: an unknown child id, a cycle, a foreign image host.
 * @returns the root views. Never throws.
 */
export function buildClassificationTree(input: {
  classifications: readonly ProductClassification[];
  country: string;
  onError?: (message: string) => void;
}): ClassificationView[] {
  const context: TreeContext = {
    byId: new Map(input.classifications.map((classification) => [classification.id, classification])),
    country: input.country,
    onError: input.onError ?? (() => {}),
  };
  return ROOT_CLASSIFICATION_SLUGS.flatMap((slug) => {
    const root = input.classifications.find((item) => item.slug === slug && item.parent_id == null);
    return root ? [toView({ context, classification: root, parent: null, ancestors: new Set() })] : [];
  });
}

function toView(input: {
  context: TreeContext;
  classification: ProductClassification;
  parent: ClassificationView | null;
  ancestors: ReadonlySet<string>;
}): ClassificationView {
  const { context, classification, parent } = input;
  const route = `${parent?.route ?? ''}/${classification.slug}`;
  const lineage = [...(parent?.lineage ?? []), { name: classification.name, route }];
  // Both sizes share one URL, so a foreign host is reported once, by the small one.
  const imageOf = (width: number, onError?: (message: string) => void) =>
    transformImage({ url: classification.image_url, width, onError });
  const view: ClassificationView = {
    id: classification.id,
    name: classification.name,
    slug: classification.slug,
    description: classification.description,
    type: classification.type,
    route,
    image: {
      small: imageOf(IMAGE_WIDTHS.classificationSmall, context.onError),
      large: imageOf(IMAGE_WIDTHS.classificationLarge),
    },
    sortIndex: classification.sort_index,
    lineage,
    childClassifications: [],
    products: classification.products
      .filter((product) =>
        isAvailableInCountry({ supportedCountries: product.supported_countries, country: context.country }),
      )
      .map((product) => ({ name: product.name, slug: product.slug, route: `${route}/${product.slug}` })),
  };
  const ancestors = new Set([...input.ancestors, classification.id]);
  view.childClassifications = childrenOf({ context, classification, ancestors }).map((child) =>
    toView({ context, classification: child, parent: view, ancestors }),
  );
  return view;
}

function childrenOf(input: {
  context: TreeContext;
  classification: ProductClassification;
  ancestors: ReadonlySet<string>;
}): ProductClassification[] {
  const { context, classification } = input;
  const children: ProductClassification[] = [];
  for (const id of classification.children) {
    const child = context.byId.get(id);
    if (child == null) {
      context.onError(`Classification ${classification.slug} lists unknown child classification ${id}`);
    } else if (input.ancestors.has(id)) {
      context.onError(`Classification ${classification.slug} lists its ancestor ${child.slug} as a child`);
    } else if (
      isAvailableInCountry({ supportedCountries: child.supported_countries, country: context.country })
    ) {
      children.push(child);
    }
  }
  return children.sort((a, b) => a.sort_index - b.sort_index || a.name.localeCompare(b.name));
}

/**
 * Finds the classification at a route (customer-area §2: /products, /services, /smart-factory each also
 * with /{path...}). Segments are slugs, root first; empty segments are ignored, so
 * `'/products/cutting'.split('/')` works.
 *
 * @param tree the roots from {@link buildClassificationTree}.
 * @param segments e.g. ['products', 'wire-processing', 'crimping'].
 * @returns the classification, or null when any segment matches nothing (or there are no segments).
 */
export function findClassificationByRoute(
  tree: readonly ClassificationView[],
  segments: readonly string[],
): ClassificationView | null {
  let level = tree;
  let found: ClassificationView | null = null;
  for (const segment of segments.filter((item) => item !== '')) {
    found = level.find((view) => view.slug === segment) ?? null;
    if (found == null) return null;
    level = found.childClassifications;
  }
  return found;
}

/**
 * Every classification of the tree, depth-first, each before its children (roots included).
 *
 * @param tree the roots from {@link buildClassificationTree}.
 */
export function allClassifications(tree: readonly ClassificationView[]): ClassificationView[] {
  return tree.flatMap((view) => [view, ...allClassifications(view.childClassifications)]);
}

/**
 * Whether a classification has child classifications left after the country filter; when not, its page
 * shows {@link NO_CLASSIFICATIONS_MESSAGE} in place of the list (customer-area §5).
 */
export function hasVisibleChildren(view: ClassificationView): boolean {
  return view.childClassifications.length > 0;
}
