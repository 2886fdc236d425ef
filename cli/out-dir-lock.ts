import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import { createError, OutDirLocked } from '../core/errors.ts';

/** The lock a build holds in its output folder: a folder `<outDir>/.build.lock` (proper-lockfile). */
export const OUT_DIR_LOCK = '.build.lock';

/** How long a build waits for another build's lock on the same output folder by default, in ms. */
export const OUT_DIR_LOCK_WAIT_MS = 10 * 60_000;

/**
 * A lock not refreshed for this long, in ms, belongs to a process that died (killed, crashed) and is
 * taken over. The holder refreshes it every {@link OUT_DIR_LOCK_UPDATE_MS}, so its event loop may be
 * busy (a build's synchronous phases take seconds) for up to the difference before the lock looks stale.
 */
export const OUT_DIR_LOCK_STALE_MS = 30_000;

/** How often the holder refreshes the lock's mtime, in ms. */
export const OUT_DIR_LOCK_UPDATE_MS = 5_000;

/** Interval between attempts while another build holds the lock, in ms. */
const RETRY_MS = 500;

/**
 * Takes the output folder's build lock (docs/architecture.md "Site rebuilds and build events"), so that
 * two builds (a `sitefleet build` in a second terminal, a running preview's or dev session's rebuild)
 * never write one folder at once: the second waits for the first. Creates `outDir` if missing.
 *
 * @param input.outDir absolute output folder.
 * @param input.waitMs how long to wait for a lock another build holds, in ms; default
 *   {@link OUT_DIR_LOCK_WAIT_MS}. A lock whose holder died is stale after {@link OUT_DIR_LOCK_STALE_MS}.
 * @param input.onWait called once, when the lock is held by another build and this one starts waiting.
 * @param input.onCompromised called when the lock could not be refreshed in time and may have been
 *   taken over (the build goes on); default nothing.
 * @returns `release()`: frees the lock (idempotent).
 * @throws SitefleetError `OutDirLocked` when another build still holds it after `waitMs`; the file system's error when the
 *   folder cannot be created.
 */
export async function lockOutDir(input: {
  outDir: string;
  waitMs?: number;
  onWait?: () => void;
  onCompromised?: (error: Error) => void;
}): Promise<() => Promise<void>> {
  const waitMs = input.waitMs ?? OUT_DIR_LOCK_WAIT_MS;
  await mkdir(input.outDir, { recursive: true });
  const options = {
    lockfilePath: path.join(input.outDir, OUT_DIR_LOCK),
    realpath: false,
    stale: OUT_DIR_LOCK_STALE_MS,
    update: OUT_DIR_LOCK_UPDATE_MS,
    // The default throws from a timer, which would crash the process: a build goes on and says so.
    onCompromised: (error: Error) => input.onCompromised?.(error),
  };
  const started = Date.now();
  let release: () => Promise<void>;
  try {
    release = await lock(input.outDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    input.onWait?.();
    const retries = Math.max(0, Math.ceil(waitMs / RETRY_MS) - 1);
    try {
      release = await lock(input.outDir, {
        ...options,
        retries: { retries, factor: 1, minTimeout: RETRY_MS, maxTimeout: RETRY_MS },
      });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw createError(OutDirLocked, {
        outDir: input.outDir,
        waitedSeconds: Math.round((Date.now() - started) / 1000),
      });
    }
  }
  let released: Promise<void> | null = null;
  return () => {
    released ??= release().catch((error: NodeJS.ErrnoException) => {
      // Already gone (taken over as stale, or the folder removed): nothing left to free.
      if (error.code !== 'ERELEASED' && error.code !== 'ENOENT') throw error;
    });
    return released;
  };
}

/**
 * Clears what interrupted builds (a killed process) left in the output folder; call it while holding
 * the lock ({@link lockOutDir}), when no other build can be writing there. Removes staging trees
 * (`.staging-<buildId>`, core/pipeline/writer.ts), and of a swap cut short (`.previous-<buildId>`, the
 * replaced trees), moves a site tree back whose live folder is missing, then removes the rest.
 * @returns the names of the entries removed (for the log).
 */
export async function clearInterruptedBuilds(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const entry of entries) {
    const folder = path.join(outDir, entry);
    if (entry.startsWith('.previous-')) {
      for (const site of await readdir(folder).catch(() => [] as string[])) {
        const live = path.join(outDir, site);
        const missing = await stat(live).then(
          () => false,
          () => true,
        );
        if (missing) await rename(path.join(folder, site), live);
      }
    } else if (!entry.startsWith('.staging-')) {
      continue;
    }
    await rm(folder, { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}
