import { constants as fsConstants } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  /** Writes `file` (relative to the site's tree) for the site, creating folders. */
  write(input: { technicalName: string; file: string; contents: string | Uint8Array }): Promise<void>;
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
  /** Removes the staging tree (after a failure). */
  discard(): Promise<void>;
}

/** Concurrent file writes; enough to keep the disk busy without exhausting file handles. */
const WRITE_CONCURRENCY = 64;

/** Creates the staging tree of build `buildId` below `outDir`. */
export async function createStagingTree(input: { outDir: string; buildId: string }): Promise<StagingTree> {
  const root = path.join(input.outDir, `.staging-${input.buildId}`);
  await mkdir(root, { recursive: true });
  const queue = new PQueue({ concurrency: WRITE_CONCURRENCY });
  const folders = new Set<string>();
  let failure: unknown = null;

  async function ensureFolder(target: string): Promise<void> {
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
  }

  async function writeOne(target: string, contents: string | Uint8Array): Promise<void> {
    await ensureFolder(target);
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
    async write({ technicalName, file, contents }) {
      const target = targetOf(technicalName, file);
      if (queue.size > WRITE_CONCURRENCY * 4) await queue.onSizeLessThan(WRITE_CONCURRENCY * 2);
      queue
        .add(() => writeOne(target, contents))
        .catch((error: unknown) => {
          failure ??= error;
        });
    },
    async reuse({ technicalName, file, from }) {
      const target = targetOf(technicalName, file);
      if (queue.size > WRITE_CONCURRENCY * 4) await queue.onSizeLessThan(WRITE_CONCURRENCY * 2);
      return (await queue.add(() => linkOne(from, target))) ?? false;
    },
    async writeBuildFile({ technicalName, file, contents, liveDir }) {
      const target = targetOf(technicalName, file);
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
      await rm(previous, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    },
    async discardSite(technicalName) {
      await tree.flush();
      await rm(path.join(root, technicalName), { recursive: true, force: true });
    },
    async discard() {
      await queue.onIdle();
      await rm(root, { recursive: true, force: true });
    },
  };
  return tree;
}
