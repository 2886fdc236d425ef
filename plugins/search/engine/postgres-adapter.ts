import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { localizeLink } from '../../../core/routing/localized-link.ts';
import type { ServedSite } from '../../../core/serving/context.ts';
import type { SearchAdapter, SearchHit, SearchRecordType, SearchScope, SuggestHit } from './adapter.ts';
import { localeLanguage, siteSearchFile } from './embedded-adapter.ts';
import {
  type LanguageSearchFile,
  type LanguageTextsFile,
  languageSearchFile,
  languageTextsFile,
  SEARCH_FILE_FORMAT,
  type SiteSearchFile,
} from './index-file.ts';
import { foldTerm, indexTerms, queryTerms, words } from './text.ts';

/**
 * PostgreSQL's text-search configuration of each UI language that has one (stemming and stop words of
 * the language); the others (Czech, Slovak, Chinese, Japanese) use `simple`, with the words found by
 * engine/text.ts (`Intl.Segmenter`, and every suffix of a CJK word, so a substring finds it).
 */
export const TEXT_SEARCH_CONFIGURATIONS: Readonly<Record<string, string>> = {
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  hu: 'hungarian',
  pt: 'portuguese',
  ro: 'romanian',
};

/** Connections the adapter's pool opens at most, per runtime process. */
const POOL_SIZE = 10;

/** How long one query may take, in ms, before the API answers 502. */
export const POSTGRES_SEARCH_TIMEOUT_MS = 3000;

/**
 * The order of the hits: a title match counts most and the shorter the title the more (as the embedded
 * engine's field boosts and length normalization do), then the whole document's cover density, itself
 * normalized by the document's length (`ts_rank_cd` normalization 2 and 1).
 */
const RANK = `(4 * ts_rank_cd(d.title_words, to_tsquery($3::regconfig, $4), 2)
  + ts_rank_cd(d.words, to_tsquery($3::regconfig, $4), 1))`;

/** Loaded builds of one site and language kept in the tables: the served one and the one before. */
const KEPT_SETS = 2;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS sitefleet_search_sets (
    set_key text PRIMARY KEY,
    scope text NOT NULL,
    loaded_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS sitefleet_search_documents (
    set_key text NOT NULL REFERENCES sitefleet_search_sets ON DELETE CASCADE,
    id integer NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    description text,
    image jsonb,
    date text,
    words tsvector NOT NULL,
    title_words tsvector NOT NULL,
    PRIMARY KEY (set_key, id)
  );
  CREATE INDEX IF NOT EXISTS sitefleet_search_documents_words
    ON sitefleet_search_documents USING gin (words);
  CREATE TABLE IF NOT EXISTS sitefleet_search_paths (
    set_key text NOT NULL REFERENCES sitefleet_search_sets ON DELETE CASCADE,
    locale text NOT NULL,
    id integer NOT NULL,
    path text NOT NULL,
    PRIMARY KEY (set_key, locale, id)
  );
`;

/** The text-search configuration of a language ({@link TEXT_SEARCH_CONFIGURATIONS}, else `simple`). */
export function textSearchConfiguration(language: string): string {
  return TEXT_SEARCH_CONFIGURATIONS[language] ?? 'simple';
}

/**
 * A text as the adapter hands it to `to_tsvector`: its words folded (engine/text.ts `foldTerm`: accents,
 * case, width), space-separated; in a language PostgreSQL has no configuration for, also every suffix of
 * each CJK word ({@link TEXT_SEARCH_CONFIGURATIONS}).
 */
export function searchableText(text: string, language: string): string {
  const terms =
    language in TEXT_SEARCH_CONFIGURATIONS
      ? words(text, language).map((word) => word.text)
      : indexTerms(text, language);
  return terms.map(foldTerm).filter(Boolean).join(' ');
}

/**
 * The `to_tsquery` text of a visitor's query: each of its words (engine/text.ts `queryTerms`, folded)
 * as a prefix (`'crimp':*`), joined by `&` (all words) or `|` (any word). Only letters and digits of a
 * word are kept, so the query can never be tsquery syntax.
 * @returns null when the query has no word.
 */
export function prefixQuery(query: string, language: string, join: '&' | '|'): string | null {
  const terms = queryTerms(query, language)
    .map((term) => foldTerm(term).replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return terms.length === 0 ? null : terms.map((term) => `'${term}':*`).join(` ${join} `);
}

/** Where the adapter's database is (plugin option `databaseUrl`). */
export interface PostgresSearchSettings {
  /** `postgres://user@host:5432/db`; the password from the environment (`PGPASSWORD`). */
  databaseUrl: string;
}

