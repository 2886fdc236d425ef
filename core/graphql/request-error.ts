import { ClientError } from 'graphql-request';
import { type GraphQLErrorEntry, graphQLErrorMessage, NETWORK_ERRORS } from './error-message.ts';

/**
 * A failed GraphQL call. `message` follows public-site §8: the first GraphQL error message, else
 * 'GraphQL Error (Code: {status})'; network failures are 'Network request failed', 'Network request timed
 * out' or 'Aborted'. `transient` says whether retrying may help (network, timeout, 429, 5xx).
 */
export class GraphQLRequestError extends Error {
  /** HTTP status of the answer; null when none arrived. */
  readonly status: number | null;
  readonly transient: boolean;
  constructor(message: string, options: { status: number | null; transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'GraphQLRequestError';
    this.status = options.status;
    this.transient = options.transient;
  }
}

export { type GraphQLErrorEntry, graphQLErrorMessage } from './error-message.ts';

const isTransientStatus = (status: number | null) => status !== null && (status === 429 || status >= 500);

/** The error for an answer that arrived but failed: GraphQL errors, no data, or a failing status. */
export function answerError(input: {
  errors: readonly GraphQLErrorEntry[] | undefined;
  status: number | null;
  cause?: unknown;
}): GraphQLRequestError {
  const hasErrors = (input.errors?.length ?? 0) > 0;
  return new GraphQLRequestError(graphQLErrorMessage(input), {
    status: input.status,
    transient: isTransientStatus(input.status) && !hasErrors,
    cause: input.cause,
  });
}

/**
 * Maps whatever a graphql-request call threw to a {@link GraphQLRequestError} (public-site §8).
 *
 * @param context.timedOut the request's timeout fired.
 * @param context.status the HTTP status received before the failure, or null when none arrived (an
 *   answer whose body could not be read as GraphQL then counts as 'GraphQL Error (Code: {status})').
 */
export function toRequestError(
  error: unknown,
  context: { timedOut: boolean; status: number | null },
): GraphQLRequestError {
  if (error instanceof GraphQLRequestError) return error;
  if (error instanceof ClientError) {
    const status = error.response.status ?? context.status;
    return answerError({ errors: collectErrors(error.response), status, cause: error });
  }
  if (context.timedOut) {
    return new GraphQLRequestError(NETWORK_ERRORS.timedOut, {
      status: null,
      transient: true,
      cause: error,
    });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new GraphQLRequestError('Aborted', { status: null, transient: false, cause: error });
  }
  if (context.status !== null)
    return answerError({ errors: undefined, status: context.status, cause: error });
  return new GraphQLRequestError(NETWORK_ERRORS.failed, { status: null, transient: true, cause: error });
}

/** The errors of a single answer, or of every answer of a batch (spread by index into the response). */
function collectErrors(response: ClientError['response']): GraphQLErrorEntry[] | undefined {
  if (response.errors) return response.errors as GraphQLErrorEntry[];
  const batch = Object.entries(response)
    .filter(([key]) => /^\d+$/.test(key))
    .flatMap(([, result]) => (result as { errors?: GraphQLErrorEntry[] }).errors ?? []);
  return batch.length > 0 ? batch : undefined;
}
