import { basketCount } from '../../../core/catalogue/basket.ts';
import { isMeasurementSystem } from '../../../core/catalogue/products.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import type { IslandWatch } from '../../../core/pipeline/plugin.ts';
import { readBasket, subscribeBasket } from './basket-store.ts';
import { MEASUREMENT_SYSTEM_EVENT, shownMeasurementSystem } from './measurement-system.ts';

/*
 * The watches of the product page's islands (core/pipeline/plugin.ts `IslandModule.watch`), which
 * hydrate on the first interaction: a first visit (no basket, the locale's measurement system) shows
 * what the server rendered, so React loads only when the visitor reaches for them. A visitor with a
 * basket or another system gets them hydrated as the page loads, to see their own count and names.
 * No React here: this chunk runs while the page loads.
 */

/** What a watch reads of island props it does not trust: the page serialized them. */
function builtSystem(props: unknown, key: string): MeasurementSystem {
  const value = props && typeof props === 'object' ? (props as Record<string, unknown>)[key] : undefined;
  return isMeasurementSystem(value) ? value : 'Metric';
}

/** Whether the page shows another measurement system than `built`, the one it was built with. */
function otherSystem(document: Document, built: MeasurementSystem): boolean {
  return shownMeasurementSystem({ root: document.documentElement, fallback: built }) !== built;
}

/** The number of products in the stored basket; 0 where the browser denies `localStorage` itself. */
function storedCount(window: Window): number {
  try {
    return basketCount(readBasket(window.localStorage));
  } catch {
    return 0;
  }
}

/**
 * Wakes the basket button (plugins/catalogue/islands/BasketButton.tsx) when the basket holds a product
 * (its count is not on the server markup), when the page shows another measurement system than it was
 * built with and the product has variants (their names differ by system), and later when either changes.
 */
export const watchBasketButton: IslandWatch = ({ props, document, window, signal, wake }) => {
  const built = builtSystem(props, 'measurementSystem');
  const variants = (props as { variants?: unknown } | null)?.variants;
  const named = Array.isArray(variants) && variants.length > 1;
  const stale = () => storedCount(window) > 0 || (named && otherSystem(document, built));
  if (stale()) return wake();
  const stop = subscribeBasket({ target: window, onChange: () => stale() && wake() });
  signal.addEventListener('abort', stop, { once: true });
  window.addEventListener(MEASUREMENT_SYSTEM_EVENT, () => stale() && wake(), { signal });
};

/**
 * Wakes the measurement switch (plugins/catalogue/islands/MeasurementToggle.tsx) when the page shows
 * another system than it was built with (the visitor's cookie): its pressed button must say so.
 */
export const watchMeasurementToggle: IslandWatch = ({ props, document, window, signal, wake }) => {
  const built = builtSystem(props, 'current');
  if (otherSystem(document, built)) return wake();
  window.addEventListener(MEASUREMENT_SYSTEM_EVENT, () => otherSystem(document, built) && wake(), { signal });
};
