import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';
import type { LatestBuild } from '../../core/pipeline/manifest.ts';

/**
 * Every file below `dir` (relative path) → its identity `inode:mtimeMs:size`: equal for a file left
 * untouched, and for two hard links of one file.
 */
export async function treeSnapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    const info = await stat(path.join(dir, file));
    files.set(file, `${info.ino}:${info.mtimeMs}:${info.size}`);
  }
  return files;
}

/**
 * The text of every file of a site tree (`<out>/<technicalName>`, relative paths) but those `skip`
 * names, with the tree's release (its latest-build file's) replaced by `RELEASE`, so that trees of
 * different builds compare.
 */
export async function siteContents(
  siteDir: string,
  skip: (file: string) => boolean,
): Promise<Map<string, string>> {
  const latest = JSON.parse(await readFile(path.join(siteDir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
  const release = latest.release ?? latest.buildId;
  const files = new Map<string, string>();
  for (const entry of await readdir(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(siteDir, path.join(entry.parentPath, entry.name));
    if (skip(file)) continue;
    files.set(file, (await readFile(path.join(siteDir, file), 'utf8')).replaceAll(release, 'RELEASE'));
  }
  return files;
}
