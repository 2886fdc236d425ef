import { loadNavigationByLanguage } from '../../core/content/navigation.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import {
  ALL_CLASSIFICATIONS_QUERY,
  allClassificationsSchema,
  CAPABILITIES_QUERY,
  type Capability,
  capabilitiesSchema,
  PRODUCTS_BY_CAPABILITY_QUERY,
  PRODUCTS_BY_SLUGS_QUERY,
  type Product,
  type ProductClassification,
  type ProductSummary,
  productsByCapabilitySchema,
  productsBySlugsSchema,
} from '../../core/model/products.ts';
import type { ServiceFetcher } from '../../core/pipeline/fetch-queue.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import type { ResolvedOptions } from './options.ts';

/** A capability with the products that have it (customer-area §3 capability, §7). */
export interface CapabilityEntry {
  capability: Capability;
  /** As `getProductsByCapability` answers: names in the service's default language. */
  products: ProductSummary[];
}

/** The catalogue of one language, as received (plain data: render workers get it by structured clone). */
export interface CatalogueLanguageData {
  /** Every classification of the language, flat. */
  classifications: ProductClassification[];
  /** Every product some classification lists, as far as the service knows it. */
  products: Product[];
  /** Every capability of the language; empty when the `capabilities` option is off. */
  capabilities: CapabilityEntry[];
}

/** What the catalogue plugin loads for one site, besides the translations. */
export interface CatalogueContent {
  byLanguage: Map<string, CatalogueLanguageData>;
  navigationByLanguage: Map<string, CmsNavigation>;
}

/**
 * Loads the catalogue of every language the site's locales use, and the layout navigation, through the
 * shared queue (customer-area §7 product data service): `getAllProductClassifications(language)`,
 * `getProductsBySlugs(language, slugs)` for every slug the classifications list, sorted and sent
 * comma-separated in chunks of `productsPerRequest`, `getProductCapabilities(language)` and
 * `getProductsByCapability(capability_id)` per capability (the queue sends each capability id once).
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadCatalogue(
  context: LoadContext,
  options: Pick<ResolvedOptions, 'capabilities' | 'productsPerRequest'>,
): Promise<CatalogueContent> {
  const { site, fetch } = context;
  const languages = [...new Set(site.locales.map((locale) => locale.language))];
  const [entries, navigationByLanguage] = await Promise.all([
    Promise.all(
      languages.map(
        async (language) => [language, await loadLanguage({ fetch, language, options })] as const,
      ),
    ),
    loadNavigationByLanguage({ fetch, site }),
  ]);
  return { byLanguage: new Map(entries), navigationByLanguage };
}

async function loadLanguage(input: {
  fetch: ServiceFetcher;
  language: string;
  options: Pick<ResolvedOptions, 'capabilities' | 'productsPerRequest'>;
}): Promise<CatalogueLanguageData> {
  const { fetch, language, options } = input;
  const [classifications, capabilities] = await Promise.all([
    fetch
      .request({
        service: 'products',
        operationName: 'getAllProductClassifications',
        query: ALL_CLASSIFICATIONS_QUERY,
        variables: { language },
        schema: allClassificationsSchema,
      })
      .then((answer) => answer.getAllProductClassifications),
    options.capabilities ? loadCapabilities(fetch, language) : Promise.resolve([]),
  ]);
  const slugs = [
    ...new Set(classifications.flatMap((item) => item.products.map((product) => product.slug))),
  ].sort();
  const chunks = await Promise.all(
    chunk(slugs, options.productsPerRequest).map((part) =>
      fetch
        .request({
          service: 'products',
          operationName: 'getProductsBySlugs',
          query: PRODUCTS_BY_SLUGS_QUERY,
          variables: { language, slugs: part.join(',') },
          schema: productsBySlugsSchema,
        })
        .then((answer) => answer.getProductsBySlugs),
    ),
  );
  return { classifications, products: chunks.flat(), capabilities };
}

async function loadCapabilities(fetch: ServiceFetcher, language: string): Promise<CapabilityEntry[]> {
  const { getProductCapabilities } = await fetch.request({
    service: 'products',
    operationName: 'getProductCapabilities',
    query: CAPABILITIES_QUERY,
    variables: { language },
    schema: capabilitiesSchema,
  });
  return Promise.all(
    getProductCapabilities.map(async (capability) => {
      const answer = await fetch.request({
        service: 'products',
        operationName: 'getProductsByCapability',
        query: PRODUCTS_BY_CAPABILITY_QUERY,
        variables: { capability_id: capability.id },
        schema: productsByCapabilitySchema,
      });
      return { capability, products: answer.getProductsByCapability };
    }),
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
