import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedSite } from '../../../../core/serving/context.ts';
import { createEmbeddedAdapter } from '../../../../plugins/search/engine/embedded-adapter.ts';
import { createPostgresAdapter } from '../../../../plugins/search/engine/postgres-adapter.ts';
import { loadServedSites } from '../../../../runtime/server/site-registry.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { startPostgres, type TestPostgres } from '../../../helpers/real-services.ts';
import { QUALITY_QUERIES } from './quality-queries.ts';

/*
 * The PostgreSQL adapter against a real PostgreSQL server, over a built demo (the main site in five
 * languages): the search quality set (but typos: PostgreSQL's full-text search has no typo tolerance),
 * the same answer shape as the embedded engine, and several instances loading one build once.
 */

let postgres: TestPostgres;
let databaseUrl: string;
let out: string;
let main: ServedSite;
const adapters: ReturnType<typeof createPostgresAdapter>[] = [];

function adapter() {
  const made = createPostgresAdapter({ databaseUrl });
  adapters.push(made);
  return made;
}

beforeAll(async () => {
  const [started, built] = await Promise.all([
    startPostgres(),
    buildDemo({ site: ['main'], locale: ['en', 'de-ch', 'ja-jp', 'zh-cn', 'fr-fr'] }),
  ]);
  postgres = started;
  out = built.out;
  databaseUrl = await postgres.createDatabase();
  const sites = await loadServedSites({ outDir: out });
  main = sites.find((served) => served.manifest.site.key === 'main')!;
}, 240_000);

afterAll(async () => {
  await Promise.all(adapters.map((made) => made.close()));
  await postgres?.stop();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('search through PostgreSQL full-text search', () => {
  const queries = QUALITY_QUERIES.filter((entry) => entry.kind !== 'typo');

  it.each(queries)('$locale "$query" ($kind) finds $expected in the top 3', async (entry) => {
    const page = await adapter().search({
      site: main,
      locale: entry.locale,
      query: entry.query,
      page: 1,
      pageSize: 10,
    });
    expect(page.hits.slice(0, 3).map((hit) => hit.url)).toContain(entry.expected);
  });

  it('answers as the embedded engine does: hits with their fields, totals per type, pages', async () => {
    const scope = { site: main, locale: 'en', query: 'omega' };
    const [fromPostgres, embedded] = await Promise.all([
      adapter().search({ ...scope, page: 1, pageSize: 50 }),
      createEmbeddedAdapter().search({ ...scope, page: 1, pageSize: 50 }),
    ]);
    expect(fromPostgres.total).toBeGreaterThan(0);
    expect(new Set(fromPostgres.hits.map((hit) => hit.url))).toEqual(
      new Set(embedded.hits.map((hit) => hit.url)),
    );
    expect(fromPostgres.typeCounts).toEqual(embedded.typeCounts);
    const product = fromPostgres.hits.find((hit) => hit.type === 'product')!;
    expect(product).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^\/en\//) });
    const paged = await adapter().search({
      ...scope,
      query: 'crimping',
      page: 2,
      pageSize: 2,
      type: 'story',
    });
    const all = await adapter().search({ ...scope, query: 'crimping', page: 1, pageSize: 50, type: 'story' });
    expect(paged.total).toBe(all.total);
    expect(all.total).toBeGreaterThan(3);
    expect(paged.hits).toEqual(all.hits.slice(2, 4));
    expect(all.hits.every((hit) => hit.type === 'story')).toBe(true);
  });

  it('completes titles from the start of their words', async () => {
    const hits = await adapter().suggest({ site: main, locale: 'de-ch', query: 'Geschi', limit: 8 });
    expect(hits.map((hit) => hit.url)).toContain('/de-ch/company/history');
    expect(hits.length).toBeLessThanOrEqual(8);
  });

  it('finds nothing for a locale the site has not, or an empty query', async () => {
    const search = adapter();
    expect(await search.search({ site: main, locale: 'xx', query: 'omega', page: 1, pageSize: 10 })).toEqual({
      hits: [],
      total: 0,
    });
    expect(await search.search({ site: main, locale: 'en', query: '  ', page: 1, pageSize: 10 })).toEqual({
      hits: [],
      total: 0,
    });
  });

  it('loads a build once when several instances search it at once', async () => {
    const fresh = await postgres.createDatabase();
    const instances = [1, 2, 3].map(() => {
      const made = createPostgresAdapter({ databaseUrl: fresh });
      adapters.push(made);
      return made;
    });
    const pages = await Promise.all(
      instances.map((made) =>
        made.search({ site: main, locale: 'fr-fr', query: 'omega', page: 1, pageSize: 10 }),
      ),
    );
    expect(new Set(pages.map((page) => page.total)).size).toBe(1);
    expect(pages[0]!.total).toBeGreaterThan(0);
  });

  it('loads a served build again when another instance dropped its rows as old', async () => {
    const search = adapter();
    const scope = { site: main, locale: 'en', query: 'omega', page: 1, pageSize: 10 };
    const before = await search.search(scope);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('DELETE FROM sitefleet_search_sets');
    } finally {
      await client.end();
    }
    expect(await search.search(scope)).toEqual(before);
  });

  it('fails (the API answers 502) when the database cannot be reached', async () => {
    const unreachable = createPostgresAdapter({ databaseUrl: 'postgres://sitefleet@127.0.0.1:1/none' });
    adapters.push(unreachable);
    await expect(
      unreachable.search({ site: main, locale: 'en', query: 'omega', page: 1, pageSize: 10 }),
    ).rejects.toThrow();
  });
});
