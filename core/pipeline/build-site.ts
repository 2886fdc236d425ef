import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LocaleTweaks } from '../locales/derive-locales.ts';
import { type Logger, silentLogger } from '../logger.ts';
import {
  BUILD_FOLDER,
  LATEST_BUILD_FILE,
  LINK_CHECK_FOLDER,
  localePagesFile,
  localeRoutesFile,
  manifestFile,
} from './build-files.ts';
import { type BuildGraph, graphSiteKey, type PlannedSite, planSite, type RenderPlan } from './build-graph.ts';
import { declarePages } from './declare-pages.ts';
import { type Emitted, emitSite, NOTHING_EMITTED } from './emit-site.ts';
import type { ServiceFetcher } from './fetch-queue.ts';
import { forEachFile } from './file-operations.ts';
import {
  builtAtOf,
  hashText,
  hashValue,
  manifestEntry,
  type PreviousBuild,
  plainCollections,
  readPreviousBuild,
  releaseFor,
  type TreeLinks,
} from './incremental.ts';
import {
  liveLocalePages,
  localeLinks,
  localeRoutes,
  localesInTree,
  writtenLocalePages,
} from './locale-files.ts';
import { localeGroups } from './locale-groups.ts';
import {
  type BuildManifest,
  type ClientAssets,
  type LatestBuild,
  type ManifestPage,
  type ManifestPatch,
  manifestPatch,
  pluginAssets,
} from './manifest.ts';
import { pageFile, payloadFile } from './page-file.ts';
import type { CollectedLinks, LocalePages } from './page-links.ts';
import type { Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import {
  collectRenderers,
  fragmentsFor,
  type RenderBatch,
  type RenderedBatch,
  renderPages,
} from './render-pages.ts';
import { type RenderPool, renderBatchCount, splitBatches } from './render-pool.ts';
import { type HookTimings, runHook } from './run-hook.ts';
import type { StagingTree } from './writer.ts';

/*
 * The phases of one site's build (ARCHITECTURE.md "The build, as data flows"): load → pages → plan →
 * render → emit, then, once the whole fleet is checked, finish (manifest, latest-build file) or keep the
 * live tree when nothing changed. Only `load` touches the network; its data is released after `emit`.
 */

/** A site as configured: its `sites/` file, already turned into plugin instances. */
export interface ConfiguredSite {
  /** CMS site id = file name of its `sites/` file. */
  key: string;
  plugins: Plugin<unknown>[];
  tweaks: LocaleTweaks;
  mainSiteOnly: boolean;
  internationalOnly: boolean;
  pluginOptions: Record<string, unknown>;
  /**
   * Plugin name (`sitefleet:forms`) → the options its schema parsed for this site, handed to the
   * runtime's routes (core/pipeline/plugin.ts `PluginSites`). Default: none, so routes use their own.
   */
  parsedOptions?: Record<string, unknown>;
  /** Plugin name → URL of its module (a plugin folder's `index.ts`), for render workers to import. */
  pluginModules: Record<string, string>;
  /**
   * Plugin name → version of its renderers (a hash of the code they run, cli/plugin-registry.ts): a
   * change re-renders the plugin's pages. Default: none, so only page inputs decide.
   */
  rendererVersions?: Record<string, string>;
}

/** What every phase of a site's build shares. */
export interface SiteBuildContext {
  site: ResolvedSite;
  configured: ConfiguredSite;
  system: SystemIndex;
  buildId: string;
  assets: ClientAssets;
  /** Plugin name → renderer version, the client bundle's included (core/pipeline/incremental.ts). */
  renderers: Record<string, string>;
  outDir: string;
  staging: StagingTree;
  logger: Logger;
  timings: HookTimings;
}

/** A site after `emit`: what the link check and the swap need, and no more. */
export interface BuiltSite {
  site: ResolvedSite;
  /** The site's live tree, `<outDir>/<technicalName>`. */
  liveDir: string;
  previous: PreviousBuild | null;
  /** The manifest this build writes, if anything changed: every page of the site. */
  manifest: BuildManifest;
  /**
   * How {@link BuiltSite.manifest} differs from the live tree's, set when the site is swapped in and
   * lists the same page files as that tree (core/pipeline/manifest.ts `ManifestPatch`).
   */
  manifestPatch?: ManifestPatch;
  /**
   * Locales whose pages this build writes (all of the site's, or those of its shard). The site's tree
   * holds only these locales' pages, its files and their build files.
   */
  locales: ReadonlySet<string>;
  /** Per locale written, its pages' sizes and links (the locale's pages file). */
  localePages: Map<string, LocalePages>;
  /** Per locale written, its pages' internal links; absent when the link check is off. */
  links?: TreeLinks;
  /** Texts of the small build files written after the site's phases (the link check's reports), by file. */
  texts: Map<string, string>;
  /** Pages taken over from the previous build, linked into the staging tree by {@link materialize}. */
  reuse: ManifestPage[];
  /** Build files (site-relative) taken over from the live tree by {@link materialize}, when not written anew. */
  reuseBuildFiles?: string[];
  rendered: number;
  removed: number;
  /** Whether a page, a build file or the manifest differs from the live tree's. */
  changed: boolean;
  /** Whether this build (or its shard) writes the site at all. */
  written: boolean;
  /** Whether the reused pages are linked into the staging tree yet. */
  materialized: boolean;
  /** The tree the site's staging folder was adopted from, when it was (core/pipeline/writer.ts `adopt`). */
  recycled?: RecycledTree;
  /** What its plugins' `emit` hooks wrote, with the build graph's nodes to record; absent when none ran. */
  emitted?: Emitted;
}

/** A site's staging folder adopted from the tree an earlier swap replaced. */
interface RecycledTree {
  /** The adopted tree's pages by file, from its manifest, read before anything was written to it. */
  pages: ReadonlyMap<string, ManifestPage>;
  /**
   * The adopted tree's top-level folders that hold its pages (its locale folders): a tree holds nothing
   * there but its manifest's pages and their route payloads, so `prune` need not list them.
   */
  pageFolders: ReadonlySet<string>;
  /** Files of pages the adopted tree already holds as this build declares them (equal input hash). */
  kept: ReadonlySet<string>;
}

/**
 * Takes the site's recycled tree over as its staging folder (core/pipeline/writer.ts `adopt`), when the
 * staging tree keeps one and its manifest reads: then only pages whose file there differs from this
 * build's are linked or rendered, instead of every page of the site. An unreadable tree is emptied.
 */
async function adoptRecycledTree(input: {
  staging: StagingTree;
  site: ResolvedSite;
  plan: RenderPlan;
  graph?: BuildGraph;
}): Promise<RecycledTree | null> {
  const dir = await input.staging.adopt(input.site.technicalName);
  if (!dir) return null;
  const build = await readPreviousBuild(dir, input.graph?.tree);
  if (!build) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    return { pages: new Map(), pageFolders: new Set(), kept: new Set() };
  }
  const kept = new Set<string>();
  for (const page of input.plan.reuse) {
    if (build.pages.get(page.file)?.hash === page.hash) kept.add(page.file);
  }
  // Its locale folders: emits write at the top of the tree or below `_build/` (EmitContext.writeFile).
  const locales = new Set(build.manifest.locales);
  const pageFolders = new Set<string>();
  for (const file of build.pages.keys()) {
    const slash = file.indexOf('/');
    if (slash > 0 && locales.has(file.slice(0, slash))) pageFolders.add(file.slice(0, slash));
  }
  return { pages: build.pages, pageFolders, kept };
}

