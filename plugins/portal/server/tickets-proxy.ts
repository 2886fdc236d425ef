import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readCappedBody } from '../../../core/graphql/answer-size.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../core/graphql/client.ts';
import { NETWORK_ERRORS } from '../../../core/graphql/error-message.ts';
import { checkQueryLimits, QUERY_LIMITS } from '../../../core/graphql/query-limits.ts';
import { verifyIdToken } from '../../../core/portal/id-token.ts';
import { SIS_DEBUG_LEVEL, SIS_DEBUG_LEVEL_HEADER, SIS_TOKEN_HEADER } from '../../../core/portal/protocol.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';

/** Largest GraphQL request body accepted, in bytes (a ticket description fits many times over). */
const BODY_LIMIT_BYTES = 256 * 1024;

/** One GraphQL request as the portal's SIS client sends it (plugins/portal/islands/sis-client.ts). */
const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** A GraphQL-shaped error answer, as the portal's SIS client reads every failure. */
const graphQLError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/**
 * The headers of the authenticated SIS client (customer-area §7): the signed-in user's identity token in
 * `ciam_id_token` and the debug-level header set to 1; the page's SIS locale (public-site §7 mapping)
 * in `Accept-Language` when given.
 *
 * @param idToken the user's OIDC id token (a JWT).
 * @param locale the SIS locale, `de-CH`.
 */
export function sisHeaders(idToken: string, locale?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    [SIS_TOKEN_HEADER]: idToken,
    [SIS_DEBUG_LEVEL_HEADER]: SIS_DEBUG_LEVEL,
    ...(locale ? { 'accept-language': locale } : {}),
  };
}

/** A single BCP 47 language tag (`de-CH`): what the portal sends as the SIS locale. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;

/**
 * Sends one GraphQL request body to the SIS as the authenticated SIS client of customer-area §7.
 *
 * @param input.endpoint the SIS GraphQL URL.
 * @param input.body the GraphQL request as JSON text (`{"query":…,"variables":…}`).
 * @param input.idToken the signed-in user's id token.
 * @param input.locale the SIS locale to answer in (`de-CH`); default none (the SIS's own default).
 * @param input.timeoutMs default 30 000 ms.
 * @param input.maxAnswerBytes largest answer body read, in bytes; default 2 MiB (core/graphql/answer-size.ts).
 * @returns the SIS answer's status, content type and body bytes, unchanged.
 * @throws the fetch error: TimeoutError after `timeoutMs`, TypeError when the SIS is unreachable;
 *   AnswerTooLargeError as soon as the answer passes `maxAnswerBytes`.
 */
