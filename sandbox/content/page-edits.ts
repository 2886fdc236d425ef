import Database, { type Database as SqliteDatabase } from 'better-sqlite3';
import { UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import type { ContentDataset, Localized, PageRecord, TranslationTargetRecord } from '../dataset/types.ts';

/**
 * The CMS's editing side of pages (Hygraph's two stages): an edit changes a page's DRAFT version; the
 * PUBLISHED version is the dataset's record, which `publish` overwrites with the draft. Every edit is
 * written to SQLite (better-sqlite3) as it happens, so a file keeps the editors' work across restarts.
 *
 * The stored rows (`page_versions`): per page id and stage, the page's whole title and body (JSON
 * {@link Localized}), its translation targets (JSON) and the time of the change. On open, PUBLISHED rows
 * are applied to the dataset's records again (the dataset is rebuilt from its seed on every start) and
 * DRAFT rows become the drafts; rows of pages the dataset does not have (another seed) are ignored.
 *
 * Nothing here knows a rule of the product: what the fields hold is whatever the caller wrote.
 */

/** A page's draft: the fields an edit may change, as the page's DRAFT version shows them. */
export interface PageDraft {
  title: Localized;
  body: Localized;
  /** The languages the draft has a title in, in UI-language order (as a record's `languages`). */
  languages: UiLanguage[];
  translationTargetLanguages: TranslationTargetRecord[];
  /** ISO 8601 time of the last edit. */
  updatedAt: string;
}

/** What an edit of one page changes (Hygraph `updatePage` data); absent fields stay as they are. */
export interface PageChange {
  /** The language `title` and `body` are in. */
  locale: UiLanguage;
  title?: string;
  /** Markdown. */
  body?: string;
  translationTargetLanguages?: TranslationTargetRecord[];
}

/** The drafts and published changes of a content service's pages. */
export interface PageEdits {
  /** The page's draft, if it was edited since it was last published. */
  draftOf(pageId: string): PageDraft | undefined;
  /**
   * Applies `change` to the page's draft (made from the published record on the first edit) and stores
   * it. A title or body in a language the page lacks adds that language to the draft.
   */
  update(input: { page: PageRecord; change: PageChange; now: Date }): PageDraft;
  /**
   * Publishes the page: its draft (or, without one, its record as it is) becomes the published version
   * (`isPublished` true, `publishedAt` and `updatedAt` = `now`), written into the dataset's record, and
   * the draft is dropped.
   */
  publish(input: { page: PageRecord; now: Date }): void;
  /** Closes the database. */
  close(): void;
}

type Stage = 'DRAFT' | 'PUBLISHED';

interface VersionRow {
  page_id: string;
  stage: Stage;
  title: string;
  body: string;
  translation_target_languages: string;
  updated_at: string;
}

const SCHEMA_SQL = `
  CREATE TABLE IF NOT EXISTS page_versions (
    page_id TEXT NOT NULL,
    stage TEXT NOT NULL CHECK (stage IN ('DRAFT', 'PUBLISHED')),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    translation_target_languages TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (page_id, stage)
  )
`;

const languagesOf = (title: Localized): UiLanguage[] =>
  UI_LANGUAGES.filter((language) => title[language] !== undefined);

/**
 * Opens the page edits of `dataset`: creates the table where missing, re-applies the published changes
 * kept in the file to the dataset's records (in place: every index over them sees them) and loads the
 * drafts.
 *
 * @param input.databaseFile SQLite file; default ':memory:' (edits live until `close`).
 * @throws the SQLite error when the file cannot be opened.
 */
export function openPageEdits(input: { dataset: ContentDataset; databaseFile?: string }): PageEdits {
  const db: SqliteDatabase = new Database(input.databaseFile ?? ':memory:');
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA_SQL);
  const pages = new Map(input.dataset.pages.map((page) => [page.id, page]));
  const drafts = new Map<string, PageDraft>();

  const toDraft = (row: VersionRow): PageDraft => {
    const title = JSON.parse(row.title) as Localized;
    return {
      title,
      body: JSON.parse(row.body) as Localized,
      languages: languagesOf(title),
      translationTargetLanguages: JSON.parse(row.translation_target_languages) as TranslationTargetRecord[],
      updatedAt: row.updated_at,
    };
  };
  const applyPublished = (page: PageRecord, version: PageDraft) => {
    Object.assign(page, {
      title: version.title,
      body: version.body,
      languages: version.languages,
      translationTargetLanguages: version.translationTargetLanguages,
      isPublished: true,
      updatedAt: version.updatedAt,
      publishedAt: version.updatedAt,
    });
  };

  const rows = db.prepare('SELECT * FROM page_versions ORDER BY stage DESC').all() as VersionRow[];
  // PUBLISHED before DRAFT (ORDER BY stage DESC), so a draft is read over its page's published version.
  for (const row of rows) {
    const page = pages.get(row.page_id);
    if (!page) continue;
    if (row.stage === 'PUBLISHED') applyPublished(page, toDraft(row));
    else drafts.set(row.page_id, toDraft(row));
  }

  const save = db.prepare(
    `INSERT INTO page_versions (page_id, stage, title, body, translation_target_languages, updated_at)
     VALUES (@page_id, @stage, @title, @body, @translation_target_languages, @updated_at)
     ON CONFLICT (page_id, stage) DO UPDATE SET title = excluded.title, body = excluded.body,
       translation_target_languages = excluded.translation_target_languages, updated_at = excluded.updated_at`,
  );
  const dropDraft = db.prepare(`DELETE FROM page_versions WHERE page_id = ? AND stage = 'DRAFT'`);
  const store = (pageId: string, stage: Stage, version: PageDraft) =>
    save.run({
      page_id: pageId,
      stage,
      title: JSON.stringify(version.title),
      body: JSON.stringify(version.body),
      translation_target_languages: JSON.stringify(version.translationTargetLanguages),
      updated_at: version.updatedAt,
    });
  const current = (page: PageRecord): PageDraft =>
    drafts.get(page.id) ?? {
      title: page.title,
      body: page.body,
      languages: page.languages,
      translationTargetLanguages: page.translationTargetLanguages,
      updatedAt: page.updatedAt,
    };

  return {
    draftOf: (pageId) => drafts.get(pageId),
    update({ page, change, now }) {
      const before = current(page);
      const title =
        change.title === undefined ? before.title : { ...before.title, [change.locale]: change.title };
      const draft: PageDraft = {
        title,
        body: change.body === undefined ? before.body : { ...before.body, [change.locale]: change.body },
        languages: languagesOf(title),
        translationTargetLanguages: structuredClone(
          change.translationTargetLanguages ?? before.translationTargetLanguages,
        ),
        updatedAt: now.toISOString(),
      };
      store(page.id, 'DRAFT', draft);
      drafts.set(page.id, draft);
      return draft;
    },
    publish({ page, now }) {
      const version = { ...current(page), updatedAt: now.toISOString() };
      db.transaction(() => {
        store(page.id, 'PUBLISHED', version);
        dropDraft.run(page.id);
      })();
      drafts.delete(page.id);
      applyPublished(page, version);
    },
    close: () => db.close(),
  };
}