/**
 * `load`: every plugin of the site in parallel, through the shared queue. A site that redirects
 * elsewhere loads nothing.
 * @returns each plugin's data.
 */
export async function loadSite(
  context: SiteBuildContext & { fetch: ServiceFetcher },
): Promise<Map<Plugin<unknown>, unknown>> {
  const { site, configured } = context;
  const data = new Map<Plugin<unknown>, unknown>();
  if (site.cms.redirectHost) return data;
  const { release: _release, ...base } = siteContextOf(context, '');
  await Promise.all(
    configured.plugins.map(async (plugin) => {
      const result = await runHook({
        plugin,
        hook: 'load',
        siteKey: site.key,
        logger: context.logger,
        timings: context.timings,
        makeArgument: (logger) => ({
          ...base,
          assets: pluginAssets(base.assets, plugin.name),
          logger,
          fetch: context.fetch,
        }),
      });
      data.set(plugin, result);
    }),
  );
  return data;
}

/**
 * `pages` and plan: the site's plugins declare its pages through the build graph
 * (core/pipeline/build-graph.ts `planSite`: a plugin whose node's inputs are unchanged is not asked), and
 * the pages are planned against the previous build.
 */
function declareSite(
  context: SiteBuildContext & {
    data: Map<Plugin<unknown>, unknown>;
    graph?: BuildGraph;
    release: string;
    pluginInputs: ReadonlyMap<Plugin<unknown>, string>;
    previous: ReadonlyMap<string, ManifestPage> | null;
    force: boolean;
  },
): Promise<PlannedSite> {
  const { configured } = context;
  const versionOfPlugin = pluginVersions(configured, context.renderers);
  return planSite({
    graph: context.graph,
    siteKey: graphSiteKey(context.outDir, context.site.key),
    plugins: configured.plugins,
    // The hook reads the site part and its data (pluginInputs) and, through its closure, its options.
    inputsOf: (plugin) =>
      hashText(`${context.pluginInputs.get(plugin) ?? ''}\u0000${versionOfPlugin.get(plugin) ?? ''}`),
    previous: context.previous,
    versionOf: viewVersions(configured, context.renderers),
    force: context.force,
    logger: context.logger,
    declare: (plugins) =>
      declarePages({
        ...siteContextOf(context, context.release),
        plugins,
        data: context.data,
        logger: context.logger,
        timings: context.timings,
      }),
  });
}

