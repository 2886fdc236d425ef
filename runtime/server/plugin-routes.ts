import type { Plugin, PluginRoute } from '../../core/pipeline/plugin.ts';
import { parseLocaleSegment } from '../../core/routing/locale-segment.ts';

/** Where plugin routes under this prefix are mounted: inside the guarded API router. */
export const API_PREFIX = '/api';

/** Paths the runtime answers itself, before any plugin route: no plugin may mount at or below them. */
export const RESERVED_PATHS: readonly string[] = ['/_assets', '/_build', '/_tags', '/health', '/favicon.svg'];

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
 *   (`/api/products` and `/api/products/x`, in any case: Express matches paths case-insensitively);
 *   naming the plugin when a path is not `/segment[/segment…]`, is `/api` itself, lies at or below a
 *   path the runtime answers itself ({@link RESERVED_PATHS}) or starts with a locale segment (`/en`,
 *   `/de-ch`: it would hide pages).
 */
export function collectPluginRoutes(plugins: readonly Plugin[]): CollectedRoutes {
  const owned = plugins.flatMap((plugin) =>
    (plugin.routes ?? []).map((route) => ({ ...route, owner: plugin.name })),
  );
  for (const route of owned) {
    const problem = pathProblem(route.path);
    if (problem) throw new Error(`${route.owner}: route path '${route.path}' ${problem}.`);
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

/** Why a plugin may not mount at `path`, or null when it may. */
function pathProblem(path: string): string | null {
  if (!/^(\/[\w.-]+)+$/.test(path)) return "must be '/segment[/segment…]'";
  if (within(API_PREFIX, path)) return "must lie below '/api', not be it";
  const reserved = RESERVED_PATHS.find((own) => within(path, own));
  if (reserved) return `lies at or below '${reserved}', which the runtime answers itself`;
  const first = path.split('/')[1] ?? '';
  if (parseLocaleSegment(first)) return `starts with the locale segment '${first}', which would hide pages`;
  return null;
}

/** Whether `inner` is `outer` or below it, segment-wise and in any case (Express matches paths case-insensitively). */
function within(inner: string, outer: string): boolean {
  const a = inner.toLowerCase();
  const b = outer.toLowerCase();
  return a === b || a.startsWith(`${b}/`);
}
