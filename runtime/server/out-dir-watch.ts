import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';
import type { ServedSite } from '../../core/serving/context.ts';

/** How often the output folder's latest-build files are read, in ms. */
export const OUT_DIR_POLL_MS = 500;

/**
 * Watches an output folder for site trees written by another process (`createRuntimeContext`'s
 * `watchOutDir`; `sitefleet dev`): every `intervalMs` it reads `<outDir>/<folder>/_build/latest.json` of
 * every folder and calls `onChange` when one names another build id than the served tree of that folder,
 * or a tree appears or goes (once per state of the folder). Polling, not `fs.watch`: a build swaps whole site folders in by rename,
 * which file watches do not follow, and about ten small reads per tick cost nothing. A tick waits for
 * the previous `onChange` to settle; the timer does not keep the process alive.
 *
 * @param input.served the trees served now (their `dir` and build id).
 * @param input.intervalMs default {@link OUT_DIR_POLL_MS}.
 * @returns `close()` stops the watch.
 */
export function watchOutDir(input: {
  outDir: string;
  served: () => readonly ServedSite[];
  onChange: () => Promise<unknown>;
  intervalMs?: number;
}): { close(): void } {
  let busy = false;
  let closed = false;
  // What the folder held when `onChange` last ran: a tree that stays unreadable (an interrupted build)
  // must not make every tick re-read every manifest.
  let reloadedFor = '';
  const tick = async () => {
    if (busy || closed) return;
    busy = true;
    try {
      const found = await latestBuildIds(input.outDir);
      const served = new Map(input.served().map((site) => [site.dir, site.manifest.buildId]));
      const differs =
        found.size !== served.size || [...found].some(([dir, buildId]) => served.get(dir) !== buildId);
      const seen = JSON.stringify([...found].sort());
      if (differs && seen !== reloadedFor && !closed) {
        reloadedFor = seen;
        await input.onChange();
      }
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick().catch(() => {}), input.intervalMs ?? OUT_DIR_POLL_MS);
  timer.unref();
  return {
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}

/** Site folder → the build id its latest-build file names; folders without a readable one are left out. */
async function latestBuildIds(outDir: string): Promise<Map<string, string>> {
  const entries = await readdir(outDir).catch(() => [] as string[]);
  const found = new Map<string, string>();
  await Promise.all(
    entries
      .filter((entry) => !entry.startsWith('.'))
      .map(async (entry) => {
        const dir = path.join(outDir, entry);
        try {
          const latest = JSON.parse(await readFile(path.join(dir, LATEST_BUILD_FILE), 'utf8')) as {
            buildId?: unknown;
          };
          if (typeof latest.buildId === 'string') found.set(dir, latest.buildId);
        } catch {
          // Not a site tree, or one being swapped: the next tick sees it.
        }
      }),
  );
  return found;
}
