import {
  loadCapabilities,
  loadClassifications,
  loadProductsByCapability,
  loadProductsBySlugs,
} from '../../core/catalogue/services.ts';
import { loadNavigationByLanguage } from '../../core/content/services.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type {
  Capability,
  Product,
  ProductClassification,
  ProductSummary,
} from '../../core/model/products.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import type { ResolvedOptions } from './options.ts';
import { loadRelatedStories, type RelatedStory } from './related-stories.ts';

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
  /** Stories related to the products, in the language; none when the `relatedStories` option is off. */
  stories?: RelatedStory[];
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
 * `getProductsByCapability(capability_id)` per capability (the queue sends each capability id once), and
 * with `relatedStories` the content service's `storyPages` related to those products (related-stories.ts).
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadCatalogue(
  context: LoadContext,
  options: Pick<ResolvedOptions, 'capabilities' | 'productsPerRequest'> &
    Partial<Pick<ResolvedOptions, 'relatedStories'>>,
): Promise<CatalogueContent> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  const [entries, navigationByLanguage] = await Promise.all([
    Promise.all(
      languages.map(
        async (language) => [language, await loadLanguage({ transport, language, options })] as const,
      ),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
  ]);
  return { byLanguage: new Map(entries), navigationByLanguage };
}

async function loadLanguage(input: {
  transport: ServiceTransport;
  language: string;
  options: Pick<ResolvedOptions, 'capabilities' | 'productsPerRequest'> &
    Partial<Pick<ResolvedOptions, 'relatedStories'>>;
}): Promise<CatalogueLanguageData> {
  const { transport, language, options } = input;
  const [classifications, capabilities] = await Promise.all([
    loadClassifications({ transport, language }),
    options.capabilities ? loadCapabilityEntries({ transport, language }) : Promise.resolve([]),
  ]);
  const slugs = [
    ...new Set(classifications.flatMap((item) => item.products.map((product) => product.slug))),
  ].sort();
  const [chunks, stories] = await Promise.all([
    Promise.all(
      chunk(slugs, options.productsPerRequest).map((part) =>
        loadProductsBySlugs({ transport, language, slugs: part }),
      ),
    ),
    options.relatedStories ? loadRelatedStories({ transport, language, productSlugs: slugs }) : [],
  ]);
  return { classifications, products: chunks.flat(), capabilities, stories };
}

async function loadCapabilityEntries(input: {
  transport: ServiceTransport;
  language: string;
}): Promise<CapabilityEntry[]> {
  const capabilities = await loadCapabilities(input);
  return Promise.all(
    capabilities.map(async (capability) => ({
      capability,
      products: await loadProductsByCapability({ transport: input.transport, capabilityId: capability.id }),
    })),
  );
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
