import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database, { type Database as SqliteDatabase, type Statement } from 'better-sqlite3';
import type { Logger } from '../logger.ts';
import { type LoggedCall, replayLog } from './hook-log.ts';
import { type BuiltTree, hashValue, type KnownTrees, manifestEntry, pageInputHash } from './incremental.ts';
import type { LinkCheckReport } from './link-check.ts';
import type { ManifestPage } from './manifest.ts';
import { pageFile } from './page-file.ts';
import type { PageDescriptor, Plugin } from './plugin.ts';

/*
 * The build graph (docs/architecture.md "The build graph"): what each build step was made from, keyed
 * by the hash of its inputs, kept in memory by a long-lived builder and on disk (`.sitefleet/cache/`) for
 * every other process, so that a cold `sitefleet build` skips exactly what a warm one skips. ONE rule
 * decides: a node is made again when the hash of its inputs changed.
 *
 * Its nodes are, per site and plugin:
 * - the declaration: what the plugin's `pages` hook gave (its pages' manifest entries with their input
 *   hashes, the fragments it registered, the fragments its pages use, what it logged), under the hash of
 *   what the hook read. A plugin whose node holds is not asked again; its pages are taken as the node
 *   lists them;
 * - the emit: the files the plugin's `emit` hook (and each part it ran) wrote into a site's tree and
 *   what it logged, under the hashes of what of its context it read (recorded as it read,
 *   core/pipeline/emit-site.ts). A hook or part whose node holds for the live tree is not run; its
 *   files are taken over from that tree;
 * and per output folder, the link check: its report under the hash of what the links were checked
 * against. A build in which no site changed reports it again. In memory only, it also keeps the build
 * files of the trees a process wrote (or read while preparing), parsed, by build id (`tree`).
 */

/** What one plugin's `pages` hook declared for one site, as the graph keeps it. */
export interface DeclarationNode {
  /**
   * Hash of everything the hook reads: the site part, the fleet's system data, the release, the renderer
   * versions (the code), the year, the plugin's options on the site and its `load` data.
   */
  inputs: string;
  /** Its pages' manifest entries, in the order declared, each with its input hash. */
  pages: ManifestPage[];
  /** Fragments it registered: site-wide key (`<plugin name>/<key>`) → hash of the value. */
  fragments: Record<string, string>;
  /** Fragments its pages use, whoever registered them: site-wide key → the hash the pages were hashed with. */
  uses: Record<string, string>;
  /** What the hook logged, logged again when the node is taken as it is (warnings count in the build). */
  logged: LoggedCall[];
}

/**
 * What one plugin's `emit` hook, or one part it ran (core/pipeline/plugin.ts `EmitContext.part`), wrote
 * into one site's tree, as the graph keeps it.
 */
export interface EmitNode {
  /** Build id of the live tree its files are in: the node holds for that tree only. */
  buildId: string;
  /**
   * What it read, each with the hash of its value then (a hook's include its parts'): the context's
   * fields by name (`site`, …; `pages` as `pages:<the page fields read>`, `data` by the paths followed
   * into it), and `@code`, the renderer versions with the plugin's options on the site
   * (core/pipeline/emit-site.ts).
   */
  reads: Record<string, string>;
  /** The files it wrote (a hook's include its parts'), site-relative, sorted. */
  files: string[];
  /** What it logged, logged again when the node is taken as it is. */
  logged: LoggedCall[];
}

/**
 * The link check of the sites built into one output folder (core/pipeline/link-check-build.ts): its
 * report, under the hash of what it was checked against besides the pages' links.
 */
export interface LinkCheckNode {
  /**
   * Hash of the build of every site tree in the output folder (a site's build id changes with any
   * change of its pages), the sites checked, the runtime's routes and the severity.
   */
  inputs: string;
  report: LinkCheckReport;
}

/** The kinds of node, each kept per site (or output folder) and plugin (or none). */
interface NodeKinds {
  pages: DeclarationNode;
  emit: EmitNode;
  links: LinkCheckNode;
}

