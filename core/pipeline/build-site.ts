import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LocaleTweaks } from '../locales/derive-locales.ts';
import type { Logger } from '../logger.ts';
import {
  BUILD_FOLDER,
  LATEST_BUILD_FILE,
  LINK_CHECK_FOLDER,
  localePagesFile,
  localeRoutesFile,
  manifestFile,
} from './build-files.ts';
import { declarePages } from './declare-pages.ts';
import type { ServiceFetcher } from './fetch-queue.ts';
import {
  builtAtOf,
  hashValue,
  manifestPage,
  type PreviousBuild,
  planRender,
  type RenderPlan,
  readPreviousBuild,
  releaseFor,
} from './incremental.ts';
import { localeLinks, localeRoutes, localesInTree, writtenLocalePages } from './locale-files.ts';
import type { BuildManifest, ClientAssets, LatestBuild, ManifestPage } from './manifest.ts';
import { payloadFile } from './page-file.ts';
import type { CollectedLinks, LocalePages } from './page-links.ts';
import type { Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import { collectRenderers, fragmentsFor, type RenderedBatch, renderPages } from './render-pages.ts';
import { batchCount, type RenderPool } from './render-pool.ts';
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
   * Locales whose pages this build writes (all of the site's, or those of its shard). The site's tree
   * holds only these locales' pages, its files and their build files.
   */
  locales: ReadonlySet<string>;
  /** Per locale written, its pages' sizes and links (the locale's pages file). */
  localePages: Map<string, LocalePages>;
  /** Per locale written, its pages' internal links; absent when the link check is off. */
  links?: Map<string, CollectedLinks>;
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
        makeArgument: (logger) => ({ ...base, logger, fetch: context.fetch }),
      });
      data.set(plugin, result);
    }),
  );
  return data;
}

/**
 * `pages` → plan → render → `emit` for one loaded site: declares its pages, renders those whose inputs
 * changed since the live tree's build (all with `force`) in this thread or on the pool, and lets the
 * plugins write their build files. With `locales` (a shard), only those locales' pages are rendered and
 * written; the manifest still lists every page of the site, so every shard writes the same one. The
 * site's load data is not kept.
 */
