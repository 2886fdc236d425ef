import type { BasketState } from '../../../../core/catalogue/basket.ts';
import { createTranslator, loadTranslations } from '../../../../core/i18n/index.ts';
import type { Product, Specification } from '../../../../core/model/products.ts';
import { type BasketLabels, basketLabels } from '../../../../plugins/catalogue/islands/labels.ts';

/** A specification value in one system. */
export function spec(
  name: string,
  unit: string | null,
  value: string,
  system: 'Metric' | 'Imperial' = 'Metric',
): Specification {
  return { value, measurement_system: system, specification: { name, unit } };
}

/** A product as the product-data service answers it, with only what a test sets. */
export function product(input: Partial<Product> & { slug: string }): Product {
  return {
    name: input.slug.toUpperCase(),
    language: 'en',
    product_brand_id: null,
    short_description: null,
    long_description: null,
    images: [],
    specifications: [],
    variants: [],
    variant_count: input.variants?.length ?? 0,
    related: [],
    highlights: [],
    documents: [],
    capabilities: [],
    video_url: null,
    video_image_url: null,
    ...input,
  };
}

/** A basket of `[classification, [[slug, variantId, key], …]]` groups. */
export function basket(groups: [string, [string, string | null, string][]][]): BasketState {
  return {
    classifications: groups.map(([slug, items]) => ({
      slug,
      products: items.map(([productSlug, variantId, key]) => ({ slug: productSlug, variantId, key })),
    })),
  };
}

/** The real English basket texts (locales/en/basket.json), as the page hands them to the islands. */
export const LABELS: BasketLabels = basketLabels(
  createTranslator({ translations: await loadTranslations({ languages: ['en'] }), language: 'en' }),
);
