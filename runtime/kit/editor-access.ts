import type { Request, RequestHandler } from 'express';
import { verifyEditorHash } from '../../core/editor/editor-hash.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { EDITOR_COOKIE, requestCookie } from './cookies.ts';

/**
 * True when the request carries a valid editor hash in the editor cookie {@link EDITOR_COOKIE}
 * (customer-area §6, core/editor/editor-hash.ts: minted by `POST /api/editor-area-autentication` with the
 * current password and secret, at most 90 days old). Only the cookie counts: it is `HttpOnly` and
 * `SameSite=Lax`, so the editor's pages send it on their own same-origin calls and no script can read it.
 * False when the runtime has no editor configured (`context.editor` unset). Needs cookie-parser.
 *
 * @param input.now the current time in ms; default `Date.now()`.
 */
export function hasEditorAccess(input: { context: RuntimeContext; request: Request; now?: number }): boolean {
  return verifyEditorHash({
    keys: input.context.editor,
    hash: requestCookie(input.request, EDITOR_COOKIE),
    now: input.now ?? Date.now(),
  });
}

/**
 * Gate of the editor-only APIs (docs/security.md rule 1: the draft proxy, the editor navigation): passes a request
 * with {@link hasEditorAccess}, answers every other with 401 JSON `{ error }` and `Cache-Control:
 * no-store`, forwarding nothing.
 *
 * @param context the runtime context (its `editor` secrets).
 * @returns an Express middleware.
 */
export function requireEditor(context: RuntimeContext): RequestHandler {
  return (request, response, next) => {
    if (hasEditorAccess({ context, request })) {
      next();
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(401).json({
      error: context.editor
        ? 'Editor access only: sign in to the editor area first (POST /api/editor-area-autentication).'
        : 'Editor access is not configured on this server: set editor.password and editor.secret.',
    });
  };
}
