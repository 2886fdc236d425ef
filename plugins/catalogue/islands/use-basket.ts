import { useCallback, useSyncExternalStore } from 'react';
import { type BasketState, parseBasket } from '../../../core/catalogue/basket.ts';
import { readBasket, readStoredBasket, saveBasket, subscribeBasket } from './basket-store.ts';

// One parsed state per stored text, so React sees the same object until the basket really changes.
let lastText: string | null | undefined;
let lastState: BasketState = parseBasket(null);

function snapshot(): BasketState {
  const text = readStoredBasket(window.localStorage);
  if (text !== lastText) {
    lastText = text;
    lastState = parseBasket(text);
  }
  return lastState;
}

const subscribe = (onChange: () => void) => subscribeBasket({ target: window, onChange });

/**
 * The comparison basket of `localStorage`, kept current across islands and tabs, and a way to change
 * it. During server rendering and hydration the basket is null (unknown: the server cannot read the
 * visitor's storage), so the first client render matches the server's HTML; then the stored one follows.
 *
 * @returns `[basket or null, update]`; `update(operation)` applies a basket operation from
 *   core/catalogue/basket.ts to the CURRENT stored basket and saves the result when it differs.
 */
export function useBasket(): [BasketState | null, (operation: (state: BasketState) => BasketState) => void] {
  const basket = useSyncExternalStore<BasketState | null>(subscribe, snapshot, () => null);
  const update = useCallback((operation: (state: BasketState) => BasketState) => {
    // The stored basket, not the rendered one: another tab may have changed it since.
    const current = readBasket(window.localStorage);
    const next = operation(current);
    if (next !== current) saveBasket({ storage: window.localStorage, state: next, target: window });
  }, []);
  return [basket, update];
}
