import type { ServiceTransport } from '../graphql/service-request.ts';
import {
  ALL_CLASSIFICATIONS_QUERY,
  allClassificationsSchema,
  CAPABILITIES_QUERY,
  type Capability,
  CLASSIFICATION_BY_SLUG_QUERY,
  capabilitiesSchema,
  classificationBySlugSchema,
  PRODUCTS_BY_CAPABILITY_QUERY,
  PRODUCTS_BY_SLUGS_QUERY,
  type Product,
  type ProductClassification,
  type ProductSummary,
  productsByCapabilitySchema,
  productsBySlugsSchema,
} from '../model/products.ts';

/**
 * The product-data operations (customer-area §7 "product data service"), each written once for the
 * build and the runtime: every function describes its query, variables and answer schema and sends it
 * through the transport it is given (core/graphql/service-request.ts): the build's queued fetcher or the
 * runtime's transport. Each throws what its transport throws.
 */

/** `getAllProductClassifications(language)`: every classification of one language, flat. */
export async function loadClassifications(input: {
  transport: ServiceTransport;
  language: string;
}): Promise<ProductClassification[]> {
  const answer = await input.transport.request({
    service: 'products',
    operationName: 'getAllProductClassifications',
    query: ALL_CLASSIFICATIONS_QUERY,
    variables: { language: input.language },
    schema: allClassificationsSchema,
  });
  return answer.getAllProductClassifications;
}

/**
 * `getProductsBySlugs(language, slugs)` in one call: the slugs are sorted and sent comma-separated, so
 * the same set is always the same request (one cache or de-duplication key).
 *
 * @param input.slugs the slugs asked for; callers chunk long lists (the catalogue's `productsPerRequest`).
 * @returns the products the service knows, in its order; unknown slugs are left out.
 */
export async function loadProductsBySlugs(input: {
  transport: ServiceTransport;
  language: string;
  slugs: readonly string[];
}): Promise<Product[]> {
  const answer = await input.transport.request({
    service: 'products',
    operationName: 'getProductsBySlugs',
    query: PRODUCTS_BY_SLUGS_QUERY,
    variables: { language: input.language, slugs: [...input.slugs].sort().join(',') },
    schema: productsBySlugsSchema,
  });
  return answer.getProductsBySlugs;
}

/**
 * `getProductClassificationBySlug(language, slug, type)`. An unknown classification is a miss: a caching
 * transport does not keep it.
 *
 * @returns the classification, or null when the service knows none with that slug and type.
 */
export async function loadClassificationBySlug(input: {
  transport: ServiceTransport;
  language: string;
  slug: string;
  type: 'product' | 'service';
}): Promise<ProductClassification | null> {
  const { language, slug, type } = input;
  const answer = await input.transport.request({
    service: 'products',
    operationName: 'getProductClassificationBySlug',
    query: CLASSIFICATION_BY_SLUG_QUERY,
    variables: { language, slug, type },
    schema: classificationBySlugSchema,
    found: (data) => data.getProductClassificationBySlug !== null,
  });
  return answer.getProductClassificationBySlug;
}

/** `getProductCapabilities(language)`: every capability of one language (customer-area §3 capability). */
export async function loadCapabilities(input: {
  transport: ServiceTransport;
  language: string;
}): Promise<Capability[]> {
  const answer = await input.transport.request({
    service: 'products',
    operationName: 'getProductCapabilities',
    query: CAPABILITIES_QUERY,
    variables: { language: input.language },
    schema: capabilitiesSchema,
  });
  return answer.getProductCapabilities;
}

/**
 * `getProductsByCapability(capability_id)`: the products that have a capability, names in the
 * service's default language (en).
 */
export async function loadProductsByCapability(input: {
  transport: ServiceTransport;
  capabilityId: string;
}): Promise<ProductSummary[]> {
  const answer = await input.transport.request({
    service: 'products',
    operationName: 'getProductsByCapability',
    query: PRODUCTS_BY_CAPABILITY_QUERY,
    variables: { capability_id: input.capabilityId },
    schema: productsByCapabilitySchema,
  });
  return answer.getProductsByCapability;
}