/** The graph's store: its nodes by kind, site and plugin. */
export interface BuildGraph {
  /** The site's declaration nodes by plugin name (read once per process, then kept). */
  declarations(siteKey: string): ReadonlyMap<string, DeclarationNode>;
  /** The site's emit nodes by plugin name (read once per process, then kept). */
  emits(siteKey: string): ReadonlyMap<string, EmitNode>;
  /**
   * The link check node of an output folder (under `plugins` `['']` of {@link BuildGraph.record}),
   * read once per process, then kept.
   * @param folderKey {@link graphSiteKey} of the output folder and `*`.
   */
  linkCheck(folderKey: string): LinkCheckNode | undefined;
  /**
   * A site's tree as this process wrote it (or read it while preparing, core/pipeline/build.ts
   * `BuildOptions.prime`): its parsed build files, by the site's technical name and the tree's build
   * id; memory only, the last {@link TREES_PER_SITE} per site (the live tree and the one the last swap
   * replaced). A {@link KnownTrees}.
   */
  tree: KnownTrees;
  /** Keeps `tree`, the build `buildId` of the site `technicalName`, for {@link BuildGraph.tree}. */
  keepTree(input: { technicalName: string; buildId: string; tree: BuiltTree }): void;
  /**
   * The link check's answers (href → whether it resolves) for the link targets hashing to `targets` (every
   * site's record, locales, page paths and redirects, and the runtime's routes:
   * core/pipeline/link-check-build.ts): the map kept for the same hash, else a new empty one kept in place
   * of the last. Memory only; the check fills it, so an edit's rebuild resolves only hrefs not met before.
   */
  linkAnswers(targets: string): Map<string, boolean>;
  /**
   * Keeps the site's nodes of a kind after a build made them: `changed` are written (replacing the
   * plugin's earlier node); nodes of that kind of plugins not among `plugins` (no longer on the site,
   * or without the hook) are dropped. In the file, marks the output folder of `siteKey` used, and on
   * its first record in this process drops the nodes of the folders not among the
   * {@link FOLDERS_KEPT} used last.
   */
  record<Kind extends keyof NodeKinds>(input: {
    kind: Kind;
    siteKey: string;
    plugins: readonly string[];
    changed: ReadonlyMap<string, NodeKinds[Kind]>;
  }): void;
  close(): void;
}

/**
 * The key a site's nodes are kept under: its output folder's name (`dist`) and its key, so that builds
 * of one project into several output folders each find their own nodes (a node taken for another
 * folder's tree would be checked against it and found wanting, at the price of its work).
 */
export function graphSiteKey(outDir: string, siteKey: string): string {
  return `${path.basename(outDir)}/${siteKey}`;
}

/** Where a project's graph lives: `<root>/.sitefleet/cache/build-graph.sqlite`. */
export function buildGraphFile(root: string): string {
  return path.join(root, '.sitefleet', 'cache', 'build-graph.sqlite');
}

/**
 * Opens the graph in `file` (SQLite through better-sqlite3, made on first use), or one in memory only
 * without a file. Several processes may share the file (WAL; a writer waits {@link BUSY_TIMEOUT_MS} for another). A
 * file that cannot be read as the graph (another format, damaged) is made anew, and should that fail
 * too the graph stays in memory (with a warning): it only saves work, every node is checked against its
 * inputs, so no failure of the store fails a build. The file keeps the nodes of the {@link FOLDERS_KEPT}
 * output folders built into last.
 */
