import type { Product, ProductClassification, Specification } from '../../../core/model/products.ts';
import type { Brand } from '../../../core/model/system-data.ts';

/** A specification value in one system. */
export function spec(
  name: string,
  value: string,
  unit: string | null,
  system: 'Metric' | 'Imperial',
): Specification {
  return { value, measurement_system: system, specification: { name, unit } };
}

/** A product as the service answers, with empty lists unless overridden. */
export function product(slug: string, overrides: Partial<Product> = {}): Product {
  return {
    name: slug.toUpperCase(),
    slug,
    language: 'en',
    product_brand_id: null,
    short_description: `${slug} in short`,
    long_description: null,
    images: [],
    specifications: [],
    variants: [],
    variant_count: 0,
    related: [],
    highlights: [],
    documents: [],
    capabilities: [],
    video_url: null,
    video_image_url: null,
    ...overrides,
  };
}

/** A classification as the service answers; `products` lists slugs offered everywhere. */
export function classification(
  slug: string,
  overrides: Partial<Omit<ProductClassification, 'products'>> & { productSlugs?: string[] } = {},
): ProductClassification {
  const { productSlugs = [], ...rest } = overrides;
  return {
    id: `c-${slug}`,
    name: slug[0]!.toUpperCase() + slug.slice(1),
    slug,
    parent_id: null,
    description: null,
    image_url: `http://127.0.0.1:4322/classifications/${slug}.jpg`,
    language: 'en',
    supported_countries: [],
    sort_index: 1,
    type: 'product',
    children: [],
    products: productSlugs.map((item) => ({ name: item.toUpperCase(), slug: item, supported_countries: [] })),
    ...rest,
  };
}

/** A brand of the system data with its product-data id. */
export const BRAND: Brand = {
  id: 'brand-aurum',
  name: 'Aurum',
  pimId: 'pim-aurum',
  theme: 'Aurum',
  image: { url: 'http://127.0.0.1:4322/brands/aurum.png' },
};
