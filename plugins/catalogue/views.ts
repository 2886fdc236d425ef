import { filterHighlights, filterSpecifications, variantName } from '../../core/catalogue/products.ts';
import { imageSource } from '../../core/media/image-url.ts';
import type { Product, ProductDocument, ProductSummary, Specification } from '../../core/model/products.ts';
import type { Brand, MeasurementSystem } from '../../core/model/system-data.ts';
import { formatBytes } from '../../core/text/format-bytes.ts';
import { languageName } from './format.ts';

/** Both measurement systems, in the order the page shows them (customer-area §9). */
export const MEASUREMENT_SYSTEMS: readonly MeasurementSystem[] = ['Metric', 'Imperial'];

/** A specification as shown: its name, unit (null for none) and value. */
export interface SpecificationView {
  name: string;
  unit: string | null;
  value: string;
}

/** Specifications per measurement system, each already filtered (customer-area §5). */
export type SpecificationsBySystem = Record<MeasurementSystem, SpecificationView[]>;

/** A variant with its name and specifications in each measurement system. */
export interface VariantView {
  id: string;
  names: Record<MeasurementSystem, string>;
  specifications: SpecificationsBySystem;
}

/**
 * A kept highlight (customer-area §5: a name and an image or video). Image URLs in views are the
 * received ones (core/media `imageSource`); runtime/ui/Picture.tsx transforms them at the spec's sizes.
 */
export interface HighlightView {
  name: string;
  shortDescription: string | null;
  longDescription: string | null;
  /** The image, else the video still (shown 480 px wide); null shows the placeholder. */
  image: string | null;
  videoUrl: string | null;
}

/** A product document as listed for download. */
export interface DocumentView {
  name: string;
  /** The content language's name in the page's language, e.g. 'Deutsch'. */
  language: string;
  type: string;
  /** Size for people (core/text `formatBytes`), e.g. '245 kB', '1.45 MB'. */
  size: string;
  href: string;
  /** Thumbnail (shown 128 × 180 px); null shows the placeholder. */
  thumbnail: string | null;
}

/** A product in a list (related products, capability products, a classification's products). */
export interface ProductCardView {
  name: string;
  /** Localized route of its page. */
  href: string;
  /** Image URL (shown 180 × 180 px); null shows the placeholder. */
  image: string | null;
  shortDescription: string | null;
  /**
   * Its key specifications: the first {@link KEY_SPECIFICATIONS} of each measurement system, filtered
   * like the product page's; empty lists when the list it comes from carries no specifications.
   */
  keySpecifications: SpecificationsBySystem;
}

/** How many specifications a product card shows per measurement system. */
export const KEY_SPECIFICATIONS = 3;

/** Everything a product page shows, computed before rendering (customer-area §3 product detail). */
export interface ProductView {
  name: string;
  slug: string;
  /** The brand and its image URL (shown 96 px high at quality 100); a null logo shows the placeholder. */
  brand: { name: string; logo: string | null } | null;
  shortDescription: string | null;
  longDescription: string | null;
  /** Default image first; shown 480 px wide, as thumbnails 56 px wide (customer-area §9 gallery sizes). */
  images: { name: string; src: string | null }[];
  video: { url: string; image: string | null } | null;
  specifications: SpecificationsBySystem;
  variants: VariantView[];
  highlights: HighlightView[];
  documents: DocumentView[];
  /** Capabilities with the localized route of their page, null when there is none. */
  capabilities: { name: string; href: string | null }[];
  /**
   * Related products, components and services, in that order, each limited to products with a page in
   * the locale (customer-area §5: products missing from the hierarchy are skipped); empty groups left out.
   */
  related: { type: 'related' | 'component' | 'service'; products: ProductCardView[] }[];
}

/** Links and formats a product view depends on, per locale. */
export interface ProductViewContext {
  /** The page's locale: its language names document languages; its code picks the number format. */
  locale: { code: string; language: string };
  /** Every brand of the system data; the product's is the one whose `pimId` is its `product_brand_id`. */
  brands: readonly Brand[];
  /** Localized route of a capability's page by name, or null. */
  capabilityHref(name: string): string | null;
  /** Localized route of a product's page in the locale by slug, or null. */
  productHref(slug: string): string | null;
  /** Receives image URLs on a foreign host (public-site §5: an error is logged). */
  onImageError(message: string): void;
}

