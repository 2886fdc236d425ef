import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  EDITOR_HASH_MAX_AGE_MS,
  isEditorPassword,
  mintEditorHash,
  verifyEditorHash,
} from '../../../core/editor/editor-hash.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { cookieOptions, EDITOR_COOKIE, requestCookie } from '../../../runtime/kit/cookies.ts';
import { createRateLimit } from '../../../runtime/kit/rate-limit.ts';

/** Largest request body accepted, in bytes: a password or a hash needs far less. */
const BODY_LIMIT_BYTES = 4096;

/**
 * customer-area §7: body `input` (the typed password) or `hash` (a hash to check), nothing else; or `{}`
 * to check the request's own editor cookie, which page code cannot read (it is `HttpOnly`).
 */
const bodySchema = z.union([
  z.object({ input: z.string().max(1024) }).strict(),
  z.object({ hash: z.string().max(1024) }).strict(),
  z.object({}).strict(),
]);

const BAD_BODY =
  'Send JSON { "input": "<editor password>" }, { "hash": "<editor hash>" } or {} (checks the editor cookie).';
const NOT_CONFIGURED =
  'The editor area is not configured on this server: set editor.password and editor.secret ' +
  '(SITEFLEET_EDITOR_PASSWORD, SITEFLEET_EDITOR_SECRET).';

/** A cookie check of a visitor without an editor cookie: nothing is guessed, so it does not count. */
function isAnonymousCookieCheck(request: Request): boolean {
  const body: unknown = request.body;
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length === 0 &&
    requestCookie(request, EDITOR_COOKIE) === null
  );
}

/**
 * The editor password check `POST /api/editor-area-autentication` (customer-area §6, §7, §8, §9; the
 * path is spelled as the spec spells it), mounted under `/api/editor-area-autentication`. JSON bodies:
 *
 * - `{ "input": password }`: right → 200 `{ success: true, hashedPassword }` and the editor cookie
 *   (`editor-area-password` = the hash; `Max-Age=7776000` (90 days), `SameSite=Lax`, `HttpOnly`,
 *   `Path=/`, `Secure` over https); wrong → 401 `{ success: false, wrongPassword: true }` (§8 "A wrong
 *   editor password sets a wrong-password flag"), no cookie.
 * - `{ "hash": hash }`: 200 `{ success: true }` when the hash verifies (core/editor/editor-hash.ts), else
 *   401 `{ success: false }`.
 * - `{}`: the same check of the hash in the request's editor cookie.
 *
 * The client flow: the sign-in form POSTs `{ input }`; the browser keeps the cookie. On each page change
 * (§6 "checked against the server on page changes") page code POSTs `{}` with the page's own credentials
 * (`fetch(path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type':
 * 'application/json' }, body: '{}' })`): the browser sends the `HttpOnly` cookie that no script can read,
 * and `success: false` (expired, or the password or secret changed) means showing the sign-in form again.
 * `{ hash }` serves a client that holds the hash itself (the `hashedPassword` of the sign-in answer).
 *
 * Without editor secrets (`context.editor` unset) every check fails: 401 `{ success: false, error }`.
 * 400 `{ success: false, error }` for a body that is not one of those JSON shapes (or over 4 kB). At most
 * `context.rateLimits.editorAuthentication` failed checks per address (default 10 per 15 minutes: a
 * right password and a valid hash give their hit back, and a `{}` without an editor cookie guesses
 * nothing and is not counted), then 429 `{ success: false, error }` for any body the JSON parser accepts
 * (a body it refuses is a 400 that guesses nothing and is not counted here). The `/api` router
 * adds the same-origin guard and the API rate limit in front. Answers are `no-store`.
 */
export function createEditorAreaRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post(
    '/',
    express.json({ limit: BODY_LIMIT_BYTES }),
    createRateLimit({
      context,
      which: 'editorAuthentication',
      name: 'editor-authentication',
      skipSuccessfulRequests: true,
      skip: isAnonymousCookieCheck,
      body: { success: false },
    }),
    (request, response) => {
      response.setHeader('cache-control', 'no-store');
      const body = bodySchema.safeParse(request.body);
      if (!body.success) {
        response.status(400).json({ success: false, error: BAD_BODY });
        return;
      }
      const keys = context.editor;
      if (!keys) {
        response.status(401).json({ success: false, error: NOT_CONFIGURED });
        return;
      }
      const now = Date.now();
      if (!('input' in body.data)) {
        const hash = 'hash' in body.data ? body.data.hash : requestCookie(request, EDITOR_COOKIE);
        const valid = verifyEditorHash({ keys, hash, now });
        response.status(valid ? 200 : 401).json({ success: valid });
        return;
      }
      if (!isEditorPassword({ keys, candidate: body.data.input })) {
        response.status(401).json({ success: false, wrongPassword: true });
        return;
      }
      const hashedPassword = mintEditorHash({ keys, now });
      response.cookie(
        EDITOR_COOKIE,
        hashedPassword,
        cookieOptions({ request, persistent: true, maxAgeMs: EDITOR_HASH_MAX_AGE_MS }),
      );
      response.json({ success: true, hashedPassword });
    },
  );
  // A body express.json cannot read (malformed, too large) is the caller's mistake, answered as JSON.
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
    response.setHeader('cache-control', 'no-store');
    response.status(code).json({ success: false, error: BAD_BODY });
  });
  return router;
}
