import { randomBytes } from 'node:crypto';
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigInvalid, createError, UnknownLocale, UnknownSite } from '../errors.ts';
import type { GraphQLEndpoint, ServiceName } from '../graphql/client.ts';
import { deriveLocales } from '../locales/derive-locales.ts';
import type { Logger, LogLevelName } from '../logger.ts';
import { siteTechnicalName } from '../routing/site-name.ts';
import type { ServiceAnswerCache } from './answer-cache.ts';
import { linkCheckFile } from './build-files.ts';
import { type BuildGraph, graphSiteKey } from './build-graph.ts';
import {
  type BuiltSite,
  type ConfiguredSite,
  finishSite,
  loadSite,
  primeSite,
  renderSite,
  type SiteBuildContext,
} from './build-site.ts';
import { carryEmits, recordEmits } from './emit-site.ts';
import { createServiceFetcher, type FetchStats, type ServiceFetcher } from './fetch-queue.ts';
import { builtAtOf, hashValue, parsedManifest, rendererVersions } from './incremental.ts';
import type { LinkCheckSeverity, RuntimeRoutes } from './link-check.ts';
import {
  checkBuildLinks,
  judgeLinkReport,
  type LinkCheckResult,
  primeLinkCheck,
} from './link-check-build.ts';
import { type ClientAssets, type ManifestPatch, readLatestBuild } from './manifest.ts';
import type { CollectedLinks } from './page-links.ts';
import type { Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import { createRenderPool, type RenderPool, type RenderWorkers } from './render-pool.ts';
import type { HookTimings } from './run-hook.ts';
import { BUILD_ID_PATTERN, type Shard, shardParts } from './shard.ts';
import { checkSiteConfigs, loadSystemIndex } from './system-data.ts';
import { createStagingTree, type StagingTree } from './writer.ts';

export { pageFile } from './page-file.ts';

/** Folder of the client bundle below the output folder, served at `/_assets/`. */
export const ASSETS_FOLDER = '_assets';

export type { ConfiguredSite } from './build-site.ts';

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
  /**
   * Service answers kept from earlier builds of this process, already told what changed
   * (core/pipeline/answer-cache.ts; the warm builder's); default none: every request is sent.
   */
  answers?: ServiceAnswerCache;
  /**
   * The build graph (core/pipeline/build-graph.ts: the warm builder's in memory, a command's read from
   * `.sitefleet/cache/`): a plugin whose node's inputs hash the same is not asked to declare its pages
   * again, an emit whose reads hash the same is not run again, the trees it knows are not parsed again
   * and the link check's answers it keeps are not worked out again. Default none: every plugin declares
   * its pages, every emit runs, and a prime answers no links (there is nowhere to keep them).
   */
  graph?: BuildGraph;
  /** Build only these sites (key, technical name or slug); default all. */
  siteFilter?: readonly string[];
  /** Build only these locales (URL codes such as `en`, `de-ch`); default all of each site. */
  localeFilter?: readonly string[];
  logger: Logger;
  onProgress?: (progress: BuildProgress) => void;
  /**
   * The client bundle: files in `dir` are copied into `<outDir>/_assets/` (hashed names, never deleted
   * by a later build, so pages of sites not rebuilt keep working) before the sites are swapped in;
   * `dir` null: `<outDir>/_assets/` already holds it.
   */
  assets?: { dir: string | null; manifest: ClientAssets };
  /** Render worker threads; default none (render in this thread). */
  workers?: RenderWorkers;
  /** Log level for worker threads; default info. */
  logLevel?: LogLevelName;
  /** Renders every page, whatever the previous build in `outDir` (core/pipeline/incremental.ts); default false. */
  force?: boolean;
  /**
   * Prepares the next incremental builds of the selected sites instead of building them (a warm
   * builder while idle, cli/builder-child.ts): loads each site that has a live tree (filling `answers`),
   * reads its nodes of the build graph (`graph`), and gives it a recycled
   * tree when it has none (core/pipeline/writer.ts `keepRecycledCopy`: hard links to its live tree);
   * unless `linkCheck` is `ignore`, also reads each such site's live locale pages files, works out their
   * links and answers them against the fleet as it is (core/pipeline/link-check-build.ts
   * `primeLinkCheck`: kept for the next check). Renders, emits, reports and swaps nothing; the live
   * trees stay as they are. `signal` stops it between sites and before the links are answered. Default
   * false.
   */
  prime?: { signal?: AbortSignal };
  /**
   * Renders each page whose inputs equal another's but for the locale's own codes once, and writes the
   * others by exchanging the codes (core/pipeline/locale-groups.ts); false renders every page on its own
   * (slower; the same files while the renderers keep core/pipeline/plugin.ts `RenderContext`'s rule).
   * Default true.
   */
  groupLocales?: boolean;
  /** What broken internal links do (core/pipeline/link-check.ts); default `warn`; `ignore` skips the check. */
  linkCheck?: LinkCheckSeverity;
  /**
   * What the runtime serves besides pages, for the link check: `runtimeRoutesOf` the fleet's plugins
   * (core/pipeline/link-check.ts); default none but the runtime's own paths.
   */
  runtimeRoutes?: RuntimeRoutes;
  /**
   * Build only this shard's part of the selection (core/pipeline/shard.ts): its run of the sites'
   * locales. Every shard loads and declares every selected site, so that manifests and link checks are
   * the whole build's; the union of all shards' output trees equals the whole build's. Default: all.
   */
  shard?: Shard;
  /**
   * The build's id, `YYYYMMDDTHHMMSSZ-xxxxxx` (the shards of one build share it); default a new one.
   * @throws SitefleetError `ConfigInvalid` for another form.
   */
  buildId?: string;
}