export function openBuildGraph(input: { file?: string; logger?: Logger } = {}): BuildGraph {
  const store = input.file ? openStore(input.file, input.logger) : null;
  /** Nodes read or recorded, by kind and site. */
  const kept = new Map<string, Map<string, unknown>>();
  /** Trees kept, by technical name, then build id (oldest first). */
  const trees = new Map<string, Map<string, BuiltTree>>();
  let answers: { targets: string; resolved: Map<string, boolean> } | null = null;
  /** Output folders whose nodes this process recorded in the store (the others forgotten then). */
  const touched = new Set<string>();
  const warn = (error: unknown, what: string) =>
    input.logger?.warn(
      { err: error },
      `the build graph ${input.file} could not be ${what}; building without it`,
    );
  const nodesOf = <Kind extends keyof NodeKinds>(kind: Kind, siteKey: string) => {
    const key = `${kind}\u0000${siteKey}`;
    let nodes = kept.get(key) as Map<string, NodeKinds[Kind]> | undefined;
    if (!nodes) {
      nodes = new Map();
      try {
        for (const row of store?.select.all(kind, siteKey) ?? []) {
          const node = parseNode(kind, row.node);
          if (node) nodes.set(row.plugin, node);
        }
      } catch (error) {
        warn(error, 'read');
      }
      kept.set(key, nodes);
    }
    return nodes;
  };
  return {
    declarations: (siteKey) => nodesOf('pages', siteKey),
    emits: (siteKey) => nodesOf('emit', siteKey),
    linkCheck: (folderKey) => nodesOf('links', folderKey).get(''),
    tree: (technicalName, buildId) => trees.get(technicalName)?.get(buildId),
    keepTree({ technicalName, buildId, tree }) {
      const kept = trees.get(technicalName) ?? new Map<string, BuiltTree>();
      kept.delete(buildId);
      kept.set(buildId, tree);
      for (const older of kept.keys()) if (kept.size > TREES_PER_SITE) kept.delete(older);
      trees.set(technicalName, kept);
    },
    linkAnswers(targets) {
      if (answers?.targets !== targets) answers = { targets, resolved: new Map() };
      return answers.resolved;
    },
    record({ kind, siteKey, plugins, changed }) {
      const nodes = nodesOf(kind, siteKey) as Map<string, unknown>;
      for (const name of nodes.keys()) if (!plugins.includes(name)) nodes.delete(name);
      for (const [name, node] of changed) nodes.set(name, node);
      if (!store) return;
      const folder = siteKey.includes('/') ? siteKey.slice(0, siteKey.indexOf('/')) : siteKey;
      try {
        store.db.transaction(() => {
          for (const [name, node] of changed)
            store.upsert.run(kind, siteKey, name, JSON.stringify(node, plainValues));
          store.prune.run(kind, siteKey, JSON.stringify(plugins));
          // Marked at each record, so a long-lived builder's folder stays among those used last.
          store.touch.run(folder, Date.now());
          if (!touched.has(folder)) {
            store.forget.run();
            store.forgetFolders.run();
          }
        })();
        touched.add(folder);
      } catch (error) {
        // Another process holding the file too long costs this build's nodes on disk, not the build.
        warn(error, 'written');
      }
    },
    close() {
      store?.db.close();
    },
  };
}

const SCHEMA_VERSION = 3;

/** Trees {@link BuildGraph.keepTree} keeps per site: the live tree and the one the last swap replaced. */
const TREES_PER_SITE = 2;

/**
 * Output folders (by name, {@link graphSiteKey}) whose nodes the store keeps: those built into last. A
 * project builds into a few folders (`dist`, a CI job's); nodes of folders long unused go, so the file
 * does not grow with every temporary folder a build ever wrote.
 */
export const FOLDERS_KEPT = 16;

/** SQL: the output folder of a node's `site` key ({@link graphSiteKey}: the part before the first `/`). */
const FOLDER_OF_SITE =
  "(CASE WHEN instr(site, '/') > 0 THEN substr(site, 1, instr(site, '/') - 1) ELSE site END)";

/** How long a writer waits for another process's write, in ms: longer than one site's record takes. */
const BUSY_TIMEOUT_MS = 5000;

