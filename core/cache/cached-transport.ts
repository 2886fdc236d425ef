import type { z } from 'zod';
import type { ServiceRequest, ServiceTransport } from '../graphql/service-request.ts';
import type { ServerDataCache } from './server-data-cache.ts';

/** How one request reads the server-data cache (runtime/kit/server-data.ts `ServerDataAccess` is one). */
export interface CacheAccess {
  cache: ServerDataCache;
  /** True skips the cache (`?cache=false` from an editor). */
  bypass: boolean;
  /** A cache key for the request's modes (next-release prefix, core/cache `serverDataKey`). */
  key(...parts: (string | number | null)[]): string;
}

/**
 * The runtime's transport behind the server-data cache (public-site §7 "Responses are cached by key",
 * §9): each request is answered from the cache, or sent through `transport` and stored under
 * {@link serviceCacheKey}. An answer the request's `found` refuses (an unknown slug) is handed on but not
 * stored (docs/security.md rule 6). Errors are the inner transport's, when there is no entry to serve.
 *
 * @param input.transport the network transport (core/graphql/service-request.ts `createServiceTransport`).
 * @param input.access the request's cache, bypass and key prefix.
 */
export function createCachedTransport(input: {
  transport: ServiceTransport;
  access: CacheAccess;
}): ServiceTransport {
  const { transport, access } = input;
  return {
    request(request) {
      const { found } = request;
      return access.cache.get({
        key: serviceCacheKey({ request, access }),
        bypass: access.bypass,
        load: () => transport.request(request),
        ...(found ? { store: found } : {}),
      });
    },
  };
}

/**
 * The server-data cache key of a service request: service, operation name, variables (as JSON) and
 * locale preference, with the request's next-release prefix.
 *
 * @example 'content|navigationQuery|{"headerId":"header-main",…}|de,en'
 */
export function serviceCacheKey(input: {
  request: Pick<ServiceRequest<z.ZodType>, 'service' | 'operationName' | 'variables' | 'languages'>;
  access: Pick<CacheAccess, 'key'>;
}): string {
  const { request } = input;
  return input.access.key(
    request.service,
    request.operationName,
    JSON.stringify(request.variables ?? {}),
    (request.languages ?? []).join(','),
  );
}
