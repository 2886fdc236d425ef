import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { ASSETS_FOLDER } from './build.ts';
import { LATEST_BUILD_FILE, manifestFile } from './build-files.ts';
import type { BuildManifest, LatestBuild } from './manifest.ts';

/*
 * Per-site artifacts for CI (docs/ci.md): one deployable `.tar.gz` per built site, a `SHA256SUMS` file
 * and `artifacts.json`. Verification lives in artifacts-verify.ts.
 */

/** File name of the artifact list in an artifacts folder. */
export const ARTIFACTS_FILE = 'artifacts.json';

/** File name of the checksums in an artifacts folder (`sha256sum -c` format). */
export const CHECKSUMS_FILE = 'SHA256SUMS';

/** One archive of an artifacts folder, as listed in `artifacts.json`. */
export interface ArtifactEntry {
  /** Site key (CMS id, what `--site` takes): `events`. */
  site: string;
  /** The site's folder below `dist/`: `events_north_america`. */
  technicalName: string;
  buildId: string;
  /** Pages in the site's build manifest. */
  pages: number;
  /** Size of the archive in bytes. */
  bytes: number;
  /** SHA-256 of the archive, 64 lowercase hex digits. */
  checksum: string;
  /** Archive file name in the artifacts folder: `events_north_america.tar.gz`. */
  file: string;
}

/** Archive file name of a site: `<technicalName>.tar.gz`. */
export function archiveFile(technicalName: string): string {
  return `${technicalName}.tar.gz`;
}

/** SHA-256 of a file's bytes, as 64 lowercase hex digits. @throws the file system's error (ENOENT…). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** `SHA256SUMS` text: one `<hex>  <file>` line per entry (two spaces: `sha256sum -c`), sorted by file. */
export function formatChecksums(entries: readonly { file: string; checksum: string }[]): string {
  return [...entries]
    .sort((a, b) => compare(a.file, b.file))
    .map((entry) => `${entry.checksum}  ${entry.file}\n`)
    .join('');
}

/**
 * Writes a deterministic archive of one site: the site's tree (`<technicalName>/…`) and the whole
 * `_assets/` folder, paths as they are below `outDir`, so that extracting every archive into one folder
 * rebuilds `outDir`. The whole `_assets/` goes in because islands load their chunks lazily: the files a
 * page needs are more than those it links. Entries are sorted by path; no owner, no atime/ctime (tar's
 * `portable`), mode 0644 for files and 0755 for folders, and every entry's mtime is `mtime` (the site's
 * build time), so the same tree always gives the same bytes (gzip level 9, no name or time in its header).
 * @param input.file absolute path of the `.tar.gz` to write (replaced if present).
 * @throws the file system's error when the site's tree is missing or the archive cannot be written.
 */
export async function createSiteArchive(input: {
  outDir: string;
  technicalName: string;
  file: string;
  mtime: Date;
}): Promise<void> {
  const roots = [input.technicalName];
  if (await exists(path.join(input.outDir, ASSETS_FOLDER))) roots.push(ASSETS_FOLDER);
  const entries: string[] = [];
  for (const root of roots) {
    entries.push(root);
    const below = await readdir(path.join(input.outDir, root), { recursive: true });
    for (const entry of below) entries.push(`${root}/${entry.split(path.sep).join('/')}`);
  }
  entries.sort(compare);
  await tar.create(
    {
      file: input.file,
      cwd: input.outDir,
      gzip: { level: 9 },
      portable: true,
      noDirRecurse: true,
      mtime: input.mtime,
      onWriteEntry: (entry) => {
        const folder = entry.type === 'Directory';
        // Keep the file-type bits; fix the permissions whatever the umask was.
        if (entry.stat) entry.stat.mode = (entry.stat.mode & ~0o7777) | (folder ? 0o755 : 0o644);
        // `portable` drops folders' mtime (read as 1970 on extraction); give them the build time too.
        if (folder) entry.noMtime = false;
      },
    },
    entries,
  );
}

