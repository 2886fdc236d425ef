import type { Product, ProductHighlight, ProductVariant, Specification } from '../model/products.ts';
import type { MeasurementSystem } from '../model/system-data.ts';
import type { BreadcrumbView } from '../model/view.ts';
import { buildBreadcrumbs } from '../routing/breadcrumbs.ts';
import type { ClassificationView } from './classifications.ts';

/** A product placed under one classification that lists it. */
export interface ProductPlacement {
  product: Product;
  classification: ClassificationView;
  /** Site-relative, unlocalized: `${classification.route}/${product.slug}`. */
  route: string;
}

/**
 * Places products in the catalogue tree (customer-area §5 "Products missing from the classification
 * hierarchy are skipped"; §8 not-found console messages). Walking the tree depth-first, a product is
 * placed under every classification that lists it, one placement (and route) each.
 *
 * - A product listed by no classification is skipped; `log` gets 'No hierarchy product found for slug {slug}'.
 * - A slug listed by a classification without a product gets 'No product found for slug {slug}' (once per slug).
 *
 * @param input.tree the roots from `buildClassificationTree` (already limited to the country).
 * @param input.products the products of the same language.
 * @param input.log receives the console messages; default: none.
 * @returns the placements in tree order.
 */
export function locateProducts(input: {
  tree: readonly ClassificationView[];
  products: readonly Product[];
  log?: (message: string) => void;
}): ProductPlacement[] {
  const log = input.log ?? (() => {});
  const bySlug = new Map(input.products.map((product) => [product.slug, product]));
  const placements: ProductPlacement[] = [];
  const missing = new Set<string>();
  for (const classification of walk(input.tree)) {
    for (const listed of classification.products) {
      const product = bySlug.get(listed.slug);
      if (product != null) placements.push({ product, classification, route: listed.route });
      else if (!missing.has(listed.slug)) {
        missing.add(listed.slug);
        log(`No product found for slug ${listed.slug}`);
      }
    }
  }
  const placed = new Set(placements.map((placement) => placement.product.slug));
  for (const product of input.products) {
    if (!placed.has(product.slug)) log(`No hierarchy product found for slug ${product.slug}`);
  }
  return placements;
}

// Depth-first like allClassifications, kept local so the comparison rules below stay free of zod for islands.
function* walk(tree: readonly ClassificationView[]): Generator<ClassificationView> {
  for (const view of tree) {
    yield view;
    yield* walk(view.childClassifications);
  }
}

type HighlightMedia = Pick<ProductHighlight, 'name' | 'image_url' | 'video_url' | 'video_image_url'>;

/**
 * Keeps the highlights that have a name and an image or a video (customer-area §5). Blank strings and
 * the string 'null' count as absent. A video is `video_url` or its still `video_image_url`.
 *
 * @param highlights as received, in order.
 * @returns the kept highlights, in order.
 */
export function filterHighlights<T extends HighlightMedia>(highlights: readonly T[]): T[] {
  return highlights.filter(
    (highlight) =>
      present(highlight.name) &&
      (present(highlight.image_url) || present(highlight.video_url) || present(highlight.video_image_url)),
  );
}

function present(value: string | null): boolean {
  return value != null && value.trim() !== '' && value.trim() !== 'null';
}

/** The identity of a specification: its name plus its unit (a null unit and '' are the same, no unit). */
function specificationKey(specification: Specification): string {
  return JSON.stringify([specification.specification.name, specification.specification.unit ?? '']);
}

/**
 * The specifications shown in one measurement system (customer-area §5): those of the other system are
 * dropped, then duplicates by name plus unit (the first one is kept).
 *
 * @param input.specifications as received, in order.
 * @param input.system the visitor's measurement system.
 * @returns the kept specifications, in order.
 */
