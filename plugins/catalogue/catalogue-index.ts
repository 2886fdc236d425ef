import { capabilitySlug } from '../../core/catalogue/capability-slug.ts';
import {
  allClassifications,
  buildClassificationTree,
  type ClassificationView,
} from '../../core/catalogue/classifications.ts';
import { locateProducts, type ProductPlacement } from '../../core/catalogue/products.ts';
import { ALL_COUNTRY_CODE } from '../../core/model/constants.ts';
import type { Product } from '../../core/model/products.ts';
import type { CapabilityEntry, CatalogueLanguageData } from './load.ts';

/** Path of the comparison page below the locale (customer-area §2 catalogue, §4 comparison). */
export const COMPARISON_PATH = 'products/compare';

/** Path of a capability's page below the locale: `capabilities/{capabilitySlug}`. */
export function capabilityPath(slug: string): string {
  return `capabilities/${slug}`;
}

/** A capability with the slug of its page (customer-area §3: derived from the name). */
export interface CapabilityListing extends CapabilityEntry {
  slug: string;
  name: string;
}

/** What every locale of one language shares. */
export interface LanguageCatalogue {
  data: CatalogueLanguageData;
  productsBySlug: Map<string, Product>;
  /** One per distinct slug, in the service's order. */
  capabilities: CapabilityListing[];
}

/**
 * Indexes the catalogue of one language and reports its data problems once, on the international tree
 * (country 'ALL', which sees every classification): unknown or cyclic children, foreign image hosts,
 * listed slugs without a product ('No product found for slug …'), products outside the hierarchy, also
 * where a capability or a related entry names them ('No hierarchy product found for slug …',
 * customer-area §8), capabilities sharing a slug.
 *
 * @param input.log receives each problem as a message.
 */
export function indexLanguage(input: {
  data: CatalogueLanguageData;
  log: (message: string) => void;
}): LanguageCatalogue {
  const { data, log } = input;
  const tree = buildClassificationTree({
    classifications: data.classifications,
    country: ALL_COUNTRY_CODE,
    onError: log,
  });
  const placed = new Set(
    locateProducts({ tree, products: data.products, log }).map((item) => item.product.slug),
  );
  // Capabilities and related entries may name products no classification lists: they are skipped.
  const referenced = [
    ...data.capabilities.flatMap((entry) => entry.products),
    ...data.products.flatMap((product) => product.related.map((entry) => entry.product)),
  ];
  for (const slug of new Set(referenced.map((product) => product.slug))) {
    if (!placed.has(slug)) log(`No hierarchy product found for slug ${slug}`);
  }
  const capabilities: CapabilityListing[] = [];
  for (const entry of data.capabilities) {
    const slug = capabilitySlug(entry.capability.name);
    const taken = capabilities.find((page) => page.slug === slug);
    if (taken)
      log(
        `Capabilities ${taken.capability.id} and ${entry.capability.id} share the slug ${slug}; only the first gets a page`,
      );
    else capabilities.push({ ...entry, slug, name: entry.capability.name });
  }
  return {
    data,
    productsBySlug: new Map(data.products.map((product) => [product.slug, product])),
    capabilities,
  };
}

/** The catalogue as one locale sees it (its country's classifications). */
export interface LocaleCatalogue {
  /** Every classification of the country's tree, roots included, each before its children. */
  classifications: ClassificationView[];
  /** Product placements, in tree order (products outside the tree are skipped). */
  placements: ProductPlacement[];
  /** A product's first placement route by slug (its canonical page). */
  productRoutes: Map<string, string>;
  /** Capability pages of the language; empty when capability pages are off. */
  capabilities: CapabilityListing[];
  /** Whether the locale gets the comparison page. */
  comparison: boolean;
  /** Every catalogue path of the locale (below the locale segment, no leading slash). */
  paths: Set<string>;
}

/**
 * The catalogue of one locale: the classification tree limited to its country (customer-area §5),
 * products placed in it, and the set of paths it gets. The comparison page is left out where a
 * classification or product already takes its path.
 */
export function indexLocale(input: {
  language: LanguageCatalogue;
  country: string;
  capabilities: boolean;
  comparison: boolean;
}): LocaleCatalogue {
  const { language } = input;
  const tree = buildClassificationTree({
    classifications: language.data.classifications,
    country: input.country,
  });
  const classifications = allClassifications(tree);
  const placements = locateProducts({ tree, products: language.data.products });
  const productRoutes = new Map<string, string>();
  for (const placement of placements) {
    if (!productRoutes.has(placement.product.slug))
      productRoutes.set(placement.product.slug, placement.route);
  }
  const capabilities = input.capabilities ? language.capabilities : [];
  const paths = new Set([
    ...classifications.map((view) => view.route.slice(1)),
    ...placements.map((placement) => placement.route.slice(1)),
    ...capabilities.map((capability) => capabilityPath(capability.slug)),
  ]);
  const comparison = input.comparison && !paths.has(COMPARISON_PATH);
  if (comparison) paths.add(COMPARISON_PATH);
  return { classifications, placements, productRoutes, capabilities, comparison, paths };
}
