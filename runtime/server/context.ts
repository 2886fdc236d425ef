import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { Logger } from '../../core/logger.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { RuntimeContext, RuntimeRateLimits, ServedSite } from '../../core/serving/context.ts';
import { createBuildEventHub, diffBuilds } from './build-events.ts';
import { watchOutDir } from './out-dir-watch.ts';
import { connectSharedState } from './shared-state.ts';
import { loadServedSites, readClientAssets } from './site-registry.ts';

/** What `reload` may be told (core/serving/context.ts `RuntimeContext.reload`). */
type ReloadHints = Parameters<NonNullable<RuntimeContext['reload']>>[0] & {};

/**
 * Creates the runtime context over an output folder: reads the site trees and the client-assets
 * manifest once; `reload()` re-reads both after a rebuild (requests in flight keep what they started
 * with; reloads run one at a time) and sends a build event (`buildEvents`, runtime/server/build-events.ts)
 * for every site whose tree has a new build id. `close()` stops the watch and ends the event streams.
 *
 * @param input.identityIssuer the identity provider's issuer URL, when the runtime has one.
 * @param input.settings feature settings from the configuration by plugin name (config `portal` →
 *   `settings.portal`); default `{}`.
 * @param input.editor the editor password and secret (config `editor`); unset: no editor access.
 * @param input.rateLimits the APIs' rate limits (config `rateLimits`); unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`.
 * @param input.redisUrl the Redis server the runtime instances share their rate limits in (config
 *   `redis.url`): connected in the background (runtime/server/shared-state.ts; the context is ready
 *   while Redis is down) as `sharedState`, which the runtime app's `close()` closes. Unset: none.
 * @param input.redisPrefix what every Redis key and channel starts with (config `redis.prefix`); default
 *   core/serving/context.ts `DEFAULT_SHARED_KEY_PREFIX`.
 * @param input.loopbackOrigins pages on a loopback host may send state changes (core/serving/context.ts
 *   `RuntimeContext.loopbackOrigins`); default true.
 * @param input.watchOutDir notice trees other processes write (a `sitefleet build` in another terminal,
 *   `sitefleet dev`'s build child): polls every `<outDir>/<site>/_build/latest.json`
 *   (runtime/server/out-dir-watch.ts, every 500 ms) and reloads when one names another build than the
 *   one served, or a site tree appears or goes. Default false (a rebuild in this process reloads itself).
 * @returns the context every router receives.
 */
export async function createRuntimeContext(input: {
  outDir: string;
  logger: Logger;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  identityIssuer?: string;
  settings?: Record<string, unknown>;
  editor?: EditorKeys;
  rateLimits?: RuntimeRateLimits;
  redisUrl?: string;
  redisPrefix?: string;
  loopbackOrigins?: boolean;
  watchOutDir?: boolean;
}): Promise<RuntimeContext> {
  let sites: ServedSite[] = [];
  let assets: ClientAssets = { scripts: [], styles: [] };
  const events = createBuildEventHub();
  let reloading: Promise<void> = Promise.resolve();
  const readTrees = async (hints: ReloadHints = {}) => {
    const previous = sites;
    [sites, assets] = await Promise.all([
      loadServedSites({ outDir: input.outDir, previous, patches: hints.manifestPatches }),
      readClientAssets(input.outDir),
    ]);
    for (const event of diffBuilds({ previous, next: sites })) {
      input.logger.debug({ site: event.site, buildId: event.buildId }, 'Serving a new build');
      events.emit(event);
    }
  };
  const reload = (hints?: ReloadHints) => {
    reloading = reloading.catch(() => {}).then(() => readTrees(hints));
    return reloading;
  };
  await reload();
  const watch = input.watchOutDir
    ? watchOutDir({
        outDir: input.outDir,
        served: () => sites,
        onChange: () =>
          reload().catch((error: unknown) =>
            input.logger.warn({ err: error }, 'Re-reading the output folder failed'),
          ),
      })
    : null;
  return {
    outDir: input.outDir,
    logger: input.logger,
    endpoints: input.endpoints,
    settings: input.settings ?? {},
    ...(input.identityIssuer ? { identityIssuer: input.identityIssuer } : {}),
    ...(input.editor ? { editor: input.editor } : {}),
    ...(input.rateLimits ? { rateLimits: input.rateLimits } : {}),
    ...(input.redisUrl
      ? {
          sharedState: connectSharedState({
            url: input.redisUrl,
            logger: input.logger,
            ...(input.redisPrefix ? { keyPrefix: input.redisPrefix } : {}),
          }),
        }
      : {}),
    loopbackOrigins: input.loopbackOrigins ?? true,
    sites: () => sites,
    assets: () => assets,
    reload,
    buildEvents: events,
    async close() {
      watch?.close();
      events.close();
    },
  };
}
