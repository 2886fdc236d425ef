import { fileURLToPath } from 'node:url';
import { loadFleetPlugins } from '../../cli/plugin-registry.ts';
import type { Plugin } from '../../core/pipeline/plugin.ts';
import { createPathFamilies, type PathFamilies } from '../../core/routing/path-families.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let plugins: Promise<Plugin[]> | null = null;

/**
 * The demo fleet's plugins as `sitefleet preview` hands them to the runtime (the project's `sites/`
 * files resolved against the plugin registry): their routes, path families, islands and styles.
 */
export function demoPlugins(): Promise<Plugin[]> {
  plugins ??= loadFleetPlugins({ root: ROOT, sitesDir: `${ROOT}sites` });
  return plugins;
}

/** The demo plugins' path families (the customer area, the callbacks, the editor area), compiled. */
export async function demoPathFamilies(): Promise<PathFamilies> {
  return createPathFamilies((await demoPlugins()).flatMap((plugin) => plugin.pathFamilies ?? []));
}
