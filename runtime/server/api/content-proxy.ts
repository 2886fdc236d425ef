import cookieParser from 'cookie-parser';
import express, { type Request } from 'express';
import {
  buildClientSchema,
  type GraphQLSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  parse,
  print,
} from 'graphql';
import { z } from 'zod';
import { type GraphQLEndpoint, GraphQLRequestError, requestGraphQL } from '../../../core/graphql/client.ts';
import { LOCALE_PREFERENCE_HEADER } from '../../../core/graphql/content-request.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { guardBrowserQuery, inspectAnswer } from '../../../core/graphql/protected-content.ts';
import { requestCookie } from '../cookies.ts';
import type { RuntimeContext } from '../types.ts';
import { type ServerDataAccess, serverDataAccess } from './server-data.ts';

/**
 * Draft-mode cookie: `sf-draft=1` turns draft mode on for the browser (set by the editor area once an
 * editor signed in; public-site §4 content mode). Without it the draft proxy refuses every request.
 */
export const DRAFT_MODE_COOKIE = 'sf-draft';

const bodySchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/**
 * The same-origin draft proxy `POST /api/content-proxy` (public-site §4 content mode, §7 "Draft
 * content goes through a same-origin draft-proxy path"): forwards a browser's GraphQL query (JSON body
 * `{ query, variables?, operationName? }`) to the content service with the server's bearer token, so
 * that the page can ask for `stage: DRAFT`, and answers `{ data, errors? }`.
 *
 * Refused with 403 and `{ errors: [{ message }] }`: without draft mode (cookie {@link DRAFT_MODE_COOKIE}
 * = `1`), from another origin (an `Origin` header whose host is not the request's), and by the
 * protected-content rule (core/graphql/protected-content.ts: only single queries, no `password` field,
 * nothing whose `protection` is not `none`). 400 for a body that is not such JSON or a query that does
 * not parse; 502 when the content service cannot be reached.
 */
export function createContentProxyRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post('/', cookieParser(), express.json({ limit: '100kb' }), async (request, response) => {
    const refuse = (status: number, message: string) =>
      response.status(status).json({ errors: [{ message }] });
    const endpoint = context.endpoints.content;
    if (!endpoint) return refuse(503, 'No content service is configured.');
    if (requestCookie(request, DRAFT_MODE_COOKIE) !== '1') {
      return refuse(403, 'Draft mode is off: the draft proxy answers only in draft mode.');
    }
    if (!isSameOrigin(request)) return refuse(403, 'The draft proxy answers only same-origin requests.');
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return refuse(400, 'Send a JSON body with a GraphQL query: { "query": "…" }.');

    let document: ReturnType<typeof parse>;
    try {
      document = parse(body.data.query);
    } catch (error) {
      return refuse(400, error instanceof Error ? error.message : 'The query does not parse.');
    }
    try {
      const access = serverDataAccess({ context, request, response });
      const schema = await contentSchema({ endpoint, access, context });
      const guard = guardBrowserQuery({ document, schema });
      if (guard.refused) return refuse(403, guard.reason);
      const result = await requestGraphQL(
        { ...endpoint, errorPolicy: 'all' },
        {
          query: print(guard.document),
          operationName: body.data.operationName ?? 'draftProxy',
          variables: body.data.variables ?? undefined,
          headers: localeHeader(request),
          logger: context.logger,
        },
      );
      const answer = inspectAnswer(result.data);
      if (answer.protectedContent) {
        return refuse(403, 'Protected content cannot be requested from the browser.');
      }
      response.setHeader('cache-control', 'no-store');
      response.json(
        result.errors.length > 0 ? { data: answer.data, errors: result.errors } : { data: answer.data },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = error instanceof GraphQLRequestError && error.status !== null ? error.status : 502;
      // A query the content service rejects is the browser's mistake, not the server's.
      if (status >= 500) logRequestFailure({ logger: context.logger, error, context: 'draft proxy request' });
      response.status(status >= 400 ? status : 200).json({ data: null, errors: [{ message }] });
    }
  });
  // Body-parser failures (not JSON, over 100 kB) answer in the proxy's JSON shape, not as an error page.
  router.use((error: unknown, _request: Request, response: express.Response, next: express.NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    const message =
      status === 413
        ? 'The request body is over 100 kB.'
        : 'Send a JSON body with a GraphQL query: { "query": "…" }.';
    response.status(status).json({ errors: [{ message }] });
  });
  return router;
}

/** True when the request has no `Origin` header or one naming the request's own host. */
function isSameOrigin(request: Request): boolean {
  const origin = request.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === request.get('host');
  } catch {
    return false;
  }
}

function localeHeader(request: Request): Record<string, string> {
  const value = request.get(LOCALE_PREFERENCE_HEADER);
  return value ? { [LOCALE_PREFERENCE_HEADER]: value } : {};
}

/** The content service's schema (introspection), through the server-data cache. */
function contentSchema(input: {
  endpoint: GraphQLEndpoint;
  access: ServerDataAccess;
  context: RuntimeContext;
}): Promise<GraphQLSchema> {
  const { access } = input;
  return access.cache.get({
    key: access.key('contentSchema'),
    bypass: access.bypass,
    load: async () => {
      const result = await requestGraphQL(input.endpoint, {
        query: getIntrospectionQuery(),
        operationName: 'IntrospectionQuery',
        logger: input.context.logger,
      });
      return buildClientSchema(result.data as IntrospectionQuery);
    },
  });
}
