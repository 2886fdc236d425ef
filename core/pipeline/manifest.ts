import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Domain } from '../model/system-data.ts';
import type { WrittenPage } from './plugin.ts';

/**
 * Build files of a site (public-site §7 "Build files"): the build manifest named by build id
 * (`_build/<buildId>.json`) and the latest-build file (`_build/latest.json`, polled by browsers).
 */
export const BUILD_FOLDER = '_build';
export const LATEST_BUILD_FILE = `${BUILD_FOLDER}/latest.json`;

/** File name of the client bundle's manifest (`{ scripts, styles }`) in `<outDir>/_assets/`. */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';

/** Site-relative path of the manifest of build `buildId`. */
export function manifestFile(buildId: string): string {
  return `${BUILD_FOLDER}/${buildId}.json`;
}

/** What the runtime needs to know about a built site, and every page written. */
export interface BuildManifest {
  buildId: string;
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
  pages: WrittenPage[];
}

/** The latest-build file's contents. */
export interface LatestBuild {
  buildId: string;
  builtAt: string;
}

/**
 * Reads the manifest of the latest build of every site tree in `outDir`.
 * @returns one entry per site folder that has a latest-build file; folders without one are skipped.
 */
export async function readBuiltSites(outDir: string): Promise<{ dir: string; manifest: BuildManifest }[]> {
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch {
    return [];
  }
  const sites: { dir: string; manifest: BuildManifest }[] = [];
  for (const entry of entries.sort()) {
    if (entry.startsWith('.')) continue;
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
