import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { Logger } from '../../core/logger.ts';
import type { ClientAssets } from '../../core/pipeline/plugin.ts';
import type { ExternalServiceUrls } from '../../core/portal/constants.ts';
import { loadServedSites, readClientAssets, type ServedSite } from './site-registry.ts';
import type { RuntimeContext, RuntimeRateLimits } from './types.ts';

/**
 * Creates the runtime context over an output folder: reads the site trees and the client-assets
 * manifest once; `reload()` re-reads both after a rebuild (requests in flight keep what they started
 * with).
 *
 * @param input.portalSegment the customer-area segment; default `mykomax`.
 * @param input.identityIssuer the identity provider's issuer URL, when the runtime has one.
 * @param input.portalServiceUrls the dashboard's external service URLs (config `portal.serviceUrls`).
 * @param input.editor the editor password and secret (config `editor`); unset: no editor access.
 * @param input.rateLimits the APIs' rate limits (config `rateLimits`); unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`.
 * @returns the context every router receives.
 */
export async function createRuntimeContext(input: {
  outDir: string;
  logger: Logger;
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  portalSegment?: string;
  identityIssuer?: string;
  portalServiceUrls?: ExternalServiceUrls;
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
    portalSegment: input.portalSegment ?? 'mykomax',
    ...(input.identityIssuer ? { identityIssuer: input.identityIssuer } : {}),
    ...(input.portalServiceUrls ? { portalServiceUrls: input.portalServiceUrls } : {}),
    ...(input.editor ? { editor: input.editor } : {}),
    ...(input.rateLimits ? { rateLimits: input.rateLimits } : {}),
    sites: () => sites,
    assets: () => assets,
    reload,
  };
}
