import { randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import PQueue from 'p-queue';
import { createError, UnknownLocale, UnknownSite } from '../errors.ts';
import type { GraphQLEndpoint, ServiceName } from '../graphql/client.ts';
import { deriveLocales, type LocaleTweaks } from '../locales/derive-locales.ts';
import type { Logger, LogLevelName } from '../logger.ts';
import { siteTechnicalName } from '../routing/site-name.ts';
import { LATEST_BUILD_FILE, manifestFile } from './build-files.ts';
import { createServiceFetcher, type FetchStats, type ServiceFetcher } from './fetch-queue.ts';
import type { LinkCheckSeverity, RuntimeRoutes } from './link-check.ts';
import { checkBuildLinks, type LinkCheckResult } from './link-check-build.ts';
import type { BuildManifest, ClientAssets, WrittenPage } from './manifest.ts';
import { type CollectedLinks, createLinkCollector, mergeLinks } from './page-links.ts';
import type { Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import {
  createRenderPool,
  type RenderPool,
  type RenderTask,
  type RenderWorkers,
  shardCount,
} from './render-pool.ts';
import { renderSitePages } from './render-site.ts';
import { type HookTimings, runHook } from './run-hook.ts';
import { checkSiteConfigs, loadSystemIndex } from './system-data.ts';
import { createStagingTree, type StagingTree } from './writer.ts';

export { pageFile } from './page-file.ts';

/** Folder of the client bundle below the output folder, served at `/_assets/`. */
export const ASSETS_FOLDER = '_assets';

/** A site as configured: its `sites/` file, already turned into plugin instances. */
export interface ConfiguredSite {
  /** CMS site id = file name of its `sites/` file. */
  key: string;
  plugins: Plugin<unknown>[];
  tweaks: LocaleTweaks;
  mainSiteOnly: boolean;
  internationalOnly: boolean;
  pluginOptions: Record<string, unknown>;
  /** Plugin name → URL of its module (a plugin folder's `index.ts`), for render workers to import. */
  pluginModules: Record<string, string>;
}

/** Progress events, for live output. */
export type BuildProgress =
  | { phase: 'system-data' }
  | { phase: 'load'; site: string }
  | { phase: 'render'; site: string; done: number; total: number }
  | { phase: 'emit'; site: string }
  | { phase: 'commit' };

export interface BuildOptions {
  /** Absolute output folder, e.g. `<root>/dist`. */
  outDir: string;
  sitesDir: string;
  sites: ConfiguredSite[];
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** Shared fetch-queue concurrency; default 5. */
  concurrency?: number;
  /** Build only these sites (key, technical name or slug); default all. */
  siteFilter?: readonly string[];
  /** Build only these locales (URL codes such as `en`, `de-ch`); default all of each site. */
  localeFilter?: readonly string[];
  logger: Logger;
  onProgress?: (progress: BuildProgress) => void;
  /**
   * The client bundle: files in `dir` are copied into `<outDir>/_assets/` (hashed names, never deleted
   * by a later build, so pages of sites not rebuilt keep working) before the sites are swapped in.
   */
  assets?: { dir: string; manifest: ClientAssets };
  /** Render worker threads; default none (render in this thread). */
  workers?: RenderWorkers;
  /** Log level for worker threads; default info. */
  logLevel?: LogLevelName;
  /** What broken internal links do (core/pipeline/link-check.ts); default `warn`; `ignore` skips the check. */
  linkCheck?: LinkCheckSeverity;
  /**
   * What the runtime serves besides pages, for the link check: `runtimeRoutesOf` the fleet's plugins
   * (core/pipeline/link-check.ts); default none but the runtime's own paths.
   */
  runtimeRoutes?: RuntimeRoutes;
}

/** Per-site result of a build. */
export interface SiteBuildResult {
  key: string;
  technicalName: string;
  locales: number;
  pages: number;
  bytes: number;
}

/** Result of {@link buildSites}; durations in ms, sizes in bytes. */
export interface BuildResult {
  buildId: string;
  sites: SiteBuildResult[];
  pages: number;
  bytes: number;
  durationMs: number;
  fetch: FetchStats;
  timings: HookTimings;
  /** Worker threads that rendered (1: the main thread only). */
  threads: number;
  /** The link check's findings; absent when `linkCheck` is `ignore`. */
  linkCheck?: LinkCheckResult;
}

/**
 * Builds the selected sites (ARCHITECTURE.md "The build, as data flows"): system data → locales per site →
 * plugin `load` through one shared queue → `pages` → render → write into a staging tree → `emit` → link
 * check (core/pipeline/link-check-build.ts) → swap every site into `outDir`. Nothing in `outDir` changes
 * unless the whole build succeeds.
 *
 * @throws SitefleetError from any phase (unknown site or locale, unreachable service, invalid answer,
 *   failing plugin, `BrokenLinks` when `linkCheck` is `fail`); the staging tree is removed first.
 */
export async function buildSites(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const buildId = createBuildId();
  const logger = options.logger;
  const timings: HookTimings = new Map();
  const fetch = createServiceFetcher({
    endpoints: options.endpoints,
    concurrency: options.concurrency,
    logger,
  });

  // System data: countries, languages, sites, brands (one systemDataQuery).
  options.onProgress?.({ phase: 'system-data' });
  const system = await loadSystemIndex({ fetch, logger });
  checkSiteConfigs({
    system,
    configuredKeys: new Set(options.sites.map((site) => site.key)),
    sitesDir: options.sitesDir,
    logger,
  });
  const selected = selectSites({ system, configured: options.sites, filter: options.siteFilter });
  const resolved = selected.map((configured) =>
    resolveSite({ system, configured, localeFilter: options.localeFilter }),
  );
  checkLocaleFilter(resolved, options.localeFilter);

  const staging = await createStagingTree({ outDir: options.outDir, buildId });
  // Sites load in parallel (network-bound) but declare, render and emit one at a time (CPU-bound), so
  // only one site's page descriptors are alive at once.
  const renderQueue = new PQueue({ concurrency: 1 });
  let pool: RenderPool | null = null;
  const workers = options.workers;
  const getPool = workers && workers.threads > 1 ? () => (pool ??= createRenderPool(workers)) : undefined;
  const linkSeverity = options.linkCheck ?? 'warn';
  const siteLinks: SiteLinks[] | undefined = linkSeverity === 'ignore' ? undefined : [];
  try {
    const results = await Promise.all(
      resolved.map(({ site, configured }) =>
        buildSite({
          site,
          configured,
          system,
          fetch,
          staging,
          buildId,
          timings,
          options,
          renderQueue,
          pool: getPool,
          siteLinks,
        }),
      ),
    );
    // Link check: the written pages' internal links against every site the runtime will serve.
    const linkCheck =
      siteLinks && linkSeverity !== 'ignore'
        ? await checkBuildLinks({
            outDir: options.outDir,
            staging,
            buildId,
            built: siteLinks,
            routes: options.runtimeRoutes ?? { routePrefixes: [], familyPages: [], familyRoots: [] },
            severity: linkSeverity,
            logger,
          })
        : undefined;
    // Swap: assets first (additive), then every site moves into place once all of them are written.
    options.onProgress?.({ phase: 'commit' });
    if (options.assets) {
      await cp(options.assets.dir, path.join(options.outDir, ASSETS_FOLDER), {
        recursive: true,
        force: true,
      });
    }
    await staging.commit(results.map((result) => result.technicalName));
    const pages = results.reduce((sum, result) => sum + result.pages, 0);
    const bytes = results.reduce((sum, result) => sum + result.bytes, 0);
    return {
      buildId,
      sites: results,
      pages,
      bytes,
      durationMs: performance.now() - started,
      fetch: fetch.stats(),
      timings,
      threads: (pool as RenderPool | null)?.threads ?? 1,
      linkCheck,
    };
  } catch (error) {
    await staging.discard();
    throw error;
  } finally {
    await (pool as RenderPool | null)?.close();
  }
}

async function buildSite(input: {
  site: ResolvedSite;
  configured: ConfiguredSite;
  system: SystemIndex;
  fetch: ServiceFetcher;
  staging: StagingTree;
  buildId: string;
  timings: HookTimings;
  options: BuildOptions;
  renderQueue: PQueue;
  /** The worker pool, started on first use; absent when rendering stays in this thread. */
  pool?: () => RenderPool;
  /** Where the site's manifest and its pages' links go for the link check; absent: no check. */
  siteLinks?: SiteLinks[];
}): Promise<SiteBuildResult> {
  const { site, configured, system, staging, options } = input;
  const logger = options.logger.child({ site: site.key });
  const base = {
    site,
    system,
    buildId: input.buildId,
    assets: options.assets?.manifest ?? { scripts: [], styles: [] },
  };
  const hookInput = { siteKey: site.key, logger, timings: input.timings };
  const written: WrittenPage[] = [];
  const data = new Map<Plugin<unknown>, unknown>();
  const links = input.siteLinks ? createLinkCollector(site) : undefined;

  // A site that redirects elsewhere has no pages of its own: only its manifest is written.
  if (!site.cms.redirectHost) {
    // Load: every plugin of the site in parallel, through the shared queue.
    options.onProgress?.({ phase: 'load', site: site.key });
    await Promise.all(
      configured.plugins.map(async (plugin) => {
        const result = await runHook({
          ...hookInput,
          plugin,
          hook: 'load',
          makeArgument: (pluginLogger) => ({ ...base, logger: pluginLogger, fetch: input.fetch }),
        });
        data.set(plugin, result);
      }),
    );

    const shards = input.pool
      ? shardCount({ locales: site.locales.length, threads: options.workers!.threads })
      : 1;
    const pluginData = configured.plugins.map((plugin) => data.get(plugin));
    if (shards > 1) {
      // Render: the site's locales split across worker threads.
      const pool = input.pool!();
      const task: Omit<RenderTask, 'shard'> = {
        site,
        system,
        pluginOptions: configured.pluginOptions,
        pluginModules: configured.pluginModules,
        data: pluginData,
        buildId: input.buildId,
        assets: base.assets,
        outDir: options.outDir,
        logLevel: options.logLevel ?? 'info',
        collectLinks: links !== undefined,
      };
      let done = 0;
      const results = await Promise.all(
        Array.from({ length: shards }, async (_, index) => {
          const rendered = await pool.run({ ...task, shard: { index, count: shards } });
          done += rendered.pages.length;
          options.onProgress?.({ phase: 'render', site: site.key, done, total: done });
          if (links && rendered.links) mergeLinks(links.links, rendered.links);
          return rendered.pages;
        }),
      );
      written.push(...results.flat().sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)));
    } else {
      // Pages and render in this thread, one site at a time.
      const pages = await input.renderQueue.add(() =>
        renderSitePages({
          ...base,
          plugins: configured.plugins,
          data: pluginData,
          shard: { index: 0, count: 1 },
          staging,
          logger,
          timings: input.timings,
          links,
          onProgress: (done, total) => options.onProgress?.({ phase: 'render', site: site.key, done, total }),
        }),
      );
      written.push(...pages);
    }

    // Emit: plugins in order add their per-site files.
    options.onProgress?.({ phase: 'emit', site: site.key });
    for (const plugin of configured.plugins) {
      await runHook({
        ...hookInput,
        plugin,
        hook: 'emit',
        makeArgument: (pluginLogger) => ({
          ...base,
          logger: pluginLogger,
          data: data.get(plugin),
          pages: written,
          writeFile: (file: string, contents: string | Uint8Array) =>
            staging.write({ technicalName: site.technicalName, file, contents }),
        }),
      });
    }
  }

  const manifest: BuildManifest = {
    buildId: input.buildId,
    builtAt: new Date().toISOString(),
    site: {
      key: site.key,
      id: site.cms.id,
      name: site.cms.name,
      technicalName: site.technicalName,
      slug: site.cms.slug,
      domains: site.cms.domains,
      redirectHost: site.cms.redirectHost,
      mainSiteOnly: site.mainSiteOnly,
      internationalOnly: site.internationalOnly,
    },
    locales: site.locales.map((locale) => locale.urlCode),
    pages: written,
  };
  await staging.write({
    technicalName: site.technicalName,
    file: manifestFile(input.buildId),
    contents: JSON.stringify(manifest),
  });
  await staging.write({
    technicalName: site.technicalName,
    file: LATEST_BUILD_FILE,
    contents: JSON.stringify({ buildId: input.buildId, builtAt: manifest.builtAt }),
  });
  await staging.flush();
  input.siteLinks?.push({ manifest, links: links?.links ?? new Map() });
  const bytes = written.reduce((sum, page) => sum + page.bytes, 0);
  logger.info(`${written.length} pages in ${site.locales.length} locales`);
  return {
    key: site.key,
    technicalName: site.technicalName,
    locales: site.locales.length,
    pages: written.length,
    bytes,
  };
}