export async function renderSite(
  context: SiteBuildContext & {
    data: Map<Plugin<unknown>, unknown>;
    force: boolean;
    collectLinks: boolean;
    /** Locales this build writes; default all of the site's. */
    locales?: ReadonlySet<string>;
    /** Whether this build writes the site's own files (manifest, emit output); default true. */
    writesSite?: boolean;
    /** The worker pool, started on first use; absent when rendering stays in this thread. */
    pool?: () => RenderPool;
    threads: number;
    onRender?: (done: number, total: number) => void;
    onEmit?: () => void;
  },
): Promise<BuiltSite> {
  const { site, configured, staging } = context;
  const liveDir = path.join(context.outDir, site.technicalName);
  const own = context.locales ?? new Set(site.locales.map((locale) => locale.urlCode));
  const written = own.size > 0 || (context.writesSite ?? true);
  const previous = await readPreviousBuild(liveDir);
  const release = releaseFor({ previous, renderers: context.renderers, buildId: context.buildId });
  const base = siteContextOf(context, release);

  // Nothing the site is built from changed: no `pages`, no render, no emit.
  const inputs = siteInputs({ context, release });
  if (
    previous &&
    !context.force &&
    previous.manifest.inputs === inputs &&
    (await writesSameLocales({ previous, liveDir, locales: own }))
  ) {
    return unchangedSite({ context, previous, liveDir, locales: own, written });
  }

  let plan: RenderPlan = {
    render: [],
    reuse: [],
    removed: [...(previous?.pages.keys() ?? [])],
    duplicates: [],
  };
  const rendered: RenderedBatch[] = [];
  let buildFilesChanged = false;
  if (!site.cms.redirectHost) {
    const tick = phaseClock(context.logger);
    const declared = await declarePages({ ...base, ...context, release, plugins: configured.plugins });
    tick('pages');
    const fragmentHashes = hashFragments(declared.fragments);
    const versionOf = viewVersions(configured, context.renderers);
    plan = planRender({ pages: declared.pages, previous, fragmentHashes, versionOf, force: context.force });
    for (const file of plan.duplicates.slice(0, 10)) {
      context.logger.warn(`Two pages are declared as ${file}; only the first is written`);
    }
    const mine = plan.reuse.filter((page) => own.has(page.locale));
    const missing = await missingFiles(liveDir, mine);
    tick('plan');
    if (previous && missing.size > 0) {
      // The live tree lost files behind the build's back (a CI cache of `_build/` only): render them.
      context.logger.warn(
        `${missing.size} unchanged page(s) are missing from ${liveDir}; rendering them again`,
      );
      const present = new Map([...previous.pages].filter(([file]) => !missing.has(file)));
      plan = planRender({
        pages: declared.pages,
        previous: { ...previous, pages: present },
        fragmentHashes,
        versionOf,
      });
    }
    const toRender = { ...plan, render: plan.render.filter(({ page }) => own.has(page.locale)) };
    rendered.push(...(await renderPlanned({ ...context, plan: toRender, fragments: declared.fragments })));
    tick('render');

    // Emit: plugins in order add their per-site files; unchanged ones keep the live file.
    context.onEmit?.();
    const pages = sitePages(plan);
    for (const plugin of configured.plugins) {
      await runHook({
        plugin,
        hook: 'emit',
        siteKey: site.key,
        logger: context.logger,
        timings: context.timings,
        makeArgument: (logger) => ({
          ...base,
          logger,
          data: context.data.get(plugin),
          pages,
          writeFile: async (file: string, contents: string | Uint8Array) => {
            const changed = await staging.writeBuildFile({
              technicalName: site.technicalName,
              file,
              contents,
              liveDir,
            });
            buildFilesChanged ||= changed;
          },
        }),
      });
    }
  }

  const finishStarted = performance.now();
  const manifest = manifestOf({
    site,
    buildId: context.buildId,
    release,
    renderers: context.renderers,
    inputs,
    pages: sitePages(plan),
  });
  const reuse = plan.reuse.filter((page) => own.has(page.locale));
  const localeData = await writtenLocalePages({
    site,
    reuse,
    rendered,
    previous,
    locales: own,
    collectLinks: context.collectLinks,
  });
  for (const [locale, data] of localeData) {
    const changed = await staging.writeBuildFile({
      technicalName: site.technicalName,
      file: localePagesFile(locale),
      contents: JSON.stringify(data),
      liveDir,
    });
    buildFilesChanged ||= changed;
  }
  await staging.flush();
  const renderedCount = rendered.reduce((sum, batch) => sum + batch.pages.length, 0);
  const removed = plan.removed.filter((file) => own.has(previous?.pages.get(file)?.locale ?? ''));
  const liveLocales = await localesInTree(liveDir);
  const changed =
    renderedCount > 0 ||
    removed.length > 0 ||
    buildFilesChanged ||
    !previous ||
    !sameManifest(previous.manifest, manifest) ||
    liveLocales.length !== localeData.size ||
    liveLocales.some((locale) => !localeData.has(locale));
  const built: BuiltSite = {
    site,
    liveDir,
    previous,
    manifest,
    locales: own,
    localePages: localeData,
    links: context.collectLinks ? localeLinks(site, manifest, localeData) : undefined,
    reuse,
    rendered: renderedCount,
    removed: removed.length,
    changed,
    written,
    materialized: false,
  };
  if (changed && written) await materialize(built, staging);
  context.logger.debug(`finished in ${Math.round(performance.now() - finishStarted)} ms`);
  return built;
}

/** Every page of the plan (rendered or taken over), in file order. */
function sitePages(plan: RenderPlan): ManifestPage[] {
  return [...plan.reuse, ...plan.render.map(({ page, hash }) => manifestPage(page, hash))].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
}

/**
 * File operations a site's build keeps in flight: few enough that the staging queue stays short
 * (waiting on it is linear in its length), enough to keep the disk busy.
 */
const FILE_OPERATIONS_IN_FLIGHT = 32;

/** Runs `task` on every item, {@link FILE_OPERATIONS_IN_FLIGHT} at a time. */
async function forEachFile<Item>(items: readonly Item[], task: (item: Item) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: FILE_OPERATIONS_IN_FLIGHT }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await task(item);
    }),
  );
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
  const files = [...built.reuse.map((page) => page.file), ...(built.reuseBuildFiles ?? [])];
  // A page's route payload goes with it where its renderer gave one (not every renderer does).
  const payloads = new Set(built.reuse.map((page) => payloadFile(page.file)).filter((file) => file !== null));
  const missing: string[] = [];
  await forEachFile([...files, ...payloads], async (file) => {
    const from = path.join(liveDir, file);
    const linked = await staging.reuse({ technicalName: site.technicalName, file, from });
    if (!linked && !payloads.has(file)) missing.push(file);
  });
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
  for (const [locale, routes] of localeRoutes(built)) {
    await staging.write({
      technicalName: site.technicalName,
      file: localeRoutesFile(manifest.buildId, locale),
      contents: JSON.stringify(routes),
    });
  }
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
  return true;
}

