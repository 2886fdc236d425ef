import type { createProductYoga } from '../../../sandbox/products/server.ts';

/** A GraphQL answer as sent over the wire. */
export interface GraphqlAnswer<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs one document (unchecked) to a product-service yoga instance without opening a socket. */
export async function postGraphql<TData = Record<string, unknown>>(
  yoga: ReturnType<typeof createProductYoga>,
  options: { query: string; variables?: Record<string, unknown> },
): Promise<GraphqlAnswer<TData>> {
  const response = await yoga.fetch('http://sandbox.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: options.query, variables: options.variables ?? {} }),
  });
  return (await response.json()) as GraphqlAnswer<TData>;
}
