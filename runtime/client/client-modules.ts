import { fileURLToPath } from 'node:url';
import type { Plugin as VitePlugin } from 'vite';
import type { IslandModule, Plugin } from '../../core/pipeline/plugin.ts';

/** The virtual module listing every island (runtime/client/islands.ts imports it). */
export const ISLANDS_MODULE = 'virtual:sitefleet/islands';
/** The virtual module importing every plugin's stylesheets (runtime/client/main.ts imports it). */
export const STYLES_MODULE = 'virtual:sitefleet/styles';

/** The runtime's own islands, which every site's header may render. */
export const RUNTIME_ISLANDS: Record<string, IslandModule> = {
  /** The header's mobile menu button. */
  'menu-toggle': {
    module: fileURLToPath(new URL('../ui/MenuToggle.tsx', import.meta.url)),
    export: 'MenuToggle',
  },
};

/** The islands and stylesheets of the client bundle, collected from the fleet's plugins. */
export interface ClientModules {
  /** Island name → module, the runtime's own first, then each plugin's in plugin order. */
  islands: Record<string, IslandModule>;
  /** Absolute stylesheet paths in plugin order. */
  styles: string[];
}

/**
 * Collects the islands and stylesheets of `plugins` (core/pipeline/plugin.ts `islands`, `styles`) after
 * the runtime's own islands.
 * @throws Error naming both owners when two plugins (or a plugin and the runtime) use one island name.
 */
export function collectClientModules(plugins: readonly Plugin[]): ClientModules {
  const islands: Record<string, IslandModule> = { ...RUNTIME_ISLANDS };
  const owners = new Map(Object.keys(RUNTIME_ISLANDS).map((name) => [name, 'the runtime']));
  const styles: string[] = [];
  for (const plugin of plugins) {
    for (const [name, island] of Object.entries(plugin.islands ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`Island '${name}' of ${plugin.name} is already defined by ${owner}.`);
      owners.set(name, plugin.name);
      islands[name] = island;
    }
    styles.push(...(plugin.styles ?? []));
  }
  return { islands, styles: [...new Set(styles)] };
}

/**
 * A Vite plugin serving the two virtual modules of the client bundle, as Astro integrations inject
 * theirs: {@link ISLANDS_MODULE} exports `ISLANDS`, island name → lazy `import()` of its component (each
 * island its own hashed chunk, loaded only on pages that show it); {@link STYLES_MODULE} imports every
 * plugin stylesheet, so they join the bundle's CSS. `runtime/client` imports no plugin.
 */
export function clientModulesPlugin(modules: ClientModules): VitePlugin {
  const resolved = new Map([ISLANDS_MODULE, STYLES_MODULE].map((id) => [id, `\0${id}`]));
  return {
    name: 'sitefleet:client-modules',
    resolveId: (id) => resolved.get(id) ?? null,
    load(id) {
      if (id === resolved.get(ISLANDS_MODULE)) return islandsSource(modules.islands);
      if (id === resolved.get(STYLES_MODULE))
        return modules.styles.map((file) => `import ${JSON.stringify(file)};`).join('\n');
      return null;
    },
  };
}

function islandsSource(islands: Record<string, IslandModule>): string {
  const entries = Object.entries(islands).map(
    ([name, island]) =>
      `  ${JSON.stringify(name)}: () => import(${JSON.stringify(island.module)}).then((module) => module[${JSON.stringify(island.export)}]),`,
  );
  return `export const ISLANDS = {\n${entries.join('\n')}\n};\n`;
}