/**
 * Maps a product as received to what its page shows (customer-area §3 product detail, §5 specification
 * and highlight rules, §9 image sizes): specifications and variant names in both measurement systems,
 * highlights filtered, documents with language names and sizes, links localized.
 */
export function productView(product: Product, context: ProductViewContext): ProductView {
  const image = (url: string | null) => imageSource({ url, onError: context.onImageError });
  const brand = context.brands.find(
    (candidate) => product.product_brand_id != null && candidate.pimId === product.product_brand_id,
  );
  const images = [...product.images].sort((a, b) => Number(b.default) - Number(a.default));
  const relatedTypes = ['related', 'component', 'service'] as const;
  return {
    name: product.name,
    slug: product.slug,
    brand: brand
      ? {
          name: brand.name,
          logo: image(brand.image?.url ?? null),
        }
      : null,
    shortDescription: product.short_description,
    longDescription: product.long_description,
    images: images.map((item) => ({
      name: item.name,
      src: image(item.url),
    })),
    video: product.video_url
      ? {
          url: product.video_url,
          image: image(product.video_image_url),
        }
      : null,
    specifications: specificationsBySystem(product.specifications),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      names: { Metric: variantName(variant, 'Metric'), Imperial: variantName(variant, 'Imperial') },
      specifications: specificationsBySystem(variant.specifications),
    })),
    highlights: filterHighlights(product.highlights).map((highlight) => ({
      name: highlight.name ?? '',
      shortDescription: highlight.short_description,
      longDescription: highlight.long_description,
      image: image(highlight.image_url) ?? image(highlight.video_image_url),
      videoUrl: highlight.video_url,
    })),
    documents: product.documents.map((document) => documentView(document, context)),
    capabilities: product.capabilities.map((capability) => ({
      name: capability.name,
      href: context.capabilityHref(capability.name),
    })),
    related: relatedTypes
      .map((type) => ({
        type,
        products: productCards(
          product.related.filter((entry) => entry.type === type).map((entry) => entry.product),
          context,
        ),
      }))
      .filter((group) => group.products.length > 0),
  };
}

/**
 * Product summaries as cards with a 180 × 180 px image (customer-area §9 capability product size),
 * linked to their page in the locale, with its key specifications when the summary carries its
 * specifications. A product without a page there is skipped (customer-area §5: products missing from the
 * classification hierarchy are skipped).
 */
export function productCards(
  products: readonly (ProductSummary & { specifications?: readonly Specification[] })[],
  context: Pick<ProductViewContext, 'productHref' | 'onImageError'>,
): ProductCardView[] {
  return products.flatMap((product) => {
    const href = context.productHref(product.slug);
    if (href == null) return [];
    const image = imageSource({ url: product.image_url, onError: context.onImageError });
    const all = specificationsBySystem(product.specifications ?? []);
    return [
      {
        name: product.name,
        href,
        image,
        shortDescription: product.short_description,
        keySpecifications: {
          Metric: all.Metric.slice(0, KEY_SPECIFICATIONS),
          Imperial: all.Imperial.slice(0, KEY_SPECIFICATIONS),
        },
      },
    ];
  });
}

function specificationsBySystem(specifications: readonly Specification[]): SpecificationsBySystem {
  const inSystem = (system: MeasurementSystem) =>
    filterSpecifications({ specifications, system }).map((item) => ({
      name: item.specification.name,
      unit: item.specification.unit,
      value: item.value,
    }));
  return { Metric: inSystem('Metric'), Imperial: inSystem('Imperial') };
}

/** Sizes already formatted, by bytes and locale: documents repeat across a site's many product pages. */
const sizes = new Map<string, string>();
const SIZES_KEPT = 10_000;

/** {@link formatBytes} of a document's size, remembered (Intl formatting is slow and sizes repeat). */
function documentSize(bytes: number, locale: string): string {
  const key = `${bytes}\u0000${locale}`;
  let size = sizes.get(key);
  if (size === undefined) {
    size = formatBytes({ bytes, locale });
    if (sizes.size >= SIZES_KEPT) sizes.clear();
    sizes.set(key, size);
  }
  return size;
}

function documentView(
  document: ProductDocument,
  context: Pick<ProductViewContext, 'locale' | 'onImageError'>,
): DocumentView {
  return {
    name: document.name,
    language: languageName({ language: document.content_language, localeCode: context.locale.language }),
    type: document.type,
    size: documentSize(document.size_bytes, context.locale.code),
    href: document.url,
    thumbnail: imageSource({ url: document.thumbnail_url, onError: context.onImageError }),
  };
}
