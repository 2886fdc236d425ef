import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  EDITOR_HASH_MAX_AGE_MS,
  isEditorPassword,
  mintEditorHash,
  verifyEditorHash,
} from '../../../core/editor/editor-hash.ts';
import { cookieOptions, EDITOR_COOKIE } from '../cookies.ts';
import type { RuntimeContext } from '../types.ts';
import { createRateLimit } from './rate-limit.ts';

/** Largest request body accepted, in bytes: a password or a hash needs far less. */
const BODY_LIMIT_BYTES = 4096;

/** customer-area §7: body `input` (the typed password) or `hash` (a hash to check), nothing else. */
const bodySchema = z.union([
  z.object({ input: z.string().max(1024) }).strict(),
  z.object({ hash: z.string().max(1024) }).strict(),
]);

const BAD_BODY = 'Send JSON { "input": "<editor password>" } or { "hash": "<editor hash>" }.';
const NOT_CONFIGURED =
  'The editor area is not configured on this server: set editor.password and editor.secret ' +
  '(SITEFLEET_EDITOR_PASSWORD, SITEFLEET_EDITOR_SECRET).';

/**
 * The editor password check `POST /api/editor-area-autentication` (customer-area §6, §7, §8, §9; the
 * path is spelled as the spec spells it), mounted under `/api/editor-area-autentication`:
 *
 * - `{ "input": password }`: right → 200 `{ success: true, hashedPassword }` and the editor cookie
 *   (`editor-area-password` = the hash; `Max-Age=7776000` (90 days), `SameSite=Lax`, `HttpOnly`,
 *   `Path=/`, `Secure` over https); wrong → 401 `{ success: false, wrongPassword: true }` (§8 "A wrong
 *   editor password sets a wrong-password flag"), no cookie.
 * - `{ "hash": hash }`: 200 `{ success: true }` when the hash verifies (core/editor/editor-hash.ts), else
 *   401 `{ success: false }`.
 *
 * Without editor secrets (`context.editor` unset) every check fails: 401 `{ success: false, error }`.
 * 400 `{ success: false, error }` for a body that is not one of those JSON shapes (or over 4 kB). At most
 * `context.rateLimits.editorAuthentication` attempts per address (default 10 per 15 minutes), then 429
 * JSON. The `/api` router adds the same-origin guard and the API rate limit in front. Answers are
 * `no-store`.
 */
export function createEditorAreaRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.post(
    '/',
    createRateLimit({ context, which: 'editorAuthentication', name: 'editor-authentication' }),
    express.json({ limit: BODY_LIMIT_BYTES }),
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
      if ('hash' in body.data) {
        const valid = verifyEditorHash({ keys, hash: body.data.hash, now });
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
