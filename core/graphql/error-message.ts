/**
 * The wording of GraphQL failures (public-site §8), free of any client library so the browser's
 * clients (the portal's SIS client) word them exactly as the build's GraphQL client does.
 */

/** public-site §8 network failures, verbatim. */
export const NETWORK_ERRORS = {
  failed: 'Network request failed',
  timedOut: 'Network request timed out',
} as const;

/** One entry of a GraphQL answer's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * public-site §8: the first GraphQL error message, else 'GraphQL Error (Code: {status})'.
 *
 * @param input.errors the answer's `errors`, if any.
 * @param input.status the HTTP status, or null when none arrived.
 */
export function graphQLErrorMessage(input: {
  errors: readonly Partial<GraphQLErrorEntry>[] | undefined;
  status: number | null;
}): string {
  return input.errors?.[0]?.message ?? `GraphQL Error (Code: ${String(input.status)})`;
}