/** Per-site result of a build. */
export interface SiteBuildResult {
  key: string;
  technicalName: string;
  locales: number;
  pages: number;
  bytes: number;
  /** Pages rendered by this build; the others were taken over from the previous build untouched. */
  rendered: number;
  /** Pages of the previous build that are gone. */
  removed: number;
  /** False when nothing of the site changed: the live tree (and its build id) stayed as it was. */
  changed: boolean;
  /** Id of the build the site's live tree is from after this build. */
  buildId: string;
  /**
   * When the site was swapped in and lists the same page files as the tree it replaced: how its manifest
   * differs from that tree's (a serving process patches the manifest it holds instead of reading it).
   */
  manifestPatch?: ManifestPatch;
}

/** Result of {@link buildSites}; durations in ms, sizes in bytes. */
export interface BuildResult {
  buildId: string;
  sites: SiteBuildResult[];
  pages: number;
  bytes: number;
  /** Pages rendered (the rest taken over untouched from the previous build). */
  rendered: number;
  durationMs: number;
  fetch: FetchStats;
  timings: HookTimings;
  /** Worker threads that rendered (1: the main thread only). */
  threads: number;
  /** The link check's findings; absent when `linkCheck` is `ignore`. */
  linkCheck?: LinkCheckResult;
  /** With {@link BuildOptions.prime}: the keys of the sites prepared (`sites` is then empty). */
  primed?: string[];
}

/**
 * Builds the selected sites (ARCHITECTURE.md "The build, as data flows"), one phase function each:
 * system data → select and resolve sites → per site, one after another (the next site's load overlapping):
 * load → pages → plan → render → emit (core/pipeline/build-site.ts) → link check → finish and swap.
 * Only pages whose inputs changed since the build in `outDir` are rendered (all with `force`); a site of
 * which nothing changed keeps its live tree. Nothing in `outDir` changes unless the whole build succeeds.
 *
 * @throws SitefleetError from any phase (unknown site or locale, unreachable service, invalid answer,
 *   failing plugin, `BrokenLinks` when `linkCheck` is `fail`); the staging tree is removed first.
 */