export function filterSpecifications(input: {
  specifications: readonly Specification[];
  system: MeasurementSystem;
}): Specification[] {
  const seen = new Set<string>();
  return input.specifications.filter((specification) => {
    if (specification.measurement_system !== input.system) return false;
    const key = specificationKey(specification);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One row of the comparison table: a specification (name plus unit) and its value per product. */
export interface SpecificationRow {
  name: string;
  unit: string | null;
  /** One value per compared product, in the products' order; null where a product lacks it. */
  values: (string | null)[];
  /** True when more than one product is compared and every one has the same value. */
  identical: boolean;
}

/**
 * The comparison table (customer-area §5). One row per name plus unit across the compared products, in
 * order of first appearance; a product's value is its first specification with that name and unit.
 * `hideIdentical` drops the rows identical across ALL products, and only applies when more than one
 * product is compared. Pass specifications already limited to the measurement system
 * ({@link filterSpecifications}).
 *
 * @param input.products the compared products (or variants) in display order.
 * @param input.hideIdentical the visitor's "hide identical specifications" option.
 */
export function specificationRows(input: {
  products: readonly { specifications: readonly Specification[] }[];
  hideIdentical: boolean;
}): SpecificationRow[] {
  const rows = new Map<string, SpecificationRow>();
  input.products.forEach((product, index) => {
    for (const specification of product.specifications) {
      const key = specificationKey(specification);
      let row = rows.get(key);
      if (row == null) {
        const { name, unit } = specification.specification;
        row = { name, unit, values: input.products.map(() => null), identical: false };
        rows.set(key, row);
      }
      row.values[index] ??= specification.value;
    }
  });
  const compared = input.products.length > 1;
  const result = [...rows.values()].map((row) => ({
    ...row,
    identical: compared && row.values.every((value) => value != null && value === row.values[0]),
  }));
  return input.hideIdentical && compared ? result.filter((row) => !row.identical) : result;
}

/** Whether the comparison details are shown: only when more than one product is compared (customer-area §5). */
export function showComparisonDetails(count: number): boolean {
  return count > 1;
}

/**
 * The visitor's measurement system (customer-area §4, public-site §4): the one chosen (its cookie), else
 * the country's default, else Metric. A value that is neither 'Metric' nor 'Imperial' counts as unset.
 *
 * @param input.chosen the cookie's value, if any.
 * @param input.countryDefault the locale's country `defaultMeasurementSystem`, if known.
 */
export function resolveMeasurementSystem(input: {
  chosen: string | null | undefined;
  countryDefault: string | null | undefined;
}): MeasurementSystem {
  if (isMeasurementSystem(input.chosen)) return input.chosen;
  if (isMeasurementSystem(input.countryDefault)) return input.countryDefault;
  return 'Metric';
}

/** Whether a value is one of the measurement systems, Metric or Imperial (customer-area §9). */
export function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return value === 'Metric' || value === 'Imperial';
}

/**
 * A variant's name in a measurement system (`name_imperial` or `name_metric`), falling back to the other
 * name when that one is blank.
 */
export function variantName(
  variant: Pick<ProductVariant, 'name_metric' | 'name_imperial'>,
  system: MeasurementSystem,
): string {
  const [preferred, other] =
    system === 'Imperial'
      ? [variant.name_imperial, variant.name_metric]
      : [variant.name_metric, variant.name_imperial];
  return preferred.trim() !== '' ? preferred : other;
}

/**
 * The breadcrumb items of a catalogue page after home (public-site §2 breadcrumbs: the classification
 * lineage, a product adding its own name as a final item without route). Hrefs are site-relative and
 * unlocalized: callers localize the non-null ones and pass the result as `lineage` to `buildBreadcrumbs`
 * together with the localized home item.
 *
 * @param input.classification the page's classification (the product's placement).
 * @param input.productName the product's name on a product page; null or absent on a classification page.
 * @returns lineage items linked, the last one (the product, else the classification) with href null.
 */
export function productLineage(input: {
  classification: ClassificationView;
  productName?: string | null;
}): BreadcrumbView[] {
  const lineage = input.classification.lineage.map((item) => ({ title: item.name, href: item.route }));
  // The trail rule lives in buildBreadcrumbs; its home item is the caller's to add, localized.
  return buildBreadcrumbs({ homeTitle: '', homeHref: '/', lineage, productName: input.productName }).slice(1);
}