/**
 * Prepares a loaded site's next incremental build without building it (core/pipeline/build.ts
 * `BuildOptions.prime`): reads its nodes of the build graph and its live tree's build files, which the
 * graph keeps (`keepTree`); with `collectLinks`, works out the live pages' links
 * (core/pipeline/locale-files.ts `localeLinks`). Writes nothing.
 * @returns null when there is nothing to prepare (the site redirects elsewhere or has no live tree);
 *   else the live tree's links by locale (empty without `collectLinks`).
 */
export async function primeSite(
  context: SiteBuildContext & { graph?: BuildGraph; collectLinks: boolean },
): Promise<ReadonlyMap<string, CollectedLinks> | null> {
  const { site } = context;
  if (site.cms.redirectHost) return null;
  const previous = await readPreviousBuild(
    path.join(context.outDir, site.technicalName),
    context.graph?.tree,
  );
  if (!previous) return null;
  context.graph?.declarations(graphSiteKey(context.outDir, site.key));
  const localePages = await liveLocalePages(previous);
  const { dir: _dir, ...tree } = previous;
  const links = context.collectLinks
    ? localeLinks({
        site,
        manifest: previous.manifest,
        data: localePages,
        same: { links: previous.links, locales: new Set(localePages.keys()) },
      })
    : undefined;
  context.graph?.keepTree({
    technicalName: site.technicalName,
    buildId: previous.manifest.buildId,
    tree: { ...tree, localePages, links: links ?? previous.links },
  });
  return links?.byLocale ?? new Map();
}

/** What {@link renderSite} is given: the site's context, its load data and the build's choices. */
export type RenderSiteContext = SiteBuildContext & {
  data: Map<Plugin<unknown>, unknown>;
  force: boolean;
  collectLinks: boolean;
  /** Locales this build writes; default all of the site's. */
  locales?: ReadonlySet<string>;
  /** Whether this build writes the site's own files (manifest, emit output); default true. */
  writesSite?: boolean;
  /** The worker pool, started on first use; absent when rendering stays in this thread. */
  pool?: () => RenderPool;
  /** Whether the pool runs already (a few pages of an incremental build do not start it); default false. */
  poolRunning?: () => boolean;
  /** The build graph (core/pipeline/build-graph.ts); default none: every plugin declares its pages. */
  graph?: BuildGraph;
  threads: number;
  onRender?: (done: number, total: number) => void;
  onEmit?: () => void;
  /** core/pipeline/build.ts `BuildOptions.groupLocales`; default true. */
  groupLocales?: boolean;
};

/** What the phases of one site's build share once its previous build and release are known. */
interface SitePhaseContext extends RenderSiteContext {
  liveDir: string;
  /** Locales this build writes. */
  own: ReadonlySet<string>;
  previous: PreviousBuild | null;
  release: string;
}

/**
 * `pages` → plan → render → `emit` for one loaded site: declares its pages, renders those whose inputs
 * changed since the live tree's build (all with `force`) in this thread or on the pool, and lets the
 * plugins write their build files. With `locales` (a shard), only those locales' pages are rendered and
 * written; the manifest still lists every page of the site, so every shard writes the same one. The
 * site's load data is not kept.
 */
