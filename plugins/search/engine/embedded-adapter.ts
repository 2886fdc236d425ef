import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { localizeLink } from '../../../core/routing/localized-link.ts';
import type { ServedSite } from '../../../core/serving/context.ts';
import type { SearchAdapter, SearchHit, SearchRecordType, SearchScope, SuggestHit } from './adapter.ts';
import {
  type IndexedDocument,
  type LanguageSearchFile,
  languageSearchFile,
  loadIndex,
  SEARCH_FILE_FORMAT,
  SITE_SEARCH_FILE,
  type SiteSearchFile,
  type StoredDocument,
} from './index-file.ts';

/** A language's index as the runtime holds it. */
interface LoadedLanguage {
  index: MiniSearch<IndexedDocument>;
  documents: StoredDocument[];
  /** Locale → document id → path below the locale. */
  locales: Map<string, Map<number, string>>;
}

/** How many language indexes (of all sites) stay in memory; the least recently used goes first. */
export const INDEX_CACHE_SIZE = 48;

// One read per served tree: RuntimeContext.sites() hands out new ServedSite objects after a rebuild.
const siteFiles = new WeakMap<ServedSite, Promise<SiteSearchFile | null>>();

/**
 * The site's search file (engine/index-file.ts {@link SITE_SEARCH_FILE}), read once per build.
 * @returns null when the site has none (the search plugin is not listed for it, or an older build).
 */
export function siteSearchFile(served: ServedSite): Promise<SiteSearchFile | null> {
  let file = siteFiles.get(served);
  if (!file) {
    file = readFile(path.join(served.dir, SITE_SEARCH_FILE), 'utf8')
      .then((text) => {
        const parsed = JSON.parse(text) as SiteSearchFile;
        return parsed.format === SEARCH_FILE_FORMAT && Array.isArray(parsed.languages) ? parsed : null;
      })
      .catch(() => null);
    siteFiles.set(served, file);
  }
  return file;
}

/** The language of a locale's URL code (`de-ch` → `de`). */
export function localeLanguage(locale: string): string {
  return locale.split('-')[0]!;
}

/**
 * The embedded engine (the default): the MiniSearch index the build wrote per
 * site and language (`_build/search/<language>.json`), loaded on the first query for it and kept in an
 * LRU of {@link INDEX_CACHE_SIZE} indexes keyed by site tree, build id and language, so a rebuild (a new
 * build id) loads the new index and the old one ages out.
 *
 * Search: every query word as a prefix, typo-tolerant from five characters (index-file.ts
 * `searchOptions`); all words must match, and when no page has them all, any word may. Only the
 * documents of the requested locale count, at their path there.
 */
export function createEmbeddedAdapter(): SearchAdapter {
  const cache = new LRUCache<string, Promise<LoadedLanguage | null>>({ max: INDEX_CACHE_SIZE });

  const languageOf = async (
    scope: SearchScope,
  ): Promise<{ loaded: LoadedLanguage; site: SiteSearchFile } | null> => {
    const { site: served, locale } = scope;
    if (!served.locales.has(locale)) return null;
    const site = await siteSearchFile(served);
    const language = localeLanguage(locale);
    if (!site?.languages.includes(language)) return null;
    const key = `${served.dir}\0${served.manifest.buildId}\0${language}`;
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = readLanguage(served, language);
      cache.set(key, loaded);
    }
    const found = await loaded;
    return found ? { loaded: found, site } : null;
  };

  const find = (
    loaded: LoadedLanguage,
    paths: Map<number, string>,
    query: string,
    fields?: string[],
  ): SearchResult[] => {
    const options = {
      filter: (result: SearchResult) => paths.has(result.id as number),
      ...(fields ? { fields } : {}),
    };
    const all = loaded.index.search(query, { ...options, combineWith: 'AND' });
    if (all.length > 0 || fields) return all;
    return loaded.index.search(query, { ...options, combineWith: 'OR' });
  };

  const hit = (
    loaded: LoadedLanguage,
    site: SiteSearchFile,
    scope: SearchScope,
    paths: Map<number, string>,
    result: SearchResult,
  ): SearchHit => {
    const id = result.id as number;
    const stored = loaded.documents[id]!;
    return {
      ...stored,
      url: localizeLink({ href: `/${paths.get(id)}`, localeUrlCode: scope.locale, siteSlug: site.linkSlug }),
      matchedTerms: Object.keys(result.match),
    };
  };

  return {
    answersFollowBuild: true,
    async search(input) {
      const found = await languageOf(input);
      const paths = found?.loaded.locales.get(input.locale);
      if (!found || !paths || input.query.trim() === '') return { hits: [], total: 0 };
      const all = find(found.loaded, paths, input.query);
      const typeCounts: Partial<Record<SearchRecordType, number>> = {};
      for (const result of all) {
        const { type } = found.loaded.documents[result.id as number]!;
        typeCounts[type] = (typeCounts[type] ?? 0) + 1;
      }
      const results = input.type
        ? all.filter((result) => found.loaded.documents[result.id as number]!.type === input.type)
        : all;
      const start = (input.page - 1) * input.pageSize;
      return {
        typeCounts,
        hits: results
          .slice(start, start + input.pageSize)
          .map((result) => hit(found.loaded, found.site, input, paths, result)),
        total: results.length,
      };
    },
    async suggest(input) {
      const found = await languageOf(input);
      const paths = found?.loaded.locales.get(input.locale);
      if (!found || !paths || input.query.trim() === '') return [];
      return find(found.loaded, paths, input.query, ['title'])
        .slice(0, input.limit)
        .map((result): SuggestHit => {
          const { title, url, type, matchedTerms } = hit(found.loaded, found.site, input, paths, result);
          return { title, url, type, matchedTerms };
        });
    },
  };
}

async function readLanguage(served: ServedSite, language: string): Promise<LoadedLanguage | null> {
  try {
    const file = JSON.parse(
      await readFile(path.join(served.dir, languageSearchFile(language)), 'utf8'),
    ) as LanguageSearchFile;
    if (file.format !== SEARCH_FILE_FORMAT) return null;
    const locales = new Map<string, Map<number, string>>();
    for (const group of file.groups) {
      const paths = new Map(group.pages);
      for (const locale of group.locales) locales.set(locale, paths);
    }
    return { index: loadIndex(language, file.index), documents: file.documents, locales };
  } catch {
    return null;
  }
}
