import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { measurementSystemSchema } from '../../../core/model/system-data.ts';
import { COOKIE_NAMES, cookieOptions } from '../../../runtime/kit/cookies.ts';

/** Largest request body accepted, in bytes: `{"measurementSystem":"Imperial"}` needs 31. */
const BODY_LIMIT_BYTES = 1024;

/** The body of `POST /api/preferences`; other fields are ignored. */
const preferencesBody = z.object({ measurementSystem: measurementSystemSchema });

/**
 * The visitor's preferences (customer-area §4 measurement system, "set by the user, remembered in a
 * cookie"), mounted under `/api/preferences`:
 *
 * - `POST /` with JSON `{ "measurementSystem": "Metric" | "Imperial" }` sets the measurement-system
 *   cookie the modes middleware reads (`sf_ms`, runtime/kit/cookies.ts, far-future expiry) and
 *   answers 204.
 *
 * Errors are JSON `{ error }`: 400 for a body that is not that JSON. The `/api` router
 * (runtime/server/api-router.ts) answers a request from another origin (or without `Origin`) with 403
 * and one over `rateLimits.api` with 429 before it gets here.
 */
export function createPreferencesRouter(): express.Router {
  const router = express.Router();
  router.post('/', express.json({ limit: BODY_LIMIT_BYTES }), (request, response) => {
    const parsed = preferencesBody.safeParse(request.body);
    if (!parsed.success) {
      response.status(400).json({
        error: 'Send JSON { "measurementSystem": "Metric" } or { "measurementSystem": "Imperial" }.',
      });
      return;
    }
    const { measurementSystem } = parsed.data;
    response.cookie(
      COOKIE_NAMES.measurementSystem,
      measurementSystem,
      cookieOptions({ request, persistent: true }),
    );
    response.setHeader('cache-control', 'no-store');
    response.status(204).end();
  });
  // A body express.json cannot read (malformed, too large) is the visitor's mistake, answered as JSON.
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    response
      .status(code)
      .json({ error: 'The request body must be JSON { "measurementSystem": "Metric" | "Imperial" }.' });
  });
  return router;
}
