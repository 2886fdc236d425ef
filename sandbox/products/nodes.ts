import { DEFAULT_LANGUAGE, type UiLanguage } from '../../core/model/system-data.ts';
import type {
  CapabilityRecord,
  CatalogueText,
  ClassificationRecord,
  ProductDataset,
  ProductRecord,
  SpecificationRecord,
} from '../dataset/catalogue/index.ts';

/** Look-up tables over a product dataset, built once per server. */
export interface CatalogueIndex {
  dataset: ProductDataset;
  products: Map<string, ProductRecord>;
  capabilities: Map<string, CapabilityRecord>;
  /** Child classification ids per classification id, in stored order. */
  children: Map<string, string[]>;
}

/** Indexes a product dataset by slug and id. */
export function indexCatalogue(dataset: ProductDataset): CatalogueIndex {
  const children = new Map<string, string[]>(dataset.classifications.map((entry) => [entry.id, []]));
  for (const entry of dataset.classifications) {
    if (entry.parentId !== null) children.get(entry.parentId)?.push(entry.id);
  }
  return {
    dataset,
    products: new Map(dataset.products.map((product) => [product.slug, product])),
    capabilities: new Map(dataset.capabilities.map((capability) => [capability.id, capability])),
    children,
  };
}

/** The requested language when the entry is translated into it, else en (the service's default). */
function pickLanguage(available: readonly string[], requested: string): UiLanguage {
  return available.includes(requested) ? (requested as UiLanguage) : DEFAULT_LANGUAGE;
}

const read = (text: CatalogueText, language: UiLanguage): string => text[language] ?? text.en;
const readOptional = (text: CatalogueText | null, language: UiLanguage): string | null =>
  text === null ? null : read(text, language);

/** A classification in the requested language (customer-area §3 product classification, as received). */
export function classificationNode(entry: ClassificationRecord, requested: string, index: CatalogueIndex) {
  const language = pickLanguage(Object.keys(entry.name), requested);
  return {
    id: entry.id,
    name: read(entry.name, language),
    slug: entry.slug,
    parent_id: entry.parentId,
    description: readOptional(entry.description, language),
    image_url: entry.imageUrl,
    language,
    supported_countries: entry.supportedCountries,
    sort_index: entry.sortIndex,
    type: entry.type,
    children: index.children.get(entry.id) ?? [],
    products: entry.products.map((product) => ({
      name: read(product.name, language),
      slug: product.slug,
      supported_countries: product.supportedCountries,
    })),
  };
}

const specificationNode = (specification: SpecificationRecord, language: UiLanguage) => ({
  value: specification.value,
  measurement_system: specification.measurementSystem,
  specification: { name: read(specification.name, language), unit: specification.unit },
});

/** A capability in the requested language (customer-area §3 capability). */
export function capabilityNode(capability: CapabilityRecord, requested: string) {
  return {
    id: capability.id,
    name: read(capability.name, pickLanguage(Object.keys(capability.name), requested)),
    image_url: capability.imageUrl,
  };
}

/** A product as another product or a capability references it: name, slug, default image, short text. */
export function summaryNode(product: ProductRecord, requested: string) {
  const language = pickLanguage(product.languages, requested);
  return {
    name: read(product.name, language),
    slug: product.slug,
    image_url: (product.images.find((image) => image.default) ?? product.images[0])?.url ?? null,
    short_description: read(product.shortDescription, language),
  };
}

// Related products and capabilities are thunks: graphql-js's default resolver calls a function-valued
// property, so they are only looked up when a document asks for them.

/** A product in the requested language (customer-area §3 product detail, as received). */
export function productNode(product: ProductRecord, requested: string, index: CatalogueIndex) {
  const language = pickLanguage(product.languages, requested);
  const name = read(product.name, language);
  return {
    name,
    slug: product.slug,
    language,
    product_brand_id: product.brandId,
    short_description: read(product.shortDescription, language),
    long_description: readOptional(product.longDescription, language),
    images: product.images.map((image, position) => ({ name: `${name} ${position + 1}`, ...image })),
    specifications: product.specifications.map((specification) => specificationNode(specification, language)),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name_metric: read(variant.nameMetric, language),
      name_imperial: read(variant.nameImperial, language),
      specifications: variant.specifications.map((specification) =>
        specificationNode(specification, language),
      ),
    })),
    variant_count: product.variants.length,
    related: () =>
      product.related.flatMap(({ type, slug }) => {
        const target = index.products.get(slug);
        return target ? [{ type, product: summaryNode(target, requested) }] : [];
      }),
    highlights: product.highlights.map((highlight) => ({
      name: readOptional(highlight.name, language),
      short_description: readOptional(highlight.shortDescription, language),
      long_description: readOptional(highlight.longDescription, language),
      image_url: highlight.imageUrl,
      video_image_url: highlight.videoImageUrl,
      video_url: highlight.videoUrl,
    })),
    documents: product.documents.map((document) => ({
      name: document.name,
      content_language: document.contentLanguage,
      thumbnail_url: document.thumbnailUrl,
      type: document.type,
      url: document.url,
      filename: document.filename,
      extension: document.extension,
      size_bytes: document.sizeBytes,
    })),
    capabilities: () =>
      product.capabilityIds.flatMap((id) => {
        const capability = index.capabilities.get(id);
        return capability ? [capabilityNode(capability, requested)] : [];
      }),
    video_url: product.videoUrl,
    video_image_url: product.videoImageUrl,
  };
}
