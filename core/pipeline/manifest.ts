import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Domain } from '../model/system-data.ts';
import { LATEST_BUILD_FILE, manifestFile } from './build-files.ts';

/** A page as the build manifest records it. */
export interface ManifestPage {
  /** CMS id of the page, when it has one. */
  id?: string;
  locale: string;
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
   * Plugin name → the hash of what its `emit` wrote from (core/pipeline/plugin.ts `emitInputs`; `''`
   * without) and the files it wrote: a later build with the same hash takes these files over without
   * running `emit`. `inputs`: file → the hash of the inputs of each file written with
   * `writeFileIfChanged`. Only plugins that declare `emitInputs` or write such files; absent when none does.
   */
  emits?: Record<string, { hash: string; files: string[]; inputs?: Record<string, string> }>;
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
 * @returns one entry per site folder that has a latest-build file; folders without one are skipped.
 */
export async function readBuiltSites(
  outDir: string,
  options: { skip?: ReadonlySet<string> } = {},
): Promise<{ dir: string; manifest: BuildManifest }[]> {
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch {
    return [];
  }
  const sites: { dir: string; manifest: BuildManifest }[] = [];
  for (const entry of entries.sort()) {
    if (entry.startsWith('.') || options.skip?.has(entry)) continue;
    const dir = path.join(outDir, entry);
    try {
      const latest = JSON.parse(await readFile(path.join(dir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
      const manifest = JSON.parse(
        await readFile(path.join(dir, manifestFile(latest.buildId)), 'utf8'),
      ) as BuildManifest;
      sites.push({ dir, manifest });
    } catch {
      // Not a site tree (or one from an interrupted build): nothing to serve.
    }
  }
  return sites;
}