export async function forwardToSis(input: {
  endpoint: string;
  body: string;
  idToken: string;
  locale?: string;
  timeoutMs?: number;
  maxAnswerBytes?: number;
}): Promise<{ status: number; contentType: string; body: Uint8Array }> {
  const answer = await fetch(input.endpoint, {
    method: 'POST',
    headers: sisHeaders(input.idToken, input.locale),
    body: input.body,
    signal: AbortSignal.timeout(input.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? 'application/json',
    body: await readCappedBody(answer, input.maxAnswerBytes ?? MAX_ANSWER_BYTES),
  };
}

/**
 * The same-origin tickets proxy (customer-area §7 "Tickets go through a same-origin tickets-proxy path
 * (GraphQL POST) with the identity token"), mounted at `/api/tickets-proxy`: `POST /` with a JSON
 * GraphQL request `{ query, variables?, operationName? }` and the user's id token in the
 * `ciam_id_token` header is forwarded to the SIS by {@link forwardToSis}, with the page's SIS locale
 * when `Accept-Language` is one language tag; the SIS answer (status and body) comes back unchanged,
 * `no-store`. The SIS authorizes every call itself (organization scoping, roles); the proxy sends it
 * only calls from a signed-in user that stay within the SIS's limits (docs/security.md rule 3).
 *
 * In front of it, the `/api` router (runtime/server/api-router.ts) answers a request whose `Origin` is not
 * this site with 403 and one over `rateLimits.api` with 429, both as plain JSON `{ error }` (the portal's
 * SIS client reports them as 'GraphQL Error (Code: 403)' / '(Code: 429)'). Refused here before anything
 * is forwarded, as GraphQL-shaped JSON `{ errors: [{ message, extensions: { code } }] }`: 401
 * UNAUTHENTICATED without the token header, or with a token that does not verify
 * against the identity provider's keys (core/portal/id-token.ts: signature, pinned algorithms, issuer =
 * `context.identityIssuer`, audience = the portal's client id, expiry); 415 for a body that is not
 * JSON, 413 over 256 KiB; 400 BAD_REQUEST for a body that is not one GraphQL request or a query over
 * `QUERY_LIMITS.sis` (core/graphql/query-limits.ts: tokens, depth, aliases, directives, cost;
 * introspection `__schema`/`__type`); 503 when no SIS or no identity provider is configured; 502
 * 'Network request failed' / 504 'Network request timed out' when the SIS does not answer, 502 when the
 * identity provider's keys cannot be read, and 502 when the SIS's answer is over 2 MiB (read as a
 * stream, abandoned at the cap).
 */
export function createTicketsProxyRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post('/', express.text({ type: () => true, limit: BODY_LIMIT_BYTES }), async (request, response) => {
    response.setHeader('cache-control', 'no-store');
    const idToken = request.headers[SIS_TOKEN_HEADER];
    if (typeof idToken !== 'string' || idToken === '') {
      response.status(401).json(graphQLError('Sign in to use the customer portal', 'UNAUTHENTICATED'));
      return;
    }
    if (!request.is('application/json')) {
      response.status(415).json(graphQLError('Send the GraphQL request as application/json', 'BAD_REQUEST'));
      return;
    }
    const endpoint = context.endpoints.sis?.url;
    if (!endpoint) {
      response.status(503).json(graphQLError('No service-information system is configured', 'UNAVAILABLE'));
      return;
    }
    const issuer = context.identityIssuer;
    if (!issuer) {
      response
        .status(503)
        .json(graphQLError('No identity provider is configured to check sign-ins', 'UNAVAILABLE'));
      return;
    }
    const token = await verifyIdToken({ token: idToken, issuer });
    if (!token.valid) {
      if (token.reason === 'invalid') {
        response.status(401).json(graphQLError('The sign-in is not valid: sign in again', 'UNAUTHENTICATED'));
      } else {
        context.logger.warn({ issuer, reason: token.message }, 'tickets proxy: identity keys unreadable');
        response.status(502).json(graphQLError(NETWORK_ERRORS.failed, 'UNAVAILABLE'));
      }
      return;
    }
    const graphQLRequest = parseGraphQLRequest(String(request.body ?? ''));
    if (!graphQLRequest.ok) {
      response.status(400).json(graphQLError(graphQLRequest.reason, 'BAD_REQUEST'));
      return;
    }
    try {
      const language = request.headers['accept-language'];
      const locale = language && LANGUAGE_TAG.test(language) ? language : undefined;
      const body = JSON.stringify(graphQLRequest.request);
      const answer = await forwardToSis({ endpoint, body, idToken, locale });
      response.status(answer.status).type(answer.contentType).send(Buffer.from(answer.body));
    } catch (error) {
      if (error instanceof AnswerTooLargeError) {
        context.logger.warn(
          { endpoint, limitBytes: error.limitBytes },
          'tickets proxy: SIS answer too large',
        );
        response
          .status(502)
          .json(graphQLError('The service-information system answered more than it may', 'UNAVAILABLE'));
        return;
      }
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      context.logger.warn({ err: error, endpoint }, 'tickets proxy: the SIS did not answer');
      response
        .status(timedOut ? 504 : 502)
        .json(graphQLError(timedOut ? NETWORK_ERRORS.timedOut : NETWORK_ERRORS.failed, 'UNAVAILABLE'));
    }
  });
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    response.status(code).json(graphQLError('The request body could not be read', 'BAD_REQUEST'));
  });
  return router;
}

/** The request body as one GraphQL request within the SIS's limits, re-serialized with nothing else. */
function parseGraphQLRequest(
  text: string,
): { ok: true; request: z.infer<typeof requestSchema> } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The request body is not JSON' };
  }
  const parsed = requestSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: 'Send one GraphQL request: { "query": "…", "variables": { … } }' };
  }
  const limits = checkQueryLimits({ query: parsed.data.query, limits: QUERY_LIMITS.sis });
  return limits.ok ? { ok: true, request: parsed.data } : { ok: false, reason: limits.reason };
}
