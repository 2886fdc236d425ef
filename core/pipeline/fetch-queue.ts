import PQueue from 'p-queue';
import pRetry, { AbortError } from 'p-retry';
import type { z } from 'zod';
import { createError, ServiceAnswerInvalid, ServiceUnreachable } from '../errors.ts';
import {
  executeGraphQL,
  type GraphQLEndpoint,
  GraphQLRequestError,
  type ServiceName,
} from '../graphql/client.ts';
import type { Logger } from '../logger.ts';

/**
 * The ONE fetch queue of a build (ARCHITECTURE.md "The build, as data flows", step 3): every network call
 * of every plugin goes through one p-queue, is retried with backoff on transient failures, is
 * de-duplicated by cache key (service + query + variables + language header), and its answer is
 * validated with zod where it enters.
 */

/** One request to a GraphQL service, validated by `schema`. */
export interface ServiceRequest<Schema extends z.ZodType> {
  service: ServiceName;
  query: string;
  /** The operation name, e.g. `systemDataQuery`; used in logs and errors. */
  operationName: string;
  variables?: Record<string, unknown>;
  /**
   * Locale preference (public-site §7): current language, fallback language, then en. Sent as the
   * `gcms-locales` header to the content service.
   */
  languages?: readonly string[];
  schema: Schema;
}

/** What plugins call to reach external services. */
export interface ServiceFetcher {
  /**
   * Runs the request through the shared queue and returns the validated answer.
   * @throws SitefleetError `ServiceUnreachable` (network, timeout, HTTP failure after retries) or
   *   `ServiceAnswerInvalid` (GraphQL errors, or data not matching `schema`, naming each field path).
   */
  request<Schema extends z.ZodType>(request: ServiceRequest<Schema>): Promise<z.output<Schema>>;
  /** Counters for the build summary. */
  stats(): FetchStats;
}

export interface FetchStats {
  /** Requests sent over the network (after de-duplication, counting each retry once). */
  requests: number;
  /** Requests answered from an identical earlier request. */
  deduplicated: number;
  retries: number;
}

export interface FetchQueueOptions {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** Concurrent requests across all services; default 5. */
  concurrency?: number;
  /** Retries after the first attempt on transient failures; default 3. */
  retries?: number;
  /** Delay before the first retry in ms, doubled each time; default 250. */
  minBackoffMs?: number;
  logger: Logger;
}

/** Creates the shared fetcher of one build. */
export function createServiceFetcher(options: FetchQueueOptions): ServiceFetcher {
  const queue = new PQueue({ concurrency: options.concurrency ?? 5 });
  const inFlight = new Map<string, Promise<unknown>>();
  const stats: FetchStats = { requests: 0, deduplicated: 0, retries: 0 };

  async function send(request: ServiceRequest<z.ZodType>): Promise<unknown> {
    const endpoint = options.endpoints[request.service];
    if (!endpoint) throw new Error(`No endpoint configured for the ${request.service} service`);
    const headers = request.languages ? { 'gcms-locales': request.languages.join(',') } : undefined;
    const variablesText = JSON.stringify(request.variables ?? {});
    const data = await pRetry(
      async () => {
        stats.requests += 1;
        options.logger.debug(`${request.service} ${request.operationName} ${variablesText.slice(0, 50)}`);
        try {
          return await queue.add(() =>
            executeGraphQL(endpoint, {
              query: request.query,
              operationName: request.operationName,
              variables: request.variables,
              headers,
            }),
          );
        } catch (error) {
          if (error instanceof GraphQLRequestError && !error.transient) throw new AbortError(error);
          throw error;
        }
      },
      {
        retries: options.retries ?? 3,
        minTimeout: options.minBackoffMs ?? 250,
        factor: 2,
        onFailedAttempt: ({ error, retriesLeft }) => {
          if (retriesLeft > 0) {
            stats.retries += 1;
            options.logger.warn(`${request.operationName} failed (${error.message}); retrying`);
          }
        },
      },
    ).catch((error: unknown) => {
      const cause = error instanceof AbortError && error.cause ? error.cause : error;
      if (cause instanceof GraphQLRequestError && cause.status === null) {
        throw createError(
          ServiceUnreachable,
          {
            service: request.service,
            url: endpoint.url,
            query: request.operationName,
            reason: cause.message,
          },
          cause,
        );
      }
      const message = cause instanceof Error ? cause.message : String(cause);
      throw createError(
        ServiceAnswerInvalid,
        { service: request.service, query: request.operationName, issues: [message] },
        cause,
      );
    });
    const parsed = request.schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
      throw createError(ServiceAnswerInvalid, {
        service: request.service,
        query: request.operationName,
        issues,
      });
    }
    return parsed.data;
  }

  return {
    request<Schema extends z.ZodType>(request: ServiceRequest<Schema>): Promise<z.output<Schema>> {
      const key = [
        request.service,
        request.query,
        JSON.stringify(request.variables ?? {}),
        request.languages?.join(',') ?? '',
      ].join('\u0000');
      const existing = inFlight.get(key);
      if (existing) {
        stats.deduplicated += 1;
        return existing as Promise<z.output<Schema>>;
      }
      const promise = send(request);
      inFlight.set(key, promise);
      return promise as Promise<z.output<Schema>>;
    },
    stats: () => ({ ...stats }),
  };
}

/** `pagesConnection.edges[3].node.title` from a zod issue path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text || '(root)';
}
