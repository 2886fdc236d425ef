import { z } from 'zod';

/**
 * Zod schemas and GraphQL documents of the product-data service (customer-area §3 product
 * classification, product detail, capability; §7 product data service). Field names are the service's
 * own, snake_case where the spec shows it; the six root fields carry the spec's query names.
 */

export const measurementSystemFieldSchema = z.enum(['Metric', 'Imperial']);

/** A product as listed inside a classification. */
export const classificationProductSchema = z.object({
  name: z.string(),
  slug: z.string(),
  supported_countries: z.array(z.string()),
});

/** customer-area §3 product classification, as received. `children` are classification ids. */
export const classificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  language: z.string(),
  supported_countries: z.array(z.string()),
  sort_index: z.number().int(),
  type: z.enum(['product', 'service']),
  children: z.array(z.string()),
  products: z.array(classificationProductSchema),
});
export type ProductClassification = z.infer<typeof classificationSchema>;

/** A specification value in one measurement system, with its name and unit. */
export const specificationSchema = z.object({
  value: z.string(),
  measurement_system: measurementSystemFieldSchema,
  specification: z.object({ name: z.string(), unit: z.string().nullable() }),
});
export type Specification = z.infer<typeof specificationSchema>;

export const variantSchema = z.object({
  id: z.string(),
  name_metric: z.string(),
  name_imperial: z.string(),
  specifications: z.array(specificationSchema),
});
export type ProductVariant = z.infer<typeof variantSchema>;

export const highlightSchema = z.object({
  name: z.string().nullable(),
  short_description: z.string().nullable(),
  long_description: z.string().nullable(),
  image_url: z.string().nullable(),
  video_image_url: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type ProductHighlight = z.infer<typeof highlightSchema>;

export const documentSchema = z.object({
  name: z.string(),
  content_language: z.string(),
  thumbnail_url: z.string().nullable(),
  type: z.string(),
  url: z.string(),
  filename: z.string(),
  extension: z.string(),
  /** Size in bytes. */
  size_bytes: z.number().int().nonnegative(),
});
export type ProductDocument = z.infer<typeof documentSchema>;

/** customer-area §3 capability, as received (its slug is derived from the name). */
export const capabilitySchema = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
});
export type Capability = z.infer<typeof capabilitySchema>;

/** A product as referenced by another (related, component, service) or by a capability. */
export const productSummarySchema = z.object({
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  short_description: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** customer-area §3 product detail, as received. */
export const productSchema = z.object({
  name: z.string(),
  slug: z.string(),
  language: z.string(),
  product_brand_id: z.string().nullable(),
  short_description: z.string().nullable(),
  long_description: z.string().nullable(),
  images: z.array(z.object({ name: z.string(), url: z.string(), default: z.boolean() })),
  specifications: z.array(specificationSchema),
  variants: z.array(variantSchema),
  variant_count: z.number().int().nonnegative(),
  related: z.array(
    z.object({ type: z.enum(['related', 'component', 'service']), product: productSummarySchema }),
  ),
  highlights: z.array(highlightSchema),
  documents: z.array(documentSchema),
  capabilities: z.array(capabilitySchema),
  video_url: z.string().nullable(),
  video_image_url: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

const CLASSIFICATION_FIELDS = `id name slug parent_id description image_url language supported_countries
  sort_index type children products { name slug supported_countries }`;
const SPECIFICATION_FIELDS = 'value measurement_system specification { name unit }';
const SUMMARY_FIELDS = 'name slug image_url short_description';
const PRODUCT_FIELDS = `name slug language product_brand_id short_description long_description
  images { name url default }
  specifications { ${SPECIFICATION_FIELDS} }
  variants { id name_metric name_imperial specifications { ${SPECIFICATION_FIELDS} } }
  variant_count
  related { type product { ${SUMMARY_FIELDS} } }
  highlights { name short_description long_description image_url video_image_url video_url }
  documents { name content_language thumbnail_url type url filename extension size_bytes }
  capabilities { id name image_url }
  video_url video_image_url`;

/** Every classification in one language (the whole hierarchy, flat). */
export const ALL_CLASSIFICATIONS_QUERY = /* GraphQL */ `
  query getAllProductClassifications($language: String!) {
    getAllProductClassifications(language: $language) { ${CLASSIFICATION_FIELDS} }
  }
`;
export const allClassificationsSchema = z.object({
  getAllProductClassifications: z.array(classificationSchema),
});

/** Products by slugs, `slugs` comma-separated (basket, comparison, references). */
export const PRODUCTS_BY_SLUGS_QUERY = /* GraphQL */ `
  query getProductsBySlugs($language: String!, $slugs: String!) {
    getProductsBySlugs(language: $language, slugs: $slugs) { ${PRODUCT_FIELDS} }
  }
`;
export const productsBySlugsSchema = z.object({ getProductsBySlugs: z.array(productSchema) });

/** One product by slug; null when unknown. */
export const PRODUCT_BY_SLUG_QUERY = /* GraphQL */ `
  query getProductBySlugV2($language: String!, $slug: String!) {
    getProductBySlugV2(language: $language, slug: $slug) { ${PRODUCT_FIELDS} }
  }
`;
export const productBySlugSchema = z.object({ getProductBySlugV2: productSchema.nullable() });

/** One classification by slug and type; null when unknown. */
export const CLASSIFICATION_BY_SLUG_QUERY = /* GraphQL */ `
  query getProductClassificationBySlug($language: String!, $slug: String!, $type: String!) {
    getProductClassificationBySlug(language: $language, slug: $slug, type: $type) { ${CLASSIFICATION_FIELDS} }
  }
`;
export const classificationBySlugSchema = z.object({
  getProductClassificationBySlug: classificationSchema.nullable(),
});

/** Every capability in one language. */
export const CAPABILITIES_QUERY = /* GraphQL */ `
  query getProductCapabilities($language: String!) {
    getProductCapabilities(language: $language) { id name image_url }
  }
`;
export const capabilitiesSchema = z.object({ getProductCapabilities: z.array(capabilitySchema) });

/** Products that have a capability (names in the service's default language, en). */
export const PRODUCTS_BY_CAPABILITY_QUERY = /* GraphQL */ `
  query getProductsByCapability($capability_id: String!) {
    getProductsByCapability(capability_id: $capability_id) { ${SUMMARY_FIELDS} }
  }
`;
export const productsByCapabilitySchema = z.object({
  getProductsByCapability: z.array(productSummarySchema),
});

export { ROOT_CLASSIFICATION_SLUGS, type RootClassificationSlug } from './constants.ts';
