import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { loadSiteConfigs } from '../config/load-sites.ts';
import { type PluginEntry, resolveSiteConfigs } from '../config/resolve-sites.ts';
import { ConfigInvalid, createError } from '../core/errors.ts';
import type { ConfiguredSite } from '../core/pipeline/build.ts';
import type { PathFamily, Plugin, PluginSites } from '../core/pipeline/plugin.ts';
import { rendererVersion } from './renderer-version.ts';

/** The plugins folder that ships with sitefleet. */
export const BUILT_IN_PLUGINS_DIR = fileURLToPath(new URL('../plugins/', import.meta.url));

/** The plugin registry: plugin name (its folder's name) → factory, options schema and module URL. */
export type PluginRegistry = Record<string, PluginEntry>;

/**
 * Finds the plugins (ARCHITECTURE.md layout: one folder per feature): every folder of sitefleet's own
 * `plugins/` and of the project's `<root>/plugins/` that holds an `index.ts` exporting the plugin factory
 * as `default` and its zod options schema as `optionsSchema` (core/pipeline/plugin.ts). A `sites/` file
 * names a plugin by its folder's name. Adding a plugin is adding a folder: nothing else lists plugins.
 *
 * @param input.root the project root; its `plugins/` folder is optional.
 * @returns the registry, names in folder order (built-in first), each with its renderer version.
 * @throws SitefleetError `ConfigInvalid` naming each folder whose `index.ts` lacks the two exports, and
 *   each name defined in both folders.
 */
export async function loadPluginRegistry(input: { root: string }): Promise<PluginRegistry> {
  const folders = [...new Set([BUILT_IN_PLUGINS_DIR, path.join(input.root, 'plugins')].map(trimSlash))];
  const registry: PluginRegistry = {};
  const problems: string[] = [];
  for (const folder of folders) {
    for (const name of await pluginFolders(folder)) {
      const file = path.join(folder, name, 'index.ts');
      if (registry[name]) {
        problems.push(`${file}: a plugin named '${name}' is already defined in ${registry[name].module}`);
        continue;
      }
      const module = pathToFileURL(file).href;
      const entry = pluginEntry(await import(module), module);
      if (typeof entry === 'string') problems.push(`${file}: ${entry}`);
      else registry[name] = { ...entry, rendererVersion: await rendererVersion(path.join(folder, name)) };
    }
  }
  if (problems.length > 0) throw createError(ConfigInvalid, { problems });
  return registry;
}

/**
 * The plugins whose run-time and browser parts (routes, islands, styles, path families) the fleet uses:
 * each plugin listed by some site, once per plugin name, as made for the first site (in `sites/` order)
 * that lists it (core/pipeline/plugin.ts "Instance lifetime"). Its routes are handed every site's own
 * options (`PluginSites`, from {@link ConfiguredSite.parsedOptions}), so a site that gives a plugin other
 * options than the first (a shorter `accessHours`) is served with its own. Path families are the union
 * over every site's instance, so a site that gives a plugin another `segment` still has its paths taken
 * over, with their secrets kept from tag scripts.
 */
export function fleetPlugins(sites: readonly ConfiguredSite[]): Plugin[] {
  const byName = new Map<string, Plugin>();
  const families = new Map<string, Map<string, PathFamily>>();
  const options = new Map<string, Map<string, unknown>>();
  for (const site of sites) {
    for (const plugin of site.plugins) {
      if (!byName.has(plugin.name)) byName.set(plugin.name, plugin);
      const known = families.get(plugin.name) ?? new Map<string, PathFamily>();
      for (const family of plugin.pathFamilies ?? []) known.set(JSON.stringify(family), family);
      families.set(plugin.name, known);
      const bySite = options.get(plugin.name) ?? new Map<string, unknown>();
      if (site.parsedOptions && plugin.name in site.parsedOptions) {
        bySite.set(site.key, site.parsedOptions[plugin.name]);
      }
      options.set(plugin.name, bySite);
    }
  }
  return [...byName.values()].map((plugin) => {
    const all = [...(families.get(plugin.name)?.values() ?? [])];
    const bySite = options.get(plugin.name)!;
    const sitesOptions: PluginSites = { optionsOf: (siteKey) => bySite.get(siteKey) };
    return {
      ...plugin,
      ...(all.length > 0 ? { pathFamilies: all } : {}),
      ...(plugin.routes
        ? {
            routes: plugin.routes.map((route) => ({
              ...route,
              create: (context) => route.create(context, sitesOptions),
            })),
          }
        : {}),
    } satisfies Plugin;
  });
}

const moduleSchema = z.object({
  default: z.custom<PluginEntry['factory']>((value) => typeof value === 'function', 'a plugin factory'),
  // Any zod schema (classic, mini or another copy of zod): what matters is that it can parse.
  optionsSchema: z.custom<z.ZodType>(
    (value) =>
      typeof value === 'object' && value !== null && typeof Reflect.get(value, 'parse') === 'function',
    'a zod schema',
  ),
});

function pluginEntry(exports: unknown, module: string): PluginEntry | string {
  const parsed = moduleSchema.safeParse(exports);
  if (!parsed.success) {
    return 'a plugin module exports its factory as `default` and its options schema as `optionsSchema`';
  }
  return { factory: parsed.data.default, options: parsed.data.optionsSchema, module };
}

/** Sub-folders of `folder` holding an `index.ts`, sorted; none when the folder is missing. */
async function pluginFolders(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const names: string[] = [];
  for (const entry of entries.filter((item) => item.isDirectory()).sort(byName)) {
    const isFile = await stat(path.join(folder, entry.name, 'index.ts')).then(
      (info) => info.isFile(),
      () => false,
    );
    if (isFile) names.push(entry.name);
  }
  return names;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function trimSlash(folder: string): string {
  return path.resolve(folder);
}

/**
 * The fleet's plugins for the runtime: the project's `sites/` files resolved against the registry, then
 * {@link fleetPlugins}. Used by `preview` so the runtime mounts exactly the features the sites use.
 * Without a sites folder (serving a built tree on its own, e.g. a CI artifact) every registered plugin
 * is used with its default options.
 * @throws as {@link loadPluginRegistry}, and SitefleetError `ConfigInvalid` for a bad `sites/` file.
 */
export async function loadFleetPlugins(input: { root: string; sitesDir: string }): Promise<Plugin[]> {
  const registry = await loadPluginRegistry({ root: input.root });
  const hasSites = await stat(input.sitesDir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!hasSites) {
    return Object.values(registry).map((entry) => entry.factory(entry.options.parse({})) as Plugin);
  }
  const sites = resolveSiteConfigs({ sites: await loadSiteConfigs(input.sitesDir), registry });
  return fleetPlugins(sites);
}
