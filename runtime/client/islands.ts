import { ACTIONS, ISLANDS, WATCHES } from 'virtual:sitefleet/islands';
import type { ComponentType } from 'react';
import type { IslandWatch } from '../../core/pipeline/plugin.ts';

/**
 * The island registry (ARCHITECTURE "The browser"), generated at build time from the runtime's own
 * islands and each plugin's `islands` (runtime/client/client-modules.ts): island name → lazy `import()`
 * of its component. The server renders an island with `<Island name>` (runtime/ui/Island.tsx).
 */
export function isIslandName(name: string): boolean {
  return Object.hasOwn(ISLANDS, name);
}

/** Loads the component of a registered island ({@link isIslandName}); its chunk loads on first use. */
export function loadIsland(name: string): Promise<ComponentType<object>> {
  return ISLANDS[name]!() as Promise<ComponentType<object>>;
}

/**
 * Loads the watch of a registered island (core/pipeline/plugin.ts `IslandModule.watch`), or null when it
 * has none. Its chunk holds no React.
 */
export async function loadIslandWatch(name: string): Promise<IslandWatch | null> {
  return Object.hasOwn(WATCHES, name) ? ((await WATCHES[name]!()) as IslandWatch) : null;
}

/**
 * The actions the fleet's plugins answer (core/pipeline/plugin.ts `actions`; public-site §2 `action:`
 * link targets): action name → the island that handles it. Only these mount an island.
 */
export const ACTION_ISLANDS: Readonly<Record<string, string>> = ACTIONS;
