/**
 * Schema of the sandbox product-data service, in the dialect of the PIM GraphQL API it stands in for
 * (ARCHITECTURE.md "Speak the real services' dialects"): snake_case fields, the six root fields of
 * customer-area §7 with their own argument names, `slugs` as one comma-separated string. Answers the
 * documents of core/model/products.ts.
 *
 * Localized fields come in the requested `language` when the entry is translated into it, else in en;
 * `language` on a product or classification says which one was used.
 */
export const PRODUCT_SCHEMA_SDL = /* GraphQL */ `
  enum MeasurementSystem { Metric Imperial }
  enum RelationType { related component service }

  type ClassificationProduct { name: String! slug: String! supported_countries: [String!]! }

  type ProductClassification {
    id: ID!
    name: String!
    slug: String!
    parent_id: ID
    description: String
    image_url: String
    language: String!
    "ISO 3166-1 alpha-2 codes; empty means everywhere."
    supported_countries: [String!]!
    sort_index: Int!
    "product or service"
    type: String!
    "Ids of the child classifications."
    children: [ID!]!
    products: [ClassificationProduct!]!
  }

  type SpecificationDefinition { name: String! unit: String }
  type Specification {
    value: String!
    measurement_system: MeasurementSystem!
    specification: SpecificationDefinition!
  }

  type ProductImage { name: String! url: String! default: Boolean! }

  type ProductVariant {
    id: ID!
    name_metric: String!
    name_imperial: String!
    specifications: [Specification!]!
  }

  type ProductSummary { name: String! slug: String! image_url: String short_description: String }
  type ProductRelation { type: RelationType! product: ProductSummary! }

  type ProductHighlight {
    name: String
    short_description: String
    long_description: String
    image_url: String
    video_image_url: String
    video_url: String
  }

  type ProductDocument {
    name: String!
    content_language: String!
    thumbnail_url: String
    type: String!
    url: String!
    filename: String!
    extension: String!
    "Size in bytes."
    size_bytes: Int!
  }

  type ProductCapability { id: ID! name: String! image_url: String }

  type Product {
    name: String!
    slug: String!
    language: String!
    product_brand_id: String
    short_description: String
    long_description: String
    images: [ProductImage!]!
    specifications: [Specification!]!
    variants: [ProductVariant!]!
    variant_count: Int!
    related: [ProductRelation!]!
    highlights: [ProductHighlight!]!
    documents: [ProductDocument!]!
    capabilities: [ProductCapability!]!
    video_url: String
    video_image_url: String
  }

  type Query {
    getAllProductClassifications(language: String!): [ProductClassification!]!
    "Products for comma-separated slugs, in the requested order; unknown slugs are skipped, repeats answered once."
    getProductsBySlugs(language: String!, slugs: String!): [Product!]!
    getProductBySlugV2(language: String!, slug: String!): Product
    "type: product or service."
    getProductClassificationBySlug(language: String!, slug: String!, type: String!): ProductClassification
    getProductCapabilities(language: String!): [ProductCapability!]!
    "Products with the capability, in en."
    getProductsByCapability(capability_id: String!): [ProductSummary!]!
  }
`;
