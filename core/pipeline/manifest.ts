import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Domain } from '../model/system-data.ts';
import { LATEST_BUILD_FILE, manifestFile } from './build-files.ts';

/** A page as the build manifest records it. */
export interface ManifestPage {
  /** CMS id of the page, when it has one. */
  id?: string;
  locale: string;
  /**
   * Path below locale and site slug; for a secret page (core/pipeline/plugin.ts `PageDescriptor.secret`)
   * its key instead (core/pipeline/secret-pages.ts `secretPageKey`, `#` and a digest).
   */
  path: string;
  /** Site-relative output file, `en/company/index.html`. */
  file: string;
  /**
   * Hash of everything the page was rendered from (core/pipeline/incremental.ts `pageInputHash`): its
   * view and props, the fragments it uses and its renderer's version. A later build re-renders the page
   * only when this changes.
   */
  hash: string;
  /** Ids of the service entries the page's data came from (`product:<slug>`), when its plugin says. */
  sources?: string[];
  /**
   * The page's URL is not to be published (core/pipeline/plugin.ts `PageDescriptor.unlisted`): it is in
   * no route rules and no sitemap. Absent for a listed page.
   */
  unlisted?: true;
}

/**
 * A page after writing: its manifest entry and its size. Sizes live in the locale's pages file
 * (core/pipeline/build-files.ts `localePagesFile`), not in the manifest, so that every shard of a build
 * writes the same manifest.
 */
export interface WrittenPage extends ManifestPage {
  /** Size of the HTML in bytes. */
  bytes: number;
}

/**
 * The browser assets every page links (Vite build, hashed file names), as URL paths such as
 * `/_assets/client-3f2a1b.js`. Empty lists when the build has no client bundle.
 */
export interface ClientAssets {
  /** Module scripts, loaded with `<script type="module" src>`. */
  scripts: string[];
  /** Stylesheets, loaded with `<link rel="stylesheet">`. */
  styles: string[];
  /**
   * Web fonts every page preloads (`<link rel="preload" as="font" type="font/woff2" crossorigin>`,
   * before the stylesheets): the latin subset of the UI kit's font; the other subsets load by
   * unicode-range when a page needs them. Absent in manifests of older builds: nothing preloaded.
   */
  fonts?: string[];
  /**
   * Stylesheets only one plugin's pages link, after {@link styles}: plugin name → URL paths (its
   * `pageStyles`, core/pipeline/plugin.ts). A page gets them through {@link pluginAssets}. Absent in
   * manifests of older builds and where no plugin has page styles.
   */
  pageStyles?: Record<string, string[]>;
}

/**
 * The assets the pages of `plugin` link: the bundle's scripts, fonts and stylesheets, followed by the
 * plugin's own page stylesheets ({@link ClientAssets.pageStyles}); without `pageStyles` itself: a page
 * links no other plugin's.
 */
export function pluginAssets(assets: ClientAssets, plugin: string): ClientAssets {
  const { pageStyles, ...shared } = assets;
  const own = pageStyles?.[plugin] ?? [];
  return own.length === 0 ? shared : { ...shared, styles: [...shared.styles, ...own] };
}

/** What the runtime needs to know about a built site, and every page written. */
export interface BuildManifest {
  buildId: string;
  /**
   * The release the site's pages name in their build meta tag: the id of the last build whose renderers
   * or client bundle changed (core/pipeline/incremental.ts). Absent in manifests of older builds.
   */
  release?: string;
  /** Plugin name → version of its renderers (a hash of their code and the client bundle). */
  renderers?: Record<string, string>;
  /**
   * Hash of what the site was built from besides code: its record and locales, plugin options and `load`
   * data, renderer versions, release. A build that finds the same skips the site's `pages` and render.
   */
  inputs?: string;
  /** ISO 8601 time the site was written. */
  builtAt: string;
  site: {
    key: string;
    id: string;
    name: string;
    technicalName: string;
    slug: string | null;
    domains: Domain[] | null;
    redirectHost: string | null;
    mainSiteOnly: boolean;
    internationalOnly: boolean;
  };
  /** URL codes of the site's locales, in derivation order (international first). */
  locales: string[];
  /** Every page of the site, in file order. */
  pages: ManifestPage[];
  /**
   * Plugin name → the files its `emit` wrote into the tree (site-relative, sorted), for the plugins
   * that wrote any; absent when none did. What each was written from is the build graph's
   * (core/pipeline/build-graph.ts `EmitNode`), not the tree's.
   */
  emits?: Record<string, { files: string[] }>;
}

/**
 * How a site's new manifest differs from the one its live tree had, when both list the same page files
 * in the same order (an edit changes pages' hashes, not the site's page list): a serving process that
 * holds the previous manifest makes the new one from it (runtime/server/site-registry.ts
 * `loadServedSites`) instead of reading and parsing the whole file again (33,000 pages, 7 MB for the
 * demo's main site at scale 1).
 */
