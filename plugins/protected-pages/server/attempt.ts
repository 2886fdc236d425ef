import express, { type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import { createRateLimit } from '../../../runtime/kit/rate-limit.ts';
import { accessCookieKey, type GatePath, parseGatePath } from '../access.ts';

/**
 * The part the protected pages' POST routes share (unlock, role access; public-site §6): failed
 * attempts (answers from 400 up) limited per address by `rateLimits.editorAuthentication` under `name`
 * (429 `{ error }` beyond), a JSON body of at most 8 KB checked by `schema` (400 `{ error: usage }`
 * otherwise), answers `no-store`; then `handle` with the parsed body.
 *
 * @param input.name the rate limit's name in logs and headers (`protected-page-password`).
 * @param input.usage the 400 answer's text for a body `schema` refuses (`Send JSON { site, path }.`).
 */
export function attemptHandlers<Body>(input: {
  context: RuntimeContext;
  name: string;
  schema: z.ZodType<Body>;
  usage: string;
  handle: (body: Body, request: Request, response: Response) => Promise<void>;
}): RequestHandler[] {
  const limit = createRateLimit({
    context: input.context,
    which: 'editorAuthentication',
    name: input.name,
    skipSuccessfulRequests: true,
  });
  return [
    limit,
    express.json({ limit: '8kb' }),
    async (request, response) => {
      response.setHeader('cache-control', 'no-store');
      const body = input.schema.safeParse(request.body);
      if (!body.success) {
        response.status(400).json({ error: input.usage });
        return;
      }
      await input.handle(body.data, request, response);
    },
  ];
}

/**
 * The served site of key `site` and the gate `pathname` names on it (access.ts `parseGatePath`); each
 * null when there is none.
 */
export function servedGate(
  context: RuntimeContext,
  input: { site: string; pathname: string },
): { served: ServedSite | null; gate: GatePath | null } {
  const served = context.sites().find((candidate) => candidate.manifest.site.key === input.site) ?? null;
  const gate = served
    ? parseGatePath({ pathname: input.pathname, locales: served.locales, siteSlug: served.site.slug ?? null })
    : null;
  return { served, gate };
}

/**
 * Sets a page's access cookie: signed with the key derived from the server secret (access.ts
 * `accessCookieKey`; Express signs `signed: true` cookies as cookie-parser reads them), HttpOnly,
 * SameSite=Lax, Secure over https, scoped to the gate's cookie path, for `maxAgeMs` ms.
 */
export function setAccessCookie(input: {
  request: Request;
  response: Response;
  secret: string;
  name: string;
  value: string;
  path: string;
  maxAgeMs: number;
}): void {
  input.request.secret = accessCookieKey(input.secret);
  input.response.cookie(input.name, input.value, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: input.request.secure,
    path: input.path,
    maxAge: input.maxAgeMs,
  });
}
