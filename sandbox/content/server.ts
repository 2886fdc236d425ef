import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { ContentDataset } from '../dataset/types.ts';
import { queryLimitPlugins, SANDBOX_QUERY_LIMITS } from '../graphql-limits.ts';
import { listenService } from '../http.ts';
import { COMPANY_FACTS_SDL, companyFactsResolvers } from './company-facts.ts';
import { ASSET_PATH_PREFIX, serveAsset } from './files.ts';
import { parseLocalesHeader } from './locale-chain.ts';
import { MEDIA_RELEASES_SDL, mediaReleasesResolvers } from './media-releases.ts';
import { NEWS_FEED_SDL, newsFeedResolvers } from './news-feed.ts';
import { indexDataset } from './nodes.ts';
import { openPageEdits, type PageEdits } from './page-edits.ts';
import { PAGE_MUTATIONS_SDL, pageMutationResolvers } from './page-mutations.ts';
import { PAGE_PASSWORD_SDL, pagePasswordResolvers } from './page-password.ts';
import { PAGE_ROLES_SDL, pageRolesResolvers } from './page-roles.ts';
import { type ContentContext, contentResolvers } from './resolvers.ts';
import { CONTENT_SCHEMA_SDL } from './schema.graphql.ts';
import { STORIES_SDL, storiesResolvers } from './stories.ts';

/** Bearer token that unlocks `stage: DRAFT` when none is configured. */
export const DEFAULT_DRAFT_TOKEN = 'sandbox-draft-token';

/**
 * The alias under which the runtime's draft proxy adds a hidden `protection` selection to every page it
 * forwards (public-site §4 "protected content cannot be requested directly from the browser"). A fact of
 * the deployment this stand-in serves, not of the CMS: the alias limit leaves it uncounted, as a CMS
 * configured for that proxy would. Should the two names drift, the proxy's markers count as aliases again,
 * which shows only for a proxied query near the alias limit.
 */
export const DRAFT_PROXY_MARKER_ALIAS = 'sitefleetProtectionCheck';

/** Path of the GraphQL endpoint. */
export const CONTENT_GRAPHQL_PATH = '/graphql';

// node:http adds nothing to yoga's per-request context.
type ServerContext = Record<string, unknown>;

/** Options of the content service. */
export interface ContentServiceOptions {
  /**
   * Token a request must send as `Authorization: Bearer <token>` to read drafts and to introspect the
   * schema; default 'sandbox-draft-token'.
   */
  draftToken?: string;
  /**
   * Lets anyone introspect the schema (local development); default false: only a request carrying the
   * draft token may, which is how the runtime's draft proxy reads the schema it guards queries with
   * (sandbox/graphql-limits.ts).
   */
  introspection?: boolean;
  /**
   * The page edits the service shows and writes (sandbox/content/page-edits.ts); default fresh
   * in-memory ones, which the caller never needs to close.
   */
  edits?: PageEdits;
}

/**
 * The sandbox content service as a graphql-yoga instance, without a socket: tests call
 * `yoga.fetch('http://x/graphql', { method: 'POST', … })`. Serves POST and GET at `/graphql`
 * (public-site §7), and the page mutations `updatePage` / `publishPage` (sandbox/content/page-mutations.ts,
 * with the draft token). Reads the `gcms-locales` header (locale preference) and the bearer token per request.
 * Queries are held to `SANDBOX_QUERY_LIMITS.content` (sandbox/graphql-limits.ts) by graphql-armor; the draft
 * proxy's protection markers are not counted as aliases.
 */
export function createContentYoga(
  dataset: ContentDataset,
  options: ContentServiceOptions = {},
): YogaServerInstance<ServerContext, ContentContext> {
  const { draftToken = DEFAULT_DRAFT_TOKEN, introspection = false } = options;
  const index = indexDataset(dataset, options.edits ?? openPageEdits({ dataset }));
  const authorized = (request: Request) => request.headers.get('authorization') === `Bearer ${draftToken}`;
  return createYoga<ServerContext, ContentContext>({
    schema: createSchema<ServerContext & ContentContext>({
      typeDefs: [
        CONTENT_SCHEMA_SDL,
        NEWS_FEED_SDL,
        PAGE_PASSWORD_SDL,
        PAGE_ROLES_SDL,
        STORIES_SDL,
        MEDIA_RELEASES_SDL,
        COMPANY_FACTS_SDL,
        PAGE_MUTATIONS_SDL,
      ],
      resolvers: [
        contentResolvers,
        newsFeedResolvers,
        pagePasswordResolvers,
        pageRolesResolvers,
        storiesResolvers,
        mediaReleasesResolvers,
        companyFactsResolvers,
        pageMutationResolvers,
      ],
    }),
    graphqlEndpoint: CONTENT_GRAPHQL_PATH,
    // Only servers call the content service (the build, the runtime's proxies): no browser page may, so
    // no CORS answer lets a web page a developer visits read it or send `updatePage`/`publishPage`.
    cors: false,
    landingPage: false,
    logging: false,
    plugins: queryLimitPlugins({
      limits: SANDBOX_QUERY_LIMITS.content,
      allowIntrospection: (request) => introspection || authorized(request),
      allowAliases: [DRAFT_PROXY_MARKER_ALIAS],
    }),
    context: ({ request }) => ({
      index,
      headerLocales: parseLocalesHeader(request.headers.get('gcms-locales')),
      draftAuthorized: authorized(request),
      origin: new URL(request.url).origin,
    }),
  });
}

/** A running content service. */
export interface RunningContentService {
  /** Full GraphQL endpoint, e.g. `http://127.0.0.1:41234/graphql`. */
  url: string;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox content service on node:http (ARCHITECTURE.md "Embedded default and real
 * services"): the CLI starts it in-process when no content endpoint is configured. Besides GraphQL at
 * `/graphql` it serves the files' bytes at `/assets/{id}/{locale}/{fileName}` (public-site §3 file).
 *
 * @param options.dataset the content to serve (see createContentDataset)
 * @param options.port TCP port; default 0, a free port chosen by the system
 * @param options.host interface to bind; default '127.0.0.1' (loopback only)
 * @param options.draftToken see {@link ContentServiceOptions}
 * @param options.introspection see {@link ContentServiceOptions}
 * @param options.databaseFile SQLite file the page edits are kept in (`updatePage`, `publishPage`;
 *   sandbox/content/page-edits.ts): with a file, edits survive a restart and are applied to `dataset`'s
 *   records at start; default ':memory:' (edits live until `close`).
 * @throws the listen error (e.g. EADDRINUSE) when the port cannot be bound; the SQLite error when the
 *   database file cannot be opened
 */
export async function startContentService(
  options: { dataset: ContentDataset; port?: number; host?: string; databaseFile?: string } & Omit<
    ContentServiceOptions,
    'edits'
  >,
): Promise<RunningContentService> {
  const { dataset, port = 0, host = '127.0.0.1', draftToken, introspection } = options;
  const edits = openPageEdits({ dataset, databaseFile: options.databaseFile });
  const yoga = createContentYoga(dataset, { draftToken, introspection, edits });
  const index = indexDataset(dataset, edits);
  let service: RunningContentService;
  try {
    service = await listenService({
      handler: (request, response) => {
        if (request.url?.startsWith(ASSET_PATH_PREFIX)) serveAsset({ index, request, response });
        else void yoga(request, response);
      },
      port,
      host,
      path: CONTENT_GRAPHQL_PATH,
    });
  } catch (error) {
    edits.close();
    throw error;
  }
  return {
    url: service.url,
    async close() {
      await service.close();
      edits.close();
    },
  };
}
