import type { Request, Response } from 'express';
import type { FormMessageKey } from '../messages.ts';
import type { FormErrors } from '../schemas.ts';

/** The kinds of problem the forms API answers, as the `type` of its JSON problems (RFC 9457). */
export type FormsProblemType =
  | 'invalid-fields'
  | 'csrf'
  | 'upload-too-large'
  | 'upload-type'
  | 'unsupported-body'
  | 'unknown-form'
  | 'rate-limited'
  | 'unavailable'
  | 'unknown-site'
  | 'failed';

/**
 * Answers a JSON problem (`application/problem+json`, RFC 9457, never cached): `{ type, title, status,
 * messageKey, errors?, contact? }`, `type` as `urn:sitefleet:forms:{kind}`, `messageKey` the message the
 * island shows (messages.ts: `failed`, `failedApology`, `uploadTooLarge`…), `errors` field → message key,
 * `contact` the support contact the `failedApology` of a 5xx names (public-site §8). When the request's
 * body was not read to its end, the answer closes the connection, so the rest is never read.
 */
export function sendProblem(
  request: Request,
  response: Response,
  problem: {
    status: number;
    type: FormsProblemType;
    title: string;
    messageKey: FormMessageKey;
    errors?: FormErrors;
    contact?: string;
  },
): void {
  response.setHeader('cache-control', 'no-store');
  // A body left unread (refused before or while reading it) is never read: the connection closes.
  if (!request.complete) response.setHeader('connection', 'close');
  response
    .status(problem.status)
    .type('application/problem+json')
    .json({
      type: `urn:sitefleet:forms:${problem.type}`,
      title: problem.title,
      status: problem.status,
      messageKey: problem.messageKey,
      ...(problem.errors ? { errors: problem.errors } : {}),
      ...(problem.contact ? { contact: problem.contact } : {}),
    });
}
