import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RedirectOriginRule } from './redirect-rule.ts';

/** Largest JSON body the account and session APIs read, in bytes. */
export const MAX_JSON_BYTES = 16 * 1024;

/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/** A ForgeRock-style error answer: `{ code, reason, message, detail? }`. */
export interface ForgeRockError {
  code: number;
  reason: string;
  message: string;
  detail?: unknown;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Builds a {@link ForgeRockError} with the reason phrase of `code`. */
export function forgeRockError(code: number, message: string, detail?: unknown): ForgeRockError {
  return { code, reason: REASONS[code] ?? 'Error', message, ...(detail === undefined ? {} : { detail }) };
}

/** Sends `body` as JSON, never cached. */
export function sendJson(input: {
  response: ServerResponse;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}): void {
  input.response
    .writeHead(input.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...input.headers,
    })
    .end(JSON.stringify(input.body));
}

/** Sends a {@link ForgeRockError} with its code as the status. */
export function sendError(
  response: ServerResponse,
  error: ForgeRockError,
  headers?: Record<string, string>,
): void {
  sendJson({ response, status: error.code, body: error, ...(headers ? { headers } : {}) });
}

/** A request body larger than {@link MAX_JSON_BYTES}. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(`Request body larger than ${MAX_JSON_BYTES} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * The answer to a request body that could not be read: 413 past {@link MAX_JSON_BYTES}
 * ({@link BodyTooLargeError}), else 400 'The body is not valid JSON'.
 */
export function unreadableBodyError(error: unknown): ForgeRockError {
  return error instanceof BodyTooLargeError
    ? forgeRockError(413, error.message)
    : forgeRockError(400, 'The body is not valid JSON');
}

/**
 * Reads a request body as text.
 *
 * @returns the body; '' when there is none.
 * @throws BodyTooLargeError past {@link MAX_JSON_BYTES}.
 */
export async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_JSON_BYTES) throw new BodyTooLargeError();
  }
  return body;
}

/**
 * The URL every router of the provider reads a request by: its target parsed by WHATWG rules, so dot
 * segments (`/./`, `/x/../`, `%2e`, `%2E`), a backslash for a slash and a fragment are resolved as the
 * routers resolve them, and a rule decided on the result (the login limit) cannot be spelled around.
 *
 * @param target `request.url` (origin-form `/path?query`, or absolute-form); undefined reads as `/`.
 * @returns the parsed URL (host `provider.invalid` unless the target is absolute); null when the target
 *   is not a URL.
 */
export function requestUrl(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://provider.invalid');
  } catch {
    return null;
  }
}

/** One call of a JSON API: the CORS origin rule, the request and its response. */
export interface JsonApiCall {
  originAllowed: RedirectOriginRule;
  request: IncomingMessage;
  response: ServerResponse;
}

/** What a JSON API allows a browser from another origin ({@link applyCors}). */
export interface CorsRule {
  methods: readonly string[];
  headers: readonly string[];
}

/** A call of a JSON API that passed {@link routeJsonApiCall}. */
export interface RoutedCall<Route> {
  url: URL;
  /** The request's method, one of the rule's. */
  method: string;
  /** What the API's router found for the path. */
  route: Route;
}

/**
 * Starts answering a call of a JSON API: applies its CORS rule ({@link applyCors}, which answers a
 * preflight itself), then answers 404 'Resource not found' when `route` finds nothing for the URL
 * ({@link requestUrl}, the same parse the provider's dispatch and login limit use) and
 * 405 'Method {method} is not supported' (with `allow`) for a method the rule does not list.
 *
 * @param input.call the call; `input.cors` the API's CORS rule.
 * @param input.route the API's router: what the URL names (e.g. a user id), or null/undefined for nothing.
 * @returns the call to go on with; null when it has been answered.
 */
export function routeJsonApiCall<Route>(input: {
  call: JsonApiCall;
  cors: CorsRule;
  route: (url: URL) => Route | null | undefined;
}): RoutedCall<Route> | null {
  const { request, response } = input.call;
  if (applyCors({ ...input.call, ...input.cors })) return null;
  const url = requestUrl(request.url);
  const route = url && input.route(url);
  if (!url || route === null || route === undefined) {
    sendError(response, forgeRockError(404, 'Resource not found'));
    return null;
  }
  const method = request.method ?? 'GET';
  if (!input.cors.methods.includes(method)) {
    sendError(response, forgeRockError(405, `Method ${method} is not supported`), {
      allow: input.cors.methods.join(', '),
    });
    return null;
  }
  return { url, method, route };
}

/**
 * The CORS rule of the provider's JSON APIs: a request from an origin `originAllowed` accepts gets
 * `Access-Control-Allow-Origin` with that origin (no credentials: the APIs take bearer tokens and
 * headers, not cookies). A preflight (`OPTIONS`) is answered here: 204 with the allowed methods and
 * headers for an allowed origin, 403 without any CORS header otherwise.
 *
 * @returns true when the request was a preflight and has been answered; false to go on.
 */
export function applyCors(input: {
  request: IncomingMessage;
  response: ServerResponse;
  originAllowed: RedirectOriginRule;
  methods: readonly string[];
  headers: readonly string[];
}): boolean {
  const { request, response } = input;
  const origin = request.headers.origin;
  const allowed = typeof origin === 'string' && input.originAllowed(origin);
  response.setHeader('vary', 'Origin');
  if (allowed) response.setHeader('access-control-allow-origin', origin);
  if (request.method !== 'OPTIONS') return false;
  if (!allowed) {
    response.writeHead(403).end();
    return true;
  }
  response
    .writeHead(204, {
      'access-control-allow-methods': input.methods.join(', '),
      'access-control-allow-headers': input.headers.join(', '),
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_S),
    })
    .end();
  return true;
}
