// Taken from graphql-yoga, not 'graphql': under vitest a direct import can load a second copy of graphql,
// and yoga masks errors that are not instances of its own GraphQLError.
import { createGraphQLError } from 'graphql-yoga';
import {
  type CatalogueIndex,
  capabilityNode,
  classificationNode,
  productNode,
  summaryNode,
} from './nodes.ts';

/** Per-request context of the product-data service: the catalogue index. */
export interface ProductContext {
  index: CatalogueIndex;
}

/** The classification types `getProductClassificationBySlug` accepts (customer-area §3). */
export const CLASSIFICATION_TYPES = ['product', 'service'] as const;

/** Slugs of a comma-separated list, trimmed, empty ones and repeats dropped, in the given order. */
export const parseSlugList = (slugs: string): string[] => [
  ...new Set(
    slugs
      .split(',')
      .map((slug) => slug.trim())
      .filter((slug) => slug !== ''),
  ),
];

/**
 * Root resolvers of PRODUCT_SCHEMA_SDL (customer-area §7 product data service). Products and
 * classifications are localized by sandbox/products/nodes.ts; an unknown slug answers null (single
 * look-ups) or is skipped (lists).
 *
 * Errors: GraphQLError with code BAD_USER_INPUT when `type` is neither 'product' nor 'service'.
 */
export const productResolvers = {
  Query: {
    getAllProductClassifications: (_: unknown, args: { language: string }, { index }: ProductContext) =>
      index.dataset.classifications.map((entry) => classificationNode(entry, args.language, index)),
    getProductsBySlugs: (_: unknown, args: { language: string; slugs: string }, { index }: ProductContext) =>
      parseSlugList(args.slugs).flatMap((slug) => {
        const product = index.products.get(slug);
        return product ? [productNode(product, args.language, index)] : [];
      }),
    getProductBySlugV2: (_: unknown, args: { language: string; slug: string }, { index }: ProductContext) => {
      const product = index.products.get(args.slug);
      return product ? productNode(product, args.language, index) : null;
    },
    getProductClassificationBySlug: (
      _: unknown,
      args: { language: string; slug: string; type: string },
      { index }: ProductContext,
    ) => {
      if (!(CLASSIFICATION_TYPES as readonly string[]).includes(args.type)) {
        throw createGraphQLError(`type must be 'product' or 'service', got '${args.type}'`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const entry = index.dataset.classifications.find(
        (candidate) => candidate.slug === args.slug && candidate.type === args.type,
      );
      return entry ? classificationNode(entry, args.language, index) : null;
    },
    getProductCapabilities: (_: unknown, args: { language: string }, { index }: ProductContext) =>
      index.dataset.capabilities.map((capability) => capabilityNode(capability, args.language)),
    getProductsByCapability: (_: unknown, args: { capability_id: string }, { index }: ProductContext) =>
      index.dataset.products
        .filter((product) => product.capabilityIds.includes(args.capability_id))
        .map((product) => summaryNode(product, 'en')),
  },
};
