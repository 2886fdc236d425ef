import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import { parseAnswer } from './answer-schema.ts';
import { executeGraphQL, type GraphQLEndpoint, type ServiceName } from './client.ts';
import { contentHeaders } from './content-request.ts';

/**
 * How every CMS and product operation reaches its service (one service layer for build and runtime): the
 * operations (core/content/services.ts, core/catalogue/services.ts) describe a {@link ServiceRequest} and
 * hand it to a {@link ServiceTransport}; the build's transport is its one queued fetcher
 * (core/pipeline/fetch-queue.ts), the runtime's is {@link createServiceTransport}, usually behind the
 * server-data cache (core/cache/cached-transport.ts).
 */

/** One operation of a GraphQL service, with the zod schema its answer must match. */
export interface ServiceRequest<Schema extends z.ZodType> {
  service: ServiceName;
  query: string;
  /** The operation name, e.g. `systemDataQuery`; used in logs, errors and cache keys. */
  operationName: string;
  variables?: Record<string, unknown>;
  /**
   * Locale preference (public-site §7, core/graphql/content-request.ts `localePreference`): current
   * language, fallback language, then en. Sent as the `gcms-locales` header; absent: no header.
   */
  languages?: readonly string[];
  schema: Schema;
  /**
   * Whether a validated answer holds what was asked for; default: always. A caching transport keeps no
   * answer for which this is false (an unknown slug), so random keys take no cache slot
   * (docs/security.md rule 6).
   */
  found?: (answer: z.output<Schema>) => boolean;
}

/** Sends {@link ServiceRequest}s; the build's queue and the runtime's transports implement it. */
export interface ServiceTransport {
  /**
   * Sends the request and returns its validated answer.
   * @throws the transport's errors: the build's `ServiceUnreachable` / `ServiceAnswerInvalid`, the
   *   runtime's GraphQLRequestError (public-site §8 messages) / `ServiceAnswerInvalid`.
   */
  request<Schema extends z.ZodType>(request: ServiceRequest<Schema>): Promise<z.output<Schema>>;
}

/**
 * Sends one {@link ServiceRequest} to its endpoint and validates the answer where it enters: the one
 * "call GraphQL, validate with zod, throw" of the code base. Logs the request line at debug level
 * (public-site §9) when given a logger.
 *
 * @param input.token a bearer token overriding the endpoint's (public-site §7), e.g. for drafts.
 * @throws GraphQLRequestError on failure (public-site §8 messages); SitefleetError `ServiceAnswerInvalid`
 *   when the data does not match the request's schema, naming each field path.
 */
export async function requestService<Schema extends z.ZodType>(input: {
  endpoint: GraphQLEndpoint;
  request: ServiceRequest<Schema>;
  logger?: Logger;
  signal?: AbortSignal;
  token?: string;
}): Promise<z.output<Schema>> {
  const { endpoint, request } = input;
  const data = await executeGraphQL(endpoint, {
    query: request.query,
    operationName: request.operationName,
    variables: request.variables,
    headers: contentHeaders({ languages: request.languages, token: input.token }),
    signal: input.signal,
    logger: input.logger,
  });
  return parseAnswer({
    service: endpoint.service,
    operationName: request.operationName,
    schema: request.schema,
    data,
  });
}

/**
 * The runtime's network transport: each request goes straight to its service with
 * {@link requestService}, no queue and no retry (a visitor is waiting; the cache serves stale answers).
 *
 * @param input.endpoints the configured (or sandbox) endpoints by service.
 * @param input.logger receives the request log lines at debug level.
 * @returns a transport whose `request` throws as {@link requestService}, and an Error naming the service
 *   when it has no endpoint.
 */
export function createServiceTransport(input: {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  logger: Logger;
  signal?: AbortSignal;
}): ServiceTransport {
  return {
    request(request) {
      const endpoint = input.endpoints[request.service];
      if (!endpoint) return Promise.reject(missingEndpoint(request.service));
      return requestService({ endpoint, request, logger: input.logger, signal: input.signal });
    },
  };
}

/** The error for a request to a service without endpoint. */
export function missingEndpoint(service: ServiceName): Error {
  return new Error(`No endpoint configured for the ${service} service`);
}
