import { createSchema, createYoga } from 'graphql-yoga';

import { queryLimitPlugins, SANDBOX_QUERY_LIMITS } from '../graphql-limits.ts';
import { listenService, type RunningService } from '../http.ts';
import { loadViewer, type SisContext } from './context.ts';
import { openSisDatabase } from './database.ts';
import { downloadResolvers, serveDownload } from './downloads.ts';
import { SIS_SCHEMA_SDL } from './schema.graphql.ts';
import { sisLocaleOf } from './ticket-types.ts';
import { ticketResolvers } from './tickets.ts';
import { userResolvers } from './users.ts';

/** Path of the GraphQL endpoint. */
export const SIS_GRAPHQL_PATH = '/graphql';

/** Header carrying the caller's OIDC id token (customer-area §7 authenticated SIS client). */
export const SIS_TOKEN_HEADER = 'ciam_id_token';

/** Checks an identity token; resolves the subject when valid, null (or a rejection) when not. */
export type VerifyToken = (token: string) => Promise<{ sub: string } | null>;

// node:http adds nothing to yoga's per-request context.
type ServerContext = Record<string, unknown>;

/**
 * Starts the sandbox service-information system (customer-area §7 SIS): GraphQL at
 * `/graphql` (schema in schema.graphql.ts) over a SQLite database (better-sqlite3, WAL), created from
 * schema.sql and seeded from the demo dataset when empty. Each request's caller is the subject of the
 * id token in the `ciam_id_token` header, looked up among the SIS users (the demo accounts' ids);
 * the debug-level header the portal also sends is accepted and ignored. Queries are held to
 * `SANDBOX_QUERY_LIMITS.sis` (sandbox/graphql-limits.ts) by graphql-armor.
 *
 * @param options.databaseFile SQLite file; default ':memory:' (data lives until close). With a file,
 *   data written survives a restart.
 * @param options.port TCP port; default 0, a free port chosen by the system.
 * @param options.host interface to bind; default '127.0.0.1' (loopback only).
 * @param options.verifyToken checks a token (e.g. jose `jwtVerify` against the identity provider's keys);
 *   a rejection counts as invalid.
 * @param options.introspection lets anyone introspect the schema (local development); default false:
 *   nobody may, since the portal never needs it (sandbox/graphql-limits.ts).
 * @returns the endpoint URL and `close()`, which stops listening and closes the database.
 * @throws the SQLite error when the database cannot be opened; the listen error (e.g. EADDRINUSE).
 */
export async function startSisService(options: {
  databaseFile?: string;
  port?: number;
  host?: string;
  verifyToken: VerifyToken;
  introspection?: boolean;
}): Promise<RunningService> {
  const {
    databaseFile = ':memory:',
    port = 0,
    host = '127.0.0.1',
    verifyToken,
    introspection = false,
  } = options;
  const db = openSisDatabase(databaseFile);
  const yoga = createYoga<ServerContext, SisContext>({
    schema: createSchema<ServerContext & SisContext>({
      typeDefs: SIS_SCHEMA_SDL,
      resolvers: [ticketResolvers, userResolvers, downloadResolvers],
    }),
    graphqlEndpoint: SIS_GRAPHQL_PATH,
    landingPage: false,
    logging: false,
    plugins: queryLimitPlugins({ limits: SANDBOX_QUERY_LIMITS.sis, allowIntrospection: () => introspection }),
    context: async ({ request }) => {
      const token = request.headers.get(SIS_TOKEN_HEADER);
      const claims = token ? await verifyToken(token).catch(() => null) : null;
      const locale = sisLocaleOf(request.headers.get('accept-language'));
      return { db, viewer: claims ? loadViewer(db, claims.sub) : null, locale };
    },
  });
  let service: RunningService;
  try {
    service = await listenService({
      handler: (request, response) => {
        if (!serveDownload(request, response)) void yoga(request, response);
      },
      port,
      host,
      path: SIS_GRAPHQL_PATH,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    url: service.url,
    close: async () => {
      await service.close();
      db.close();
    },
  };
}
