import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';

import type { ProductDataset } from '../dataset/catalogue/index.ts';
import { queryLimitPlugins, SANDBOX_QUERY_LIMITS } from '../graphql-limits.ts';
import { listenService } from '../http.ts';
import { indexCatalogue } from './nodes.ts';
import { type ProductContext, productResolvers } from './resolvers.ts';
import { PRODUCT_SCHEMA_SDL } from './schema.graphql.ts';

/** Path of the GraphQL endpoint. */
export const PRODUCT_GRAPHQL_PATH = '/graphql';

// node:http adds nothing to yoga's per-request context.
type ServerContext = Record<string, unknown>;

/**
 * The sandbox product-data service as a graphql-yoga instance, without a socket: tests call
 * `yoga.fetch('http://x/graphql', { method: 'POST', … })`. Serves POST and GET at `/graphql` and
 * answers the six documents of core/model/products.ts (customer-area §7 product data service). Queries
 * are held to `SANDBOX_QUERY_LIMITS.products` (sandbox/graphql-limits.ts) by graphql-armor.
 *
 * @param options.introspection lets anyone introspect the schema (local development); default false:
 *   nobody may, since no client of this service needs it (sandbox/graphql-limits.ts).
 */
export function createProductYoga(
  dataset: ProductDataset,
  options: { introspection?: boolean } = {},
): YogaServerInstance<ServerContext, ProductContext> {
  const { introspection = false } = options;
  const index = indexCatalogue(dataset);
  return createYoga<ServerContext, ProductContext>({
    schema: createSchema<ServerContext & ProductContext>({
      typeDefs: PRODUCT_SCHEMA_SDL,
      resolvers: productResolvers,
    }),
    graphqlEndpoint: PRODUCT_GRAPHQL_PATH,
    landingPage: false,
    logging: false,
    plugins: queryLimitPlugins({
      limits: SANDBOX_QUERY_LIMITS.products,
      allowIntrospection: () => introspection,
    }),
    context: () => ({ index }),
  });
}

/** A running product-data service. */
export interface RunningProductService {
  /** Full GraphQL endpoint, e.g. `http://127.0.0.1:41234/graphql`. */
  url: string;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox product-data service on node:http (ARCHITECTURE.md "Embedded default and real
 * services"): the CLI starts it in-process when no products endpoint is configured.
 *
 * @param options.dataset the catalogue to serve (see createProductDataset)
 * @param options.port TCP port; default 0, a free port chosen by the system
 * @param options.host interface to bind; default '127.0.0.1' (loopback only)
 * @param options.introspection see {@link createProductYoga}; default false
 * @throws the listen error (e.g. EADDRINUSE) when the port cannot be bound
 */
export async function startProductService(options: {
  dataset: ProductDataset;
  port?: number;
  host?: string;
  introspection?: boolean;
}): Promise<RunningProductService> {
  const { dataset, port = 0, host = '127.0.0.1', introspection } = options;
  const yoga = createProductYoga(dataset, { introspection });
  return listenService({
    handler: (request, response) => void yoga(request, response),
    port,
    host,
    path: PRODUCT_GRAPHQL_PATH,
  });
}
