import { z } from 'zod';
import { safeLocation } from '../../../core/routing/safe-location.ts';
import type { SearchAdapter, SearchHit, SearchHitPage, SearchRecordType, SearchScope } from './adapter.ts';
import { SEARCH_RECORD_TYPES } from './adapter.ts';
import { localeLanguage } from './embedded-adapter.ts';

/** How long one call to the engine may take, in ms, before the API answers 502. */
export const MEILISEARCH_TIMEOUT_MS = 3000;

const hitSchema = z.object({
  title: z.string(),
  description: z.string().nullish(),
  url: z.string(),
  type: z.string().nullish(),
  image: z.union([z.string(), z.object({ src: z.string(), alt: z.string().nullish() })]).nullish(),
  date: z.string().nullish(),
});

const answerSchema = z.object({
  hits: z.array(z.unknown()),
  totalHits: z.number().int().nonnegative().optional(),
  facetDistribution: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  estimatedTotalHits: z.number().int().nonnegative().optional(),
});

/** Where the external engine is and which of its indexes a site and language use (plugin options). */
export interface MeilisearchSettings {
  /** Base URL of the Meilisearch HTTP API (`https://search.example.com`), option `url`. */
  url: string;
  /** Index uid with `{site}` (the site's key) and `{language}` placeholders, option `indexUid`. */
  indexUid: string;
  /** A search API key sent as `Authorization: Bearer`, or undefined (environment `SITEFLEET_SEARCH_API_KEY`). */
  apiKey?: string;
}

/**
 * The external engine adapter: Meilisearch's HTTP API over fetch,
 * `POST {url}/indexes/{uid}/search`, one index per site and language (uid from `indexUid`), whose
 * documents are the site's pages, one per locale and URL: `{ title, description, url, type, image,
 * date, locale }` with `locale` and `type` filterable attributes. Search sends `{ q, page, hitsPerPage,
 * filter: ['locale = "<locale>"', 'type = "<type>"' when one is asked], facets: ['type'] }` and reads
 * `hits`, `totalHits` and `facetDistribution.type`; suggest searches titles only
 * (`attributesToSearchOn: ['title']`). A hit's `url` must be a site-relative path (others are dropped),
 * an unknown `type` reads as `page`, an image may be a URL or `{ src, alt }`.
 *
 * @throws on an engine that cannot be reached, times out ({@link MEILISEARCH_TIMEOUT_MS}) or answers
 *   anything but 2xx JSON of that shape: the API answers 502 then. An index the engine does not have
 *   (404 `index_not_found`) is no error: no hits.
 */
export function createMeilisearchAdapter(settings: MeilisearchSettings): SearchAdapter {
  const base = settings.url.replace(/\/+$/, '');
  const call = async (scope: SearchScope, body: Record<string, unknown>, filters: string[] = []) => {
    const uid = settings.indexUid
      .replaceAll('{site}', scope.site.manifest.site.key)
      .replaceAll('{language}', localeLanguage(scope.locale));
    const response = await fetch(`${base}/indexes/${encodeURIComponent(uid)}/search`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        q: scope.query,
        filter: [`locale = ${JSON.stringify(scope.locale)}`, ...filters],
        attributesToRetrieve: ['title', 'description', 'url', 'type', 'image', 'date'],
        ...body,
      }),
      signal: AbortSignal.timeout(MEILISEARCH_TIMEOUT_MS),
    });
    if (response.status === 404) return { hits: [] as SearchHit[], total: 0 } satisfies SearchHitPage;
    if (!response.ok) throw new Error(`The search engine answered ${response.status}.`);
    const answer = answerSchema.parse(await response.json());
    const hits = answer.hits.flatMap((raw): SearchHit[] => {
      const parsed = hitSchema.safeParse(raw);
      if (!parsed.success || !isSitePath(parsed.data.url)) return [];
      const { title, description, url, type, image, date } = parsed.data;
      return [
        {
          title,
          description: description ?? null,
          url,
          type: SEARCH_RECORD_TYPES.includes(type as SearchRecordType) ? (type as SearchRecordType) : 'page',
          image:
            typeof image === 'string'
              ? { src: image, url: image, alt: '' }
              : image
                ? { src: image.src, url: image.src, alt: image.alt ?? '' }
                : null,
          date: date ?? null,
        },
      ];
    });
    const counts = answer.facetDistribution?.type;
    const typeCounts = counts
      ? Object.fromEntries(
          Object.entries(counts).filter(([type]) => SEARCH_RECORD_TYPES.includes(type as SearchRecordType)),
        )
      : undefined;
    return {
      hits,
      total: answer.totalHits ?? answer.estimatedTotalHits ?? hits.length,
      ...(typeCounts ? { typeCounts } : {}),
    } satisfies SearchHitPage;
  };
  return {
    answersFollowBuild: false,
    async search(input) {
      if (input.query.trim() === '') return { hits: [], total: 0 };
      // The facet counts every type; the filter keeps the requested one's hits.
      return call(
        input,
        { page: input.page, hitsPerPage: input.pageSize, facets: ['type'] },
        input.type ? [`type = ${JSON.stringify(input.type)}`] : [],
      );
    },
    async suggest(input) {
      if (input.query.trim() === '') return [];
      const { hits } = await call(input, { limit: input.limit, attributesToSearchOn: ['title'] });
      return hits.map(({ title, url, type }) => ({ title, url, type }));
    },
  };
}

/**
 * A path on the site itself (`/en/company`), as the runtime's open-redirect guard reads it
 * (core/routing/safe-location.ts: no scheme, no `//host`, no backslash or control-character tricks).
 */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && safeLocation({ location: url, allowedHosts: NO_HOSTS }) === url;
}

const NO_HOSTS: ReadonlySet<string> = new Set();
