import { createHmac } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, Response } from 'express';

/** The CSRF cookie's name: HttpOnly, SameSite=Strict, path `/api/forms`, Secure over https. */
export const CSRF_COOKIE = 'sitefleet-forms-csrf';

/** The request header that carries the token (the double submit). */
export const CSRF_HEADER = 'x-csrf-token';

/** The forms' CSRF protection: tokens handed to a page, and the check of a submission. */
export interface FormsCsrf {
  /** Makes a token for the page and sets its cookie (`overwrite`: a page load starts fresh). */
  issue(request: Request, response: Response): string;
  /** Tells whether the request's header token matches its cookie (signed with the secret). */
  verify(request: Request): boolean;
}

/**
 * The secret the CSRF tokens are signed with (docs/security.md): config `forms.secret`
 * when set; otherwise an HMAC-SHA256 of the label `sitefleet:forms:csrf` keyed with the server secret
 * (config `editor.secret`, in the sandbox the one generated into `.sitefleet/editor.json`), so that the
 * repository holds no secret and one server secret does not sign two kinds of values the same way.
 *
 * @returns the secret, or null when neither is there (the forms then answer 503).
 */
export function csrfSecret(input: { formsSecret?: string; serverSecret?: string }): string | null {
  if (input.formsSecret) return input.formsSecret;
  if (!input.serverSecret) return null;
  return createHmac('sha256', input.serverSecret).update('sitefleet:forms:csrf').digest('base64url');
}

/**
 * The double-submit-cookie CSRF protection of the forms (csrf-csrf 4): `GET /api/forms/csrf` hands out
 * a token (an HMAC of a random value with the secret) and sets the same value's cookie; a submission
 * must send the token in `x-csrf-token` and the cookie. Anonymous visitors have no session, so the token
 * is bound to no session identifier: the secret, the cookie (HttpOnly, SameSite=Strict) and the
 * runtime's same-Origin check on every `/api` POST together keep other sites out.
 */
export function createFormsCsrf(secret: string): FormsCsrf {
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: () => '',
    cookieName: CSRF_COOKIE,
    cookieOptions: { sameSite: 'strict', path: '/api/forms', secure: false, httpOnly: true },
    getCsrfTokenFromRequest: (request) => request.get(CSRF_HEADER),
  });
  return {
    issue: (request, response) =>
      generateCsrfToken(request, response, {
        overwrite: true,
        cookieOptions: { sameSite: 'strict', path: '/api/forms', secure: request.secure, httpOnly: true },
      }),
    verify: (request) => validateRequest(request),
  };
}
