import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer, SuggestRecord } from '../../../../plugins/search/server/search-route.ts';
import { type PublicRuntime, startPublicRuntime } from '../../../helpers/public-runtime.ts';
import { QUALITY_QUERIES } from './quality-queries.ts';

/*
 * Issue 13 "Search": the search proxy over a built demo (the main site in five languages, the events
 * slug site), served by the runtime behind its /api guards, and the search quality set.
 */

let runtime: PublicRuntime;

beforeAll(async () => {
  runtime = await startPublicRuntime({
    site: ['main', 'events'],
    locale: ['en', 'de-ch', 'ja-jp', 'zh-cn', 'fr-fr'],
  });
});

afterAll(async () => {
  await runtime?.close();
});

/** A same-origin browser POST of JSON, as the search screen sends it. */
async function post(route: 'search' | 'suggest', body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${runtime.baseUrl}/api/search-proxy/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: runtime.baseUrl, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function search(body: Record<string, unknown>): Promise<SearchAnswer> {
  const { status, body: answer } = await post('search', { siteSlug: null, page: 1, ...body });
  expect(status).toBe(200);
  return answer as unknown as SearchAnswer;
}

describe('search quality', () => {
  it('has at least 40 queries in en, de, ja, zh and fr of every kind', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUALITY_QUERIES.map((entry) => entry.locale.split('-')[0]))).toEqual(
      new Set(['en', 'de', 'ja', 'zh', 'fr']),
    );
    expect(new Set(QUALITY_QUERIES.map((entry) => entry.kind)).size).toBe(5);
  });

  it.each(QUALITY_QUERIES)('$locale "$query" ($kind) finds $expected in the top 3', async (entry) => {
    const answer = await search({ localeCode: entry.locale, query: entry.query });
    expect(answer.records.slice(0, 3).map((record) => record.url)).toContain(entry.expected);
  });
});

describe('POST /api/search-proxy/search', () => {
  it('answers records with title, highlighted title, description, URL, type, image and date', async () => {
    const answer = await search({ localeCode: 'en', query: 'omega' });
    expect(answer).toMatchObject({ page: 1, total: answer.records.length, pages: 1 });
    const [first] = answer.records;
    expect(first).toMatchObject({
      title: 'Omega 740',
      highlightedTitle: '<mark>Omega</mark> 740',
      titleHighlights: [[0, 5]],
      url: '/en/products/harness-manufacturing/omega-740',
      type: 'product',
      date: null,
    });
    expect(first?.description).toMatch(/\S/);
    expect(first?.image?.src).toContain('w=480&h=360&fit=crop');
  });

  it('dates stories and media releases', async () => {
    const answer = await search({ localeCode: 'en', query: 'share buyback' });
    expect(answer.records[0]).toMatchObject({ type: 'media-release' });
    expect(answer.records[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('pages 10 records at a time', async () => {
    const first = await search({ localeCode: 'en', query: 'crimping' });
    expect(first.total).toBeGreaterThan(10);
    expect(first.records).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const second = await search({ localeCode: 'en', query: 'crimping', page: 2 });
    expect(second.page).toBe(2);
    expect(second.records.length).toBe(Math.min(10, first.total - 10));
    expect(second.records.map((record) => record.url)).not.toContain(first.records[0]?.url);
    const beyond = await search({ localeCode: 'en', query: 'crimping', page: first.pages + 1 });
    expect(beyond.records).toEqual([]);
  });

  it('keeps the results of one type when asked, and counts every type', async () => {
    const all = await search({ localeCode: 'en', query: 'crimping' });
    const stories = await search({ localeCode: 'en', query: 'crimping', type: 'story' });
    expect(stories.records.length).toBeGreaterThan(0);
    for (const record of stories.records) expect(record.type).toBe('story');
    expect(stories.total).toBe(all.typeCounts.story);
    expect(Object.values(all.typeCounts).reduce((sum, count) => sum + (count ?? 0), 0)).toBe(all.total);
    expect(stories.typeCounts).toEqual(all.typeCounts);
  });

  it("links a slug site's pages below its slug", async () => {
    const answer = await search({ localeCode: 'en', siteSlug: 'events', query: 'contact' });
    expect(answer.records.length).toBeGreaterThan(0);
    for (const record of answer.records) expect(record.url).toMatch(/^\/en\/events(\/|$)/);
  });

  it('answers no records for an unknown site or locale or an empty query, not an error', async () => {
    for (const body of [
      { localeCode: 'en', siteSlug: 'no-such-site', query: 'omega' },
      { localeCode: 'xx-yy', query: 'omega' },
      { localeCode: 'es-us', query: 'omega' },
      { localeCode: 'en', query: '   ' },
    ]) {
      expect(await search(body)).toEqual({ records: [], total: 0, page: 1, pages: 0, typeCounts: {} });
    }
  });

  it('refuses bad bodies with 400 and a JSON problem', async () => {
    for (const body of [
      { siteSlug: null, query: 'omega' },
      { localeCode: 'en', siteSlug: null },
      { localeCode: 'en', siteSlug: null, query: 'omega', page: 0 },
      { localeCode: 'en', siteSlug: null, query: 'omega', page: 'two' },
      { localeCode: 'en', siteSlug: null, query: 'x'.repeat(201) },
      { localeCode: 'en', siteSlug: 42, query: 'omega' },
      { localeCode: 'en', siteSlug: null, query: 'omega', type: 'video' },
      '{"localeCode": "en", ',
      '[1, 2]',
    ]) {
      const { status, body: problem } = await post('search', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(problem.error).toEqual(expect.any(String));
    }
  });

  it("is behind the /api guards: another site's page cannot post, a page of this site can", async () => {
    const body = { localeCode: 'en', siteSlug: null, query: 'omega', page: 1 };
    expect((await post('search', body, { origin: 'https://evil.example' })).status).toBe(403);
    const fromSite = await post('search', body);
    expect(fromSite.status).toBe(200);
  });
});

describe('POST /api/search-proxy/suggest', () => {
  it('completes titles from the start of their words', async () => {
    const { status, body } = await post('suggest', { localeCode: 'de-ch', siteSlug: null, query: 'Kalib' });
    expect(status).toBe(200);
    const records = body.records as SuggestRecord[];
    expect(records[0]).toMatchObject({
      title: 'Kalibrierservice',
      highlightedTitle: '<mark>Kalibrierservice</mark>',
      url: '/de-ch/services/maintenance/calibration-service',
    });
    expect(records.length).toBeLessThanOrEqual(8);
  });

  it('completes Japanese titles from a substring', async () => {
    const { body } = await post('suggest', { localeCode: 'ja-jp', siteSlug: null, query: '保守' });
    const records = body.records as SuggestRecord[];
    expect(records.map((record) => record.title)).toContain('プレミアム保守契約');
    const record = records.find((entry) => entry.title === 'プレミアム保守契約');
    expect(record?.highlightedTitle).toBe('プレミアム<mark>保守</mark>契約');
  });

  it('refuses a body without query with 400', async () => {
    expect((await post('suggest', { localeCode: 'en', siteSlug: null })).status).toBe(400);
  });
});

describe('the index files', () => {
  it('are written per language below _build/search, each with the texts it indexed', async () => {
    const main = (await readdir(runtime.out)).find((entry) => entry === 'machinery_group')!;
    const files = await readdir(path.join(runtime.out, main, '_build', 'search'));
    const languages = ['de', 'en', 'fr', 'ja', 'zh'];
    expect(files.sort()).toEqual(
      [
        ...languages.flatMap((language) => [`${language}.json`, `${language}.texts.json`]),
        'site.json',
      ].sort(),
    );
  });
});
