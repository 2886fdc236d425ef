/**
 * The comparison basket's state and operations (customer-area §3 comparison basket state, §4 basket
 * operations, §5 suggestions, §9 local storage key). Pure and dependency-free: the basket island runs it
 * in the browser and does the saving and repopulating. Every operation returns a new state and leaves its
 * input untouched; when nothing changes it returns the input itself.
 */

/** The local storage key of the basket (customer-area §9 "local storage keys: comparison basket"). */
export const BASKET_STORAGE_KEY = 'sitefleet.comparison-basket';

/** One instance of a product in the basket; the same product may be present several times. */
export interface BasketProduct {
  slug: string;
  /** The chosen variant's id; null for the product itself. */
  variantId: string | null;
  /** A random key naming this instance (e.g. `crypto.randomUUID()`). */
  key: string;
}

/** The products compared within one classification. */
export interface BasketClassification {
  slug: string;
  products: BasketProduct[];
}

/** The basket as stored (customer-area §3): classification groups, each with its product instances. */
export interface BasketState {
  classifications: BasketClassification[];
}

/** A basket without any product. */
export function emptyBasket(): BasketState {
  return { classifications: [] };
}

/**
 * Reads a stored basket. Anything unreadable (null, not JSON, wrong shapes) gives an empty basket;
 * malformed groups and instances are dropped one by one, and groups left empty are removed.
 *
 * @param text the stored string, as `localStorage.getItem(BASKET_STORAGE_KEY)` returns it.
 */
export function parseBasket(text: string | null): BasketState {
  let data: unknown;
  try {
    data = JSON.parse(text ?? 'null');
  } catch {
    return emptyBasket();
  }
  if (!isRecord(data) || !Array.isArray(data.classifications)) return emptyBasket();
  const classifications = data.classifications.flatMap((group): BasketClassification[] => {
    if (!isRecord(group) || typeof group.slug !== 'string' || !Array.isArray(group.products)) return [];
    const products = group.products.flatMap((item): BasketProduct[] =>
      isRecord(item) && typeof item.slug === 'string' && typeof item.key === 'string'
        ? [
            {
              slug: item.slug,
              variantId: typeof item.variantId === 'string' ? item.variantId : null,
              key: item.key,
            },
          ]
        : [],
    );
    return products.length > 0 ? [{ slug: group.slug, products }] : [];
  });
  return { classifications };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string stored under {@link BASKET_STORAGE_KEY}; {@link parseBasket} reads it back. */
export function serializeBasket(state: BasketState): string {
  return JSON.stringify(state);
}

/**
 * Adds a product instance (customer-area §4 add): to its classification group, creating the group (last)
 * when absent. The same product may be added again as another instance, e.g. with another variant. A
 * key already in the basket leaves the basket unchanged, so keys stay unique.
 *
 * @param input.key a fresh random key for the new instance.
 */
export function addToBasket(input: {
  state: BasketState;
  classificationSlug: string;
  productSlug: string;
  variantId: string | null;
  key: string;
}): BasketState {
  const { state, classificationSlug } = input;
  if (findInstance(state, input.key) != null) return state;
  const instance: BasketProduct = { slug: input.productSlug, variantId: input.variantId, key: input.key };
  if (!state.classifications.some((group) => group.slug === classificationSlug)) {
    return {
      classifications: [...state.classifications, { slug: classificationSlug, products: [instance] }],
    };
  }
  return {
    classifications: state.classifications.map((group) =>
      group.slug === classificationSlug ? { ...group, products: [...group.products, instance] } : group,
    ),
  };
}

/** Removes one instance by its key (customer-area §4); a group left empty is removed. */
export function removeInstance(input: { state: BasketState; key: string }): BasketState {
  if (findInstance(input.state, input.key) == null) return input.state;
  return keepInstances(input.state, (instance) => instance.key !== input.key);
}

/** Removes every instance of a product, in every group (customer-area §4); groups left empty are removed. */
export function removeProduct(input: { state: BasketState; productSlug: string }): BasketState {
  if (!basketProductSlugs(input.state).includes(input.productSlug)) return input.state;
  return keepInstances(input.state, (instance) => instance.slug !== input.productSlug);
}

/** Removes a classification group with all its instances (customer-area §4). */
export function removeClassification(input: { state: BasketState; classificationSlug: string }): BasketState {
  const classifications = input.state.classifications.filter(
    (group) => group.slug !== input.classificationSlug,
  );
  return classifications.length === input.state.classifications.length ? input.state : { classifications };
}

/** Sets the variant of one instance (customer-area §4 change variant); an unknown key changes nothing. */
export function changeVariant(input: {
  state: BasketState;
  key: string;
  variantId: string | null;
}): BasketState {
  const current = findInstance(input.state, input.key);
  if (current == null || current.variantId === input.variantId) return input.state;
  return {
    classifications: input.state.classifications.map((group) =>
      group.products.includes(current)
        ? {
            ...group,
            products: group.products.map((item) =>
              item === current ? { ...item, variantId: input.variantId } : item,
            ),
          }
        : group,
    ),
  };
}

/**
 * The distinct product slugs in the basket, in order of appearance: what to ask `getProductsBySlugs`
 * for when repopulating (customer-area §4 "each operation saves and repopulates the basket").
 */
export function basketProductSlugs(state: BasketState): string[] {
  return [...new Set(state.classifications.flatMap((group) => group.products.map((item) => item.slug)))];
}

/**
 * Keeps the suggestions worth offering (customer-area §5): a product already in the basket is left out
 * unless it has more than one variant (another variant may still be added).
 *
 * @param input.candidates products that could be suggested, with their `variant_count`.
 * @returns the kept candidates, in order.
 */
export function basketSuggestions<T extends { slug: string; variant_count: number }>(input: {
  candidates: readonly T[];
  state: BasketState;
}): T[] {
  const inBasket = new Set(basketProductSlugs(input.state));
  return input.candidates.filter((candidate) => !inBasket.has(candidate.slug) || candidate.variant_count > 1);
}

/** The number of product instances in the basket (every instance counts). */
export function basketCount(state: BasketState): number {
  return state.classifications.reduce((count, group) => count + group.products.length, 0);
}

/**
 * Drops instances whose product the product-data service no longer knows, after repopulating; groups
 * left empty are removed.
 *
 * @param input.slugs the slugs that `getProductsBySlugs` returned.
 */
export function retainKnownProducts(input: { state: BasketState; slugs: readonly string[] }): BasketState {
  const known = new Set(input.slugs);
  if (basketProductSlugs(input.state).every((slug) => known.has(slug))) return input.state;
  return keepInstances(input.state, (instance) => known.has(instance.slug));
}

function findInstance(state: BasketState, key: string): BasketProduct | undefined {
  for (const group of state.classifications) {
    const found = group.products.find((item) => item.key === key);
    if (found != null) return found;
  }
  return undefined;
}

function keepInstances(state: BasketState, keep: (instance: BasketProduct) => boolean): BasketState {
  return {
    classifications: state.classifications
      .map((group) => ({ ...group, products: group.products.filter(keep) }))
      .filter((group) => group.products.length > 0),
  };
}
