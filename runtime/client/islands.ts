import type { ComponentType } from 'react';

/**
 * The island registry (ARCHITECTURE "The browser"): island name → lazy `import()` of its component, so
 * each island is its own hashed chunk, loaded only on pages that show it. The server renders an island
 * with `<Island name>` (runtime/ui/Island.tsx), whose `name` must be a key of this object.
 */
export const ISLANDS = {
  /** The header's mobile menu button. */
  'menu-toggle': () => import('./islands/MenuToggle.tsx').then((module) => module.MenuToggle),
  /** A product's 'add to comparison' button with the basket count (customer-area §4). */
  'basket-button': () =>
    import('../../plugins/catalogue/islands/BasketButton.tsx').then((module) => module.BasketButton),
  /** The metric / imperial switch (customer-area §4 measurement system). */
  'measurement-toggle': () =>
    import('../../plugins/catalogue/islands/MeasurementToggle.tsx').then(
      (module) => module.MeasurementToggle,
    ),
  /** The comparison basket on the comparison page (customer-area §4). */
  comparison: () =>
    import('../../plugins/catalogue/islands/Comparison.tsx').then((module) => module.Comparison),
  /** The customer portal: sign-in and its screens (customer-area §2, §4). */
  portal: () => import('../../plugins/portal/islands/Portal.tsx').then((module) => module.Portal),
  /** The login callback and the silent-authorization frame (customer-area §2 `/callback`, `/blank-callback`). */
  callback: () => import('../../plugins/portal/islands/Callback.tsx').then((module) => module.Callback),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

/** Name of a registered island. */
export type IslandName = keyof typeof ISLANDS;

/** Whether `name` is a registered island. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}
