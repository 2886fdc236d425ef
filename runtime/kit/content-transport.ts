import type { Request, Response } from 'express';
import { createCachedTransport } from '../../core/cache/cached-transport.ts';
import { createServiceTransport, type ServiceTransport } from '../../core/graphql/service-request.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { type ServerDataAccess, serverDataAccess } from './server-data.ts';

/** The transports one request hands to the operations of core/content and core/catalogue `services.ts`. */
export interface RequestTransports {
  /**
   * Through the runtime's server-data cache (public-site §7 "Responses are cached by key", §9), with the
   * request's `?cache=` directive and next-release key prefix applied; misses are not stored.
   */
  cached: ServiceTransport;
  /** Straight to the service, for callers that cache per item themselves (the products API's slugs). */
  direct: ServiceTransport;
  /** The request's cache access (cache, bypass, key prefix, modes such as the fallback language). */
  access: ServerDataAccess;
}

/**
 * The service transports of one request (core/graphql/service-request.ts `createServiceTransport`,
 * core/cache/cached-transport.ts `createCachedTransport`), over the runtime's configured endpoints.
 * Errors are the transports': GraphQLRequestError (public-site §8 messages) or SitefleetError
 * `ServiceAnswerInvalid`, and an Error for a service without endpoint.
 */
export function requestTransports(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
}): RequestTransports {
  const { context } = input;
  const access = serverDataAccess(input);
  const direct = createServiceTransport({ endpoints: context.endpoints, logger: context.logger });
  return { cached: createCachedTransport({ transport: direct, access }), direct, access };
}
