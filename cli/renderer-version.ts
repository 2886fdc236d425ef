import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** sitefleet's own folder. */
export const SITEFLEET_ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * What every plugin's renderers run besides their own folder: the core, the UI kit and the locked
 * dependency versions (React among them). The client bundle is versioned apart, by its hashed names.
 */
const SHARED_RENDER_CODE = ['core', path.join('runtime', 'ui'), 'package-lock.json'];

let shared: Promise<string> | null = null;

/**
 * The version of a plugin's renderers (core/pipeline/build.ts `ConfiguredSite.rendererVersions`): a hash
 * of every file in the plugin's folder and of {@link SHARED_RENDER_CODE}, so that changing the code a
 * page is rendered with re-renders the plugin's pages on the next build, and nothing else does.
 *
 * @param pluginDir absolute folder of the plugin.
 * @returns 22 base64url characters.
 */
export async function rendererVersion(pluginDir: string): Promise<string> {
  shared ??= hashFiles(
    SITEFLEET_ROOT,
    SHARED_RENDER_CODE.map((entry) => path.join(SITEFLEET_ROOT, entry)),
  );
  const hash = createHash('sha256');
  hash.update(await shared);
  hash.update(await hashFiles(pluginDir, [pluginDir]));
  return hash.digest('base64url').slice(0, 22);
}

/**
 * A hash of the names (relative to `base`, so the checkout's place does not matter) and contents of the
 * files at `entries` (files or folders, walked in sort order). Every call reads the files: a few MB of
 * sources, and a version that is never taken from a file's inode or mtime.
 */
export async function hashFiles(base: string, entries: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await Promise.all(entries.map(listFiles))).flat()) {
    hash.update(`${path.relative(base, file)}\u0000`);
    hash.update(await fileDigest(file));
  }
  return hash.digest('base64url');
}

/** The SHA-256 of a file's contents. */
async function fileDigest(file: string): Promise<Buffer> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest();
}

/** The files of a folder (walked), the file itself, or nothing when `entry` does not exist. */
async function listFiles(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [entry];
  const children = await readdir(entry, { recursive: true, withFileTypes: true });
  return children
    .filter((child) => child.isFile())
    .map((child) => path.join(child.parentPath, child.name))
    .sort();
}
