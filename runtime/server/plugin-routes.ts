import type { Plugin, PluginRoute } from '../../core/pipeline/plugin.ts';

/** Where plugin routes under this prefix are mounted: inside the guarded API router. */
export const API_PREFIX = '/api';

/** A plugin route with the plugin that contributed it. */
export interface OwnedRoute extends PluginRoute {
  /** The contributing plugin's name, for errors and logs. */
  owner: string;
}

/** The plugins' routes, split by where the runtime mounts them. */
export interface CollectedRoutes {
  /** Routes below `/api`, with `path` relative to it (`/products`). */
  api: OwnedRoute[];
  /** Every other route (`/file`, `/style-guide`), mounted at the app's root before the content handler. */
  root: OwnedRoute[];
}

/**
 * Collects the routes of the fleet's plugins (core/pipeline/plugin.ts `routes`) in plugin order and
 * checks that no two claim overlapping paths.
 *
 * @throws Error naming both plugins and paths when one route's path equals or lies inside another's
 *   (`/api/products` and `/api/products/x`), or a path is not `/segment[/segment…]`.
 */
export function collectPluginRoutes(plugins: readonly Plugin[]): CollectedRoutes {
  const owned = plugins.flatMap((plugin) =>
    (plugin.routes ?? []).map((route) => ({ ...route, owner: plugin.name })),
  );
  for (const route of owned) {
    if (!/^(\/[\w.-]+)+$/.test(route.path) || route.path === API_PREFIX) {
      throw new Error(
        `${route.owner}: route path '${route.path}' must be '/segment[/segment…]' and not '/api' itself.`,
      );
    }
  }
  for (const [index, route] of owned.entries()) {
    for (const other of owned.slice(index + 1)) {
      if (within(route.path, other.path) || within(other.path, route.path)) {
        throw new Error(
          `Route conflict: ${route.owner} mounts '${route.path}' and ${other.owner} mounts '${other.path}'; each path may have one owner.`,
        );
      }
    }
  }
  const api = owned
    .filter((route) => within(route.path, API_PREFIX))
    .map((route) => ({ ...route, path: route.path.slice(API_PREFIX.length) }));
  return { api, root: owned.filter((route) => !within(route.path, API_PREFIX)) };
}

/** Whether `inner` is `outer` or below it, segment-wise and in any case (Express matches paths case-insensitively). */
function within(inner: string, outer: string): boolean {
  const a = inner.toLowerCase();
  const b = outer.toLowerCase();
  return a === b || a.startsWith(`${b}/`);
}
