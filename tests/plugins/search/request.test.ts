import { describe, expect, it } from 'vitest';
import { searchBodySchema, suggestBodySchema } from '../../../plugins/search/server/search-route.ts';

/** customer-area §7: the search proxy's bodies. */
describe('searchBodySchema', () => {
  it('reads localeCode, siteSlug, query and page', () => {
    expect(
      searchBodySchema.parse({ localeCode: 'de-CH', siteSlug: 'events', query: 'crimp', page: 2 }),
    ).toEqual({
      localeCode: 'de-ch',
      siteSlug: 'events',
      query: 'crimp',
      page: 2,
    });
  });

  it('takes null, "" or no siteSlug as the main site and page 1 by default', () => {
    for (const siteSlug of [null, '', undefined]) {
      expect(searchBodySchema.parse({ localeCode: 'en', siteSlug, query: 'x' })).toMatchObject({
        siteSlug: null,
        page: 1,
      });
    }
  });

  it.each([
    [{ siteSlug: null, query: 'x' }, /localeCode/],
    [{ localeCode: 'en', siteSlug: null }, /query/],
    [{ localeCode: 'en', query: 'x', page: 0 }, /page must be a whole number from 1 to 1000/],
    [{ localeCode: 'en', query: 'x', page: 1.5 }, /page must be a whole number/],
    [{ localeCode: 'en', query: 'x', page: '2' }, /page must be a whole number/],
    [{ localeCode: 'en', query: 'x'.repeat(201) }, /at most 200 characters/],
    [{ localeCode: 'en', siteSlug: 3, query: 'x' }, /siteSlug/],
    [[], /JSON object/],
    [undefined, /JSON object/],
  ])('refuses %j with a message that names the problem', (body, message) => {
    const parsed = searchBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});

describe('suggestBodySchema', () => {
  it('reads localeCode, siteSlug and query', () => {
    expect(suggestBodySchema.parse({ localeCode: 'ja-JP', siteSlug: null, query: '保守' })).toEqual({
      localeCode: 'ja-jp',
      siteSlug: null,
      query: '保守',
    });
  });

  it('refuses a body without query', () => {
    expect(suggestBodySchema.safeParse({ localeCode: 'en', siteSlug: null }).success).toBe(false);
  });
});
