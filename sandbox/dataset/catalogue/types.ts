import type { MeasurementSystem, UiLanguage } from '../../../core/model/system-data.ts';
import type { Localized } from '../types.ts';

/**
 * A text in every language its record is translated into; `en` is always present. The product-data
 * service serves a record in the requested language when the record has it, else in en.
 */
export type CatalogueText = Localized & { en: string };

/** A product as a classification lists it (customer-area §3 classification `products`). */
export interface ClassificationProductRecord {
  /** May name a product the service does not know (a dangling reference the consumer must skip). */
  slug: string;
  name: CatalogueText;
  supportedCountries: string[];
}

/**
 * A product classification as stored (customer-area §3 product classification). Slugs are
 * language-independent and unique per type; `parentId` null marks a root (products, services,
 * smart-factory).
 */
export interface ClassificationRecord {
  id: string;
  slug: string;
  parentId: string | null;
  type: 'product' | 'service';
  name: CatalogueText;
  description: CatalogueText | null;
  /** On the image asset host, or null (the consumer shows its placeholder). */
  imageUrl: string | null;
  /**
   * ISO 3166-1 alpha-2 codes where the classification is offered. Empty means everywhere, as the
   * consumer reads it; roots use the empty list, worldwide children list every country code.
   */
  supportedCountries: string[];
  /** Display order among siblings, ascending; records are deliberately stored out of this order. */
  sortIndex: number;
  products: ClassificationProductRecord[];
}

/** One value of a specification in one measurement system (customer-area §3 specifications). */
export interface SpecificationRecord {
  name: CatalogueText;
  /** 'mm²', 'AWG', 'kg', 'lb', …; null for a count. */
  unit: string | null;
  value: string;
  measurementSystem: MeasurementSystem;
}

/** A product variant (customer-area §3 variants): its name in both measurement systems and own specs. */
export interface VariantRecord {
  id: string;
  nameMetric: CatalogueText;
  nameImperial: CatalogueText;
  specifications: SpecificationRecord[];
}

/** A highlight; one without a name, or without an image and a video, is stored to be dropped. */
export interface HighlightRecord {
  name: CatalogueText | null;
  shortDescription: CatalogueText | null;
  longDescription: CatalogueText | null;
  imageUrl: string | null;
  videoImageUrl: string | null;
  videoUrl: string | null;
}

/** A downloadable document of a product; its texts are in its own content language. */
export interface DocumentRecord {
  name: string;
  contentLanguage: UiLanguage;
  thumbnailUrl: string | null;
  /** 'Brochure', 'Datasheet', 'Operating manual' or 'CAD model'. */
  type: string;
  url: string;
  filename: string;
  /** Without the dot: 'pdf', 'zip'. */
  extension: string;
  /** Size in bytes. */
  sizeBytes: number;
}

/** A reference from one product to another (customer-area §3 product `related`). */
export interface RelationRecord {
  type: 'related' | 'component' | 'service';
  slug: string;
}

/**
 * A product as stored (customer-area §3 product detail). `languages` lists the languages its texts
 * exist in (all eleven but for a product not yet translated); technical names ('Alpha 550') are the
 * same in every language.
 */
export interface ProductRecord {
  slug: string;
  languages: UiLanguage[];
  name: CatalogueText;
  /** The product-data id of the brand: a `pimId` of sandbox/dataset/brands.ts, or null. */
  brandId: string | null;
  shortDescription: CatalogueText;
  longDescription: CatalogueText | null;
  /** 1–3 images on the asset host, exactly one of them the default. */
  images: { url: string; default: boolean }[];
  specifications: SpecificationRecord[];
  variants: VariantRecord[];
  related: RelationRecord[];
  highlights: HighlightRecord[];
  documents: DocumentRecord[];
  capabilityIds: string[];
  videoUrl: string | null;
  videoImageUrl: string | null;
}

/** A capability (customer-area §3 capability); the consumer derives its slug from the name. */
export interface CapabilityRecord {
  id: string;
  name: CatalogueText;
  imageUrl: string | null;
}

/**
 * The demo catalogue the sandbox product-data service serves (customer-area §7 product data service).
 * Classifications are stored parents first; products in a stable order.
 */
export interface ProductDataset {
  /** The seed and scale it was built from. */
  seed: number;
  scale: number;
  classifications: ClassificationRecord[];
  products: ProductRecord[];
  capabilities: CapabilityRecord[];
}
