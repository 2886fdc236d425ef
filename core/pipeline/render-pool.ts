import { Piscina } from 'piscina';
import type { RenderBatch, RenderedBatch } from './render-pages.ts';

/**
 * A batch of a site's pages for a worker thread: the descriptors with the fragments they use, and the
 * site's plugins by name with options (the worker makes them again, for their renderers). Everything here
 * is structured-cloned: no plugin `load` data, only what the pages need.
 */
export interface RenderTask extends RenderBatch {
  /** Plugin name → options, in hook order (as in the site file). */
  pluginOptions: Record<string, unknown>;
  /** Plugin name → URL of its module, which exports the factory as `default` and `optionsSchema`. */
  pluginModules: Record<string, string>;
  buildId: string;
  /** Absolute output folder; the worker writes into this build's staging tree below it. */
  outDir: string;
}

/** Where the worker entry is and how many threads to run. */
export interface RenderWorkers {
  /** `file:` URL of a module whose default export renders one {@link RenderTask}. */
  file: string;
  /** Worker threads; 1 or less renders in the main thread. */
  threads: number;
}

/** A pool of render worker threads (piscina). */
export interface RenderPool {
  threads: number;
  run(task: RenderTask): Promise<RenderedBatch>;
  close(): Promise<void>;
}

/**
 * Starts `threads` worker threads running `file` under the tsx loader, so workers import TypeScript
 * like the main thread does.
 */
export function createRenderPool(workers: RenderWorkers): RenderPool {
  const pool = new Piscina({
    filename: workers.file,
    minThreads: workers.threads,
    maxThreads: workers.threads,
    execArgv: ['--import', 'tsx'],
    idleTimeout: 5_000,
  });
  return {
    threads: workers.threads,
    run: (task) => pool.run(task) as Promise<RenderedBatch>,
    close: () => pool.destroy(),
  };
}

/** Pages a worker's batch should have at the least: below that, handing them over costs more than it saves. */
export const MIN_PAGES_PER_BATCH = 100;

/**
 * Pages a worker's batch has at the most: a thread holds one batch's descriptors, fragments, links and
 * render state at a time, so a big site is rendered in more batches than threads and a thread's memory
 * does not grow with the site.
 */
export const MAX_PAGES_PER_BATCH = 2_000;

/**
 * How many batches `pages` pages to render are split into on `threads` threads (1: render them in the
 * main thread, as an incremental build that changed a few pages does): one per thread, or more where a
 * batch would exceed {@link MAX_PAGES_PER_BATCH}.
 */
export function batchCount(input: { pages: number; threads: number }): number {
  const perThread = Math.max(1, Math.min(input.threads, Math.floor(input.pages / MIN_PAGES_PER_BATCH)));
  return perThread === 1 ? 1 : Math.max(perThread, Math.ceil(input.pages / MAX_PAGES_PER_BATCH));
}

/**
 * Pages an incremental build renders in the main thread rather than start the worker pool for them:
 * starting the threads (each imports the pipeline, React and the site's plugins under tsx) costs both
 * cores more than this thread takes to render that many pages.
 */
export const POOL_START_MIN_PAGES = 1_000;

/**
 * How many batches the pages to render go into ({@link batchCount}), except that an incremental build
 * (one with a previous build to compare with) whose pool is not running yet renders fewer than
 * {@link POOL_START_MIN_PAGES} pages in the main thread (1): starting the pool would cost more than it
 * saves. A full build keeps {@link batchCount}'s rule, so its output and thread count do not depend on it.
 */
export function renderBatchCount(input: {
  pages: number;
  threads: number;
  incremental: boolean;
  poolRunning: boolean;
}): number {
  if (input.incremental && !input.poolRunning && input.pages < POOL_START_MIN_PAGES) return 1;
  return batchCount(input);
}

/**
 * Splits the groups of pages to render (core/pipeline/locale-groups.ts, in their order) into about
 * `count` batches of nearly equal size: consecutive runs of whole groups, each of at most
 * ceil(pages / count) pages or one group (so at most {@link MAX_PAGES_PER_BATCH} when `count` comes from
 * {@link batchCount} and no group is larger). Groups of no pages are left out.
 * @param sizeOf the pages of a group.
 * @returns the non-empty batches, each as its groups.
 */
export function splitBatches<Group>(
  groups: readonly Group[],
  count: number,
  sizeOf: (group: Group) => number,
): Group[][] {
  const total = groups.reduce((sum, group) => sum + sizeOf(group), 0);
  const size = Math.max(1, Math.ceil(total / Math.max(1, count)));
  const batches: Group[][] = [];
  let batch: Group[] = [];
  let pages = 0;
  for (const group of groups) {
    const pagesOf = sizeOf(group);
    if (pagesOf === 0) continue;
    if (pages > 0 && pages + pagesOf > size) {
      batches.push(batch);
      batch = [];
      pages = 0;
    }
    batch.push(group);
    pages += pagesOf;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
