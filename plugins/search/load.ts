import { z } from 'zod';
import { loadCapabilities, loadClassifications, loadProductsBySlugs } from '../../core/catalogue/services.ts';
import { connectionSchema, loadAllConnectionPages } from '../../core/content/connection-pages.ts';
import { loadPages } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { CmsPage } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { Capability, Product, ProductClassification } from '../../core/model/products.ts';
import { imageSchema } from '../../core/model/system-data.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** A story or media release as the index needs it (public-site §3 story, media release). */
export const datedEntrySchema = z.object({
  id: z.string(),
  /** The language its localized fields are in. */
  locale: z.string(),
  slug: z.string(),
  publicationDate: z.string(),
  title: z.string(),
  leadText: z.string().nullable(),
  image: imageSchema.nullable().optional(),
  body: z.object({ markdown: z.string() }).nullable(),
});
export type DatedEntry = z.infer<typeof datedEntrySchema>;

const PAGE_SIZE = 100;

/** Stories in one language preference, for the index: the fields a result and its text need. */
const STORIES_QUERY = /* GraphQL */ `
  query searchStoriesQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    storyPagesConnection(orderBy: publicationDate_DESC, locales: $locales, stage: $stage, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id locale slug publicationDate title leadText image { url alternativeText } body { markdown } } }
    }
  }
`;

/** Media releases in one language preference, for the index. */
const MEDIA_RELEASES_QUERY = /* GraphQL */ `
  query searchMediaReleasesQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!, $after: String) {
    mediaReleasePagesConnection(orderBy: publicationDate_DESC, locales: $locales, stage: $stage, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id locale slug publicationDate title leadText body { markdown } } }
    }
  }
`;

/** What the search plugin loads of one language. */
export interface SearchLanguageData {
  pages: CmsPage[];
  stories: DatedEntry[];
  mediaReleases: DatedEntry[];
  classifications: ProductClassification[];
  products: Product[];
  capabilities: Capability[];
}

/** What the search plugin loads for one site: per language of its locales. */
export interface SearchData {
  byLanguage: Map<string, SearchLanguageData>;
}

/**
 * Products per `getProductsBySlugs` call: the catalogue plugin's default (`productsPerRequest`), so that
 * the fetch queue answers both plugins' identical calls once.
 */
const PRODUCTS_PER_REQUEST = 50;

/**
 * The `load` hook: per language of the site's locales, the texts of what
 * the site publishes, through the shared fetch queue. Content pages with the content-pages plugin's
 * own call (`pagesQuery`, answered once for both); stories and media releases with a query of their
 * fields; classifications, products and capabilities with the catalogue's calls (customer-area §7).
 * Only what a plugin listed in the site's `sites/` file publishes is loaded (by the plugin's name:
 * `content-pages`, `stories`, `media-releases`, `catalogue`); `emit` then indexes the entries that
 * have a built page.
 */
export async function loadSearchData(context: LoadContext): Promise<SearchData> {
  const { site, fetch: transport } = context;
  const listed = (name: string) => Object.hasOwn(site.pluginOptions, name);
  const entries = await Promise.all(
    localeLanguages(site.locales).map(async (language) => {
      const languages = localePreference({ language });
      const [pages, stories, mediaReleases, catalogue] = await Promise.all([
        listed('content-pages') ? loadPages({ transport, siteId: site.cms.id, languages }) : [],
        listed('stories')
          ? loadDated({ transport, languages, query: STORIES_QUERY, name: 'storyPagesConnection' })
          : [],
        listed('media-releases')
          ? loadDated({
              transport,
              languages,
              query: MEDIA_RELEASES_QUERY,
              name: 'mediaReleasePagesConnection',
            })
          : [],
        listed('catalogue') ? loadCatalogue({ transport, language }) : null,
      ]);
      const data: SearchLanguageData = {
        pages,
        stories,
        mediaReleases,
        classifications: catalogue?.classifications ?? [],
        products: catalogue?.products ?? [],
        capabilities: catalogue?.capabilities ?? [],
      };
      return [language, data] as const;
    }),
  );
  return { byLanguage: new Map(entries) };
}

async function loadDated(input: {
  transport: ServiceTransport;
  languages: string[];
  query: string;
  name: 'storyPagesConnection' | 'mediaReleasePagesConnection';
}): Promise<DatedEntry[]> {
  const schema = z.object({ [input.name]: connectionSchema(datedEntrySchema) });
  return loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName:
        input.name === 'storyPagesConnection' ? 'searchStoriesQuery' : 'searchMediaReleasesQuery',
      query: input.query,
      variables: { locales: input.languages, stage: 'PUBLISHED' },
      languages: input.languages,
      schema,
    },
    pageSize: PAGE_SIZE,
    connection: (answer) =>
      (answer as Record<string, z.infer<ReturnType<typeof connectionSchema<typeof datedEntrySchema>>>>)[
        input.name
      ]!,
  });
}

async function loadCatalogue(input: { transport: ServiceTransport; language: string }) {
  const { transport, language } = input;
  const [classifications, capabilities] = await Promise.all([
    loadClassifications({ transport, language }),
    loadCapabilities({ transport, language }),
  ]);
  const slugs = [
    ...new Set(classifications.flatMap((item) => item.products.map((product) => product.slug))),
  ].sort();
  const chunks: string[][] = [];
  for (let start = 0; start < slugs.length; start += PRODUCTS_PER_REQUEST) {
    chunks.push(slugs.slice(start, start + PRODUCTS_PER_REQUEST));
  }
  const products = await Promise.all(
    chunks.map((part) => loadProductsBySlugs({ transport, language, slugs: part })),
  );
  return { classifications, capabilities, products: products.flat() };
}