/** The graph's SQLite file with its statements. */
interface Store {
  db: SqliteDatabase;
  select: Statement<[string, string], { plugin: string; node: string }>;
  upsert: Statement<[string, string, string, string]>;
  prune: Statement<[string, string, string]>;
  /** Marks an output folder used now. */
  touch: Statement<[string, number]>;
  /** Drops the nodes of every output folder but the {@link FOLDERS_KEPT} used last. */
  forget: Statement<[]>;
  /** Drops the record of every output folder but the {@link FOLDERS_KEPT} used last. */
  forgetFolders: Statement<[]>;
}

function openStore(file: string, logger: Logger | undefined): Store | null {
  const open = (): Store => {
    mkdirSync(path.dirname(file), { recursive: true });
    const db = new Database(file);
    try {
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.pragma('journal_mode = WAL');
      if (db.pragma('user_version', { simple: true }) !== SCHEMA_VERSION) {
        db.exec(`DROP TABLE IF EXISTS declarations;
          DROP TABLE IF EXISTS nodes;
          CREATE TABLE nodes (kind TEXT NOT NULL, site TEXT NOT NULL, plugin TEXT NOT NULL,
            node TEXT NOT NULL, PRIMARY KEY (kind, site, plugin));
          PRAGMA user_version = ${SCHEMA_VERSION};`);
      }
      const hasFolders = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'folders'")
        .get();
      if (!hasFolders) {
        // A file from before the folders were recorded: its folders count as used long ago.
        db.exec(`CREATE TABLE folders (folder TEXT PRIMARY KEY, used INTEGER NOT NULL);
          INSERT OR IGNORE INTO folders SELECT DISTINCT ${FOLDER_OF_SITE}, 0 FROM nodes;`);
      }
      return {
        db,
        select: db.prepare('SELECT plugin, node FROM nodes WHERE kind = ? AND site = ?'),
        upsert: db.prepare(
          'INSERT INTO nodes (kind, site, plugin, node) VALUES (?, ?, ?, ?) ON CONFLICT (kind, site, plugin) DO UPDATE SET node = excluded.node',
        ),
        prune: db.prepare(
          'DELETE FROM nodes WHERE kind = ? AND site = ? AND plugin NOT IN (SELECT value FROM json_each(?))',
        ),
        touch: db.prepare(
          'INSERT INTO folders (folder, used) VALUES (?, ?) ON CONFLICT (folder) DO UPDATE SET used = excluded.used',
        ),
        forget: db.prepare(
          `DELETE FROM nodes WHERE ${FOLDER_OF_SITE} NOT IN (SELECT folder FROM folders ORDER BY used DESC, rowid DESC LIMIT ${FOLDERS_KEPT})`,
        ),
        forgetFolders: db.prepare(
          `DELETE FROM folders WHERE folder NOT IN (SELECT folder FROM folders ORDER BY used DESC, rowid DESC LIMIT ${FOLDERS_KEPT})`,
        ),
      };
    } catch (error) {
      db.close();
      throw error;
    }
  };
  try {
    return open();
  } catch {
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      return open();
    } catch (error) {
      logger?.warn({ err: error }, `the build graph ${file} cannot be opened; building without it`);
      return null;
    }
  }
}

function parseNode<Kind extends keyof NodeKinds>(kind: Kind, text: string): NodeKinds[Kind] | null {
  try {
    const node = JSON.parse(text) as Record<string, unknown>;
    const isRecord = (value: unknown) => typeof value === 'object' && value !== null;
    const valid =
      kind === 'pages'
        ? typeof node.inputs === 'string' &&
          Array.isArray(node.pages) &&
          Array.isArray(node.logged) &&
          isRecord(node.fragments) &&
          isRecord(node.uses)
        : kind === 'emit'
          ? typeof node.buildId === 'string' &&
            isRecord(node.reads) &&
            Array.isArray(node.files) &&
            Array.isArray(node.logged)
          : typeof node.inputs === 'string' &&
            isRecord(node.report) &&
            Array.isArray((node.report as Record<string, unknown>).broken);
    return valid ? (node as unknown as NodeKinds[Kind]) : null;
  } catch {
    return null;
  }
}

