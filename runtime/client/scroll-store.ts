/** Session-storage key holding the remembered scroll positions. */
export const SCROLL_STORAGE_KEY = 'sitefleet:scroll';
/** Delay in ms between the end of loading and restoring a remembered position (public-site §2, §9). */
export const SCROLL_RESTORE_DELAY_MS = 100;
/** Paths remembered at most; the least recently saved are dropped first. */
export const SCROLL_STORE_LIMIT = 50;

/** A scroll position in CSS px. */
export interface ScrollPosition {
  x: number;
  y: number;
}

/** Remembers one scroll position per path (public-site §2: "Scroll position is remembered per path"). */
export interface ScrollStore {
  /** Records `position` for `path` (pathname plus query, `/en/company?tab=2`). */
  save(path: string, position: ScrollPosition): void;
  /** The position last saved for `path`, or null. */
  read(path: string): ScrollPosition | null;
}

/**
 * A {@link ScrollStore} over a Storage (the browser's `sessionStorage`, so positions last as long as the
 * tab). Keeps at most {@link SCROLL_STORE_LIMIT} paths. A storage that throws (disabled, full) or holds
 * garbage is treated as empty: remembering scroll is a comfort, never an error.
 */
export function createScrollStore(storage: Pick<Storage, 'getItem' | 'setItem'>): ScrollStore {
  const readAll = (): Record<string, ScrollPosition> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, ScrollPosition>) : {};
    } catch {
      return {};
    }
  };
  return {
    save(path, position) {
      const all = readAll();
      delete all[path];
      all[path] = { x: Math.round(position.x), y: Math.round(position.y) };
      const paths = Object.keys(all);
      for (const old of paths.slice(0, Math.max(0, paths.length - SCROLL_STORE_LIMIT))) delete all[old];
      try {
        storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(all));
      } catch {
        // Storage full or disabled: the position is simply not remembered.
      }
    },
    read(path) {
      const position = readAll()[path];
      return position && Number.isFinite(position.x) && Number.isFinite(position.y) ? position : null;
    },
  };
}
