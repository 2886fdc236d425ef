/** A Storage over a Map, standing in for `sessionStorage` outside the browser. */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** A storage that refuses every access, like Safari's in some private modes. */
export const brokenStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem() {
    throw new Error('SecurityError: storage is disabled');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
};
