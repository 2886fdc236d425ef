import { describe, expect, it } from 'vitest';
import {
  prefixQuery,
  searchableText,
  textSearchConfiguration,
} from '../../../plugins/search/engine/postgres-adapter.ts';
import { optionsSchema } from '../../../plugins/search/options.ts';

describe('the PostgreSQL search engine option (search.databaseUrl)', () => {
  it('takes a PostgreSQL URL without a password', () => {
    expect(
      optionsSchema.parse({ databaseUrl: 'postgres://search@db.internal:5432/sitefleet' }).databaseUrl,
    ).toBe('postgres://search@db.internal:5432/sitefleet');
  });

  it('refuses a password in the URL, another scheme, and two engines at once', () => {
    const problems = (options: unknown) =>
      optionsSchema.safeParse(options).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ databaseUrl: 'postgres://search:secret@db.internal/sitefleet' })).toEqual([
      'Leave the password out of the URL: set it in the environment as PGPASSWORD.',
    ]);
    expect(problems({ databaseUrl: 'mysql://db.internal/sitefleet' })).toHaveLength(1);
    expect(
      problems({ url: 'https://search.example.com', databaseUrl: 'postgres://search@db.internal/sitefleet' }),
    ).toEqual(['Name one engine: `url` (Meilisearch) or `databaseUrl` (PostgreSQL), not both.']);
  });
});

describe('texts and queries as PostgreSQL gets them', () => {
  it("uses the language's text-search configuration where PostgreSQL has one, simple otherwise", () => {
    expect(textSearchConfiguration('de')).toBe('german');
    expect(textSearchConfiguration('fr')).toBe('french');
    expect(textSearchConfiguration('cs')).toBe('simple');
    expect(textSearchConfiguration('ja')).toBe('simple');
  });

  it('folds accents and case, and indexes every suffix of a CJK word where there is no configuration', () => {
    expect(searchableText('Qualitätsprüfung in Zürich', 'de')).toBe('qualitatsprufung in zurich');
    expect(searchableText('圧着', 'ja').split(' ')).toEqual(['圧着', '着']);
  });

  it('makes each query word a prefix, and nothing of the query tsquery syntax', () => {
    expect(prefixQuery('Harness manuf', 'en', '&')).toBe("'harness':* & 'manuf':*");
    expect(prefixQuery("it's | !x & (y)", 'en', '|')).toBe("'its':* | 'x':* | 'y':*");
    expect(prefixQuery('  ?! ', 'en', '&')).toBeNull();
  });
});