export async function buildSites(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  if (
    options.buildId !== undefined &&
    (!BUILD_ID_PATTERN.test(options.buildId) || Number.isNaN(Date.parse(builtAtOf(options.buildId))))
  ) {
    throw createError(ConfigInvalid, {
      problems: [
        `--build-id ${options.buildId}: expected the form 20261122T140512Z-1a2b3c (UTC time, 6 hex digits)`,
      ],
    });
  }
  const buildId = options.buildId ?? createBuildId();
  const logger = options.logger;
  const timings: HookTimings = new Map();
  const fetch = createServiceFetcher({
    endpoints: options.endpoints,
    concurrency: options.concurrency,
    logger,
    answers: options.answers,
  });
  options.onProgress?.({ phase: 'system-data' });
  const system = await loadSystemIndex({ fetch, logger });
  const resolved = resolvePhase({ system, options });

  // A shard's output is one part of a build: the trees it replaces are not whole sites to start from.
  // A forced build rewrites pages whose input hashes stay the same: a tree from before it, matched by
  // those hashes, would bring the old bytes back.
  const staging = await createStagingTree({
    outDir: options.outDir,
    buildId,
    recycle: !options.shard && !options.force,
  });
  let pool: RenderPool | null = null;
  const workers = options.workers;
  const getPool = workers && workers.threads > 1 ? () => (pool ??= createRenderPool(workers)) : undefined;
  const linkSeverity = options.linkCheck ?? 'warn';
  if (options.prime) {
    try {
      const primed = await primePhase({ resolved, system, fetch, staging, buildId, timings, options });
      return {
        buildId,
        sites: [],
        pages: 0,
        bytes: 0,
        rendered: 0,
        durationMs: performance.now() - started,
        fetch: fetch.stats(),
        timings,
        threads: 1,
        primed,
      };
    } finally {
      await staging.discard();
    }
  }
  try {
    const built = await sitesPhase({
      resolved,
      system,
      fetch,
      staging,
      buildId,
      timings,
      options,
      pool: getPool,
      poolRunning: () => pool !== null,
      collectLinks: linkSeverity !== 'ignore',
    });
    const linkCheck =
      linkSeverity === 'ignore'
        ? undefined
        : await linkCheckPhase({ built, staging, options, severity: linkSeverity });
    const swapped = await commitPhase({ built, staging, options });
    if (linkCheck && !options.shard && options.graph) {
      const report = { checked: linkCheck.checked, broken: linkCheck.broken };
      options.graph.record({
        kind: 'links',
        siteKey: graphSiteKey(options.outDir, '*'),
        plugins: [''],
        changed: new Map([
          ['', { inputs: await linkCheckInputs(built, options, linkCheck.severity), report }],
        ]),
      });
    }
    const results = built
      .filter((site) => site.written)
      .map((site) => siteResult(site, swapped.has(site.site.technicalName)));
    return {
      buildId,
      sites: results,
      pages: results.reduce((sum, result) => sum + result.pages, 0),
      bytes: results.reduce((sum, result) => sum + result.bytes, 0),
      rendered: results.reduce((sum, result) => sum + result.rendered, 0),
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

/** Checks the site files against the CMS and resolves the selected sites and locales. */
function resolvePhase(input: { system: SystemIndex; options: BuildOptions }) {
  const { system, options } = input;
  checkSiteConfigs({
    system,
    configuredKeys: new Set(options.sites.map((site) => site.key)),
    sitesDir: options.sitesDir,
    logger: options.logger,
  });
  const selected = selectSites({ system, configured: options.sites, filter: options.siteFilter });
  const resolved = selected.map((configured) =>
    resolveSite({ system, configured, localeFilter: options.localeFilter }),
  );
  checkLocaleFilter(resolved, options.localeFilter);
  return resolved;
}

/** What the phases over the selected sites start from. */
interface SitesInput {
  resolved: { site: ResolvedSite; configured: ConfiguredSite }[];
  system: SystemIndex;
  fetch: ServiceFetcher;
  staging: StagingTree;
  buildId: string;
  timings: HookTimings;
  options: BuildOptions;
}

/** What every phase of one site's build shares (core/pipeline/build-site.ts `SiteBuildContext`). */
function siteContextFor(input: {
  site: ResolvedSite;
  configured: ConfiguredSite;
  system: SystemIndex;
  buildId: string;
  staging: StagingTree;
  timings: HookTimings;
  options: BuildOptions;
}): SiteBuildContext {
  const { site, configured, options } = input;
  const assets = options.assets?.manifest ?? { scripts: [], styles: [] };
  return {
    site,
    configured,
    system: input.system,
    buildId: input.buildId,
    assets,
    renderers: rendererVersions({
      plugins: configured.plugins.map((plugin) => plugin.name),
      versions: configured.rendererVersions ?? {},
      assets,
    }),
    outDir: options.outDir,
    staging: input.staging,
    logger: options.logger.child({ site: site.key }),
    timings: input.timings,
  };
}

/**
 * Sites whose load runs while an earlier one renders: loads wait on the network and the services, renders
 * on the CPU, so overlapping them keeps both busy; more would only hold more load data in memory.
 */
export const SITES_LOADED_AHEAD = 2;

/**
 * Loads, renders and emits the sites one after another, loading up to {@link SITES_LOADED_AHEAD} sites
 * ahead while one renders, so that the load data alive at once is bounded whatever the fleet's size.
 */
async function sitesPhase(
  input: SitesInput & {
    pool?: () => RenderPool;
    poolRunning: () => boolean;
    collectLinks: boolean;
  },
): Promise<BuiltSite[]> {
  const { options } = input;
  const contexts = input.resolved.map(({ site, configured }) =>
    siteContextFor({ ...input, site, configured }),
  );
  const load = (context: SiteBuildContext) => {
    options.onProgress?.({ phase: 'load', site: context.site.key });
    const loading = loadSite({ ...context, fetch: input.fetch });
    loading.catch(() => {}); // awaited in turn below; a failure must not surface as unhandled first
    return loading;
  };
  const parts = options.shard
    ? shardParts(
        input.resolved.map(({ site }) => ({
          key: site.key,
          locales: site.locales.map((locale) => locale.urlCode),
        })),
        options.shard,
      )
    : undefined;
  const built: BuiltSite[] = [];
  const loads: Promise<Map<Plugin<unknown>, unknown>>[] = [];
  const loadUpTo = (index: number) => {
    for (let next = loads.length; next <= Math.min(index, contexts.length - 1); next += 1) {
      loads.push(load(contexts[next]!));
    }
  };
  try {
    for (const [index, context] of contexts.entries()) {
      loadUpTo(index + SITES_LOADED_AHEAD);
      const data = await loads[index]!;
      delete loads[index]; // the site's load data lives no longer than its render
      const { site } = context;
      const part = parts?.get(site.key);
      const result = await renderSite({
        ...context,
        data,
        locales: part?.locales,
        writesSite: part?.writesSite,
        force: options.force ?? false,
        collectLinks: input.collectLinks,
        pool: input.pool,
        poolRunning: input.poolRunning,
        graph: options.graph,
        groupLocales: options.groupLocales ?? true,
        threads: options.workers?.threads ?? 1,
        onRender: (done, total) => options.onProgress?.({ phase: 'render', site: site.key, done, total }),
        onEmit: () => options.onProgress?.({ phase: 'emit', site: site.key }),
      });
      built.push(result);
      if (result.written) {
        context.logger.info(
          `${result.manifest.pages.length} pages in ${site.locales.length} locales (${result.rendered} rendered${result.removed > 0 ? `, ${result.removed} removed` : ''})`,
        );
      }
    }
  } finally {
    // After a failure, loads already under way finish before the services close.
    await Promise.allSettled(loads.filter(Boolean));
  }
  return built;
}

/**
 * {@link BuildOptions.prime}: per site in turn (until `signal` aborts), load it (the answers are kept
 * when the options keep them), read its nodes of the build graph and collect its live tree's links (core/pipeline/build-site.ts `primeSite`), then give it a recycled
 * tree when it has none; last, answer the collected links (core/pipeline/link-check-build.ts
 * `primeLinkCheck`).
 * @returns the keys of the sites prepared.
 */
async function primePhase(input: SitesInput): Promise<string[]> {
  const { options } = input;
  const signal = options.prime?.signal;
  const primed: string[] = [];
  // The answers are kept in the graph: without one there is nothing to keep them in.
  const collectLinks = (options.linkCheck ?? 'warn') !== 'ignore' && options.graph !== undefined;
  const links = new Map<string, ReadonlyMap<string, CollectedLinks>>();
  for (const { site, configured } of input.resolved) {
    if (signal?.aborted) break;
    const context = siteContextFor({ ...input, site, configured });
    await loadSite({ ...context, fetch: input.fetch });
    if (signal?.aborted) break;
    const siteLinks = await primeSite({ ...context, graph: options.graph, collectLinks });
    if (!siteLinks) continue;
    links.set(site.key, siteLinks);
    await input.staging.keepRecycledCopy(site.technicalName);
    primed.push(site.key);
  }
  if (collectLinks && links.size > 0 && !signal?.aborted && options.graph) {
    await primeLinkCheck({
      outDir: options.outDir,
      links,
      routes: options.runtimeRoutes ?? NO_RUNTIME_ROUTES,
      signal,
      graph: options.graph,
    });
  }
  return primed;
}

/** Routes when the build is told of none: the runtime's own paths only. */
const NO_RUNTIME_ROUTES: RuntimeRoutes = { routePrefixes: [], familyPages: [], familyRoots: [] };

/**
 * The hash of what the link check of `built` is made from besides the pages' links
 * (core/pipeline/build-graph.ts `LinkCheckNode.inputs`): the build of every site tree in the output
 * folder, the sites checked, the runtime's routes and the severity.
 */
async function linkCheckInputs(
  built: readonly BuiltSite[],
  options: BuildOptions,
  severity: Exclude<LinkCheckSeverity, 'ignore'>,
): Promise<string> {
  // Site trees only: not the staging and recycled trees (`.staging-…`, `.recycle`).
  const entries = (await readdir(options.outDir).catch(() => [] as string[]))
    .filter((entry) => !entry.startsWith('.'))
    .sort();
  const builds: [string, string][] = [];
  for (const entry of entries) {
    const latest = await readLatestBuild(path.join(options.outDir, entry));
    if (latest) builds.push([entry, latest.buildId]);
  }
  return hashValue({
    builds,
    checked: built.map((site) => site.site.key).sort(),
    routes: options.runtimeRoutes ?? NO_RUNTIME_ROUTES,
    severity,
  });
}

/** The link check over the built sites; each site's report goes into its staging tree. */
async function linkCheckPhase(input: {
  built: BuiltSite[];
  staging: StagingTree;
  options: BuildOptions;
  severity: Exclude<LinkCheckSeverity, 'ignore'>;
}): Promise<LinkCheckResult> {
  const { built, staging, options } = input;
  // Nothing changed, over the same served sites: the last report holds (no link of any page moved).
  const node = options.graph?.linkCheck(graphSiteKey(options.outDir, '*'));
  if (node && !options.shard && built.every((site) => !site.changed)) {
    const started = performance.now();
    if (node.inputs === (await linkCheckInputs(built, options, input.severity))) {
      const report = node.report;
      const durationMs = Math.round(performance.now() - started);
      return judgeLinkReport({ report, severity: input.severity, logger: options.logger, durationMs });
    }
  }
  const byName = new Map(built.map((site) => [site.site.technicalName, site]));
  return checkBuildLinks({
    outDir: options.outDir,
    staging,
    built: built.map((site) => ({ manifest: site.manifest, links: site.links?.byLocale ?? new Map() })),
    writeReport: async (manifest, locale, contents) => {
      const site = byName.get(manifest.site.technicalName)!;
      const file = linkCheckFile(locale);
      const changed = await staging.writeBuildFile({
        technicalName: site.site.technicalName,
        file,
        contents,
        liveDir: site.liveDir,
        // Small, and mostly the same every build: compared with the live file's text where it is known.
        compare: { text: site.previous?.texts?.get(file) },
      });
      site.texts.set(file, contents);
      site.changed ||= changed;
    },
    routes: options.runtimeRoutes ?? NO_RUNTIME_ROUTES,
    severity: input.severity,
    logger: options.logger,
    graph: options.graph,
  });
}

/**
 * Writes each changed site's manifest and latest-build file, copies the client bundle (additive), then
 * swaps every changed site into place at once; unchanged sites keep their live tree. Then the build
 * graph keeps each site's emit nodes for the tree now live, and each new tree's build files parsed.
 * @returns the technical names of the sites swapped in.
 */
async function commitPhase(input: {
  built: BuiltSite[];
  staging: StagingTree;
  options: BuildOptions;
}): Promise<Set<string>> {
  const { built, staging, options } = input;
  options.onProgress?.({ phase: 'commit' });
  const swapped = new Set<string>();
  for (const site of built) {
    if (await finishSite({ built: site, staging })) swapped.add(site.site.technicalName);
  }
  if (options.assets?.dir) {
    await cp(options.assets.dir, path.join(options.outDir, ASSETS_FOLDER), {
      recursive: true,
      force: true,
    });
  }
  await staging.commit([...swapped]);
  for (const site of built) {
    const name = site.site.technicalName;
    const siteKey = graphSiteKey(options.outDir, site.site.key);
    const live = swapped.has(name) ? site.manifest.buildId : site.previous?.manifest.buildId;
    if (site.emitted && live)
      recordEmits({ graph: options.graph, siteKey, emitted: site.emitted, buildId: live });
    if (!swapped.has(name)) continue;
    if (!site.emitted && site.previous) {
      carryEmits({ graph: options.graph, siteKey, from: site.previous.manifest.buildId, to: live! });
    }
    // A build id given on the command line may name another tree elsewhere: only fresh ids name one tree.
    if (!options.buildId) {
      options.graph?.keepTree({
        technicalName: name,
        buildId: live!,
        tree: {
          ...parsedManifest(site.manifest),
          localePages: site.localePages,
          texts: site.texts,
          links: site.links,
        },
      });
    }
  }
  // A shard's output holds only what the shard writes: an earlier tree of a site another shard writes
  // would otherwise overwrite that shard's in the union.
  if (options.shard) {
    for (const site of built) {
      if (!site.written) await rm(site.liveDir, { recursive: true, force: true });
    }
  }
  return swapped;
}

function siteResult(built: BuiltSite, swapped: boolean): SiteBuildResult {
  const manifest = swapped || !built.previous ? built.manifest : built.previous.manifest;
  const written = [...built.localePages.values()];
  const result: SiteBuildResult = {
    key: built.site.key,
    technicalName: built.site.technicalName,
    locales: built.locales.size,
    pages: written.reduce((sum, data) => sum + Object.keys(data.pages).length, 0),
    bytes: written.reduce(
      (sum, data) => sum + Object.values(data.pages).reduce((total, page) => total + page.bytes, 0),
      0,
    ),
    rendered: built.rendered,
    removed: built.removed,
    changed: swapped,
    buildId: manifest.buildId,
  };
  const patch = built.manifestPatch;
  return swapped && patch && patch.changed.length <= MANIFEST_PATCH_MAX_PAGES
    ? { ...result, manifestPatch: patch }
    : result;
}

/**
 * Most pages a {@link SiteBuildResult.manifestPatch} names: past that (a release that re-rendered the
 * site) the patch would be as big as the manifest, which the runtime reads instead.
 */
const MANIFEST_PATCH_MAX_PAGES = 2_000;

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
    headerForms: configured.plugins.flatMap((plugin) => (plugin.headerForm ? [plugin.headerForm] : [])),
    actions: configured.plugins.flatMap((plugin) =>
      Object.keys(plugin.actions ?? {}).map((name) => ({
        name,
        excludedSegments: plugin.actionsExcludedSegments ?? [],
      })),
    ),
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