/** Renders the plan's pages: in this thread when they are few, else in batches on the pool. */
async function renderPlanned(
  context: SiteBuildContext & {
    plan: RenderPlan;
    fragments: ReadonlyMap<string, unknown>;
    collectLinks: boolean;
    pool?: () => RenderPool;
    threads: number;
    onRender?: (done: number, total: number) => void;
  },
): Promise<RenderedBatch[]> {
  const { site, configured, plan, staging } = context;
  const total = plan.render.length;
  if (total === 0) return [];
  const batches = context.pool ? batchCount({ pages: total, threads: context.threads }) : 1;
  if (batches === 1) {
    const batch = await renderPages({
      site,
      pages: plan.render,
      fragments: fragmentsFor(plan.render, context.fragments),
      collectLinks: context.collectLinks,
      renderers: collectRenderers(configured.plugins),
      staging,
      onProgress: context.onRender,
    });
    return [batch];
  }
  // A locale's pages stay in one batch, so that its fragments are handed over once.
  const localeIndex = new Map(site.locales.map((locale, index) => [locale.urlCode, index]));
  const parts = Array.from({ length: batches }, () => [] as RenderPlan['render']);
  for (const entry of plan.render) parts[(localeIndex.get(entry.page.locale) ?? 0) % batches]!.push(entry);
  const pool = context.pool!();
  let done = 0;
  // Every batch settles before a failure is thrown, so no worker writes into a staging tree being removed.
  const settled = await Promise.allSettled(
    parts.map(async (pages) => {
      const batch = await pool.run({
        site,
        pages,
        fragments: fragmentsFor(pages, context.fragments),
        collectLinks: context.collectLinks,
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

/** Every fragment's hash, by key; an object registered under several keys is hashed once. */
function hashFragments(fragments: ReadonlyMap<string, unknown>): Map<string, string> {
  const hashes = new Map<string, string>();
  const byObject = new Map<unknown, string>();
  for (const [key, value] of fragments) {
    let hash = byObject.get(value);
    if (hash === undefined) {
      hash = hashValue(value);
      if (typeof value === 'object' && value !== null) byObject.set(value, hash);
    }
    hashes.set(key, hash);
  }
  return hashes;
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
  const options = Object.values(configured.pluginOptions);
  for (const [index, plugin] of configured.plugins.entries()) {
    const version = `${versions[plugin.name] ?? ''}:${hashValue(options[index] ?? null)}`;
    for (const view of Object.keys(plugin.renderers ?? {})) byView.set(view, version);
  }
  return (view) => byView.get(view) ?? '';
}

function manifestOf(input: {
  site: ResolvedSite;
  buildId: string;
  release: string;
  renderers: Record<string, string>;
  inputs: string;
  pages: ManifestPage[];
}): BuildManifest {
  const { site } = input;
  return {
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
    logger.debug(`${name} took ${Math.round(now - last)} ms`);
    last = now;
  };
}

/**
 * The hash of everything a site is built from besides the code: its resolved record and locales, each
 * plugin's options and `load` data (structured-serialised: Maps and Sets included), the renderer versions
 * and the release. Equal to the previous build's {@link BuildManifest.inputs}: the site is unchanged.
 */
function siteInputs(input: {
  context: SiteBuildContext & { data: Map<Plugin<unknown>, unknown> };
  release: string;
}): string {
  const { context } = input;
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      site: context.site,
      renderers: context.renderers,
      release: input.release,
      // Pages read the whole fleet's system data (other sites' domains, brands, languages) and the year.
      system: context.system.raw,
      year: new Date().getFullYear(),
    }),
  );
  for (const plugin of context.configured.plugins) {
    hash.update(`\u0000${plugin.name}\u0000`);
    // JSON, not a structured serialisation: that one writes an object met twice as a back-reference,
    // so the same data answered once for two requests (the fetch queue de-duplicates requests in flight)
    // would hash apart from the same data answered twice.
    hash.update(JSON.stringify(context.data.get(plugin) ?? null, plainCollections) ?? 'undefined');
  }
  return hash.digest('base64url').slice(0, 22);
}

/** JSON replacer writing a Map as its entries and a Set as its values (JSON drops both otherwise). */
function plainCollections(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value] };
  if (value instanceof Set) return { set: [...value] };
  return value;
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
  const localeData = await writtenLocalePages({
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
    links: context.collectLinks ? localeLinks(site, manifest, localeData) : undefined,
    reuse,
    reuseBuildFiles: (await buildFilesOf(liveDir)).filter(
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
