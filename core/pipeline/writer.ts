import {
  copyFileSync,
  type Dirent,
  constants as fsConstants,
  linkSync,
  mkdirSync,
  readdirSync,
  rmdirSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { copyFile, link, lstat, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import PQueue from 'p-queue';
import { BUILD_FOLDER } from './build-files.ts';

/**
 * Writes a build into a staging tree beside the output folder and swaps each site in atomically
 * (ARCHITECTURE.md step 6): a failed build never leaves a half-written site, and the previous output
 * stays untouched until every site of the build has been written.
 */
export interface StagingTree {
  /** Absolute staging folder of this build: `<outDir>/.staging-<buildId>`. */
  root: string;
  /**
   * Writes `file` (relative to the site's tree) for the site, creating folders. `replace`: unlink the
   * path's file first (always done in a tree this instance adopted; a render worker's instance is told).
   */
  write(input: {
    technicalName: string;
    file: string;
    contents: string | Uint8Array;
    replace?: boolean;
  }): Promise<void>;
  /** Removes `file` of the site's staging tree, if there (a page's route payload it no longer has). */
  remove(input: { technicalName: string; file: string }): Promise<void>;
  /**
   * Takes `from` (a file of the live tree) over as `file` of the site without copying: a hard link, so
   * the file keeps its bytes, inode and mtime through the swap (core/pipeline/incremental.ts).
   * @returns false when `from` is gone (render the page instead).
   */
  reuse(input: { technicalName: string; file: string; from: string }): Promise<boolean>;
  /**
   * {@link StagingTree.reuse} of many files of one site's live tree `fromDir` (site-relative names),
   * with synchronous system calls in slices of {@link LINKS_PER_SLICE}, the event loop served between
   * slices: tens of thousands of links (a site's first incremental build) take a fraction of the time
   * they take through the thread pool.
   * @returns the files whose live copy is gone.
   */
  reuseMany(input: { technicalName: string; files: readonly string[]; fromDir: string }): Promise<string[]>;
  /**
   * Writes a build file (`emit` output, tables) of the site, or takes the live tree's file over when its
   * contents are the same (as {@link StagingTree.reuse}), so that an unchanged file keeps its mtime.
   * @param input.compare how the live file's contents are known: `read` (default) reads the file;
   *   `{ text }` the live file's text as the caller knows it (a tree the process wrote or read,
   *   core/pipeline/build-graph.ts `BuildGraph.tree`; read when undefined); `none`: the caller knows
   *   they differ.
   * @returns whether the contents differ from the live file's (true when there is none).
   */
  writeBuildFile(input: {
    technicalName: string;
    file: string;
    contents: string | Uint8Array;
    /** The site's live tree. */
    liveDir: string;
    compare?: 'read' | 'none' | { text: string | undefined };
  }): Promise<boolean>;
  /** Waits for every pending write. */
  flush(): Promise<void>;
  /** Moves each written site into `<outDir>/<technicalName>`, replacing the previous one. */
  commit(technicalNames: readonly string[]): Promise<void>;
  /** Removes a site's tree from the staging tree (nothing of it changed: the live tree stays). */
  discardSite(technicalName: string): Promise<void>;
  /**
   * Takes the site's recycled tree (the tree the last swap replaced, `<outDir>/.recycle/<technicalName>`)
   * over as its staging tree, so that the build changes only what differs from it instead of linking
   * every page anew. Must come before anything is written for the site; from then on every write
   * replaces the path's file instead of writing into it (the tree's files are hard links shared with the
   * live tree). Not available when the staging tree was created without `recycle`.
   * @returns the site's staging folder, or null when there is no recycled tree to take.
   */
  adopt(technicalName: string): Promise<string | null>;
  /**
   * Tidies an adopted tree once everything of the site is written: removes every file that is neither
   * in `keep` (site-relative: the pages the build declares, which render workers may have written) nor
   * written or linked through this instance, and the folders that leaves empty.
   *
   * Which files the adopted tree holds: with `known`, the caller vouches for the top-level folders
   * `known.folders` (a site's locale folders), whose files are exactly `known.files` (the adopted
   * manifest's pages and their route payloads); only the rest of the tree is listed (build files,
   * root files: about a thousand for the demo's main site, against 66,000 files in 33,000 folders).
   * Without it, or when the tree went back to `.recycle/` unchanged after pages were linked into it
   * (`discardSite`), the whole tree is listed.
   */
  prune(
    technicalName: string,
    input: {
      keep: ReadonlySet<string>;
      known?: { files: Iterable<string>; folders: ReadonlySet<string> };
    },
  ): Promise<void>;
  /**
   * Gives the site a recycled tree when it has none: a copy of its live tree (`<outDir>/<technicalName>`)
   * made of hard links, so that the site's next build adopts it ({@link StagingTree.adopt}) instead of
   * linking every page anew (a warm builder prepares this while idle, core/pipeline/build.ts `prime`).
   * The copy is made in the staging tree and moved into `.recycle/` whole: an interrupted copy is never
   * adopted (it goes with the staging tree, cli/out-dir-lock.ts `clearInterruptedBuilds`). Holds the
   * output folder's lock like any write.
   * @returns whether a copy was made: false when the site has a recycled tree already, has no live tree,
   *   or this staging tree keeps none (created without `recycle`).
   */
  keepRecycledCopy(technicalName: string): Promise<boolean>;
  /** Removes the staging tree (after a failure). */
  discard(): Promise<void>;
}

/**
 * A file at the top of a recycled tree whose page folders may hold files its manifest does not name
 * (see `discardSite`): the next {@link StagingTree.prune} of it lists the whole tree (and removes the file).
 */
const UNLISTED_FILES_MARKER = '.unlisted-files';

/** Concurrent file writes; enough to keep the disk busy without exhausting file handles. */
const WRITE_CONCURRENCY = 64;

/** Folder below the output folder holding each site's tree as the last swap replaced it. */
export const RECYCLE_FOLDER = '.recycle';

/**
 * Creates the staging tree of build `buildId` below `outDir`.
 * @param input.recycle whether the trees a swap replaces are kept in `<outDir>/.recycle/` for the next
 *   build to {@link StagingTree.adopt} (default false: they are deleted, with the recycled trees of the
 *   sites swapped in). A kept tree is mostly hard links to the live tree's files; only the files it does
 *   not share take space.
 */
export async function createStagingTree(input: {
  outDir: string;
  buildId: string;
  recycle?: boolean;
}): Promise<StagingTree> {
  const root = path.join(input.outDir, `.staging-${input.buildId}`);
  const recycled = path.join(input.outDir, RECYCLE_FOLDER);
  await mkdir(root, { recursive: true });
  const queue = new PQueue({ concurrency: WRITE_CONCURRENCY });
  const folders = new Set<string>();
  /** Sites whose staging folder is an adopted tree: a write first unlinks the path's file. */
  const adopted = new Set<string>();
  /** Per adopted site, the files (site-relative) written or linked through this instance. */
  const touched = new Map<string, Set<string>>();
  const touch = (technicalName: string, file: string) => touched.get(technicalName)?.add(file);
  let failure: unknown = null;

  async function ensureFolder(target: string): Promise<void> {
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
  }

  async function writeOne(target: string, contents: string | Uint8Array, replace = false): Promise<void> {
    await ensureFolder(target);
    // In an adopted tree the path may be a hard link to a live file: never write through it.
    if (replace) await unlinkIfThere(target);
    await writeFile(target, contents);
  }

  function targetOf(technicalName: string, file: string): string {
    const target = path.join(root, technicalName, file);
    if (!target.startsWith(path.join(root, technicalName) + path.sep)) {
      throw new Error(`Refusing to write outside the site's tree: ${file}`);
    }
    return target;
  }

  /**
   * Links `from` as `target` (replacing whatever is there); copies where hard links are refused.
   * `occupied`: the path likely holds a file already (an adopted tree), so it is unlinked first rather
   * than after a failed link.
   */
  async function linkOne(from: string, target: string, occupied = false): Promise<boolean> {
    await ensureFolder(target);
    try {
      if (occupied) await unlinkIfThere(target);
      await link(from, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        await unlinkIfThere(target);
        await link(from, target);
      });
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      // Never copy through a link that may share the live file's inode.
      await unlinkIfThere(target);
      await copyFile(from, target, fsConstants.COPYFILE_FICLONE);
      return true;
    }
  }

  const tree: StagingTree = {
    root,
    async write({ technicalName, file, contents, replace }) {
      const target = targetOf(technicalName, file);
      if (queue.size > WRITE_CONCURRENCY * 4) await queue.onSizeLessThan(WRITE_CONCURRENCY * 2);
      touch(technicalName, file);
      const unlinkFirst = replace === true || adopted.has(technicalName);
      queue
        .add(() => writeOne(target, contents, unlinkFirst))
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    async remove({ technicalName, file }) {
      const target = targetOf(technicalName, file);
      queue
        .add(() => rm(target, { force: true }))
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    async reuse({ technicalName, file, from }) {
      const target = targetOf(technicalName, file);
      touch(technicalName, file);
      if (queue.size > WRITE_CONCURRENCY * 4) await queue.onSizeLessThan(WRITE_CONCURRENCY * 2);
      const occupied = adopted.has(technicalName);
      return (await queue.add(() => linkOne(from, target, occupied))) ?? false;
    },
    async reuseMany({ technicalName, files, fromDir }) {
      await tree.flush();
      const occupied = adopted.has(technicalName);
      const missing: string[] = [];
      for (let start = 0; start < files.length; start += LINKS_PER_SLICE) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const file of files.slice(start, start + LINKS_PER_SLICE)) {
          const target = targetOf(technicalName, file);
          touch(technicalName, file);
          const folder = path.dirname(target);
          if (!folders.has(folder)) {
            mkdirSync(folder, { recursive: true });
            folders.add(folder);
          }
          if (!linkOneSync(path.join(fromDir, file), target, occupied)) missing.push(file);
        }
      }
      return missing;
    },
    async writeBuildFile({ technicalName, file, contents, liveDir, compare = 'read' }) {
      const target = targetOf(technicalName, file);
      touch(technicalName, file);
      const live = path.join(liveDir, file);
      const occupied = adopted.has(technicalName);
      const knownText = typeof compare === 'object' ? compare.text : undefined;
      const same =
        knownText !== undefined
          ? knownText === contents
          : compare !== 'none' &&
            ((await readFile(live).catch(() => null))?.equals(asBytes(contents)) ?? false);
      if (same && (await linkOne(live, target, occupied))) return false;
      // The path may hold a link to the live file from an earlier write: never write through it.
      await rm(target, { force: true });
      await writeOne(target, contents);
      return true;
    },
    async flush() {
      await queue.onIdle();
      if (failure) throw failure;
    },
    async commit(technicalNames) {
      await tree.flush();
      const previous = path.join(input.outDir, `.previous-${input.buildId}`);
      await mkdir(previous, { recursive: true });
      for (const name of technicalNames) {
        const live = path.join(input.outDir, name);
        await rename(live, path.join(previous, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
        await rename(path.join(root, name), live);
      }
      if (input.recycle) {
        // The replaced trees wait for the next build (adopt); an older one not adopted makes room.
        await mkdir(recycled, { recursive: true });
        for (const name of technicalNames) {
          const replaced = path.join(previous, name);
          if (!(await exists(replaced))) continue;
          await rm(path.join(recycled, name), { recursive: true, force: true });
          await rename(replaced, path.join(recycled, name));
        }
      } else {
        // A tree kept by an earlier build no longer matches what was just written in a way its manifest
        // could tell (a `--force` build rewrites pages whose hashes stay): it must not be adopted.
        for (const name of technicalNames)
          await rm(path.join(recycled, name), { recursive: true, force: true });
      }
      await rm(previous, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    },
    async discardSite(technicalName) {
      await tree.flush();
      if (adopted.has(technicalName)) {
        // Nothing of the site changed, so no page of the adopted tree was written: it waits for the
        // next build again (build files taken over from the live tree are left for that build to prune).
        // A file put into a folder other than `_build/` (a page folder) is not its manifest's: its next
        // prune must list the whole tree. (Builds today put none there before giving a tree back.)
        const written = touched.get(technicalName) ?? new Set<string>();
        if ([...written].some((file) => file.includes('/') && !file.startsWith(`${BUILD_FOLDER}/`))) {
          await writeFile(path.join(root, technicalName, UNLISTED_FILES_MARKER), '');
        }
        await mkdir(recycled, { recursive: true });
        await rename(path.join(root, technicalName), path.join(recycled, technicalName));
        return;
      }
      await rm(path.join(root, technicalName), { recursive: true, force: true });
    },
    async adopt(technicalName) {
      if (!input.recycle) return null;
      const target = path.join(root, technicalName);
      try {
        await rename(path.join(recycled, technicalName), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      adopted.add(technicalName);
      touched.set(technicalName, new Set());
      return target;
    },
    async keepRecycledCopy(technicalName) {
      if (!input.recycle || (await exists(path.join(recycled, technicalName)))) return false;
      const live = path.join(input.outDir, technicalName);
      const files = await listFilesInThread(live).catch(() => null);
      if (!files) return false;
      const copy = path.join(root, technicalName);
      const missing = await tree.reuseMany({ technicalName, files, fromDir: live });
      // The copy leaves the staging tree either way: a later write must make its folders again.
      for (const folder of folders) {
        if (folder === copy || folder.startsWith(copy + path.sep)) folders.delete(folder);
      }
      if (missing.length > 0) {
        // The live tree changed while it was copied (nothing else holds the lock, so nothing should).
        await rm(copy, { recursive: true, force: true });
        return false;
      }
      await mkdir(recycled, { recursive: true });
      await rename(copy, path.join(recycled, technicalName));
      return true;
    },
    async prune(technicalName, { keep, known }) {
      await tree.flush();
      const site = path.join(root, technicalName);
      const written = touched.get(technicalName) ?? new Set<string>();
      const emptied = new Set<string>();
      // A file named twice, or gone already, is fine: rmSync's force.
      const vouched = known && !(await exists(path.join(site, UNLISTED_FILES_MARKER)));
      const files = vouched
        ? [...known.files, ...listFilesOutside(site, known.folders)]
        : await listFilesInThread(site).catch(() => listFiles(site));
      for (const relative of files) {
        if (keep.has(relative) || written.has(relative)) continue;
        const file = path.join(site, relative);
        rmSync(file, { force: true });
        emptied.add(path.dirname(file));
      }
      // Folders left empty go too, deepest first; a folder still holding files stays.
      for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
        for (let current = folder; current.startsWith(site + path.sep); current = path.dirname(current)) {
          try {
            rmdirSync(current);
          } catch {
            break;
          }
        }
      }
    },
    async discard() {
      await queue.onIdle();
      await rm(root, { recursive: true, force: true });
    },
  };
  return tree;
}

/** Links {@link StagingTree.reuseMany} makes between two turns of the event loop. */
const LINKS_PER_SLICE = 2_000;

/** The synchronous `linkOne` of {@link StagingTree.reuseMany}: false when `from` is gone. */
function linkOneSync(from: string, target: string, occupied: boolean): boolean {
  const unlinkThere = () => {
    try {
      unlinkSync(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  try {
    if (occupied) unlinkThere();
    try {
      linkSync(from, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      unlinkThere();
      linkSync(from, target);
    }
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    // Never copy through a link that may share the live file's inode.
    unlinkThere();
    copyFileSync(from, target, fsConstants.COPYFILE_FICLONE);
    return true;
  }
}

/** Every file below `dir`, relative to it with `/` separators. */
function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    files.push(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/**
 * Every file below `dir` outside its top-level folders `folders`, relative to `dir` with `/` separators
 * (the files at its top level included).
 */
function listFilesOutside(dir: string, folders: ReadonlySet<string>): string[] {
  const files: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) files.push(entry.name);
    else if (!folders.has(entry.name)) {
      for (const file of listFiles(path.join(dir, entry.name))) files.push(`${entry.name}/${file}`);
    }
  }
  return files;
}

/**
 * {@link listFiles} in a worker thread: synchronous system calls there (Node's asynchronous recursive
 * readdir makes one thread-pool round trip per folder, several times slower), this thread free.
 */
function listFilesInThread(dir: string): Promise<string[]> {
  const source = `
    const { readdirSync } = require('node:fs');
    const path = require('node:path');
    const { workerData, parentPort } = require('node:worker_threads');
    const files = [];
    for (const entry of readdirSync(workerData, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      files.push(path.relative(workerData, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
    parentPort.postMessage(files);
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: dir, execArgv: [] });
    worker.once('message', (files: string[]) => {
      resolve(files);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The file listing thread exited (${code})`)));
  });
}

function asBytes(contents: string | Uint8Array): Uint8Array {
  return typeof contents === 'string' ? Buffer.from(contents) : contents;
}

/** Unlinks a file; a path with nothing there is fine (a folder there is an error). */
async function unlinkIfThere(target: string): Promise<void> {
  await unlink(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

async function exists(target: string): Promise<boolean> {
  return lstat(target).then(
    () => true,
    () => false,
  );
}
