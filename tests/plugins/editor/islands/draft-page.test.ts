import { describe, expect, it } from 'vitest';
import {
  type DraftPage,
  draftPageVariables,
  pagePathSegments,
  pickDraftPage,
} from '../../../../plugins/editor/islands/draft-page.ts';

describe('pagePathSegments (what an editor types to preview a page)', () => {
  it.each([
    ['company/draft-preview-demo', null, ['company', 'draft-preview-demo']],
    ['/en/company/history/', null, ['company', 'history']],
    ['https://www.example.com/de-ch/company/history?x=1#top', null, ['company', 'history']],
    ['/en/events/company/x', 'events', ['company', 'x']],
    ['events/company/x', 'events', ['company', 'x']],
    // A first segment that only looks like a slug of another site stays.
    ['/en/events/company/x', null, ['events', 'company', 'x']],
    ['/en', null, []],
    ['/en/caf%C3%A9', null, ['café']],
  ])('%s (site slug %s) → %j', (path, siteSlug, expected) => {
    expect(pagePathSegments({ path, siteSlug })).toEqual(expected);
  });
});

describe('draftPageVariables', () => {
  it('asks by id, or by the last segment within the site; in the language, then en', () => {
    expect(
      draftPageVariables({ target: { pageId: 'p1' }, siteId: 'main', siteSlug: null, language: 'de' }),
    ).toEqual({ where: { id: 'p1' }, locales: ['de', 'en'] });
    expect(
      draftPageVariables({
        target: { path: '/en/company/history' },
        siteId: 'main',
        siteSlug: null,
        language: 'en',
      }),
    ).toEqual({ where: { slug: 'history', site: { id: 'main' } }, locales: ['en'] });
    expect(
      draftPageVariables({ target: { path: '/' }, siteId: 'main', siteSlug: null, language: 'en' }).where,
    ).toEqual({ slug: 'home', site: { id: 'main' } });
  });
});

function page(id: string, slug: string, ancestors: string[]): DraftPage {
  const parent = ancestors.reduceRight<DraftPage['parent']>(
    (child, ancestor) => ({ slug: ancestor, parent: child as never }),
    null,
  );
  return { id, locale: 'en', title: id, slug, isPublished: true, parent, body: null, modules: [] };
}

describe('pickDraftPage', () => {
  const pages = [page('a', 'history', ['company']), page('b', 'history', ['investors'])];

  it('picks the page whose ancestors match the path', () => {
    expect(pickDraftPage({ pages, target: { path: 'investors/history' }, siteSlug: null })?.id).toBe('b');
    expect(pickDraftPage({ pages, target: { path: '/en/company/history' }, siteSlug: null })?.id).toBe('a');
  });

  it('takes a unique slug whatever its ancestors, and none when the slug is ambiguous and no path matches', () => {
    expect(pickDraftPage({ pages: [pages[0]!], target: { path: 'history' }, siteSlug: null })?.id).toBe('a');
    expect(pickDraftPage({ pages, target: { path: 'about/history' }, siteSlug: null })).toBeNull();
  });

  it('picks by id for a navigation item', () => {
    expect(pickDraftPage({ pages, target: { pageId: 'b' }, siteSlug: null })?.id).toBe('b');
    expect(pickDraftPage({ pages, target: { pageId: 'zz' }, siteSlug: null })).toBeNull();
  });
});
