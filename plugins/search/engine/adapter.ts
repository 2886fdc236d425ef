import type { ServedSite } from '../../../core/serving/context.ts';

/**
 * What a search result is: customer-area §3 "response records each with
 * title and description", plus the URL, type, image and date the search screen shows.
 */
export type SearchRecordType =
  | 'page'
  | 'story'
  | 'media-release'
  | 'product'
  | 'classification'
  | 'capability';

/** Every {@link SearchRecordType}, in the order the search screen lists its filters. */
export const SEARCH_RECORD_TYPES: readonly SearchRecordType[] = [
  'page',
  'story',
  'media-release',
  'product',
  'classification',
  'capability',
];

/**
 * A result image: `src` transformed for a result card (core/media/image-url.ts `transformImage`,
 * 480 × 360, the same transformation `runtime/ui/Picture.tsx` applies), `url` the asset as the service
 * sent it (for a component that transforms itself), `alt` its alternative text.
 */
export interface SearchImage {
  src: string;
  url: string;
  alt: string;
}

/** A hit as an adapter returns it, before the API strips the brand suffix and highlights the title. */
export interface SearchHit {
  title: string;
  description: string | null;
  /** Site-relative URL of the page in the requested locale (`/de-ch/stories/x`, `/en/events/company`). */
  url: string;
  type: SearchRecordType;
  image: SearchImage | null;
  /** ISO 8601 publication date (stories, media releases), else null. */
  date: string | null;
  /** Folded index terms the engine matched (typo-tolerant matches included), for highlighting. */
  matchedTerms?: string[];
}

/** One page of hits: the hits of the page and how many hits there are in all. */
export interface SearchHitPage {
  hits: SearchHit[];
  /** Hits in all (of the requested type, when one is). */
  total: number;
  /** Hits of each type, whatever type was requested (for the screen's filter); absent when unknown. */
  typeCounts?: Partial<Record<SearchRecordType, number>>;
}

/** What the search and suggest calls name: the served site, a locale it has, the visitor's query. */
export interface SearchScope {
  site: ServedSite;
  /** URL code of one of the site's locales (`de-ch`). */
  locale: string;
  query: string;
}

/**
 * The engine behind `/api/search-proxy` (scale-out): the embedded index
 * written by the build (engine/embedded-adapter.ts, the default) or an external engine
 * (engine/meilisearch-adapter.ts, plugin option `url`). Both answer in these terms; the API strips
 * brand suffixes and highlights for either.
 */
export interface SearchAdapter {
  /**
   * The hits of `query` in the scope's locale, best first, page `page` (1-based) of `pageSize`; only
   * those of `type` when one is given.
   * @returns no hits (total 0) for a site or locale the engine has no index of; never throws for that.
   */
  search(
    input: SearchScope & { page: number; pageSize: number; type?: SearchRecordType | null },
  ): Promise<SearchHitPage>;
  /**
   * Title completions of `query` (customer-area §7 suggest): pages whose title has words starting
   * with the query's words, best first, at most `limit`.
   */
  suggest(input: SearchScope & { limit: number }): Promise<SuggestHit[]>;
  /**
   * Whether the answers change only with the site's build (an index the build wrote): the search
   * routes may then keep answers by build id. False for an external engine, whose index changes on
   * its own.
   */
  readonly answersFollowBuild: boolean;
}

/** A title completion as an adapter returns it. */
export type SuggestHit = Pick<SearchHit, 'title' | 'url' | 'type' | 'matchedTerms'>;
