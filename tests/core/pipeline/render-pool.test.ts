import { describe, expect, it } from 'vitest';
import { POOL_START_MIN_PAGES, renderBatchCount } from '../../../core/pipeline/render-pool.ts';

describe('where an incremental build renders its pages', () => {
  it('renders a few changed pages in the main thread rather than start the worker threads', () => {
    const few = { pages: 237, threads: 2 };
    expect(renderBatchCount({ ...few, incremental: true, poolRunning: false })).toBe(1);
    expect(renderBatchCount({ ...few, incremental: true, poolRunning: true })).toBe(2);
    // A full build splits as before, whatever it renders.
    expect(renderBatchCount({ ...few, incremental: false, poolRunning: false })).toBe(2);
  });

  it('starts the threads for an incremental build with many pages to render', () => {
    const pages = POOL_START_MIN_PAGES;
    expect(renderBatchCount({ pages, threads: 2, incremental: true, poolRunning: false })).toBe(2);
    expect(renderBatchCount({ pages: 30_000, threads: 2, incremental: true, poolRunning: false })).toBe(15);
  });
});
