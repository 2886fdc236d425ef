import type { createContentYoga } from '../../../sandbox/content/server.ts';

/** A GraphQL answer as sent over the wire. */
export interface GraphqlAnswer<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * POSTs one document (typed by `TData`, unchecked) to a content-service yoga instance without opening a socket.
 *
 * @param options.headers extra request headers (`gcms-locales`, `authorization`)
 */
export async function postGraphql<TData = Record<string, unknown>>(
  yoga: ReturnType<typeof createContentYoga>,
  options: { query: string; variables?: Record<string, unknown>; headers?: Record<string, string> },
): Promise<GraphqlAnswer<TData>> {
  const response = await yoga.fetch('http://sandbox.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
  });
  return (await response.json()) as GraphqlAnswer<TData>;
}
