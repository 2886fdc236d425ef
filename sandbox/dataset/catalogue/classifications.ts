import { COUNTRY_CODES } from '../country-codes.ts';
import type { AssetUrl } from './assets.ts';
import {
  CLASSIFICATION_NAMES,
  CLASSIFICATION_TAGLINE,
  type ClassificationSlug,
} from './classification-phrases.ts';
import type { PlacedProduct } from './products.ts';
import { mapText, untranslated } from './text.ts';
import type { ClassificationProductRecord, ClassificationRecord } from './types.ts';

/** Every ISO 3166-1 alpha-2 code: a classification offered worldwide lists them all. */
const WORLDWIDE: readonly string[] = COUNTRY_CODES;
/** Smart-factory offerings are not sold in China (data residency), so /zh has none. */
const WITHOUT_CHINA: readonly string[] = COUNTRY_CODES.filter((code) => code !== 'CN');

interface ClassificationPlan {
  slug: ClassificationSlug;
  parent: ClassificationSlug | null;
  /** Roots only; children take their root's type. */
  type?: ClassificationRecord['type'];
  sortIndex: number;
  /** Empty means everywhere. */
  countries: readonly string[];
  withoutImage?: boolean;
  withoutDescription?: boolean;
  /** Listed products the product-data service does not know. */
  missingProducts?: { slug: string; name: string }[];
}

/** The demo tree, parents before children; siblings deliberately out of sort order. */
const PLANS: readonly ClassificationPlan[] = [
  { slug: 'products', parent: null, type: 'product', sortIndex: 1, countries: [] },
  { slug: 'services', parent: null, type: 'service', sortIndex: 2, countries: [] },
  { slug: 'smart-factory', parent: null, type: 'product', sortIndex: 3, countries: [] },
  { slug: 'wire-processing', parent: 'products', sortIndex: 1, countries: WORLDWIDE },
  { slug: 'test-systems', parent: 'products', sortIndex: 3, countries: ['US', 'CA', 'MX'] },
  { slug: 'harness-manufacturing', parent: 'products', sortIndex: 2, countries: [] },
  {
    slug: 'crimping',
    parent: 'wire-processing',
    sortIndex: 2,
    countries: WORLDWIDE,
    missingProducts: [{ slug: 'alpha-590', name: 'Alpha 590' }],
  },
  { slug: 'stripping', parent: 'wire-processing', sortIndex: 1, countries: WORLDWIDE },
  { slug: 'maintenance', parent: 'services', sortIndex: 1, countries: WORLDWIDE },
  { slug: 'training', parent: 'services', sortIndex: 2, countries: ['DE', 'AT', 'CH'] },
  {
    slug: 'software',
    parent: 'smart-factory',
    sortIndex: 1,
    countries: WITHOUT_CHINA,
    withoutDescription: true,
  },
  {
    slug: 'data-analytics',
    parent: 'smart-factory',
    sortIndex: 2,
    countries: WITHOUT_CHINA,
    withoutImage: true,
  },
];

/** The id of a demo classification: `classification-<slug>`. */
export const classificationId = (slug: string): string => `classification-${slug}`;

/**
 * The classification tree (customer-area §3 product classification): roots products, services and
 * smart-factory (types product, service, product; supported countries empty = everywhere); children
 * and grandchildren with sort indexes, some limited to a few countries. Each lists the products placed
 * in it with the classification's countries, plus any dangling product slugs of its plan. Images are
 * `classifications/{slug}.jpg` on the asset host.
 */
export function createClassifications(
  products: readonly PlacedProduct[],
  assetUrl: AssetUrl,
): ClassificationRecord[] {
  const types = new Map<ClassificationSlug, ClassificationRecord['type']>();
  return PLANS.map((plan): ClassificationRecord => {
    const type = plan.type ?? types.get(plan.parent!)!;
    types.set(plan.slug, type);
    const name = CLASSIFICATION_NAMES[plan.slug];
    const supportedCountries = [...plan.countries];
    const listed = products
      .filter((product) => product.classification === plan.slug)
      .map(({ record }) => ({ slug: record.slug, name: record.name }));
    const missing = (plan.missingProducts ?? []).map(({ slug, name }) => ({
      slug,
      name: untranslated(name),
    }));
    return {
      id: classificationId(plan.slug),
      slug: plan.slug,
      parentId: plan.parent === null ? null : classificationId(plan.parent),
      type,
      name,
      description: plan.withoutDescription
        ? null
        : mapText(name, (value, language) => `${value}: ${CLASSIFICATION_TAGLINE[language]}`),
      imageUrl: plan.withoutImage ? null : assetUrl(`classifications/${plan.slug}.jpg`),
      supportedCountries,
      sortIndex: plan.sortIndex,
      products: [...listed, ...missing].map(
        (product): ClassificationProductRecord => ({
          ...product,
          supportedCountries: [...supportedCountries],
        }),
      ),
    };
  });
}