export async function renderSite(context: RenderSiteContext): Promise<BuiltSite> {
  const { site } = context;
  const liveDir = path.join(context.outDir, site.technicalName);
  const own = context.locales ?? new Set(site.locales.map((locale) => locale.urlCode));
  const written = own.size > 0 || (context.writesSite ?? true);
  const previous = await readPreviousBuild(liveDir, context.graph?.tree);
  const release = releaseFor({ previous, renderers: context.renderers, buildId: context.buildId });

  // Nothing the site is built from changed: no `pages`, no render, no emit.
  const { site: inputs, plugins: pluginInputs, data: dataHashes } = siteInputs({ context, release });
  if (
    previous &&
    !context.force &&
    previous.manifest.inputs === inputs &&
    (await writesSameLocales({ previous, liveDir, locales: own }))
  ) {
    return unchangedSite({ context, previous, liveDir, locales: own, written });
  }
  const phases: SitePhaseContext = { ...context, liveDir, own, previous, release };
  if (site.cms.redirectHost) {
    const plan: RenderPlan = {
      render: [],
      reuse: [],
      removed: [...(previous?.pages.keys() ?? [])],
      duplicates: [],
    };
    return finishPhase({
      ...phases,
      inputs,
      plan,
      rendered: [],
      recycled: null,
      emitted: NOTHING_EMITTED,
      written,
    });
  }
  const tick = phaseClock(context.logger);
  const planned = await planPhase({ ...phases, pluginInputs });
  tick('plan');
  const rendered = await renderPlanned({
    ...context,
    plan: { ...planned.plan, render: planned.plan.render.filter(({ page }) => own.has(page.locale)) },
    fragments: planned.fragments,
    replaceFiles: planned.recycled !== null,
    incremental: previous !== null && !context.force,
    groupLocales: context.groupLocales ?? true,
    versionOf: viewVersions(context.configured, context.renderers),
  });
  tick('render');
  const emitted = await emitPhase({ ...phases, pages: sitePages(planned.plan), dataHashes });
  tick('emit');
  return finishPhase({ ...phases, ...planned, inputs, rendered, emitted, written });
}

/**
 * `pages` and plan (core/pipeline/build-graph.ts `planSite`), then the recycled tree adopted as the
 * staging folder; pages the plan reuses but the live tree lacks are planned again, to be rendered.
 */
async function planPhase(
  context: SitePhaseContext & { pluginInputs: ReadonlyMap<Plugin<unknown>, string> },
): Promise<PlannedSite & { recycled: RecycledTree | null }> {
  const { site, staging, previous, liveDir, own } = context;
  let planned = await declareSite({ ...context, previous: previous?.pages ?? null });
  for (const file of planned.plan.duplicates.slice(0, 10)) {
    context.logger.warn(`Two pages are declared as ${file}; only the first is written`);
  }
  const recycled = await adoptRecycledTree({ staging, site, plan: planned.plan, graph: context.graph });
  const mine = planned.plan.reuse.filter((page) => own.has(page.locale) && !recycled?.kept.has(page.file));
  const missing = await missingFiles(liveDir, mine);
  if (previous && missing.size > 0) {
    // The live tree lost files behind the build's back (a CI cache of `_build/` only): render them.
    context.logger.warn(
      `${missing.size} unchanged page(s) are missing from ${liveDir}; rendering them again`,
    );
    const present = new Map([...previous.pages].filter(([file]) => !missing.has(file)));
    // Every hook's warnings were logged by the first plan: the same hooks give the same ones.
    planned = await declareSite({ ...context, logger: silentLogger(), previous: present });
  }
  return { ...planned, recycled };
}

/**
 * `emit` (core/pipeline/emit-site.ts): the plugins' per-site files, each hook run again only where what
 * it read changed.
 */
function emitPhase(
  context: SitePhaseContext & { pages: ManifestPage[]; dataHashes: ReadonlyMap<Plugin<unknown>, string> },
): Promise<Emitted> {
  context.onEmit?.();
  const versionOfPlugin = pluginVersions(context.configured, context.renderers);
  return emitSite({
    context: siteContextOf(context, context.release),
    plugins: context.configured.plugins,
    data: context.data,
    dataHashes: context.dataHashes,
    pages: context.pages,
    code: (plugin) => `${hashValue(context.renderers)}:${versionOfPlugin.get(plugin) ?? ''}`,
    staging: context.staging,
    liveDir: context.liveDir,
    previous: context.previous,
    graph: context.graph,
    graphKey: graphSiteKey(context.outDir, context.site.key),
    force: context.force,
    logger: context.logger,
    timings: context.timings,
  });
}

/**
 * The site's manifest and locale pages files, then whether anything differs from the live tree; a
 * changed site's reused pages are linked into its staging tree ({@link materialize}).
 */
