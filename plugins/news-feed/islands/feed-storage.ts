import { LAST_READ_STORAGE_KEY } from '../feed.ts';

/** Where the last-read id is kept: `localStorage`, or a stand-in with the same two methods. */
export type FeedStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The last-read news item id (customer-area §9 local storage key), or null when none or unreadable. */
export function readLastRead(storage: FeedStorage): string | null {
  try {
    return storage.getItem(LAST_READ_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Marks the feed read (customer-area §4 "mark-read stores the newest id").
 * @returns false when the storage refused the write (the indicator then clears for this page only).
 */
export function markRead(storage: FeedStorage, newestId: string): boolean {
  try {
    storage.setItem(LAST_READ_STORAGE_KEY, newestId);
    return true;
  } catch {
    return false;
  }
}
