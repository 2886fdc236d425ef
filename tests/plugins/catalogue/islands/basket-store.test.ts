import { describe, expect, it } from 'vitest';
import { BASKET_STORAGE_KEY, parseBasket } from '../../../../core/catalogue/basket.ts';
import {
  BASKET_CHANGE_EVENT,
  randomKey,
  readBasket,
  saveBasket,
  subscribeBasket,
} from '../../../../plugins/catalogue/islands/basket-store.ts';
import { brokenStorage, MemoryStorage } from '../../../runtime/client/memory-storage.ts';
import { basket } from './fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('basket storage (customer-area §3 "stored in browser local storage")', () => {
  it('saves under the basket key and reads the same basket back', () => {
    const storage = new MemoryStorage();
    const state = basket([['crimping', [['alpha-550', 'v1', 'k1']]]]);
    const target = new EventTarget();
    expect(saveBasket({ storage, state, target })).toBe(true);
    expect(parseBasket(storage.getItem(BASKET_STORAGE_KEY))).toEqual(state);
    expect(readBasket(storage)).toEqual(state);
  });

  it('announces a save to the islands of the same window', () => {
    const target = new EventTarget();
    let announced = 0;
    target.addEventListener(BASKET_CHANGE_EVENT, () => announced++);
    saveBasket({ storage: new MemoryStorage(), state: basket([]), target });
    expect(announced).toBe(1);
  });

  it('reads an empty basket from a refusing storage, and reports a refused save without announcing it', () => {
    const target = new EventTarget();
    let announced = 0;
    target.addEventListener(BASKET_CHANGE_EVENT, () => announced++);
    expect(readBasket(brokenStorage)).toEqual({ classifications: [] });
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(saveBasket({ storage: brokenStorage, state: basket([]), target })).toBe(false);
    } finally {
      console.warn = warn;
    }
    expect(announced).toBe(0);
  });

  it("follows saves in this window and other tabs' changes of the basket key, not of other keys", () => {
    const target = new EventTarget() as Window;
    let changes = 0;
    const stop = subscribeBasket({ target, onChange: () => changes++ });
    target.dispatchEvent(new Event(BASKET_CHANGE_EVENT));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: BASKET_STORAGE_KEY }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'sitefleet.news-read' }));
    expect(changes).toBe(3);
    stop();
    target.dispatchEvent(new Event(BASKET_CHANGE_EVENT));
    expect(changes).toBe(3);
  });
});

describe('randomKey (customer-area §3 "random key")', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    expect(randomKey()).toMatch(UUID);
    expect(randomKey()).not.toBe(randomKey());
  });

  it('makes the same format from getRandomValues outside a secure context', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Pick<
      Crypto,
      'getRandomValues'
    >;
    const keys = new Set(Array.from({ length: 50 }, () => randomKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
