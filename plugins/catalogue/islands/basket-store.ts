import {
  BASKET_STORAGE_KEY,
  type BasketState,
  parseBasket,
  serializeBasket,
} from '../../../core/catalogue/basket.ts';

/**
 * The event a window receives after one of its islands saved the basket. Browsers send `storage` events
 * to the OTHER tabs only, so the islands of the saving tab listen to this one too.
 */
export const BASKET_CHANGE_EVENT = 'sitefleet:basket';

/** Where the basket is kept: `localStorage`, or a stand-in with the same two methods. */
export type BasketStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored basket text, or null when there is none or the storage refuses access (a private mode, or
 * storage disabled): the basket then reads as empty.
 */
export function readStoredBasket(storage: BasketStorage): string | null {
  try {
    return storage.getItem(BASKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored basket (customer-area §3 comparison basket state); empty when unreadable. */
export function readBasket(storage: BasketStorage): BasketState {
  return parseBasket(readStoredBasket(storage));
}

/**
 * Saves the basket under `BASKET_STORAGE_KEY` and tells this window's islands
 * ({@link BASKET_CHANGE_EVENT}); other tabs learn it from their `storage` event.
 *
 * @returns false when the storage refused the write (quota, disabled storage); nothing is announced then.
 */
export function saveBasket(input: {
  storage: BasketStorage;
  state: BasketState;
  target: EventTarget;
}): boolean {
  try {
    input.storage.setItem(BASKET_STORAGE_KEY, serializeBasket(input.state));
  } catch (error) {
    console.warn('The comparison basket could not be saved:', error);
    return false;
  }
  input.target.dispatchEvent(new Event(BASKET_CHANGE_EVENT));
  return true;
}

/**
 * Calls `onChange` whenever the basket may have changed: a save in this window, or a `storage` event for
 * the basket key (another tab; `key` null when that tab cleared the whole storage).
 *
 * @returns a function that stops listening.
 */
export function subscribeBasket(input: { target: Window; onChange: () => void }): () => void {
  const { target, onChange } = input;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BASKET_STORAGE_KEY) onChange();
  };
  target.addEventListener(BASKET_CHANGE_EVENT, onChange);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(BASKET_CHANGE_EVENT, onChange);
    target.removeEventListener('storage', onStorage);
  };
}

/**
 * A random key for a new basket instance (customer-area §3 "random key"): `crypto.randomUUID()`, or
 * the same format from `crypto.getRandomValues` on pages outside a secure context (plain http on a
 * host other than localhost), where `randomUUID` does not exist.
 */
export function randomKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
