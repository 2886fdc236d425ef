import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeBatcher } from '../../../cli/dev/change-batcher.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that records its batches and finishes when told. */
function recorder() {
  const batches: string[][] = [];
  const finishers: (() => void)[] = [];
  const run = (files: string[]) => {
    batches.push(files);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  return { batches, run, finish: () => finishers.shift()?.() };
}

describe('createChangeBatcher (sitefleet dev: debounce and coalescing)', () => {
  it('waits for the quiet time and hands a burst over as one batch, each file once', async () => {
    const { batches, run, finish } = recorder();
    const batcher = createChangeBatcher({ delayMs: 150, run });
    batcher.add('a');
    await vi.advanceTimersByTimeAsync(100);
    batcher.add('b');
    batcher.add('a');
    await vi.advanceTimersByTimeAsync(149);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([['a', 'b']]);
    finish();
    await batcher.idle();
  });

  it('runs one batch at a time; changes during a run become one next batch', async () => {
    const { batches, run, finish } = recorder();
    const batcher = createChangeBatcher({ delayMs: 150, run });
    batcher.add('a');
    await vi.advanceTimersByTimeAsync(150);
    batcher.add('b');
    batcher.add('c');
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([['a']]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([['a'], ['b', 'c']]);
    finish();
    await batcher.idle();
  });

  it('goes on after a failed batch and reports the failure', async () => {
    const errors: unknown[] = [];
    const seen: string[][] = [];
    const batcher = createChangeBatcher({
      delayMs: 10,
      run: async (files) => {
        seen.push(files);
        if (files.includes('bad')) throw new Error('boom');
      },
      onError: (error) => errors.push(error),
    });
    batcher.add('bad');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('good');
    await vi.advanceTimersByTimeAsync(10);
    await batcher.idle();
    expect(seen).toEqual([['bad'], ['good']]);
    expect(errors).toHaveLength(1);
  });

  it('close drops what waits and ignores later changes', async () => {
    const run = vi.fn(async () => {});
    const batcher = createChangeBatcher({ delayMs: 150, run });
    batcher.add('a');
    await batcher.close();
    batcher.add('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
