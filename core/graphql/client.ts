import { ClientError, GraphQLClient } from 'graphql-request';

/**
 * The GraphQL client shared by the build and the runtime (public-site §7 "The calls it makes", §8 GraphQL
 * and network errors). POST by default, GET with `query`, `variables` and `operationName` parameters on
 * request; answers of type application/json, application/graphql+json and
 * application/graphql-response+json are parsed (graphql-request).
 */

/** Names of the external GraphQL services (ARCHITECTURE.md "Embedded default and real services"). */
export type ServiceName = 'content' | 'products' | 'sis';

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
  /** public-site §8: `none` (default) fails on any error; `all` and `ignore` keep the data. */
  errorPolicy?: 'none' | 'all' | 'ignore';
}

/** One GraphQL operation. */
export interface GraphQLOperation {
  query: string;
  operationName: string;
  variables?: Record<string, unknown>;
  /** Extra request headers, e.g. the locale preference header. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * A failed GraphQL call. `message` follows public-site §8: the first GraphQL error message, else
 * 'GraphQL Error (Code: {status})'; network failures are 'Network request failed', 'Network request timed
 * out' or 'Aborted'. `transient` says whether retrying may help (network, timeout, 429, 5xx).
 */
export class GraphQLRequestError extends Error {
  readonly status: number | null;
  readonly transient: boolean;
  constructor(message: string, options: { status: number | null; transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'GraphQLRequestError';
    this.status = options.status;
    this.transient = options.transient;
  }
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
  const timeout = AbortSignal.timeout(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = operation.signal ? AbortSignal.any([operation.signal, timeout]) : timeout;
  const client = new GraphQLClient(endpoint.url, {
    method: endpoint.method ?? 'POST',
    errorPolicy: endpoint.errorPolicy ?? 'none',
    signal,
    headers: {
      ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
      ...operation.headers,
    },
  });
  try {
    const response = await client.rawRequest({
      query: operation.query,
      variables: operation.variables,
    });
    if (response.data === undefined || response.data === null) {
      throw new GraphQLRequestError(`GraphQL Error (Code: ${response.status})`, {
        status: response.status,
        transient: false,
      });
    }
    return response.data;
  } catch (error) {
    throw toRequestError(error, { timedOut: timeout.aborted });
  }
}

function toRequestError(error: unknown, context: { timedOut: boolean }): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  if (error instanceof ClientError) {
    const status = error.response.status ?? null;
    const message = error.response.errors?.[0]?.message ?? `GraphQL Error (Code: ${String(status)})`;
    const transient = status !== null && (status === 429 || status >= 500) && !error.response.errors;
    return new GraphQLRequestError(message, { status, transient, cause: error });
  }
  if (context.timedOut) {
    return new GraphQLRequestError('Network request timed out', {
      status: null,
      transient: true,
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new GraphQLRequestError('Aborted', { status: null, transient: false, cause: error });
  }
  return new GraphQLRequestError('Network request failed', { status: null, transient: true, cause: error });
}
