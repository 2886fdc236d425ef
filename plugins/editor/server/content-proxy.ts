import express, { type Request } from 'express';
import {
  buildClientSchema,
  type GraphQLSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  print,
} from 'graphql';
import { z } from 'zod';
import { MAX_ANSWER_BYTES, MAX_SCHEMA_ANSWER_BYTES } from '../../../core/graphql/answer-size.ts';
import { type GraphQLEndpoint, GraphQLRequestError, requestGraphQL } from '../../../core/graphql/client.ts';
import { LOCALE_PREFERENCE_HEADER } from '../../../core/graphql/content-request.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { guardBrowserQuery, inspectAnswer } from '../../../core/graphql/protected-content.ts';
import { checkQueryLimits, QUERY_LIMITS } from '../../../core/graphql/query-limits.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { type ServerDataAccess, serverDataAccess } from '../../../runtime/kit/server-data.ts';

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
 * Who may call it is decided in front of it (runtime/server/api-router.ts, docs/security.md rule 1): the `/api`
 * router's same-origin guard (403) and the editor gate (401 without a valid editor hash). Here, with
 * `{ errors: [{ message }] }`: 400 for a body that is not such JSON, a query that does not parse, or
 * one over the content service's limits (core/graphql/query-limits.ts `QUERY_LIMITS.content`: tokens,
 * depth, aliases, directives, cost; introspection `__schema`/`__type` refused, since the proxy reads the
 * schema itself), checked before anything is forwarded; 403 by the protected-content rule
 * (core/graphql/protected-content.ts: only single queries, no `password` field, nothing whose
 * `protection` is not `none`); 502 when the content service cannot be reached, its answer to the
 * forwarded query is over 2 MiB (`MAX_ANSWER_BYTES`, core/graphql/answer-size.ts, read as a stream and
 * abandoned at the cap), or its schema (the introspection the proxy reads with the server's token and
 * caches) is over 20 MiB (`MAX_SCHEMA_ANSWER_BYTES`).
 */
export function createContentProxyRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post('/', express.json({ limit: '100kb' }), async (request, response) => {
    const refuse = (status: number, message: string) =>
      response.status(status).json({ errors: [{ message }] });
    const configured = context.endpoints.content;
    if (!configured) return refuse(503, 'No content service is configured.');
    // Only the answer forwarded to the browser is held to the proxy's cap; the schema has its own.
    const endpoint: GraphQLEndpoint = { ...configured, maxAnswerBytes: MAX_ANSWER_BYTES };
    const schemaEndpoint: GraphQLEndpoint = { ...configured, maxAnswerBytes: MAX_SCHEMA_ANSWER_BYTES };
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return refuse(400, 'Send a JSON body with a GraphQL query: { "query": "…" }.');

    const limits = checkQueryLimits({ query: body.data.query, limits: QUERY_LIMITS.content });
    if (!limits.ok) return refuse(400, limits.reason);
    try {
      const access = serverDataAccess({ context, request, response });
      const schema = await contentSchema({ endpoint: schemaEndpoint, access, context });
      const guard = guardBrowserQuery({ document: limits.document, schema });
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

function localeHeader(request: Request): Record<string, string> {
  const value = request.get(LOCALE_PREFERENCE_HEADER);
  return value ? { [LOCALE_PREFERENCE_HEADER]: value } : {};
}

/**
 * The content service's schema, through the server-data cache. The content service answers
 * introspection only to the server's CMS token (sandbox/graphql-limits.ts), which the endpoint carries;
 * the endpoint's cap is the schema's (`MAX_SCHEMA_ANSWER_BYTES`), not the forwarded answers'.
 */
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
