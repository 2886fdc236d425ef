import { GraphQLClient } from 'graphql-request';
import type { Logger } from '../logger.ts';
import { AnswerTooLargeError, readCappedBody } from './answer-size.ts';
import { requestLogLine } from './log.ts';
import { answerError, type GraphQLErrorEntry, GraphQLRequestError, toRequestError } from './request-error.ts';

export { type GraphQLErrorEntry, GraphQLRequestError } from './request-error.ts';

/**
 * The GraphQL client shared by the build and the runtime (public-site §7 "The calls it makes", §8 GraphQL
 * and network errors). POST by default, GET with `query`, `variables` and `operationName` parameters on
 * request, batching; answers of type application/json, application/graphql+json and
 * application/graphql-response+json are parsed (graphql-request, plus the adapter below for the draft
 * media type application/graphql+json, which graphql-request does not recognise).
 */

/** Names of the external GraphQL services (ARCHITECTURE.md "Embedded default and real services"). */
export type ServiceName = 'content' | 'products' | 'sis';

/** public-site §8 error policies: `none` fails on any error; `all` keeps data and errors; `ignore` keeps data. */
export type ErrorPolicy = 'none' | 'all' | 'ignore';

/** How to reach one GraphQL service. */
export interface GraphQLEndpoint {
  service: ServiceName;
  /** Full endpoint URL, e.g. `http://127.0.0.1:4000/graphql`. */
  url: string;
  /** Bearer token sent as `Authorization: Bearer …` (public-site §7 bearer override). */
  token?: string;
  /** HTTP method; default POST. Mutations are always sent with POST. */
  method?: 'POST' | 'GET';
  /** Per-request timeout in ms; default 30000. */
  timeoutMs?: number;
  /** public-site §8; default `none`. */
  errorPolicy?: ErrorPolicy;
  /**
   * Largest answer body read, in bytes; default none (the build trusts its services). The runtime's
   * proxies set it (core/graphql/answer-size.ts): a longer answer fails the call with a
   * GraphQLRequestError "The {service} service's answer is over the limit of {n} bytes" (status null,
   * not transient) as soon as the cap is passed.
   */
  maxAnswerBytes?: number;
}

/** One GraphQL operation. */
export interface GraphQLOperation {
  query: string;
  operationName: string;
  variables?: Record<string, unknown>;
  /** Extra request headers, e.g. the locale preference header; an `authorization` here overrides the endpoint's token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Receives the request log line at debug level (public-site §9: query name, first 50 characters of the variables). */
  logger?: Logger;
}

/** A successful answer under the endpoint's error policy. */
export interface GraphQLResult {
  data: unknown;
  /** The answer's errors under policy `all`; always empty under `none` and `ignore`. */
  errors: GraphQLErrorEntry[];
}

/** Several operations sent in one HTTP request (public-site §7 batching). */
export interface GraphQLBatch {
  operations: readonly Pick<GraphQLOperation, 'query' | 'operationName' | 'variables'>[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  logger?: Logger;
}

/** Default per-request timeout in ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Sends one operation and returns its `data`.
 * @throws GraphQLRequestError on network failure, timeout, abort, GraphQL errors (error policy `none`)
 *   or an answer without data.
 */
export async function executeGraphQL(
  endpoint: GraphQLEndpoint,
  operation: GraphQLOperation,
): Promise<unknown> {
  return (await requestGraphQL(endpoint, operation)).data;
}

/**
 * Sends one operation and returns its data and, under error policy `all`, its errors.
 * @throws GraphQLRequestError as {@link executeGraphQL}.
 */
export async function requestGraphQL(
  endpoint: GraphQLEndpoint,
  operation: GraphQLOperation,
): Promise<GraphQLResult> {
  operation.logger?.debug(requestLogLine({ service: endpoint.service, ...operation }));
  const call = openCall(endpoint, operation);
  try {
    const response = await call.client.rawRequest({ query: operation.query, variables: operation.variables });
    return settle(endpoint, { data: response.data, errors: response.errors, status: response.status });
  } catch (error) {
    throw toRequestError(error, call.failureContext());
  }
}

/**
 * Sends several operations in one request (a JSON array body, or one `query` parameter holding the array
 * with GET) and returns one result per operation, in order.
 * @throws GraphQLRequestError as {@link executeGraphQL}; under policy `none` an error in any answer fails
 *   the whole batch.
 */
export async function executeGraphQLBatch(
  endpoint: GraphQLEndpoint,
  batch: GraphQLBatch,
): Promise<GraphQLResult[]> {
  for (const operation of batch.operations) {
    batch.logger?.debug(requestLogLine({ service: endpoint.service, ...operation }));
  }
  const call = openCall(endpoint, batch);
  try {
    const results = (await call.client.batchRequests(
      batch.operations.map((operation) => ({ document: operation.query, variables: operation.variables })),
    )) as { data: unknown; errors?: GraphQLErrorEntry[] }[];
    return results.map((result) => settle(endpoint, { ...result, status: call.status() }));
  } catch (error) {
    throw toRequestError(error, call.failureContext());
  }
}

function settle(
  endpoint: GraphQLEndpoint,
  answer: { data: unknown; errors?: readonly GraphQLErrorEntry[]; status: number | null },
): GraphQLResult {
  const policy = endpoint.errorPolicy ?? 'none';
  const errors = [...(answer.errors ?? [])];
  if ((policy === 'none' && errors.length > 0) || answer.data === undefined || answer.data === null) {
    throw answerError({ errors, status: answer.status });
  }
  return { data: answer.data, errors: policy === 'all' ? errors : [] };
}

/** A graphql-request client for one call, with its timeout and the HTTP status it saw. */
function openCall(
  endpoint: GraphQLEndpoint,
  request: { headers?: Record<string, string>; signal?: AbortSignal },
) {
  const timeout = AbortSignal.timeout(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let status: number | null = null;
  const client = new GraphQLClient(endpoint.url, {
    method: endpoint.method ?? 'POST',
    // The policy is applied by settle(), which needs the errors in every case.
    errorPolicy: 'all',
    signal,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      status = response.status;
      const capped = endpoint.maxAnswerBytes ? await cappedAnswer(response, endpoint) : response;
      return withStandardMediaType(capped);
    },
    headers: {
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
      ...request.headers,
    },
  });
  return {
    client,
    status: () => status,
    failureContext: () => ({ timedOut: timeout.aborted, status }),
  };
}

/** The answer with its body read up to the endpoint's cap. */
async function cappedAnswer(response: Response, endpoint: GraphQLEndpoint): Promise<Response> {
  try {
    const body = await readCappedBody(response, endpoint.maxAnswerBytes);
    const { status, statusText, headers } = response;
    return new Response(body.byteLength > 0 ? body : null, { status, statusText, headers });
  } catch (error) {
    if (!(error instanceof AnswerTooLargeError)) throw error;
    const message = `The ${endpoint.service} service's answer is over the limit of ${error.limitBytes} bytes`;
    throw new GraphQLRequestError(message, { status: null, transient: false, cause: error });
  }
}

const DRAFT_MEDIA_TYPE = /application\/graphql\+json/i;

/** Renames the draft media type application/graphql+json to its final name, which graphql-request reads. */
function withStandardMediaType(response: Response): Response {
  const type = response.headers.get('content-type');
  if (!type || !DRAFT_MEDIA_TYPE.test(type)) return response;
  const headers = new Headers(response.headers);
  headers.set('content-type', type.replace(DRAFT_MEDIA_TYPE, 'application/graphql-response+json'));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