/**
 * JSON replacer for what a node holds: a logged error keeps what it says (JSON drops an Error's own
 * properties), a big integer becomes its digits.
 */
function plainValues(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return typeof value === 'bigint' ? value.toString() : value;
}

/** What a plugin's `pages` hook gave for a site (core/pipeline/declare-pages.ts). */
export interface Declaration {
  pages: PageDescriptor[];
  /** Its `fragment(key, value)` calls, in order, by site-wide key. */
  fragments: [string, unknown][];
  logged: LoggedCall[];
}

/** Which of a site's declared pages must be rendered, which the previous build's files serve as they are. */
export interface RenderPlan {
  /** Pages to render, each with its input hash. */
  render: { page: PageDescriptor; hash: string }[];
  /** Pages whose previous file is taken over, with this build's manifest entry. */
  reuse: ManifestPage[];
  /** Files of the previous build's pages that are no longer declared. */
  removed: string[];
  /** Files declared more than once (only the first declaration is written). */
  duplicates: string[];
}

/** A site's pages planned against its previous build, through the graph. */
export interface PlannedSite {
  plan: RenderPlan;
  /** Values of the fragments of the plugins declared in this build, by site-wide key. */
  fragments: Map<string, unknown>;
  /** Every page declared in this build (not those taken from the graph), in plugin order. */
  declared: PageDescriptor[];
}

/**
 * The `pages` phase and the plan of one site, by the graph's rule. A plugin's hook runs when its node
 * is missing or its inputs hash differs (or `force`), and also, since its pages then change or must be
 * rendered from their descriptors, when a fragment its pages use hashes differently now, when one of its
 * pages is not in the previous build with its hash (the file is gone, the tree is another), or when a
 * page that is rendered uses a fragment it registers. Every other plugin's pages are taken from its
 * node. A page whose input hash equals the previous build's entry of its file is reused, every other one
 * rendered; a file declared twice is planned once, the first declaration winning.
 *
 * @param input.inputsOf the hash of what a plugin's hook reads ({@link DeclarationNode.inputs}).
 * @param input.previous the previous build's pages by file, or null for none.
 * @param input.declare runs the hooks of the given plugins (core/pipeline/declare-pages.ts).
 * @throws Error naming a page that uses a fragment no plugin registered; what `declare` throws.
 */