async function finishPhase(
  context: SitePhaseContext & {
    inputs: string;
    plan: RenderPlan;
    rendered: readonly RenderedBatch[];
    recycled: RecycledTree | null;
    emitted: Emitted;
    written: boolean;
  },
): Promise<BuiltSite> {
  const { site, staging, previous, liveDir, own, plan, rendered } = context;
  const finishStarted = performance.now();
  const manifest = manifestOf({
    site,
    buildId: context.buildId,
    release: context.release,
    renderers: context.renderers,
    inputs: context.inputs,
    pages: sitePages(plan),
    emits: context.emitted.files,
  });
  const reuse = plan.reuse.filter((page) => own.has(page.locale));
  const localePages = await writeLocalePagesFiles({ ...context, reuse });
  const renderedCount = rendered.reduce((sum, batch) => sum + batch.pages.length, 0);
  const removed = plan.removed.filter((file) => own.has(previous?.pages.get(file)?.locale ?? ''));
  const liveLocales = await localesInTree(liveDir);
  const changed =
    renderedCount > 0 ||
    removed.length > 0 ||
    context.emitted.changed ||
    localePages.changed ||
    !previous ||
    !sameManifest(previous.manifest, manifest) ||
    liveLocales.length !== localePages.data.size ||
    liveLocales.some((locale) => !localePages.data.has(locale));
  const built: BuiltSite = {
    site,
    liveDir,
    previous,
    manifest,
    locales: own,
    localePages: localePages.data,
    links: context.collectLinks
      ? localeLinks({
          site,
          manifest,
          data: localePages.data,
          same: { links: previous?.links, locales: localePages.sameLinks },
        })
      : undefined,
    texts: new Map(),
    reuse,
    rendered: renderedCount,
    removed: removed.length,
    changed,
    written: context.written,
    materialized: false,
    recycled: context.recycled ?? undefined,
    emitted: context.emitted,
  };
  if (changed && context.written) await materialize(built, staging);
  context.logger.debug(`finished in ${Math.round(performance.now() - finishStarted)} ms`);
  return built;
}

/**
 * Each written locale's pages file (sizes and links, core/pipeline/build-files.ts `localePagesFile`): a
 * locale none of whose pages changed keeps its live file as it is.
 */
async function writeLocalePagesFiles(
  context: SitePhaseContext & { reuse: ManifestPage[]; rendered: readonly RenderedBatch[] },
): Promise<{ data: Map<string, LocalePages>; changed: boolean; sameLinks: Set<string> }> {
  const { site, staging, liveDir } = context;
  const {
    pages: data,
    unchanged,
    resized,
    sameLinks,
  } = await writtenLocalePages({
    site,
    reuse: context.reuse,
    rendered: [...context.rendered],
    previous: context.previous,
    locales: context.own,
    collectLinks: context.collectLinks,
  });
  let changed = false;
  await forEachFile([...data], async ([locale, pages]) => {
    const file = localePagesFile(locale);
    const from = path.join(liveDir, file);
    if (unchanged.has(locale) && (await staging.reuse({ technicalName: site.technicalName, file, from }))) {
      return;
    }
    const written = await staging.writeBuildFile({
      technicalName: site.technicalName,
      file,
      contents: JSON.stringify(pages),
      liveDir,
      compare: resized.has(locale) ? 'none' : 'read',
    });
    changed ||= written;
  });
  await staging.flush();
  return { data, changed, sameLinks };
}

