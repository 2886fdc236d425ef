import type { ComponentType } from 'react';

/**
 * The island registry (ARCHITECTURE "The browser"): island name → lazy `import()` of its component, so
 * each island is its own hashed chunk, loaded only on pages that show it. The server renders an island
 * with `<Island name>` (runtime/ui/Island.tsx), whose `name` must be a key of this object.
 */
export const ISLANDS = {
  /** The header's mobile menu button. */
  'menu-toggle': () => import('./islands/MenuToggle.tsx').then((module) => module.MenuToggle),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

/** Name of a registered island. */
export type IslandName = keyof typeof ISLANDS;

/** Whether `name` is a registered island. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
