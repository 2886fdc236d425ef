/** Types of the client bundle's virtual modules (runtime/client/client-modules.ts). */
declare module 'virtual:sitefleet/islands' {
  import type { ComponentType } from 'react';
  /** Island name → lazy import of its component. */
  export const ISLANDS: Record<string, () => Promise<ComponentType<never>>>;
  /** Island name → lazy import of its watch (core/pipeline/plugin.ts `IslandModule.watch`). */
  export const WATCHES: Record<string, () => Promise<unknown>>;
  /** Action name → the island that handles it (core/pipeline/plugin.ts `actions`). */
  export const ACTIONS: Record<string, string>;
}

declare module 'virtual:sitefleet/styles' {}
