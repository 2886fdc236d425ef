import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { Logger } from '../../core/logger.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { RuntimeContext, RuntimeRateLimits, ServedSite } from '../../core/serving/context.ts';
import { loadServedSites, readClientAssets } from './site-registry.ts';

/**
 * Creates the runtime context over an output folder: reads the site trees and the client-assets
 * manifest once; `reload()` re-reads both after a rebuild (requests in flight keep what they started
 * with).
 *
 * @param input.identityIssuer the identity provider's issuer URL, when the runtime has one.
 * @param input.settings feature settings from the configuration by plugin name (config `portal` →
 *   `settings.portal`); default `{}`.
 * @param input.editor the editor password and secret (config `editor`); unset: no editor access.
 * @param input.rateLimits the APIs' rate limits (config `rateLimits`); unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`.
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
}): Promise<RuntimeContext> {
  let sites: ServedSite[] = [];
  let assets: ClientAssets = { scripts: [], styles: [] };
  const reload = async () => {
    [sites, assets] = await Promise.all([loadServedSites(input.outDir), readClientAssets(input.outDir)]);
  };
  await reload();
  return {
    outDir: input.outDir,
    logger: input.logger,
    endpoints: input.endpoints,
    settings: input.settings ?? {},
    ...(input.identityIssuer ? { identityIssuer: input.identityIssuer } : {}),
    ...(input.editor ? { editor: input.editor } : {}),
    ...(input.rateLimits ? { rateLimits: input.rateLimits } : {}),
    sites: () => sites,
    assets: () => assets,
    reload,
  };
}
