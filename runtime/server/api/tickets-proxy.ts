import express, { type NextFunction, type Request, type Response } from 'express';
import { DEFAULT_TIMEOUT_MS } from '../../../core/graphql/client.ts';
import { NETWORK_ERRORS } from '../../../core/graphql/error-message.ts';
import { SIS_DEBUG_LEVEL, SIS_DEBUG_LEVEL_HEADER, SIS_TOKEN_HEADER } from '../../../core/portal/constants.ts';
import type { RuntimeContext } from '../types.ts';
import { requireSameOrigin } from './same-origin.ts';

/** Largest GraphQL request body accepted, in bytes (a ticket description fits many times over). */
const BODY_LIMIT_BYTES = 256 * 1024;

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
 * @returns the SIS answer's status, content type and body text, unchanged.
 * @throws the fetch error: TimeoutError after `timeoutMs`, TypeError when the SIS is unreachable.
 */
export async function forwardToSis(input: {
  endpoint: string;
  body: string;
  idToken: string;
  locale?: string;
  timeoutMs?: number;
}): Promise<{ status: number; contentType: string; body: string }> {
  const answer = await fetch(input.endpoint, {
    method: 'POST',
    headers: sisHeaders(input.idToken, input.locale),
    body: input.body,
    signal: AbortSignal.timeout(input.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? 'application/json',
    body: await answer.text(),
  };
}

/**
 * The same-origin tickets proxy (customer-area §7 "Tickets go through a same-origin tickets-proxy path
 * (GraphQL POST) with the identity token"), mounted at `/api/tickets-proxy`: `POST /` with a JSON
 * GraphQL request and the user's id token in the `ciam_id_token` header is forwarded to the SIS by
 * {@link forwardToSis}, with the page's SIS locale when `Accept-Language` is one language tag; the SIS answer (status and body) comes back unchanged, `no-store`. The SIS
 * authorizes every call itself (token signature, organization scoping, roles).
 *
 * Refused here, as GraphQL-shaped JSON `{ errors: [{ message, extensions: { code } }] }`:
 * 403 FORBIDDEN for a request whose `Origin` is not this site (cross-site request forgery; the token in
 * a header already keeps other sites from riding a signed-in session), 401 UNAUTHENTICATED without the
 * token header, 415 for a body that is not JSON, 413 over 256 KiB, 503 when no SIS is configured, 502
 * 'Network request failed' / 504 'Network request timed out' when the SIS does not answer.
 */
export function createTicketsProxyRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post(
    '/',
    requireSameOrigin('The customer portal can only be used from a page of this site.'),
    express.text({ type: () => true, limit: BODY_LIMIT_BYTES }),
    async (request, response) => {
      response.setHeader('cache-control', 'no-store');
      const idToken = request.headers[SIS_TOKEN_HEADER];
      if (typeof idToken !== 'string' || idToken === '') {
        response.status(401).json(graphQLError('Sign in to use the customer portal', 'UNAUTHENTICATED'));
        return;
      }
      if (!request.is('application/json')) {
        response
          .status(415)
          .json(graphQLError('Send the GraphQL request as application/json', 'BAD_REQUEST'));
        return;
      }
      const endpoint = context.endpoints.sis?.url;
      if (!endpoint) {
        response.status(503).json(graphQLError('No service-information system is configured', 'UNAVAILABLE'));
        return;
      }
      try {
        const language = request.headers['accept-language'];
        const locale = language && LANGUAGE_TAG.test(language) ? language : undefined;
        const answer = await forwardToSis({ endpoint, body: String(request.body ?? ''), idToken, locale });
        response.status(answer.status).type(answer.contentType).send(answer.body);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        context.logger.warn({ err: error, endpoint }, 'tickets proxy: the SIS did not answer');
        response
          .status(timedOut ? 504 : 502)
          .json(graphQLError(timedOut ? NETWORK_ERRORS.timedOut : NETWORK_ERRORS.failed, 'UNAVAILABLE'));
      }
    },
  );
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    response.status(code).json(graphQLError('The request body could not be read', 'BAD_REQUEST'));
  });
  return router;
}
