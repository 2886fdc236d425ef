import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchImage, SearchRecordType } from './adapter.ts';
import { foldTerm, indexTerms, queryTerms } from './text.ts';

/** Folder of the search files in a site's tree (below `_build/`: never served as a file). */
export const SEARCH_FOLDER = '_build/search';

/** The site's search file: brand names and the languages indexed ({@link SiteSearchFile}). */
export const SITE_SEARCH_FILE = `${SEARCH_FOLDER}/site.json`;

/** The index file of one language of a site ({@link LanguageSearchFile}). */
export function languageSearchFile(language: string): string {
  return `${SEARCH_FOLDER}/${language}.json`;
}

/**
 * The indexed texts of one language of a site ({@link LanguageTextsFile}), beside its index: what an
 * external engine that indexes on its own (engine/postgres-adapter.ts) is filled from. The embedded
 * engine never reads it.
 */
export function languageTextsFile(language: string): string {
  return `${SEARCH_FOLDER}/${language}.texts.json`;
}

/** Version of the files' format; a reader refuses another. */
export const SEARCH_FILE_FORMAT = 1;

/** `_build/search/site.json`. */
export interface SiteSearchFile {
  format: typeof SEARCH_FILE_FORMAT;
  /** Names a title's brand suffix may carry (engine/title.ts `stripBrandSuffix`): the site's brand, its name. */
  brandNames: string[];
  /** The languages with an index file. */
  languages: string[];
  /** The slug the site's links carry (core/routing/link-slug.ts `linkSiteSlug`), or null. */
  linkSlug: string | null;
}

/** A document of a language's index, as stored (what a result shows). */
export interface StoredDocument {
  type: SearchRecordType;
  title: string;
  description: string | null;
  image: SearchImage | null;
  date: string | null;
}

/** What is indexed of a document: {@link StoredDocument} plus its text. `id` is its place in `documents`. */
export interface IndexedDocument {
  id: number;
  title: string;
  description: string;
  body: string;
}

/**
 * `_build/search/<language>.texts.json`: the texts each document of the language's index file was indexed
 * from, by the same document index (`texts[i]` is `documents[i]`'s).
 */
export interface LanguageTextsFile {
  format: typeof SEARCH_FILE_FORMAT;
  language: string;
  texts: Omit<IndexedDocument, 'id'>[];
}

/**
 * `_build/search/<language>.json`: one index per language of a site, shared by the language's locales
 * (their pages show the language's texts); `groups` say which documents each locale has, at which path.
 */
export interface LanguageSearchFile {
  format: typeof SEARCH_FILE_FORMAT;
  language: string;
  documents: StoredDocument[];
  /** Locales with the same pages at the same paths, and those pages: `[document index, path]`. */
  groups: { locales: string[]; pages: [number, string][] }[];
  /** MiniSearch's serialised index over `documents` (ids are indexes into it). */
  index: unknown;
}

/** Relative weight of a match in each field: a title match counts most. */
const BOOST = { title: 4, description: 2, body: 1 };

/** Shortest query word searched with typo tolerance ("fuzzy for words of 5+ characters"). */
export const FUZZY_MIN_LENGTH = 5;

/**
 * The search options of every query: each word as a prefix (German compounds by their start, CJK
 * substrings by the suffix terms the index holds), typo tolerance of 20 % of the word's length (at
 * most 2 edits) for words of {@link FUZZY_MIN_LENGTH} characters and more, title matches weighted most.
 */
export function searchOptions(language: string): SearchOptions {
  return {
    tokenize: (text) => queryTerms(text, language),
    processTerm: (term) => foldTerm(term) || null,
    prefix: true,
    fuzzy: (term) => ([...term].length >= FUZZY_MIN_LENGTH ? 0.2 : false),
    maxFuzzy: 2,
    boost: BOOST,
  };
}

/**
 * MiniSearch's options for a language's index: language-aware terms
 * (engine/text.ts `indexTerms`: `Intl.Segmenter` words, CJK suffixes), folded ({@link foldTerm}), the
 * fields title, description and body, and {@link searchOptions}. The build and the runtime make the
 * index with the same options (a serialised index does not carry its functions).
 */
export function miniSearchOptions(language: string): Options<IndexedDocument> {
  return {
    idField: 'id',
    fields: ['title', 'description', 'body'],
    storeFields: [],
    tokenize: (text) => indexTerms(text, language),
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: searchOptions(language),
  };
}

/** Builds a language's index over `documents` (ids are their indexes). */
export function buildIndex(
  language: string,
  documents: readonly IndexedDocument[],
): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions(language));
  index.addAll(documents);
  return index;
}

/**
 * Reads a language's serialised index back ({@link LanguageSearchFile.index}).
 * @throws when the JSON is not a MiniSearch index.
 */
export function loadIndex(language: string, index: unknown): MiniSearch<IndexedDocument> {
  return MiniSearch.loadJS(index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions(language));
}
