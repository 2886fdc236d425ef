import { describe, expect, it } from 'vitest';
import {
  createScrollStore,
  SCROLL_STORAGE_KEY,
  SCROLL_STORE_LIMIT,
} from '../../../runtime/client/scroll-store.ts';
import { brokenStorage, MemoryStorage } from './memory-storage.ts';

describe('createScrollStore (public-site §2: scroll position remembered per path)', () => {
  it('remembers one position per path, query included', () => {
    const store = createScrollStore(new MemoryStorage());
    store.save('/en/company', { x: 0, y: 1200 });
    store.save('/en/company?tab=2', { x: 0, y: 300 });
    store.save('/en/products', { x: 10, y: 50 });
    expect(store.read('/en/company')).toEqual({ x: 0, y: 1200 });
    expect(store.read('/en/company?tab=2')).toEqual({ x: 0, y: 300 });
    expect(store.read('/en/products')).toEqual({ x: 10, y: 50 });
    expect(store.read('/en/unknown')).toBeNull();
  });

  it('keeps the last position saved for a path, in whole px', () => {
    const store = createScrollStore(new MemoryStorage());
    store.save('/en', { x: 0, y: 100 });
    store.save('/en', { x: 0, y: 640.4 });
    expect(store.read('/en')).toEqual({ x: 0, y: 640 });
  });

  it('shares positions through the storage, so they survive a full page load', () => {
    const storage = new MemoryStorage();
    createScrollStore(storage).save('/de-ch/unternehmen', { x: 0, y: 900 });
    expect(createScrollStore(storage).read('/de-ch/unternehmen')).toEqual({ x: 0, y: 900 });
  });

  it(`forgets the least recently saved paths beyond ${SCROLL_STORE_LIMIT}`, () => {
    const store = createScrollStore(new MemoryStorage());
    for (let index = 0; index <= SCROLL_STORE_LIMIT; index++)
      store.save(`/en/page-${index}`, { x: 0, y: index });
    store.save('/en/page-1', { x: 0, y: 11 });
    store.save('/en/extra', { x: 0, y: 1 });
    expect(store.read('/en/page-0')).toBeNull();
    expect(store.read('/en/page-2')).toBeNull();
    expect(store.read('/en/page-1')).toEqual({ x: 0, y: 11 });
    expect(store.read(`/en/page-${SCROLL_STORE_LIMIT}`)).toEqual({ x: 0, y: SCROLL_STORE_LIMIT });
  });

  it('treats garbage or a broken storage as empty, without throwing', () => {
    const storage = new MemoryStorage();
    storage.setItem(SCROLL_STORAGE_KEY, '{not json');
    expect(createScrollStore(storage).read('/en')).toBeNull();
    const broken = createScrollStore(brokenStorage);
    expect(() => broken.save('/en', { x: 0, y: 1 })).not.toThrow();
    expect(broken.read('/en')).toBeNull();
  });
});
