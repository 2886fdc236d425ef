import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from '../../core/logger.ts';
import { segmentsAfterLocale } from '../../core/routing/path-segments.ts';
import { safeDecode } from '../../core/routing/url.ts';
import { runtimeLocals } from '../kit/locals.ts';

/** Header carrying the request id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming request id is kept only when it is this short and plain (it ends up in logs). */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request log (ARCHITECTURE "The runtime": request ids in logs) on the shared pino logger: each
 * request gets an id (the incoming `x-request-id` when it is plain, else a UUID), answered in the
 * `x-request-id` header and stored in `response.locals.requestId`; the completion line (`GET /en 200
 * 3 ms`, with `requestId`, `req` {method, url, host}, `res` {statusCode} and `responseTime` in ms; no
 * headers, which carry cookies and tokens) is at info level, warn for 4xx answers, error for 5xx and
 * for requests the client aborted before the answer was complete (`GET /en 200 aborted`). URLs are
 * logged through {@link redactUrl}: no authorization code, state or token reaches the log. Handlers log
 * with the request id through {@link requestLogger}.
 *
 * Why not pino-http: it builds two child loggers per request (one of them serialising the request)
 * even when no line gets written; that was a fifth of the runtime's CPU time per search API answer in
 * `bench/search.bench.ts`. Here the completion line is built only when its level is enabled, and the
 * request's child logger only when a handler asks for it.
 */
export function createRequestLog(logger: Logger): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    const url = request.url;
    const incoming = request.headers[REQUEST_ID_HEADER];
    const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, requestId);
    runtimeLocals(response).requestId = requestId;
    REQUEST_LOGS.set(response, { logger, requestId, child: null });
    // 'close' follows 'finish' on a completed answer and comes alone when the client went away.
    response.once('close', () => {
      const aborted = !response.writableFinished;
      const status = response.statusCode;
      const level = aborted || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Math.round(performance.now() - started);
      logger[level](
        {
          requestId,
          req: { method: request.method, url: redactUrl(url), host: request.headers.host },
          res: { statusCode: status },
          responseTime,
        },
        `${request.method} ${redactUrl(url)} ${status} ${aborted ? 'aborted' : `${responseTime} ms`}`,
      );
    });
    next();
  };
}

/** Each answer's logger and request id (set by {@link createRequestLog}). */
const REQUEST_LOGS = new WeakMap<Response, { logger: Logger; requestId: string; child: Logger | null }>();

/**
 * A logger whose lines carry the request's id (`requestId`), made on first use per request.
 *
 * @param response the answer of a request that went through {@link createRequestLog}.
 * @param fallback the logger to use when it did not (lines then carry no id).
 */
export function requestLogger(response: Response, fallback: Logger): Logger {
  const entry = REQUEST_LOGS.get(response);
  if (!entry) return fallback;
  entry.child ??= entry.logger.child({ requestId: entry.requestId });
  return entry.child;
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