/**
 * The PostgreSQL adapter: full-text search in PostgreSQL, behind the same
 * search-proxy contract as the embedded engine (same highlighting, brand-suffix and paging rules in the
 * API). It fills its tables itself from the build's search files (`_build/search/<language>.json` and
 * `.texts.json`) the first time a served build of a site and language is searched: one instance loads a
 * build (an advisory lock), the others wait for it and then share it; the two newest builds of each site
 * and language are kept. A document's `words` are `setweight`ed title (A), description (B) and body (C)
 * vectors in the language's text-search configuration ({@link textSearchConfiguration}).
 *
 * Search: every query word as a prefix; all words must match, and when no document has them all, any
 * word may (as the embedded engine); best first ({@link RANK}), then document order. Unlike the embedded
 * engine it has no typo tolerance. Suggest: titles having every query word (as prefixes), best first.
 *
 * @throws on a database that cannot be reached or a query over {@link POSTGRES_SEARCH_TIMEOUT_MS}: the
 *   API answers 502 then. A site or locale the build wrote no index for is no error: no hits.
 */
export function createPostgresAdapter(
  settings: PostgresSearchSettings,
): SearchAdapter & { close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString: settings.databaseUrl,
    max: POOL_SIZE,
    statement_timeout: POSTGRES_SEARCH_TIMEOUT_MS,
    connectionTimeoutMillis: POSTGRES_SEARCH_TIMEOUT_MS,
  });
  // An idle connection's error (the server restarted) is the pool's to handle, not the process's.
  pool.on('error', () => {});
  let schema: Promise<void> | null = null;
  const loads = new Map<string, Promise<Loaded | null>>();

  const ensureSchema = () => {
    schema ??= (async () => {
      const client = await pool.connect();
      try {
        // Instances starting together must not race on CREATE … IF NOT EXISTS.
        await client.query('SELECT pg_advisory_lock(hashtext($1))', ['sitefleet_search_schema']);
        await client.query(SCHEMA);
      } finally {
        await client
          .query('SELECT pg_advisory_unlock(hashtext($1))', ['sitefleet_search_schema'])
          .catch(() => {});
        client.release();
      }
    })().catch((error) => {
      schema = null;
      throw error;
    });
    return schema;
  };

  const loadedOf = (scope: SearchScope): Promise<Loaded | null> => {
    const { site: served, locale } = scope;
    if (!served.locales.has(locale)) return Promise.resolve(null);
    const language = localeLanguage(locale);
    const key = `${served.manifest.site.key}:${language}:${served.manifest.buildId}`;
    let loaded = loads.get(key);
    if (!loaded) {
      // An older build of the site and language is not searched again by this process.
      const scope = `${served.manifest.site.key}:${language}:`;
      for (const known of loads.keys()) if (known.startsWith(scope)) loads.delete(known);
      loaded = (async () => {
        const site = await siteSearchFile(served);
        if (!site?.languages.includes(language)) return null;
        await ensureSchema();
        await loadSet({ pool, served, language, setKey: key });
        return { setKey: key, site, language };
      })();
      loads.set(key, loaded);
      // A failure (database down) is tried again by the next query.
      loaded.catch(() => loads.delete(key));
    }
    return loaded;
  };

  const hitOf = (loaded: Loaded, scope: SearchScope, row: DocumentRow, terms: string[]): SearchHit => ({
    title: row.title,
    description: row.description,
    url: localizeLink({ href: `/${row.path}`, localeUrlCode: scope.locale, siteSlug: loaded.site.linkSlug }),
    type: row.type as SearchRecordType,
    image: row.image,
    date: row.date,
    matchedTerms: terms,
  });

  /** The rows matching `query` (all words, else any word), with the words they were found by. */
  const find = async (input: {
    loaded: Loaded;
    scope: SearchScope;
    column: 'words' | 'title_words';
    type?: SearchRecordType | null;
    limit: number;
    offset: number;
  }): Promise<{ rows: DocumentRow[]; counts: Map<string, number>; terms: string[] }> => {
    const { loaded, scope } = input;
    const configuration = textSearchConfiguration(loaded.language);
    const terms = queryTerms(scope.query, loaded.language).map(foldTerm).filter(Boolean);
    for (const join of ['&', '|'] as const) {
      const query = prefixQuery(scope.query, loaded.language, join);
      if (!query) break;
      const matching = `
        FROM sitefleet_search_documents d
        JOIN sitefleet_search_paths p ON p.set_key = d.set_key AND p.id = d.id AND p.locale = $2
        WHERE d.set_key = $1 AND d.${input.column} @@ to_tsquery($3::regconfig, $4)`;
      const counted = await pool.query<{ type: string; count: string }>(
        `SELECT d.type, count(*) AS count ${matching} GROUP BY d.type`,
        [loaded.setKey, scope.locale, configuration, query],
      );
      const counts = new Map(counted.rows.map((row) => [row.type, Number(row.count)]));
      if (counts.size === 0 && join === '&' && input.column === 'words') continue;
      const { rows } = await pool.query<DocumentRow>(
        `SELECT d.type, d.title, d.description, d.image, d.date, p.path ${matching}
           ${input.type ? 'AND d.type = $7' : ''}
         ORDER BY ${RANK} DESC, d.id
         LIMIT $5 OFFSET $6`,
        [
          loaded.setKey,
          scope.locale,
          configuration,
          query,
          input.limit,
          input.offset,
          ...(input.type ? [input.type] : []),
        ],
      );
      return { rows, counts, terms };
    }
    return { rows: [], counts: new Map(), terms };
  };

  /**
   * `find` over the scope's loaded build; when nothing matches and the build's rows are gone (another
   * instance dropped them as old while this one still serves that build), loads it again and finds again.
   */
  const findLoaded = async (
    scope: SearchScope,
    query: Omit<Parameters<typeof find>[0], 'loaded' | 'scope'>,
  ): Promise<(Awaited<ReturnType<typeof find>> & { loaded: Loaded }) | null> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const loaded = await loadedOf(scope);
      if (!loaded) return null;
      const found = await find({ ...query, loaded, scope });
      if (found.counts.size > 0 || found.rows.length > 0) return { ...found, loaded };
      const known = await pool.query('SELECT 1 FROM sitefleet_search_sets WHERE set_key = $1', [
        loaded.setKey,
      ]);
      if (known.rowCount !== 0) return { ...found, loaded };
      loads.delete(loaded.setKey);
    }
    return null;
  };

  return {
    answersFollowBuild: false,
    async search(input) {
      if (input.query.trim() === '') return { hits: [], total: 0 };
      const found = await findLoaded(input, {
        column: 'words',
        type: input.type ?? null,
        limit: input.pageSize,
        offset: (input.page - 1) * input.pageSize,
      });
      if (!found) return { hits: [], total: 0 };
      const { loaded, rows, counts, terms } = found;
      const typeCounts = Object.fromEntries(counts) as Partial<Record<SearchRecordType, number>>;
      const total = input.type
        ? (counts.get(input.type) ?? 0)
        : [...counts.values()].reduce((a, b) => a + b, 0);
      return { hits: rows.map((row) => hitOf(loaded, input, row, terms)), total, typeCounts };
    },
    async suggest(input) {
      if (input.query.trim() === '') return [];
      const found = await findLoaded(input, { column: 'title_words', limit: input.limit, offset: 0 });
      if (!found) return [];
      const { loaded, rows, terms } = found;
      return rows.map((row): SuggestHit => {
        const { title, url, type, matchedTerms } = hitOf(loaded, input, row, terms);
        return { title, url, type, matchedTerms };
      });
    },
    close: () => pool.end(),
  };
}

