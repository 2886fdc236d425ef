import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../../core/logger.ts';
import { runtimeLocals } from './locals.ts';

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
 * (error level for 5xx answers, warn for 4xx).
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
        url: request.url,
        host: request.headers?.host,
      }),
      res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
    },
    customSuccessMessage: (request, response, responseTime) =>
      `${request.method} ${(request as { originalUrl?: string }).originalUrl ?? request.url} ${response.statusCode} ${Math.round(responseTime)} ms`,
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