/** Every page of the plan (rendered or taken over), in file order. */
function sitePages(plan: RenderPlan): ManifestPage[] {
  return [
    ...plan.reuse,
    ...plan.render.map(({ page, hash }) => manifestEntry(page, pageFile(page), hash)),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Links the pages (with their route payloads) and build files a changed site takes over from the live
 * tree into its staging tree; a file whose live copy is gone is an error (the live tree was changed behind the build's back:
 * build with `--force`).
 * @throws Error naming the missing file.
 */
export async function materialize(built: BuiltSite, staging: StagingTree): Promise<void> {
  if (built.materialized) return;
  built.materialized = true;
  const { site, liveDir } = built;
  // An adopted tree already holds the pages it kept, with their payloads.
  const kept = built.recycled?.kept;
  const reuse = kept ? built.reuse.filter((page) => !kept.has(page.file)) : built.reuse;
  const files = [...reuse.map((page) => page.file), ...(built.reuseBuildFiles ?? [])];
  // A page's route payload goes with it where its renderer gave one (not every renderer does).
  const payloads = new Set(reuse.map((page) => payloadFile(page.file)).filter((file) => file !== null));
  const missing: string[] = [];
  const gone = await staging.reuseMany({
    technicalName: site.technicalName,
    files: [...files, ...payloads],
    fromDir: liveDir,
  });
  for (const file of gone) {
    if (!payloads.has(file)) missing.push(file);
    // The adopted tree's payload of an earlier render is not this page's.
    else if (kept) await staging.remove({ technicalName: site.technicalName, file });
  }
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} unchanged page(s) of ${site.key} are missing from ${liveDir} (e.g. ${missing[0]}); build again with --force`,
    );
  }
}

/**
 * Writes the manifest and latest-build file of a changed site into the staging tree, or drops the
 * site's staging tree when nothing of it changed (the live tree stays as it is, mtimes included).
 * @returns whether the site is swapped in.
 */
export async function finishSite(input: { built: BuiltSite; staging: StagingTree }): Promise<boolean> {
  const { built, staging } = input;
  const { site, manifest } = built;
  if (!built.changed || !built.written) {
    await staging.discardSite(site.technicalName);
    return false;
  }
  await materialize(built, staging);
  await staging.write({
    technicalName: site.technicalName,
    file: manifestFile(manifest.buildId),
    contents: JSON.stringify(manifest),
  });
  const patch = built.previous ? manifestPatch({ previous: built.previous.manifest, next: manifest }) : null;
  if (patch) built.manifestPatch = patch;
  await writeLocaleRoutes({ built, staging, patch });
  const latest: LatestBuild = {
    buildId: manifest.buildId,
    builtAt: manifest.builtAt,
    release: manifest.release,
  };
  await staging.write({
    technicalName: site.technicalName,
    file: LATEST_BUILD_FILE,
    contents: JSON.stringify(latest),
  });
  await staging.flush();
  if (built.recycled) await pruneRecycledTree({ built, recycled: built.recycled, staging });
  return true;
}

/**
 * Writes the route rules of each locale the site's tree holds (`_build/<buildId>.<locale>.json`,
 * public-site §7). When the site's pages are the same files as the live tree's, none listed or unlisted
 * anew, and its record is the same, every locale's rules are the live tree's: those files are linked
 * under this build's name (a file operation instead of ~300 files made anew for the main site).
 */
async function writeLocaleRoutes(input: {
  built: BuiltSite;
  staging: StagingTree;
  patch: ManifestPatch | null;
}): Promise<void> {
  const { built, staging, patch } = input;
  const { site, manifest, previous } = built;
  const linked = new Set<string>();
  if (previous && sameRoutes({ previous: previous.manifest, next: manifest, patch })) {
    await forEachFile([...built.locales], async (locale) => {
      const from = path.join(built.liveDir, localeRoutesFile(previous.manifest.buildId, locale));
      const file = localeRoutesFile(manifest.buildId, locale);
      if (await staging.reuse({ technicalName: site.technicalName, file, from })) linked.add(locale);
    });
    // A locale without listed pages has no rules file to link (nor gets one below).
    if (linked.size === built.locales.size) return;
  }
  for (const [locale, routes] of localeRoutes(built)) {
    if (linked.has(locale)) continue;
    await staging.write({
      technicalName: site.technicalName,
      file: localeRoutesFile(manifest.buildId, locale),
      contents: JSON.stringify(routes),
    });
  }
}

/**
 * Whether every locale's route rules of `next` are those of `previous`: the same release, the same page
 * files (`patch`, see core/pipeline/manifest.ts `manifestPatch`), none listed or unlisted anew, the same
 * site.
 */
function sameRoutes(input: {
  previous: BuildManifest;
  next: BuildManifest;
  patch: ManifestPatch | null;
}): boolean {
  const { previous, next, patch } = input;
  // A new release re-renders every page; its rules are written anew too (older builds' files named the build).
  if (!patch || previous.release !== next.release) return false;
  return (
    patch.changed.every(([index, page]) => previous.pages[index]!.unlisted === page.unlisted) &&
    JSON.stringify(previous.site) === JSON.stringify(next.site)
  );
}

/**
 * Removes from an adopted tree what this build's site no longer has: every file that is neither a page
 * this build declares (or its route payload) nor a file this build wrote or linked (so pages of the
 * adopted build not declared now, build files of that build, a plugin's file it no longer emits).
 */
async function pruneRecycledTree(input: {
  built: BuiltSite;
  recycled: RecycledTree;
  staging: StagingTree;
}): Promise<void> {
  const { built, recycled, staging } = input;
  const keep = new Set(withPayloads(built.manifest.pages.map((page) => page.file)));
  await staging.prune(built.site.technicalName, {
    keep,
    known: { files: withPayloads(recycled.pages.keys()), folders: recycled.pageFolders },
  });
}

/** Page files followed by their route payloads' files. */
function* withPayloads(files: Iterable<string>): Iterable<string> {
  for (const file of files) {
    yield file;
    const payload = payloadFile(file);
    if (payload) yield payload;
  }
}

/** Renders the plan's pages: in this thread when they are few, else in batches on the pool. */
async function renderPlanned(
  context: SiteBuildContext & {
    plan: RenderPlan;
    fragments: ReadonlyMap<string, unknown>;
    collectLinks: boolean;
    pool?: () => RenderPool;
    poolRunning?: () => boolean;
    threads: number;
    onRender?: (done: number, total: number) => void;
    /** See {@link RenderBatch.replaceFiles}. */
    replaceFiles: boolean;
    /** Whether pages are compared with a previous build (see render-pool.ts `renderBatchCount`). */
    incremental: boolean;
    /** core/pipeline/build.ts `BuildOptions.groupLocales`. */
    groupLocales: boolean;
    versionOf: (view: string) => string;
  },
): Promise<RenderedBatch[]> {
  const { site, configured, plan, staging } = context;
  const total = plan.render.length;
  if (total === 0) return [];
  const groups = context.groupLocales
    ? localeGroups({ entries: plan.render, site, fragments: context.fragments, versionOf: context.versionOf })
    : plan.render.map((entry) => ({ pages: [entry], checks: 0 }));
  const batches = context.pool
    ? renderBatchCount({
        pages: total,
        threads: context.threads,
        incremental: context.incremental,
        poolRunning: context.poolRunning?.() ?? false,
      })
    : 1;
  if (batches === 1) {
    const pages = groups.flatMap((group) => group.pages);
    const batch = await renderPages({
      site,
      pages,
      groups: groups.map((group) => ({ size: group.pages.length, checks: group.checks })),
      fragments: fragmentsFor(pages, context.fragments),
      collectLinks: context.collectLinks,
      replaceFiles: context.replaceFiles,
      renderers: collectRenderers(configured.plugins),
      staging,
      onProgress: context.onRender,
    });
    return [batch];
  }
  // A group stays in one batch (each batch carries the fragments of every locale its groups name).
  const parts = splitBatches(groups, batches, (group) => group.pages.length);
  const pool = context.pool!();
  let done = 0;
  // Every batch settles before a failure is thrown, so no worker writes into a staging tree being removed.
  const settled = await Promise.allSettled(
    parts.map(async (part) => {
      const pages = part.flatMap((group) => group.pages);
      const batch = await pool.run({
        site,
        pages,
        groups: part.map((group) => ({ size: group.pages.length, checks: group.checks })),
        fragments: fragmentsFor(pages, context.fragments),
        collectLinks: context.collectLinks,
        replaceFiles: context.replaceFiles,
        pluginOptions: configured.pluginOptions,
        pluginModules: configured.pluginModules,
        buildId: context.buildId,
        outDir: context.outDir,
      });
      done += batch.pages.length;
      context.onRender?.(done, total);
      return batch;
    }),
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<RenderedBatch>).value);
}

/** The files of `pages` that are not in the live tree `dir`. */
async function missingFiles(dir: string, pages: readonly ManifestPage[]): Promise<Set<string>> {
  const missing = new Set<string>();
  await forEachFile(pages, async (page) => {
    const found = await stat(path.join(dir, page.file)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!found) missing.add(page.file);
  });
  return missing;
}

/**
 * View name → the version of the renderer that renders it: its plugin's renderer version and the
 * plugin's options on this site (renderers may read them).
 */
function viewVersions(
  configured: ConfiguredSite,
  versions: Record<string, string>,
): (view: string) => string {
  const byView = new Map<string, string>();
  const ofPlugin = pluginVersions(configured, versions);
  for (const plugin of configured.plugins) {
    const version = ofPlugin.get(plugin) ?? '';
    for (const view of Object.keys(plugin.renderers ?? {})) byView.set(view, version);
  }
  return (view) => byView.get(view) ?? '';
}

/** Each plugin of the site → its renderer version with the hash of its options on the site. */
function pluginVersions(
  configured: ConfiguredSite,
  versions: Record<string, string>,
): Map<Plugin<unknown>, string> {
  const options = Object.values(configured.pluginOptions);
  return new Map(
    configured.plugins.map((plugin, index) => [
      plugin,
      `${versions[plugin.name] ?? ''}:${hashValue(options[index] ?? null)}`,
    ]),
  );
}

function manifestOf(input: {
  site: ResolvedSite;
  buildId: string;
  release: string;
  renderers: Record<string, string>;
  inputs: string;
  pages: ManifestPage[];
  emits: Emitted['files'];
}): BuildManifest {
  const { site } = input;
  return {
    ...(Object.keys(input.emits).length > 0
      ? { emits: Object.fromEntries(Object.entries(input.emits).map(([name, files]) => [name, { files }])) }
      : {}),
    buildId: input.buildId,
    release: input.release,
    renderers: input.renderers,
    inputs: input.inputs,
    builtAt: builtAtOf(input.buildId),
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
    pages: input.pages,
  };
}

/** Whether two manifests say the same but for the build's id and time. */
function sameManifest(a: BuildManifest, b: BuildManifest): boolean {
  const strip = (manifest: BuildManifest) => JSON.stringify({ ...manifest, buildId: '', builtAt: '' });
  return strip(a) === strip(b);
}

function siteContextOf(context: SiteBuildContext, release: string) {
  return {
    site: context.site,
    system: context.system,
    buildId: context.buildId,
    release,
    assets: context.assets,
  };
}

/** Logs, at debug level, the time since the previous tick under `name`. */
function phaseClock(logger: Logger): (name: string) => void {
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    const { rss, heapUsed } = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    logger.debug(`${name} took ${Math.round(now - last)} ms (heap ${mb(heapUsed)} MB, rss ${mb(rss)} MB)`);
    last = now;
  };
}

/**
 * The hash of everything a site is built from besides the code: its resolved record and locales, each
 * plugin's options and `load` data (structured-serialised: Maps and Sets included), the renderer versions
 * and the release. Equal to the previous build's {@link BuildManifest.inputs}: the site is unchanged.
 * Also, per plugin, the hash of what its `pages` hook reads: the same site part and its own `load` data
 * (core/pipeline/build-graph.ts `DeclarationNode.inputs`), and the hash of its `load` data alone.
 */
function siteInputs(input: {
  context: SiteBuildContext & { data: Map<Plugin<unknown>, unknown> };
  release: string;
}): { site: string; plugins: Map<Plugin<unknown>, string>; data: Map<Plugin<unknown>, string> } {
  const { context } = input;
  const hash = createHash('sha256');
  const shared = JSON.stringify({
    site: context.site,
    renderers: context.renderers,
    release: input.release,
    // Pages read the whole fleet's system data (other sites' domains, brands, languages) and the year.
    system: context.system.raw,
    year: new Date().getFullYear(),
  });
  hash.update(shared);
  const sharedHash = hashText(shared);
  const plugins = new Map<Plugin<unknown>, string>();
  const dataHashes = new Map<Plugin<unknown>, string>();
  for (const plugin of context.configured.plugins) {
    hash.update(`\u0000${plugin.name}\u0000`);
    // JSON, not a structured serialisation: that one writes an object met twice as a back-reference,
    // so the same data answered once for two requests (the fetch queue de-duplicates requests in flight)
    // would hash apart from the same data answered twice.
    const data = JSON.stringify(context.data.get(plugin) ?? null, plainCollections) ?? 'undefined';
    hash.update(data);
    dataHashes.set(plugin, hashText(data));
    plugins.set(plugin, hashText(`${sharedHash}\u0000${plugin.name}\u0000${dataHashes.get(plugin)}`));
  }
  return { site: hash.digest('base64url').slice(0, 22), plugins, data: dataHashes };
}

/**
 * A site whose inputs equal the previous build's: its live tree stays. Should the link check's report of
 * it change, {@link materialize} takes every page and build file over from the live tree.
 */
async function unchangedSite(input: {
  context: SiteBuildContext & { collectLinks: boolean };
  previous: PreviousBuild;
  liveDir: string;
  locales: ReadonlySet<string>;
  written: boolean;
}): Promise<BuiltSite> {
  const { context, previous, liveDir, locales } = input;
  const { site } = context;
  const reuse = previous.manifest.pages.filter((page) => locales.has(page.locale));
  const { pages: localeData, sameLinks } = await writtenLocalePages({
    site,
    reuse,
    rendered: [],
    previous,
    locales,
    collectLinks: context.collectLinks,
  });
  const manifest = { ...previous.manifest, buildId: context.buildId, builtAt: builtAtOf(context.buildId) };
  const rewritten = new Set([manifestFile(previous.manifest.buildId), LATEST_BUILD_FILE]);
  return {
    site,
    liveDir,
    previous,
    manifest,
    locales,
    localePages: localeData,
    links: context.collectLinks
      ? localeLinks({
          site,
          manifest,
          data: localeData,
          same: { links: previous.links, locales: sameLinks },
        })
      : undefined,
    texts: new Map(),
    reuse,
    reuseBuildFiles: [
      ...new Set([
        ...(await buildFilesOf(liveDir)),
        // Files plugins emitted outside `_build/` (sitemaps, robots.txt), where the manifest names them.
        ...Object.values(previous.manifest.emits ?? {}).flatMap((emitted) => emitted.files),
      ]),
    ].filter(
      (file) =>
        !rewritten.has(file) &&
        !file.startsWith(`${LINK_CHECK_FOLDER}/`) &&
        !file.startsWith(`${BUILD_FOLDER}/${previous.manifest.buildId}.`),
    ),
    rendered: 0,
    removed: 0,
    changed: false,
    written: input.written,
    materialized: false,
  };
}

/**
 * Whether the live tree holds the pages of exactly the locales this build writes (a shard of another
 * split, or a whole build after a shard's, must write its tree anew).
 */
async function writesSameLocales(input: {
  previous: PreviousBuild;
  liveDir: string;
  locales: ReadonlySet<string>;
}): Promise<boolean> {
  const wanted = new Set(
    input.previous.manifest.pages.map((page) => page.locale).filter((locale) => input.locales.has(locale)),
  );
  const present = await localesInTree(input.liveDir);
  return present.length === wanted.size && present.every((locale) => wanted.has(locale));
}

/** Every file below the tree's build folder, site-relative. */
async function buildFilesOf(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, BUILD_FOLDER), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
