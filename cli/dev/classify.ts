import path from 'node:path';

/**
 * What `sitefleet dev` does about a changed file (docs/architecture.md "Watch mode"):
 *
 * - `build`: an incremental build of the dev session's sites and locales in a fresh child process
 *   (site files, locale strings, renderers, islands, the UI kit): it re-renders the pages whose inputs
 *   changed, rebuilds the client bundle when its sources changed, and the runtime serves the new trees.
 * - `restart`: the served runtime and its sandbox services restart in a fresh process (the sandbox
 *   dataset, plugin server code, the project config), then the build runs as for `build`.
 * - `ignore`: nothing (editor backups, dot files, files outside the watched folders).
 */
export type DevAction = 'build' | 'restart' | 'ignore';

/** The folders and files `sitefleet dev` watches, absolute. */
export interface WatchedPaths {
  /** The project's site files (config `sitesDir`). */
  sitesDir: string;
  /** The UI strings, `locales/{lng}/*.json`. */
  localesDir: string;
  /** Plugin folders: sitefleet's own `plugins/` and the project's (the same folder in this repository). */
  pluginDirs: readonly string[];
  /** The UI kit the renderers share (`runtime/ui`) and the browser runtime (`runtime/client`). */
  uiDirs: readonly string[];
  /** The sandbox dataset (`sandbox/dataset`). */
  datasetDir: string;
  /** The project config file, when the project has one. */
  configFile?: string;
}

/** Every path {@link classifyChange} can act on: what the watcher is given. */
export function watchList(paths: WatchedPaths): string[] {
  const list = [paths.sitesDir, paths.localesDir, ...paths.pluginDirs, ...paths.uiDirs, paths.datasetDir];
  if (paths.configFile) list.push(paths.configFile);
  return [...new Set(list)];
}

/** Whether `file` is `dir` or below it. */
function isWithin(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Editors' backup, swap and lock files (`x.ts~`, `.x.ts.swp`, vim's probe `4913`) and dot files or
 * `node_modules` anywhere in `file` (a path relative to a watched folder).
 */
export function isNoise(file: string): boolean {
  const parts = file.split(/[\\/]/);
  const name = parts.at(-1) ?? '';
  return (
    parts.some((part) => part.startsWith('.') || part === 'node_modules') ||
    name.endsWith('~') ||
    /\.(swp|swo|swx|tmp|bak|orig)$/.test(name) ||
    /^\d+$/.test(name)
  );
}

/**
 * Classifies one changed file (absolute path). Rules, first match wins: noise → `ignore`; the config
 * file → `restart`; a file in the sandbox dataset → `restart` (its modules are imported once per
 * process); in a plugin folder, `plugins/<name>/server/**` and the plugin's entry `plugins/<name>/index.*`
 * → `restart` (the runtime mounts the routes they declare), anything else of the plugin → `build`; site
 * files, locale files, the UI kit and the browser runtime → `build`; anything else → `ignore`.
 */
export function classifyChange(file: string, paths: WatchedPaths): DevAction {
  const absolute = path.resolve(file);
  if (paths.configFile && absolute === path.resolve(paths.configFile)) return 'restart';
  const inside = (dir: string) => isWithin(dir, absolute);
  // Noise is judged below the watched folder only: a project may live under a dot folder.
  const below = [
    paths.sitesDir,
    paths.localesDir,
    ...paths.pluginDirs,
    ...paths.uiDirs,
    paths.datasetDir,
  ].find(inside);
  if (!below || isNoise(path.relative(below, absolute))) return 'ignore';
  if (inside(paths.datasetDir)) return 'restart';
  const pluginDir = paths.pluginDirs.find(inside);
  if (pluginDir) {
    const [plugin, next] = path.relative(pluginDir, absolute).split(path.sep);
    if (plugin === undefined || next === undefined) return 'ignore';
    if (next === 'server' || /^index\.[cm]?[jt]sx?$/.test(next)) return 'restart';
    return 'build';
  }
  if (inside(paths.localesDir) && !absolute.endsWith('.json')) return 'ignore';
  return 'build';
}

/** What a batch of changes needs: the strongest action of its files (`restart` > `build` > `ignore`). */
export function planChanges(
  files: readonly string[],
  paths: WatchedPaths,
): { action: DevAction; files: string[] } {
  let action: DevAction = 'ignore';
  const relevant: string[] = [];
  for (const file of files) {
    const one = classifyChange(file, paths);
    if (one === 'ignore') continue;
    relevant.push(file);
    if (one === 'restart' || action === 'ignore') action = one;
  }
  return { action, files: [...new Set(relevant)] };
}
