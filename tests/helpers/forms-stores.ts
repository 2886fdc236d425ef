import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type TestPostgres } from './real-services.ts';

/** The stores the forms run on: SQLite (the default) and PostgreSQL (config `forms.databaseUrl`). */
export const FORMS_STORE_KINDS = ['sqlite', 'postgres'] as const;

/** One of {@link FORMS_STORE_KINDS}. */
export type FormsStoreKind = (typeof FORMS_STORE_KINDS)[number];

/** The store of one `describe` block: where its tests' forms keep their submissions. */
export interface FormsStoreUnderTest {
  kind: FormsStoreKind;
  /**
   * A new empty store for one test: undefined for SQLite (the store is the file in the runtime's data
   * folder), else the URL of a new database on the block's PostgreSQL server.
   */
  databaseUrl(): Promise<string | undefined>;
}

/**
 * Call inside a `describe` block (`describe.each(FORMS_STORE_KINDS)`): for `postgres` it starts one
 * PostgreSQL server in the block's `beforeAll` and stops it in its `afterAll` (tests/helpers/
 * real-services.ts), so a test file starts one server, however many tests use it.
 */
export function formsStoreUnderTest(kind: FormsStoreKind): FormsStoreUnderTest {
  let server: TestPostgres | null = null;
  if (kind === 'postgres') {
    beforeAll(async () => {
      server = await startPostgres();
    });
    afterAll(async () => {
      await server?.stop();
    });
  }
  return {
    kind,
    async databaseUrl() {
      if (kind === 'sqlite') return undefined;
      if (!server) throw new Error('the PostgreSQL server of this block has not started');
      return await server.createDatabase();
    },
  };
}