export interface ManifestPatch {
  /** Build id of the manifest the patch applies to. */
  base: string;
  /** The new manifest but its pages. */
  head: Omit<BuildManifest, 'pages'>;
  /** The pages that differ, by index in `pages`; each keeps the file, locale and path it had there. */
  changed: [index: number, page: ManifestPage][];
}

/**
 * The {@link ManifestPatch} from `previous` to `next` (two manifests of one site). Never throws.
 * @returns null when the two do not list the same page files in the same order.
 */
export function manifestPatch(input: { previous: BuildManifest; next: BuildManifest }): ManifestPatch | null {
  const { previous, next } = input;
  if (previous.pages.length !== next.pages.length) return null;
  const changed: [number, ManifestPage][] = [];
  for (const [index, page] of next.pages.entries()) {
    const before = previous.pages[index]!;
    if (before === page) continue;
    if (!samePlace(before, page)) return null;
    if (
      before.hash !== page.hash ||
      before.id !== page.id ||
      before.unlisted !== page.unlisted ||
      (before.sources ?? []).join('\n') !== (page.sources ?? []).join('\n')
    ) {
      changed.push([index, page]);
    }
  }
  const { pages: _pages, ...head } = next;
  return { base: previous.buildId, head, changed };
}

/**
 * `base` with `patch` applied (see {@link ManifestPatch}); `base` is not changed. Never throws.
 * @returns null when the patch is not for `base` (another site or build id, or a page not where it says).
 */
export function patchedManifest(input: { base: BuildManifest; patch: ManifestPatch }): BuildManifest | null {
  const { base, patch } = input;
  // A fleet build gives every site the same build id: the site tells the patches apart.
  if (base.buildId !== patch.base || base.site.key !== patch.head.site.key) return null;
  const pages = base.pages.slice();
  for (const [index, page] of patch.changed) {
    const before = pages[index];
    if (!before || !samePlace(before, page)) return null;
    pages[index] = page;
  }
  return { ...patch.head, pages };
}

function samePlace(a: ManifestPage, b: ManifestPage): boolean {
  return a.file === b.file && a.locale === b.locale && a.path === b.path;
}

/** The latest-build file's contents. */
export interface LatestBuild {
  buildId: string;
  builtAt: string;
  /** {@link BuildManifest.release}: what the browser compares with its page's build meta tag. */
  release?: string;
}

/** The id written into a site's pages' build meta tag: its release, else (older builds) its build id. */
export function releaseOf(manifest: Pick<BuildManifest, 'buildId' | 'release'>): string {
  return manifest.release ?? manifest.buildId;
}

/**
 * Reads the manifest of the latest build of every site tree in `outDir`.
 * @param options.skip folder names (site technical names) not to read.
 * @param options.read reads one site folder's latest manifest (null: not a site tree); default
 *   {@link readLatestManifest}. A long-lived reader passes one that takes what it read before.
 * @returns one entry per site folder that has a latest-build file; folders without one are skipped.
 */
export async function readBuiltSites(
  outDir: string,
  options: { skip?: ReadonlySet<string>; read?: (dir: string) => Promise<BuildManifest | null> } = {},
): Promise<{ dir: string; manifest: BuildManifest }[]> {
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch {
    return [];
  }
  const read = options.read ?? readLatestManifest;
  const sites: { dir: string; manifest: BuildManifest }[] = [];
  for (const entry of entries.sort()) {
    if (entry.startsWith('.') || options.skip?.has(entry)) continue;
    const dir = path.join(outDir, entry);
    // Not a site tree (or one from an interrupted build): nothing to serve.
    const manifest = await read(dir).catch(() => null);
    if (manifest) sites.push({ dir, manifest });
  }
  return sites;
}

/**
 * Reads a site tree's latest-build file (`_build/latest.json`, public-site §4 and §7: `{ buildId,
 * builtAt, release }`).
 * @returns null when there is none or it does not read; never throws.
 */
export async function readLatestBuild(siteDir: string): Promise<LatestBuild | null> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
  } catch {
    return null;
  }
}

/**
 * Reads the manifest that a site tree's latest-build file names (`_build/<buildId>.json`, public-site §7).
 * @returns null when the tree has no latest-build file.
 * @throws when the manifest it names is missing or does not parse.
 */
export async function readLatestManifest(siteDir: string): Promise<BuildManifest | null> {
  const latest = await readLatestBuild(siteDir);
  if (!latest) return null;
  return JSON.parse(
    await readFile(path.join(siteDir, manifestFile(latest.buildId)), 'utf8'),
  ) as BuildManifest;
}
