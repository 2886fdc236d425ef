import { readFileSync } from 'node:fs';
import Database, { type Database as SqliteDatabase } from 'better-sqlite3';
import { seedSisDatabase } from './seed.ts';

const SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/**
 * Opens the SIS database (better-sqlite3): applies sandbox/sis/schema.sql where tables are missing,
 * turns on WAL journaling and foreign keys, and seeds the demo dataset when there are no organizations
 * yet, so a file written earlier keeps its data.
 *
 * @param file path of the database file, or ':memory:' for a database that lives as long as the process.
 * @returns the open database; the caller closes it.
 * @throws the SQLite error when the file cannot be opened or the schema not applied.
 */
export function openSisDatabase(file: string): SqliteDatabase {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  const { count } = db.prepare('SELECT count(*) AS count FROM organizations').get() as { count: number };
  if (count === 0) seedSisDatabase(db);
  return db;
}
