import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from '../../../runtime/client/reload-guard.ts';
import { brokenStorage, MemoryStorage } from './memory-storage.ts';

describe('claimReload (public-site §4, §8: one reload per 10-second window)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the first reload and records its time in the storage', () => {
    const storage = new MemoryStorage();
    expect(claimReload(storage)).toBe(true);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.parse('2025-03-01T10:00:00Z')));
  });

  it('refuses another reload within 10 s and allows one from 10 s on', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    const storage = new MemoryStorage();
    expect(claimReload(storage)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(claimReload(storage)).toBe(false);
    vi.advanceTimersByTime(8_999);
    expect(claimReload(storage)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(claimReload(storage)).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(claimReload(storage)).toBe(false);
  });

  it('counts the window across page loads: the time lives in the (session) storage', () => {
    const storage = new MemoryStorage();
    expect(claimReload(storage)).toBe(true);
    vi.advanceTimersByTime(3_000);
    // After the reload, a new page reads the same session storage.
    expect(claimReload(storage)).toBe(false);
  });

  it('never reloads when the storage is broken, so no reload loop can start', () => {
    expect(claimReload(brokenStorage)).toBe(false);
  });
});
