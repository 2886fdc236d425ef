import type { BasketState } from '../../../core/catalogue/basket.ts';
import {
  filterSpecifications,
  type SpecificationRow,
  showComparisonDetails,
  specificationRows,
  variantName,
} from '../../../core/catalogue/products.ts';
import type { Product, Specification } from '../../../core/model/products.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';

/** One product instance of the basket, with what the comparison shows of it. */
export interface ComparedInstance {
  /** The instance's random key (customer-area §3). */
  key: string;
  product: Product;
  /** The chosen variant's id, or null (none chosen, or the product has none). */
  variantId: string | null;
  /** The chosen variant's name in the measurement system; null without a known variant. */
  variantName: string | null;
  /** The product's variants to switch between, named in the measurement system. */
  variants: { id: string; name: string }[];
  /** Whether the basket holds this product more than once (then "remove all" is offered). */
  repeated: boolean;
}

/** One classification group of the comparison. */
export interface ComparisonGroup {
  slug: string;
  instances: ComparedInstance[];
  /** Whether details (the specification table) are shown: more than one product compared (customer-area §5). */
  details: boolean;
  /** The specification table, one value per instance; empty without details. */
  rows: SpecificationRow[];
}

/** What the comparison page shows for a basket. */
export interface ComparisonModel {
  groups: ComparisonGroup[];
  /** Whether 'hide identical specifications' is offered: some group compares more than one product. */
  offerHideIdentical: boolean;
}

/**
 * The name of a product instance: the variant's name when it already starts with the product's
 * (`Alpha 550 – 2.5 mm²`), else both (`Alpha 550 2.5 mm²`); the product's name without a variant.
 */
export function instanceTitle(input: { productName: string; variantName: string | null }): string {
  const { productName, variantName } = input;
  if (!variantName) return productName;
  return variantName.startsWith(productName) ? variantName : `${productName} ${variantName}`;
}

/**
 * The specifications of one instance in a measurement system: its variant's first, then the product's,
 * so a variant's value wins over the product's for the same name and unit (customer-area §5 rules via
 * `filterSpecifications`).
 */
export function instanceSpecifications(input: {
  product: Product;
  variantId: string | null;
  system: MeasurementSystem;
}): Specification[] {
  const variant = input.product.variants.find((candidate) => candidate.id === input.variantId);
  return filterSpecifications({
    specifications: [...(variant?.specifications ?? []), ...input.product.specifications],
    system: input.system,
  });
}

/**
 * Builds the comparison from the basket and the repopulated products (customer-area §4, §5): groups in
 * basket order, instances in basket order; an instance whose product is not loaded (yet) is left out.
 * Details only for groups comparing more than one product; `hideIdentical` drops the rows identical
 * across all of a group's products.
 *
 * @param input.products the products `/api/products/by-slugs` returned, by slug.
 */
export function buildComparison(input: {
  state: BasketState;
  products: ReadonlyMap<string, Product>;
  system: MeasurementSystem;
  hideIdentical: boolean;
}): ComparisonModel {
  const { state, products, system } = input;
  const occurrences = new Map<string, number>();
  for (const group of state.classifications) {
    for (const item of group.products) occurrences.set(item.slug, (occurrences.get(item.slug) ?? 0) + 1);
  }
  const groups = state.classifications.map((group): ComparisonGroup => {
    const instances = group.products.flatMap((item): ComparedInstance[] => {
      const product = products.get(item.slug);
      if (product == null) return [];
      const variant = product.variants.find((candidate) => candidate.id === item.variantId);
      return [
        {
          key: item.key,
          product,
          variantId: item.variantId,
          variantName: variant ? variantName(variant, system) : null,
          variants: product.variants.map((candidate) => ({
            id: candidate.id,
            name: variantName(candidate, system),
          })),
          repeated: (occurrences.get(item.slug) ?? 0) > 1,
        },
      ];
    });
    const details = showComparisonDetails(instances.length);
    const rows = details
      ? specificationRows({
          products: instances.map((instance) => ({
            specifications: instanceSpecifications({
              product: instance.product,
              variantId: instance.variantId,
              system,
            }),
          })),
          hideIdentical: input.hideIdentical,
        })
      : [];
    return { slug: group.slug, instances, details, rows };
  });
  return { groups, offerHideIdentical: groups.some((group) => group.details) };
}

/**
 * The variant a suggestion adds: the first of the product's variants not yet in `classificationSlug`'s
 * group, else its first variant; null for a product without variants.
 */
export function suggestedVariantId(input: {
  product: Product;
  state: BasketState;
  classificationSlug: string;
}): string | null {
  const group = input.state.classifications.find((candidate) => candidate.slug === input.classificationSlug);
  const taken = new Set(
    (group?.products ?? []).filter((item) => item.slug === input.product.slug).map((item) => item.variantId),
  );
  const free = input.product.variants.find((variant) => !taken.has(variant.id));
  return (free ?? input.product.variants[0])?.id ?? null;
}