/** Progress of {@link writeArtifacts}: the site (key) being archived, 1-based. */
export interface ArtifactsProgress {
  site: string;
  done: number;
  total: number;
}

/**
 * Writes the artifacts of the sites built in `outDir` into `dir`: `<technicalName>.tar.gz` per site
 * ({@link createSiteArchive}), `SHA256SUMS` and `artifacts.json` (`ArtifactEntry[]`, sorted by file).
 * Everything is written into a temporary folder inside `dir` first, then renamed in (archives, then
 * `SHA256SUMS`, then `artifacts.json`), so a failure leaves a previous artifacts folder as it was.
 * Afterwards `dir` describes this run only: archives the previous `artifacts.json` listed and this run
 * did not write are removed; other files are left alone.
 * @param input.sites the sites of this build (`BuildResult.sites`); each must have a latest-build file.
 * @returns the entries written.
 * @throws the file system's error, or a SyntaxError for an unreadable build file.
 */
export async function writeArtifacts(input: {
  outDir: string;
  dir: string;
  sites: readonly { key: string; technicalName: string }[];
  onProgress?: (progress: ArtifactsProgress) => void;
}): Promise<ArtifactEntry[]> {
  await mkdir(input.dir, { recursive: true });
  const temporary = await mkdtemp(path.join(input.dir, '.artifacts-'));
  try {
    const entries: ArtifactEntry[] = [];
    for (const [index, site] of input.sites.entries()) {
      input.onProgress?.({ site: site.key, done: index + 1, total: input.sites.length });
      const siteDir = path.join(input.outDir, site.technicalName);
      const latest = JSON.parse(await readFile(path.join(siteDir, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
      const manifest = JSON.parse(
        await readFile(path.join(siteDir, manifestFile(latest.buildId)), 'utf8'),
      ) as BuildManifest;
      const file = archiveFile(site.technicalName);
      const target = path.join(temporary, file);
      await createSiteArchive({
        outDir: input.outDir,
        technicalName: site.technicalName,
        file: target,
        mtime: new Date(latest.builtAt),
      });
      entries.push({
        site: site.key,
        technicalName: site.technicalName,
        buildId: latest.buildId,
        pages: manifest.pages.length,
        bytes: (await stat(target)).size,
        checksum: await sha256File(target),
        file,
      });
    }
    entries.sort((a, b) => compare(a.file, b.file));
    await writeFile(path.join(temporary, CHECKSUMS_FILE), formatChecksums(entries));
    await writeFile(path.join(temporary, ARTIFACTS_FILE), `${JSON.stringify(entries, null, 2)}\n`);
    const previous = await previousArchives(input.dir);
    for (const name of [...entries.map((entry) => entry.file), CHECKSUMS_FILE, ARTIFACTS_FILE]) {
      await rename(path.join(temporary, name), path.join(input.dir, name));
    }
    const written = new Set(entries.map((entry) => entry.file));
    for (const stale of previous.filter((name) => !written.has(name))) {
      await rm(path.join(input.dir, stale), { force: true });
    }
    return entries;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

/** Archive names the artifacts folder's current `artifacts.json` lists (none when unreadable). */
async function previousArchives(dir: string): Promise<string[]> {
  try {
    const listed = JSON.parse(await readFile(path.join(dir, ARTIFACTS_FILE), 'utf8')) as unknown;
    if (!Array.isArray(listed)) return [];
    return listed
      .map((entry: { file?: unknown }) => entry?.file)
      .filter((file): file is string => typeof file === 'string' && isArchiveName(file));
  } catch {
    return [];
  }
}

/** Whether `name` is a plain `.tar.gz` file name (no folder part), as archives in an artifacts folder are. */
export function isArchiveName(name: string): boolean {
  return /^[^/\\]+\.tar\.gz$/.test(name) && name !== '.tar.gz' && !name.startsWith('.');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Code-point order, independent of the locale (so archives are the same on every machine). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