/** A built site's manifest and its pages' internal links, for the link check. */
interface SiteLinks {
  manifest: BuildManifest;
  links: CollectedLinks;
}

function selectSites(input: {
  system: SystemIndex;
  configured: ConfiguredSite[];
  filter?: readonly string[];
}): ConfiguredSite[] {
  const available = input.configured.filter((site) => input.system.sites.some((cms) => cms.id === site.key));
  if (!input.filter || input.filter.length === 0) return available;
  return input.filter.map((wanted) => {
    const match = available.find((site) => {
      const cms = input.system.sites.find((candidate) => candidate.id === site.key)!;
      return site.key === wanted || cms.slug === wanted || siteTechnicalName(cms.name) === wanted;
    });
    if (!match) {
      throw createError(UnknownSite, { requested: wanted, known: available.map((site) => site.key) });
    }
    return match;
  });
}

function resolveSite(input: {
  system: SystemIndex;
  configured: ConfiguredSite;
  localeFilter?: readonly string[];
}): { site: ResolvedSite; configured: ConfiguredSite } {
  const { system, configured } = input;
  const cms = system.sites.find((site) => site.id === configured.key)!;
  const internationalOnly = cms.internationalOnly || configured.internationalOnly;
  let locales = deriveLocales({
    countries: system.raw.countries,
    internationalOnly,
    tweaks: configured.tweaks,
  });
  if (input.localeFilter && input.localeFilter.length > 0) {
    const wanted = new Set(input.localeFilter.map((code) => code.toLowerCase()));
    locales = locales.filter((locale) => wanted.has(locale.urlCode));
  }
  const site: ResolvedSite = {
    key: configured.key,
    cms,
    technicalName: siteTechnicalName(cms.name),
    brand: cms.brand ? (system.brands.get(cms.brand.id) ?? null) : null,
    locales,
    mainSiteOnly: configured.mainSiteOnly,
    internationalOnly,
    pluginOptions: configured.pluginOptions,
  };
  return { site, configured };
}

function checkLocaleFilter(
  resolved: { site: ResolvedSite }[],
  localeFilter: readonly string[] | undefined,
): void {
  for (const code of localeFilter ?? []) {
    const known = resolved.some(({ site }) =>
      site.locales.some((locale) => locale.urlCode === code.toLowerCase()),
    );
    if (!known) {
      throw createError(UnknownLocale, {
        requested: code,
        sites: resolved.map(({ site }) => site.key).join(', '),
      });
    }
  }
}

/** A sortable, unique build id: `20261122T140512Z-1a2b3c`. */
export function createBuildId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}
