import type { Product, ProductClassification, Specification } from '../../../core/model/products.ts';

/** A classification as the product-data service sends it; the fields a test does not name are neutral. */
export function classification(
  fields: Pick<ProductClassification, 'id' | 'slug'> & Partial<ProductClassification>,
): ProductClassification {
  return {
    name: fields.slug.replace(/^./, (first) => first.toUpperCase()),
    parent_id: null,
    description: null,
    image_url: null,
    language: 'en',
    supported_countries: [],
    sort_index: 0,
    type: 'product',
    children: [],
    products: [],
    ...fields,
  };
}

export function listed(
  slug: string,
  supportedCountries: string[] = [],
): ProductClassification['products'][number] {
  return { name: slug.toUpperCase(), slug, supported_countries: supportedCountries };
}

export function spec(
  name: string,
  unit: string | null,
  value: string,
  system: Specification['measurement_system'] = 'Metric',
): Specification {
  return { value, measurement_system: system, specification: { name, unit } };
}

export function product(slug: string, fields: Partial<Product> = {}): Product {
  return {
    name: slug.toUpperCase(),
    slug,
    language: 'en',
    product_brand_id: null,
    short_description: null,
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
    ...fields,
  };
}

export const IMAGE = 'http://127.0.0.1:4322/classifications/crimping.png';

/**
 * A small catalogue: smart-factory listed first (roots must still come products, services,
 * smart-factory), children out of order, country-restricted branches, an unknown child id and a
 * parentless classification that is no root.
 */
export const CLASSIFICATIONS: ProductClassification[] = [
  classification({ id: 'root-sf', slug: 'smart-factory', name: 'Smart Factory', type: 'service' }),
  classification({
    id: 'root-p',
    slug: 'products',
    name: 'Products',
    children: ['wire', 'cable', 'us-only', 'ghost-id'],
  }),
  classification({
    id: 'root-s',
    slug: 'services',
    name: 'Services',
    type: 'service',
    children: ['training'],
  }),
  classification({ id: 'orphan', slug: 'other', name: 'Other' }),
  classification({
    id: 'wire',
    slug: 'wire-processing',
    name: 'Wire processing',
    parent_id: 'root-p',
    sort_index: 2,
    children: ['strip', 'crimp'],
  }),
  classification({
    id: 'cable',
    slug: 'cable',
    name: 'Cable',
    parent_id: 'root-p',
    sort_index: 1,
    supported_countries: ['CH', 'US'],
    products: [listed('crimper-1')],
  }),
  classification({
    id: 'us-only',
    slug: 'us-only',
    name: 'US only',
    parent_id: 'root-p',
    supported_countries: ['US'],
  }),
  classification({
    id: 'crimp',
    slug: 'crimping',
    name: 'Crimping',
    parent_id: 'wire',
    sort_index: 1,
    supported_countries: ['CH', 'DE'],
    image_url: IMAGE,
    products: [listed('crimper-1'), listed('crimper-us', ['US']), listed('ghost')],
    children: ['crimp-tools'],
  }),
  classification({ id: 'crimp-tools', slug: 'tools', name: 'Tools', parent_id: 'crimp' }),
  classification({ id: 'strip', slug: 'stripping', name: 'Stripping', parent_id: 'wire', sort_index: 1 }),
  classification({
    id: 'training',
    slug: 'training',
    name: 'Training',
    parent_id: 'root-s',
    type: 'service',
  }),
];