export async function planSite(input: {
  graph: BuildGraph | undefined;
  siteKey: string;
  plugins: readonly Plugin<unknown>[];
  inputsOf: (plugin: Plugin<unknown>) => string;
  previous: ReadonlyMap<string, ManifestPage> | null;
  versionOf: (view: string) => string;
  force: boolean;
  logger: Logger;
  declare: (plugins: readonly Plugin<unknown>[]) => Promise<Map<string, Declaration>>;
}): Promise<PlannedSite> {
  const declaring = input.plugins.filter((plugin) => plugin.pages);
  const known = input.force || !input.graph ? new Map() : input.graph.declarations(input.siteKey);
  const nodes = new Map<string, DeclarationNode>();
  for (const plugin of declaring) {
    const node = known.get(plugin.name);
    if (node && node.inputs === input.inputsOf(plugin)) nodes.set(plugin.name, node);
  }
  const fresh = new Map<string, Declaration>();
  const fragments = new Map<string, unknown>();
  /** Hash of every fragment: of the value for a plugin declared now, as its node says for the others. */
  const fragmentHashes = new Map<string, string>();
  for (const node of nodes.values()) {
    for (const [key, hash] of Object.entries(node.fragments)) fragmentHashes.set(key, hash);
  }
  /** The pages of the plugins declared now, by plugin, each with its file and input hash. */
  const hashed = new Map<string, { page: PageDescriptor; file: string; hash: string }[]>();
  const reusable = (page: { file: string; hash: string }) =>
    !input.force && input.previous?.get(page.file)?.hash === page.hash;

  let next = declaring.filter((plugin) => !nodes.has(plugin.name));
  for (;;) {
    const round = next.length > 0 ? await input.declare(next) : new Map<string, Declaration>();
    for (const [name, declaration] of round) {
      fresh.set(name, declaration);
      nodes.delete(name);
      for (const [key, value] of declaration.fragments) {
        fragments.set(key, value);
        // A plugin declared again gives the same values (its hook is pure): the same hashes.
        fragmentHashes.set(key, hashValue(value));
      }
    }
    for (const [name, declaration] of round) {
      hashed.set(
        name,
        declaration.pages.map((page) => ({
          page,
          file: pageFile(page),
          hash: pageInputHash({ page, fragmentHashes, rendererVersion: input.versionOf(page.view) }),
        })),
      );
    }
    // In plugin order, as the plan takes them: a file declared again (a duplicate) is never written.
    const claimed = new Set<string>();
    /** Fragments that pages to render use: their values are needed. */
    const needed = new Set<string>();
    /** Plugins taken from their nodes with a page the previous build does not hold as it is. */
    const stale = new Set<string>();
    /** Whether `entry` is written by this build (the first of its file) and must be rendered. */
    const toRender = (entry: { file: string; hash: string }) => {
      if (claimed.has(entry.file)) return false;
      claimed.add(entry.file);
      return !reusable(entry);
    };
    for (const plugin of declaring) {
      const node = nodes.get(plugin.name);
      if (node) {
        if (node.pages.filter(toRender).length > 0) stale.add(plugin.name);
        continue;
      }
      for (const entry of (hashed.get(plugin.name) ?? []).filter(toRender)) {
        for (const key of Object.values(entry.page.fragments ?? {})) needed.add(key);
      }
    }
    next = declaring.filter((plugin) => {
      const node = nodes.get(plugin.name);
      if (!node) return false;
      return (
        stale.has(plugin.name) ||
        Object.entries(node.uses).some(([key, hash]) => fragmentHashes.get(key) !== hash) ||
        Object.keys(node.fragments).some((key) => needed.has(key))
      );
    });
    if (next.length === 0) break;
  }

  const plan: RenderPlan = { render: [], reuse: [], removed: [], duplicates: [] };
  const seen = new Set<string>();
  const declared: PageDescriptor[] = [];
  const changed = new Map<string, DeclarationNode>();
  for (const plugin of declaring) {
    const node = nodes.get(plugin.name);
    if (node) {
      replayLog(input.logger.child({ plugin: plugin.name }), node.logged);
      for (const entry of node.pages) {
        if (seen.has(entry.file)) plan.duplicates.push(entry.file);
        else {
          seen.add(entry.file);
          plan.reuse.push(entry);
        }
      }
      continue;
    }
    const declaration = fresh.get(plugin.name)!;
    const entries = hashed.get(plugin.name)!;
    const pages: ManifestPage[] = [];
    const uses: Record<string, string> = {};
    for (const { page, file, hash } of entries) {
      declared.push(page);
      const entry = manifestEntry(page, file, hash);
      pages.push(entry);
      for (const key of Object.values(page.fragments ?? {})) uses[key] = fragmentHashes.get(key)!;
      if (seen.has(entry.file)) {
        plan.duplicates.push(entry.file);
        continue;
      }
      seen.add(entry.file);
      if (reusable(entry)) plan.reuse.push(entry);
      else plan.render.push({ page, hash });
    }
    const registered = Object.fromEntries(
      declaration.fragments.map(([key]) => [key, fragmentHashes.get(key)!] as const),
    );
    changed.set(plugin.name, {
      inputs: input.inputsOf(plugin),
      pages,
      fragments: registered,
      uses,
      logged: declaration.logged,
    });
  }
  for (const file of input.previous?.keys() ?? []) if (!seen.has(file)) plan.removed.push(file);
  input.graph?.record({
    kind: 'pages',
    siteKey: input.siteKey,
    plugins: declaring.map((plugin) => plugin.name),
    changed,
  });
  return { plan, fragments, declared };
}
