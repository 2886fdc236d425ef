import { describe, expect, it } from 'vitest';
import { createServiceAnswerCache } from '../../../core/pipeline/answer-cache.ts';

/** A cache holding the answers of one build. */
function filled() {
  const cache = createServiceAnswerCache();
  cache.startBuild({});
  cache.set('pages:en', JSON.stringify({ pages: [{ id: 'page-1' }, { id: 'page-10' }] }));
  cache.set('page:1', JSON.stringify({ page: { id: 'page-1', body: 'text' } }));
  cache.set('products', JSON.stringify({ products: [{ slug: 'alpha-550' }] }));
  cache.finishBuild();
  return cache;
}

describe('service answers kept between builds (the warm builder)', () => {
  it('asks again only for the answers naming a changed entry', () => {
    const cache = filled();
    expect(cache.startBuild({ entryIds: ['page-10'] })).toEqual({ kept: 2, dropped: 1 });
    expect(cache.get('pages:en')).toBeUndefined();
    expect(cache.get('page:1')).toBe(JSON.stringify({ page: { id: 'page-1', body: 'text' } }));
    expect(cache.get('products')).toBeDefined();
  });

  it('matches an id as a whole string value, not as part of another', () => {
    const cache = filled();
    expect(cache.startBuild({ entryIds: ['page-1'] })).toEqual({ kept: 1, dropped: 2 });
    expect(cache.get('products')).toBeDefined();
    expect(cache.get('page:1')).toBeUndefined();
  });

  it('reuses nothing without entry ids, for a forced build, or for an entry no answer names', () => {
    expect(filled().startBuild({})).toEqual({ kept: 0, dropped: 3, reason: 'no entry ids' });
    expect(filled().startBuild({ entryIds: ['page-1'], force: true })).toMatchObject({ kept: 0 });
    const cache = filled();
    expect(cache.startBuild({ entryIds: ['page-1', 'page-new'] })).toEqual({
      kept: 0,
      dropped: 3,
      reason: 'page-new is in no answer',
    });
    expect(cache.get('products')).toBeUndefined();
  });

  it('keeps only what the last build asked for', () => {
    const cache = filled();
    cache.startBuild({ entryIds: ['page-10'] });
    cache.get('products');
    cache.set('pages:en', JSON.stringify({ pages: [] }));
    cache.finishBuild();
    expect(cache.size).toBe(2);
    cache.startBuild({ entryIds: ['alpha-550'] });
    expect(cache.get('page:1')).toBeUndefined();
    expect(cache.get('pages:en')).toBe(JSON.stringify({ pages: [] }));
  });
});
