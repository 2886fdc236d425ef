import { describe, expect, it } from 'vitest';
import type { IslandWatch } from '../../../../core/pipeline/plugin.ts';
import { saveBasket } from '../../../../plugins/catalogue/islands/basket-store.ts';
import { showMeasurementSystem } from '../../../../plugins/catalogue/islands/measurement-system.ts';
import { watchBasketButton, watchMeasurementToggle } from '../../../../plugins/catalogue/islands/watches.ts';
import { MemoryStorage } from '../../../runtime/client/memory-storage.ts';
import { basket } from './fixtures.ts';

/*
 * The product page's islands hydrate on the first interaction unless their watch wakes them: the
 * server markup must not show a first-time visitor's state where a returning visitor has another one.
 */

/** A page stand-in: `<html data-measurement-system>` and a window with `localStorage` and events. */
function page(input: { shown?: 'Metric' | 'Imperial'; storage?: MemoryStorage } = {}) {
  const root = { dataset: {} as Record<string, string> } as HTMLElement;
  if (input.shown) root.dataset.measurementSystem = input.shown;
  const window = Object.assign(new EventTarget(), { localStorage: input.storage ?? new MemoryStorage() });
  return { root, document: { documentElement: root } as Document, window: window as unknown as Window };
}

/** Runs `watch` on `props` in `at`; returns how often it woke the island and a way to stop it. */
function run(watch: IslandWatch, props: unknown, at: ReturnType<typeof page>) {
  const controller = new AbortController();
  const woken = { count: 0 };
  watch({
    props,
    document: at.document,
    window: at.window,
    signal: controller.signal,
    wake: () => woken.count++,
  });
  return { woken, stop: () => controller.abort() };
}

const variants = [
  { id: 'v1', nameMetric: '6 mm²', nameImperial: '10 AWG' },
  { id: 'v2', nameMetric: '10 mm²', nameImperial: '8 AWG' },
];
const oneProduct = basket([['crimping', [['alpha-550', 'v1', 'k1']]]]);

describe('the basket button’s watch (customer-area §4: the count of the stored basket)', () => {
  it('lets a first visit wait for the visitor: no basket, the page’s own measurement system', () => {
    const at = page({ shown: 'Metric' });
    expect(run(watchBasketButton, { variants, measurementSystem: 'Metric' }, at).woken.count).toBe(0);
    // An empty stored basket shows no count either.
    saveBasket({ storage: at.window.localStorage, state: basket([]), target: new EventTarget() });
    expect(run(watchBasketButton, { variants, measurementSystem: 'Metric' }, at).woken.count).toBe(0);
  });

  it('wakes at once for a basket holding a product, whose count the server could not render', () => {
    const storage = new MemoryStorage();
    saveBasket({ storage, state: oneProduct, target: new EventTarget() });
    expect(
      run(watchBasketButton, { variants: [], measurementSystem: 'Metric' }, page({ storage })).woken.count,
    ).toBe(1);
  });

  it('wakes when a product is added later, in this window or another tab', () => {
    const at = page();
    const { woken } = run(watchBasketButton, { variants: [], measurementSystem: 'Metric' }, at);
    saveBasket({ storage: at.window.localStorage, state: oneProduct, target: at.window });
    expect(woken.count).toBeGreaterThan(0);
  });

  it('wakes for variants named in another measurement system than the page was built with, then or later', () => {
    expect(
      run(watchBasketButton, { variants, measurementSystem: 'Metric' }, page({ shown: 'Imperial' })).woken
        .count,
    ).toBe(1);
    // One variant: no names to change.
    expect(
      run(
        watchBasketButton,
        { variants: variants.slice(0, 1), measurementSystem: 'Metric' },
        page({ shown: 'Imperial' }),
      ).woken.count,
    ).toBe(0);
    const at = page({ shown: 'Metric' });
    const { woken } = run(watchBasketButton, { variants, measurementSystem: 'Metric' }, at);
    showMeasurementSystem({ root: at.root, target: at.window, measurementSystem: 'Imperial' });
    expect(woken.count).toBe(1);
  });

  it('waits, and keeps listening, where the browser denies storage altogether', () => {
    const at = page();
    Object.defineProperty(at.window, 'localStorage', {
      get() {
        throw new Error('SecurityError: storage is disabled');
      },
    });
    const { woken } = run(watchBasketButton, { variants, measurementSystem: 'Metric' }, at);
    expect(woken.count).toBe(0);
    showMeasurementSystem({ root: at.root, target: at.window, measurementSystem: 'Imperial' });
    expect(woken.count).toBe(1);
  });

  it('stops listening once the island hydrates', () => {
    const at = page();
    const { woken, stop } = run(watchBasketButton, { variants, measurementSystem: 'Metric' }, at);
    stop();
    saveBasket({ storage: at.window.localStorage, state: oneProduct, target: at.window });
    showMeasurementSystem({ root: at.root, target: at.window, measurementSystem: 'Imperial' });
    expect(woken.count).toBe(0);
  });
});

describe('the measurement switch’s watch (customer-area §4: the system remembered in a cookie)', () => {
  it('waits while the page shows the system it was built with', () => {
    expect(
      run(watchMeasurementToggle, { current: 'Imperial' }, page({ shown: 'Imperial' })).woken.count,
    ).toBe(0);
    expect(run(watchMeasurementToggle, { current: 'Metric' }, page()).woken.count).toBe(0);
  });

  it('wakes when the visitor’s cookie made the page another system, so the pressed button says so', () => {
    expect(run(watchMeasurementToggle, { current: 'Metric' }, page({ shown: 'Imperial' })).woken.count).toBe(
      1,
    );
    const at = page({ shown: 'Imperial' });
    const { woken } = run(watchMeasurementToggle, { current: 'Imperial' }, at);
    showMeasurementSystem({ root: at.root, target: at.window, measurementSystem: 'Metric' });
    expect(woken.count).toBe(1);
  });
});
