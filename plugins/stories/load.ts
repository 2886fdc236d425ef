import { loadClassifications, loadProductsBySlugs } from '../../core/catalogue/services.ts';
import { loadAllConnectionPages } from '../../core/content/connection-pages.ts';
import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { Product, ProductClassification } from '../../core/model/products.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import type { ResolvedOptions } from './options.ts';
import {
  STORY_PAGES_PAGE_SIZE,
  STORY_PAGES_QUERY,
  type Story,
  storyPagesConnectionSchema,
} from './queries.ts';

/** Product slugs per `getProductsBySlugs` request (the catalogue's default). */
const PRODUCTS_PER_REQUEST = 50;

/** The stories of one language and what their related products need (plain data). */
export interface StoriesLanguageData {
  /** The stories that exist in the language (none shown in a fallback language), as the service orders them. */
  stories: Story[];
  /** Every product classification of the language: places the related products per country. Empty when off. */
  classifications: ProductClassification[];
  /** The related products the product-data service knows in the language. Empty when off. */
  products: Product[];
}

/** What the stories plugin loads for one site. */
export interface StoriesPluginData {
  byLanguage: Map<string, StoriesLanguageData>;
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

/**
 * Loads, for every language of the site's locales, through the shared queue: every published story
 * (`storyPagesConnection`, newest first, {@link STORY_PAGES_PAGE_SIZE} at a time, locale preference the
 * language then en; public-site §7), keeping those the service answers in that language; with
 * `relatedProducts`, the product classifications and the related products of those stories
 * (`getAllProductClassifications`, `getProductsBySlugs`; customer-area §7); and the layout navigation.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadStories(input: {
  context: LoadContext;
  options: Pick<ResolvedOptions, 'relatedProducts'>;
  translations: Promise<Translations>;
}): Promise<StoriesPluginData> {
  const { site, fetch: transport } = input.context;
  const languages = localeLanguages(site.locales);
  const [entries, navigationByLanguage, translations] = await Promise.all([
    Promise.all(
      languages.map(
        async (language) =>
          [
            language,
            await loadLanguage({ transport, language, relatedProducts: input.options.relatedProducts }),
          ] as const,
      ),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    input.translations,
  ]);
  return { byLanguage: new Map(entries), navigationByLanguage, translations };
}

async function loadLanguage(input: {
  transport: ServiceTransport;
  language: string;
  relatedProducts: boolean;
}): Promise<StoriesLanguageData> {
  const { transport, language } = input;
  const stories = (await loadStoryPages({ transport, language })).filter(
    (story) => story.locale === language,
  );
  if (!input.relatedProducts) return { stories, classifications: [], products: [] };
  const slugs = [...new Set(stories.flatMap((story) => story.productSlugs))].sort();
  const [classifications, products] = await Promise.all([
    slugs.length > 0 ? loadClassifications({ transport, language }) : Promise.resolve([]),
    Promise.all(
      chunk(slugs, PRODUCTS_PER_REQUEST).map((part) =>
        loadProductsBySlugs({ transport, language, slugs: part }),
      ),
    ),
  ]);
  return { stories, classifications, products: products.flat() };
}

/**
 * `storyPagesQuery`: every published story in one language's locale preference, following the Relay
 * cursor (core/content/connection-pages.ts).
 *
 * @returns the stories, newest first, each in the first language of the preference it has.
 */
export function loadStoryPages(input: { transport: ServiceTransport; language: string }): Promise<Story[]> {
  const languages = localePreference({ language: input.language });
  return loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName: 'storyPagesQuery',
      query: STORY_PAGES_QUERY,
      variables: { locales: languages, stage: 'PUBLISHED' },
      languages,
      schema: storyPagesConnectionSchema,
    },
    pageSize: STORY_PAGES_PAGE_SIZE,
    connection: (answer) => answer.storyPagesConnection,
  });
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