/** A served build of a site and language, loaded into the tables. */
interface Loaded {
  setKey: string;
  site: SiteSearchFile;
  language: string;
}

interface DocumentRow {
  type: string;
  title: string;
  description: string | null;
  image: SearchHit['image'];
  date: string | null;
  path: string;
}

/**
 * Loads a served build's documents of one language into the tables, unless an instance did already:
 * under a transaction-scoped advisory lock on the set's key, so instances searching a new build at once
 * load it once; then drops the site and language's sets older than the {@link KEPT_SETS} newest.
 */
async function loadSet(input: {
  pool: pg.Pool;
  served: ServedSite;
  language: string;
  setKey: string;
}): Promise<void> {
  const { pool, served, language, setKey } = input;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Loading a large site takes longer than a search may; so may waiting for another instance's load.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [setKey]);
    const known = await client.query('SELECT 1 FROM sitefleet_search_sets WHERE set_key = $1', [setKey]);
    if (known.rowCount === 0) {
      const [index, texts] = await Promise.all([
        readJson<LanguageSearchFile>(path.join(served.dir, languageSearchFile(language))),
        readJson<LanguageTextsFile>(path.join(served.dir, languageTextsFile(language))),
      ]);
      if (index?.format !== SEARCH_FILE_FORMAT || texts?.format !== SEARCH_FILE_FORMAT) {
        throw new Error(
          `The build of ${served.manifest.site.key} has no search texts for '${language}': build it again`,
        );
      }
      const scope = `${served.manifest.site.key}:${language}`;
      const configuration = textSearchConfiguration(language);
      await client.query('INSERT INTO sitefleet_search_sets (set_key, scope) VALUES ($1, $2)', [
        setKey,
        scope,
      ]);
      const documents = index.documents.map((document, id) => {
        const text = texts.texts[id] ?? { title: document.title, description: '', body: '' };
        return {
          id,
          type: document.type,
          title: document.title,
          description: document.description,
          image: document.image,
          date: document.date,
          titleText: searchableText(text.title, language),
          descriptionText: searchableText(text.description, language),
          bodyText: searchableText(text.body, language),
        };
      });
      await client.query(
        `INSERT INTO sitefleet_search_documents (set_key, id, type, title, description, image, date, words, title_words)
         SELECT $1, d.id, d.type, d.title, d.description, d.image, d.date,
           setweight(to_tsvector($2::regconfig, d.title_text), 'A')
             || setweight(to_tsvector($2::regconfig, d.description_text), 'B')
             || setweight(to_tsvector($2::regconfig, d.body_text), 'C'),
           to_tsvector($2::regconfig, d.title_text)
         FROM jsonb_to_recordset($3::jsonb) AS d(id integer, type text, title text, description text,
           image jsonb, date text, title_text text, description_text text, body_text text)`,
        [
          setKey,
          configuration,
          JSON.stringify(
            documents.map(({ titleText, descriptionText, bodyText, ...document }) => ({
              ...document,
              title_text: titleText,
              description_text: descriptionText,
              body_text: bodyText,
            })),
          ),
        ],
      );
      const paths = index.groups.flatMap((group) =>
        group.locales.flatMap((locale) =>
          group.pages.map(([id, pagePath]) => ({ locale, id, path: pagePath })),
        ),
      );
      await client.query(
        `INSERT INTO sitefleet_search_paths (set_key, locale, id, path)
         SELECT $1, p.locale, p.id, p.path FROM jsonb_to_recordset($2::jsonb) AS p(locale text, id integer, path text)`,
        [setKey, JSON.stringify(paths)],
      );
      await client.query(
        `DELETE FROM sitefleet_search_sets WHERE scope = $1 AND set_key NOT IN (
           SELECT set_key FROM sitefleet_search_sets WHERE scope = $1 ORDER BY loaded_at DESC LIMIT $2)`,
        [scope, KEPT_SETS],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function readJson<Value>(file: string): Promise<Value | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Value;
  } catch {
    return null;
  }
}
