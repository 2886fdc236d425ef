import type { Request, RequestHandler, Response } from 'express';
import { type MeasurementSystem, UI_LANGUAGES } from '../../core/model/system-data.ts';
import type { RequestModes } from '../../core/serving/context.ts';
import { COOKIE_NAMES, cookieOptions, requestCookie } from '../kit/cookies.ts';
import { runtimeLocals } from '../kit/locals.ts';
import { queryValue } from '../kit/query.ts';

const MEASUREMENT_SYSTEMS: readonly MeasurementSystem[] = ['Metric', 'Imperial'];

/**
 * The modes middleware: reads the request's query and cookies into `response.locals.modes`
 * ({@link RequestModes}) and remembers the visitor's choices in cookies (runtime/kit/cookies.ts):
 *
 * - testing mode (public-site §2): `?testing=true` turns it on and sets the testing cookie, which keeps
 *   it on; `?testing=false` turns it off and clears the cookie.
 * - next-release toggle (public-site §4): `?nextRelease` with any value but `false` turns it on and sets
 *   its cookie; `?nextRelease=false` turns it off and clears it.
 * - measurement system (public-site §4): `?measurementSystem=Metric|Imperial` sets its cookie; other
 *   values are ignored. Unset: null (the country default applies, else Metric).
 * - fallback language (public-site §4): `?fallbackLanguage=<UI language>` sets its cookie; other values
 *   are ignored.
 *
 * Runs before every router, so `/api` and `/file` see the same modes as pages. An answer on which it set
 * or cleared a cookie is kept out of shared caches (`private`, `Vary: Cookie`) by the cookie-caching
 * middleware mounted in front of it (runtime/server/cookie-caching.ts, runtime/server/app.ts).
 */
export function createModesMiddleware(): RequestHandler {
  return (request, response, next) => {
    const parsedQuery = { query: request.query }; // Express parses the query string on every read
    runtimeLocals(response).modes = {
      testing: readToggle({
        request,
        parsedQuery,
        response,
        query: 'testing',
        cookie: COOKIE_NAMES.testing,
        on: 'true',
      }),
      nextRelease: readToggle({
        request,
        parsedQuery,
        response,
        query: 'nextRelease',
        cookie: COOKIE_NAMES.nextRelease,
      }),
      measurementSystem: readChoice({
        request,
        parsedQuery,
        response,
        query: 'measurementSystem',
        cookie: COOKIE_NAMES.measurementSystem,
        allowed: MEASUREMENT_SYSTEMS,
      }),
      fallbackLanguage: readChoice({
        request,
        parsedQuery,
        response,
        query: 'fallbackLanguage',
        cookie: COOKIE_NAMES.fallbackLanguage,
        allowed: UI_LANGUAGES,
      }),
    };
    next();
  };
}

/**
 * An on/off mode: `?<query>=false` clears the cookie; `?<query>=<on>` (any value when `on` is not
 * given) sets it; without the parameter the cookie decides.
 */
function readToggle(input: {
  request: Request;
  /** The request's parsed query, read once. */
  parsedQuery: Pick<Request, 'query'>;
  response: Response;
  query: string;
  cookie: string;
  on?: string;
}): boolean {
  const { request, response, cookie } = input;
  const value = queryValue(input.parsedQuery, input.query);
  if (value === 'false') {
    if (requestCookie(request, cookie)) {
      response.clearCookie(cookie, cookieOptions({ request, persistent: false }));
    }
    return false;
  }
  if (value !== undefined && (input.on === undefined || value === input.on)) {
    response.cookie(cookie, '1', cookieOptions({ request, persistent: false }));
    return true;
  }
  return requestCookie(request, cookie) === '1';
}

/** A remembered choice among `allowed`: a valid query value is set as cookie, else the cookie's value. */
function readChoice<Value extends string>(input: {
  request: Request;
  /** The request's parsed query, read once. */
  parsedQuery: Pick<Request, 'query'>;
  response: Response;
  query: string;
  cookie: string;
  allowed: readonly Value[];
}): Value | null {
  const { request, response, cookie, allowed } = input;
  const isAllowed = (value: string | null | undefined): value is Value =>
    value != null && (allowed as readonly string[]).includes(value);
  const value = queryValue(input.parsedQuery, input.query);
  if (isAllowed(value)) {
    response.cookie(cookie, value, cookieOptions({ request, persistent: true }));
    return value;
  }
  const remembered = requestCookie(request, cookie);
  return isAllowed(remembered) ? remembered : null;
}
