import type { ClassificationView } from '../../core/catalogue/classifications.ts';
import { variantName } from '../../core/catalogue/products.ts';
import { imageSource } from '../../core/media/image-url.ts';
import type { Product } from '../../core/model/products.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { CapabilityListing } from './catalogue-index.ts';
import type { CapabilityPageView } from './components/CapabilityPage.tsx';
import type { ClassificationPageView } from './components/ClassificationPage.tsx';
import type { BasketButtonProps } from './islands/BasketButton.tsx';
import { productCards } from './views.ts';

/** Links a page view depends on, per locale. */
export interface PageLinks {
  /** Localizes a site-relative route (`/products/x` → `/de-ch/products/x`). */
  href(route: string): string;
  /** Localized route of a product's page in the locale by slug, or null. */
  productHref(slug: string): string | null;
  onImageError(message: string): void;
}

/**
 * A classification page's view (customer-area §3 mapping): children as cards with their 480 px image,
 * and the products it lists that exist, linked below this classification, with their default image.
 */
export function classificationPageView(input: {
  classification: ClassificationView;
  productsBySlug: ReadonlyMap<string, Product>;
  links: PageLinks;
}): ClassificationPageView {
  const { classification, productsBySlug, links } = input;
  return {
    name: classification.name,
    description: classification.description,
    image: classification.image,
    childClassifications: classification.childClassifications.map((child) => ({
      name: child.name,
      href: links.href(child.route),
      image: child.image.small,
    })),
    products: classification.products.flatMap((listed) => {
      const product = productsBySlug.get(listed.slug);
      if (product == null) return [];
      const image = product.images.find((item) => item.default) ?? product.images[0];
      const summary = {
        name: product.name,
        slug: product.slug,
        image_url: image?.url ?? null,
        short_description: product.short_description,
        specifications: product.specifications,
      };
      return productCards([summary], { ...links, productHref: () => links.href(listed.route) });
    }),
  };
}

/**
 * A capability page's view: its image (shown 480 px wide) and its products as 180 × 180 px cards, those without
 * a page in the locale skipped; each with its key specifications where the language's catalogue holds the
 * product (`productsBySlug`: the capability's listing carries none).
 */
export function capabilityPageView(input: {
  capability: CapabilityListing;
  productsBySlug: ReadonlyMap<string, Product>;
  links: PageLinks;
}): CapabilityPageView {
  const { capability, productsBySlug, links } = input;
  const products = capability.products.map((summary) => ({
    ...summary,
    specifications: productsBySlug.get(summary.slug)?.specifications ?? [],
  }));
  return {
    name: capability.name,
    image: imageSource({ url: capability.capability.image_url, onError: links.onImageError }),
    products: productCards(products, links),
  };
}

/**
 * Props of a product page's comparison-basket button: the product, the classification it is shown
 * under (its group in the basket, customer-area §3 basket state), its variants named in both systems and
 * the system the page is built in.
 */
export function basketButtonProps(input: {
  product: Product;
  classificationSlug: string;
  labels: Record<string, string>;
  compareHref: string;
  measurementSystem: MeasurementSystem;
}): BasketButtonProps {
  const { product } = input;
  return {
    productSlug: product.slug,
    productName: product.name,
    classificationSlug: input.classificationSlug,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      nameMetric: variantName(variant, 'Metric'),
      nameImperial: variantName(variant, 'Imperial'),
    })),
    labels: input.labels,
    compareHref: input.compareHref,
    measurementSystem: input.measurementSystem,
  };
}
