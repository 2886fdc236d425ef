import PQueue from 'p-queue';
import pRetry, { AbortError } from 'p-retry';
import { z } from 'zod';
import { createError, ServiceAnswerInvalid, ServiceUnreachable, SitefleetError } from '../errors.ts';
import { parseAnswer } from '../graphql/answer-schema.ts';
import { type GraphQLEndpoint, GraphQLRequestError, type ServiceName } from '../graphql/client.ts';
import {
  missingEndpoint,
  requestService,
  type ServiceRequest,
  type ServiceTransport,
} from '../graphql/service-request.ts';
import type { Logger } from '../logger.ts';
import type { ServiceAnswerCache } from './answer-cache.ts';

/**
 * The ONE fetch queue of a build (ARCHITECTURE.md "The build, as data flows", step 3): every network call
 * of every plugin goes through one p-queue, is retried with backoff on transient failures, is
 * de-duplicated by cache key (service + query + variables + language header), and its answer is
 * validated with zod where it enters (core/graphql/service-request.ts `requestService`).
 */

/**
 * What plugins call to reach external services: the build's {@link ServiceTransport}, handed to the
 * operations of core/content/services.ts and core/catalogue/services.ts.
 */
export interface ServiceFetcher extends ServiceTransport {
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
  /** Requests answered from the answers kept by an earlier build ({@link FetchQueueOptions.answers}). */
  reused: number;
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
  /**
   * Answers kept from earlier builds of this process (core/pipeline/answer-cache.ts; the warm builder's):
   * a request whose answer is kept is validated from it without being sent, and every answer received is
   * kept. Default none: every request is sent.
   */
  answers?: ServiceAnswerCache;
}

/** Passes an answer's data through unvalidated, so that it can be kept before its schema is applied. */
const RAW_ANSWER = z.unknown();

/** Creates the shared fetcher of one build. */
export function createServiceFetcher(options: FetchQueueOptions): ServiceFetcher {
  const queue = new PQueue({ concurrency: options.concurrency ?? 5 });
  const inFlight = new Map<string, Promise<unknown>>();
  const stats: FetchStats = { requests: 0, deduplicated: 0, retries: 0, reused: 0 };

  async function send(request: ServiceRequest<z.ZodType>): Promise<unknown> {
    const endpoint = options.endpoints[request.service];
    if (!endpoint) throw missingEndpoint(request.service);
    const { logger } = options;
    return pRetry(
      async () => {
        stats.requests += 1;
        try {
          return await queue.add(() => requestService({ endpoint, request, logger }));
        } catch (error) {
          // Only a transient GraphQL failure is worth another try; an invalid answer never is.
          if (!(error instanceof GraphQLRequestError && error.transient))
            throw new AbortError(asError(error));
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
            logger.warn(`${request.operationName} failed (${error.message}); retrying`);
          }
        },
      },
    ).catch((cause: unknown) => {
      if (cause instanceof SitefleetError) throw cause;
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
  }

  /** Validates the answer's data as `requestService` does, with the schema of the request. */
  function validated(request: ServiceRequest<z.ZodType>, data: unknown): unknown {
    const service = options.endpoints[request.service]?.service ?? request.service;
    return parseAnswer({ service, operationName: request.operationName, schema: request.schema, data });
  }

  /** Sends the request, or validates the kept answer; keeps what was received. */
  async function answer(request: ServiceRequest<z.ZodType>, key: string): Promise<unknown> {
    const { answers } = options;
    if (!answers) return send(request);
    const cacheKey = `${options.endpoints[request.service]?.url ?? ''}\u0000${key}`;
    const kept = answers.get(cacheKey);
    if (kept !== undefined) {
      stats.reused += 1;
      return validated(request, JSON.parse(kept));
    }
    const data = await send({ ...request, schema: RAW_ANSWER });
    const result = validated(request, data);
    answers.set(cacheKey, JSON.stringify(data));
    return result;
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
      const promise = answer(request, key);
      inFlight.set(key, promise);
      return promise as Promise<z.output<Schema>>;
    },
    stats: () => ({ ...stats }),
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
