import { constants as fsConstants } from 'node:fs';
import {
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import PQueue from 'p-queue';

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
   * Writes a build file (`emit` output, tables) of the site, or takes the live tree's file over when its
   * contents are the same (as {@link StagingTree.reuse}), so that an unchanged file keeps its mtime.
   * @returns whether the contents differ from the live file's (true when there is none).
   */
  writeBuildFile(input: {
    technicalName: string;
    file: string;
    contents: string | Uint8Array;
    /** The site's live tree. */
    liveDir: string;
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
   */
  prune(technicalName: string, input: { keep: ReadonlySet<string> }): Promise<void>;
  /** Removes the staging tree (after a failure). */
  discard(): Promise<void>;
}

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
    if (replace) await rm(target, { force: true });
    await writeFile(target, contents);
  }

  function targetOf(technicalName: string, file: string): string {
    const target = path.join(root, technicalName, file);
    if (!target.startsWith(path.join(root, technicalName) + path.sep)) {
      throw new Error(`Refusing to write outside the site's tree: ${file}`);
    }
    return target;
  }

  /** Links `from` as `target` (replacing whatever is there); copies where hard links are refused. */
  async function linkOne(from: string, target: string): Promise<boolean> {
    await ensureFolder(target);
    await rm(target, { force: true });
    try {
      await link(from, target);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
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
      return (await queue.add(() => linkOne(from, target))) ?? false;
    },
    async writeBuildFile({ technicalName, file, contents, liveDir }) {
      const target = targetOf(technicalName, file);
      touch(technicalName, file);
      const live = path.join(liveDir, file);
      const before = await readFile(live).catch(() => null);
      const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (before?.equals(bytes) && (await linkOne(live, target))) return false;
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
    async prune(technicalName, { keep }) {
      await tree.flush();
      const site = path.join(root, technicalName);
      const written = touched.get(technicalName) ?? new Set<string>();
      const emptied = new Set<string>();
      const entries = await readdir(site, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (entry.isDirectory()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(site, file).split(path.sep).join('/');
        if (keep.has(relative) || written.has(relative)) continue;
        await rm(file, { force: true });
        emptied.add(path.dirname(file));
      }
      // Folders left empty go too, deepest first; a folder still holding files stays.
      for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
        for (let current = folder; current.startsWith(site + path.sep); current = path.dirname(current)) {
          const removed = await rmdir(current).then(
            () => true,
            () => false,
          );
          if (!removed) break;
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

async function exists(target: string): Promise<boolean> {
  return lstat(target).then(
    () => true,
    () => false,
  );
}
