import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../core/logger.ts';
import { segmentsAfterLocale } from '../../core/routing/path-segments.ts';
import { safeDecode } from '../../core/routing/url.ts';
import { runtimeLocals } from '../kit/locals.ts';

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming request id is kept only when it is this short and plain (it ends up in logs). */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request log (ARCHITECTURE "The runtime": request ids in logs), pino-http on the shared logger:
 * each request gets an id (the incoming `x-request-id` when it is plain, else a UUID), answered in the
 * `x-request-id` header and stored in `response.locals.requestId`; every line logged through
 * `request.log`, and the completion line (`GET /en 200 3 ms`, with method, url, host and status; no
 * headers, which carry cookies and tokens), carry it as `requestId`. Completion lines are at info level
 * (error level for 5xx answers, warn for 4xx). URLs are logged through {@link redactUrl}: no
 * authorization code, state or token reaches the log.
 */
export function createRequestLog(logger: Logger): RequestHandler[] {
  const log = pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId(request, response) {
      const incoming = request.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Lean lines: no headers (they carry cookies and tokens).
    serializers: {
      req: (request: { method?: string; url?: string; headers?: Record<string, unknown> }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.headers?.host,
      }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    customSuccessMessage: (request, response, responseTime) =>
      `${request.method} ${loggedTarget(request)} ${response.statusCode} ${Math.round(responseTime)} ms`,
    customErrorMessage: (request, response) =>
      `${request.method} ${loggedTarget(request)} ${response.statusCode} failed`,
    customLogLevel(_request, response, error) {
      if (error || response.statusCode >= 500) return 'error';
      return response.statusCode >= 400 ? 'warn' : 'info';
    },
  });
  const expose: RequestHandler = (request, response, next) => {
    runtimeLocals(response).requestId = String(request.id);
    next();
  };
  return [log, expose];
}

/** The request target as sent (Express's `originalUrl`: mounted routers shorten `url`), redacted. */
function loggedTarget(request: IncomingMessage & { originalUrl?: string }): string {
  return redactUrl(request.originalUrl ?? request.url ?? '/');
}

/** First segments (after an optional locale) of the sign-in callback pages, whose query is all secret. */
const CALLBACK_PAGES: ReadonlySet<string> = new Set(['callback', 'blank-callback']);

/** Query parameters that carry OAuth/OIDC secrets or session identifiers anywhere (lower case). */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set([
  'code',
  'state',
  'token',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'id_token',
  'session_state',
]);

/**
 * The form of a request URL that may be logged (docs/security.md rule 8: the request log wrote
 * `/en/callback?code=…&state=…`): the callback pages (`/{locale}/callback`, `/callback`,
 * `/blank-callback`, any case) lose their whole query; elsewhere every parameter named `code`, `state`,
 * `token`, `id_token_hint`, `access_token`, `refresh_token`, `id_token` or `session_state` (names read
 * as a query parser reads them: percent-decoded, `+` as space, any case) is removed, the others kept as
 * sent.
 *
 * @param url a request target (`/en/callback?code=abc&state=xyz`).
 * @returns `/en/callback`; `/en/products?q=1&code=abc` → `/en/products?q=1`. Never throws.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pathname = url.slice(0, queryStart);
  const [first] = segmentsAfterLocale(safeDecode(pathname).toLowerCase());
  if (first !== undefined && CALLBACK_PAGES.has(first)) return pathname;
  const kept = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => !SECRET_PARAMETERS.has(parameterName(pair)));
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`;
}

/**
 * The decoded, lower-case name of one `name=value` pair, as URLSearchParams reads it, without a
 * bracket suffix (`code[0]`), which Express's query parser reads as the same parameter.
 */
function parameterName(pair: string): string {
  const [name = ''] = new URLSearchParams(pair).keys();
  return name.replace(/\[.*$/, '').toLowerCase();
}
