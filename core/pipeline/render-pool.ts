import { Piscina } from 'piscina';
import type { LogLevelName } from '../logger.ts';
import type { ClientAssets, WrittenPage } from './manifest.ts';
import type { CollectedLinks } from './page-links.ts';
import type { ResolvedSite, SystemIndex } from './plugin.ts';
import type { RenderShard } from './render-site.ts';

/**
 * A shard of a site for a worker thread: the site, its plugins by name with options (the worker
 * instantiates them again) and their `load` data. Everything here is structured-cloned, so plugin
 * load data must be plain data (objects, arrays, Maps, Sets, primitives).
 */
export interface RenderTask {
  site: ResolvedSite;
  system: SystemIndex;
  /** Plugin name → options, in hook order (as in the site file). */
  pluginOptions: Record<string, unknown>;
  /** Plugin name → URL of its module, which exports the factory as `default` and `optionsSchema`. */
  pluginModules: Record<string, string>;
  data: unknown[];
  buildId: string;
  assets: ClientAssets;
  shard: RenderShard;
  /** Absolute output folder; the worker writes into this build's staging tree below it. */
  outDir: string;
  logLevel: LogLevelName;
  /** Collect the written pages' internal links for the link check. */
  collectLinks: boolean;
}

/** What a worker hands back for a shard: the pages written and, when asked for, their internal links. */
export interface RenderShardResult {
  pages: WrittenPage[];
  links: CollectedLinks | null;
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
  run(task: RenderTask): Promise<RenderShardResult>;
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
    run: (task) => pool.run(task) as Promise<RenderShardResult>,
    close: () => pool.destroy(),
  };
}

/** Locales a shard should have at the least: below that, a worker's start-up costs more than it saves. */
export const MIN_LOCALES_PER_SHARD = 8;

/** How many shards a site of `locales` locales is split into on `threads` threads (1: no split). */
export function shardCount(input: { locales: number; threads: number }): number {
  return Math.max(1, Math.min(input.threads, Math.floor(input.locales / MIN_LOCALES_PER_SHARD)));
}
