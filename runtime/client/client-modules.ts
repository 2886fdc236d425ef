import { fileURLToPath } from 'node:url';
import type { Plugin as VitePlugin } from 'vite';
import type { IslandModule, Plugin } from '../../core/pipeline/plugin.ts';

/** The virtual module listing every island (runtime/client/islands.ts imports it). */
export const ISLANDS_MODULE = 'virtual:sitefleet/islands';
/** The virtual module importing every plugin's stylesheets (runtime/client/main.ts imports it). */
export const STYLES_MODULE = 'virtual:sitefleet/styles';
/**
 * Prefix of the virtual stylesheets, one per plugin with page styles (`<prefix><feature>.css`), that
 * `@import` its `pageStyles`: each an entry of the client build of its own (runtime/client/build-client.ts).
 */
export const PAGE_STYLES_MODULE_PREFIX = 'virtual:sitefleet/page-styles/';

/**
 * The virtual stylesheet of the page-styles entry `entry` ({@link pageStyleEntries}), e.g.
 * `virtual:sitefleet/page-styles/catalogue.css`.
 */
export function pageStyleModule(entry: string): string {
  return `${PAGE_STYLES_MODULE_PREFIX}${entry}.css`;
}

/** The runtime's own islands, which every site's header may render. */
export const RUNTIME_ISLANDS: Record<string, IslandModule> = {
  /** The header's mobile menu button. */
  'menu-toggle': {
    module: fileURLToPath(new URL('../ui/MenuToggle.tsx', import.meta.url)),
    export: 'MenuToggle',
  },
};

/** The islands, actions and stylesheets of the client bundle, collected from the fleet's plugins. */
export interface ClientModules {
  /** Island name → module, the runtime's own first, then each plugin's in plugin order. */
  islands: Record<string, IslandModule>;
  /**
   * Action name → the island that handles it (core/pipeline/plugin.ts `actions`; public-site §2
   * `action:` link targets), in plugin order. The runtime has none of its own.
   */
  actions: Record<string, string>;
  /** Absolute stylesheet paths in plugin order. */
  styles: string[];
  /**
   * Plugin name → the absolute paths of its page stylesheets (core/pipeline/plugin.ts `pageStyles`), for
   * the plugins that have some, in plugin order.
   */
  pageStyles: Record<string, string[]>;
}

/**
 * Collects the islands, actions and stylesheets of `plugins` (core/pipeline/plugin.ts `islands`,
 * `actions`, `styles`, `pageStyles`) after the runtime's own islands.
 * @throws Error naming both owners when two plugins (or a plugin and the runtime) use one island name,
 *   or two plugins declare one action; Error when a plugin's action names an island it does not define.
 */
export function collectClientModules(plugins: readonly Plugin[]): ClientModules {
  const islands: Record<string, IslandModule> = { ...RUNTIME_ISLANDS };
  const owners = new Map(Object.keys(RUNTIME_ISLANDS).map((name) => [name, 'the runtime']));
  const actions: Record<string, string> = {};
  const actionOwners = new Map<string, string>();
  const styles: string[] = [];
  const pageStyles: Record<string, string[]> = {};
  for (const plugin of plugins) {
    for (const [name, island] of Object.entries(plugin.islands ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`Island '${name}' of ${plugin.name} is already defined by ${owner}.`);
      owners.set(name, plugin.name);
      islands[name] = island;
    }
    for (const [action, island] of Object.entries(plugin.actions ?? {})) {
      const owner = actionOwners.get(action);
      if (owner) throw new Error(`Action '${action}' of ${plugin.name} is already handled by ${owner}.`);
      if (!Object.hasOwn(plugin.islands ?? {}, island)) {
        throw new Error(
          `Action '${action}' of ${plugin.name} names island '${island}', which it does not define.`,
        );
      }
      actionOwners.set(action, plugin.name);
      actions[action] = island;
    }
    styles.push(...(plugin.styles ?? []));
    if (plugin.pageStyles?.length) pageStyles[plugin.name] = [...new Set(plugin.pageStyles)];
  }
  return { islands, actions, styles: [...new Set(styles)], pageStyles };
}

/**
 * The client build's stylesheet entries for the plugins' page styles: entry name (the plugin name after
 * its `sitefleet:` prefix, in lower case and dashes, e.g. `catalogue`; numbered when two plugins give
 * the same) → plugin name. The entry name is the stylesheet's file name before its hash.
 */
export function pageStyleEntries(modules: ClientModules): Map<string, string> {
  const entries = new Map<string, string>();
  for (const plugin of Object.keys(modules.pageStyles)) {
    const base =
      plugin
        .replace(/^.*:/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'plugin';
    let name = base;
    for (let count = 2; entries.has(name) || name === 'client'; count++) name = `${base}-${count}`;
    entries.set(name, plugin);
  }
  return entries;
}

/**
 * A Vite plugin serving the two virtual modules of the client bundle, as Astro integrations inject
 * theirs: {@link ISLANDS_MODULE} exports `ISLANDS`, island name → lazy `import()` of its component (each
 * island its own hashed chunk, loaded only on pages that show it), `WATCHES`, island name → lazy
 * `import()` of its watch (core/pipeline/plugin.ts `IslandModule.watch`), and `ACTIONS`, action name → the
 * island that handles it; {@link STYLES_MODULE} imports every plugin stylesheet, so they join the
 * bundle's CSS; each {@link PAGE_STYLES_MODULE_PREFIX}`<entry>.css` `@import`s one plugin's page
 * stylesheets ({@link pageStyleEntries}). `runtime/client` imports no plugin.
 */
export function clientModulesPlugin(modules: ClientModules): VitePlugin {
  const pageStyles = new Map(
    [...pageStyleEntries(modules)].map(([entry, plugin]) => [
      pageStyleModule(entry),
      modules.pageStyles[plugin] ?? [],
    ]),
  );
  const resolved = new Map(
    [ISLANDS_MODULE, STYLES_MODULE, ...pageStyles.keys()].map((id) => [id, `\0${id}`]),
  );
  return {
    name: 'sitefleet:client-modules',
    resolveId: (id) => resolved.get(id) ?? null,
    load(id) {
      if (id === resolved.get(ISLANDS_MODULE)) return islandsSource(modules);
      if (id === resolved.get(STYLES_MODULE))
        return modules.styles.map((file) => `import ${JSON.stringify(file)};`).join('\n');
      const files = id.startsWith('\0') ? pageStyles.get(id.slice(1)) : undefined;
      if (files) return files.map((file) => `@import ${JSON.stringify(file)};`).join('\n');
      return null;
    },
  };
}

function islandsSource(modules: ClientModules): string {
  const lazy = (name: string, target: { module: string; export: string }) =>
    `  ${JSON.stringify(name)}: () => import(${JSON.stringify(target.module)}).then((module) => module[${JSON.stringify(target.export)}]),`;
  const entries = Object.entries(modules.islands).map(([name, island]) => lazy(name, island));
  // Each watch is a chunk of its own, without React: it runs while the page loads.
  const watches = Object.entries(modules.islands).flatMap(([name, island]) =>
    island.watch ? [lazy(name, island.watch)] : [],
  );
  return (
    `export const ISLANDS = {\n${entries.join('\n')}\n};\n` +
    `export const WATCHES = {\n${watches.join('\n')}\n};\n` +
    `export const ACTIONS = ${JSON.stringify(modules.actions)};\n`
  );
}
