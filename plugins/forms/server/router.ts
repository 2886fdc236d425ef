import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { fileLink } from '../../../core/routing/file-link.ts';
import { matchSite } from '../../../core/routing/site-matching.ts';
import type { RuntimeContext, ServedSite } from '../../../core/serving/context.ts';
import { createRateLimitStore } from '../../../runtime/kit/rate-limit.ts';
import { DEFAULT_DESTINATION, type ResolvedOptions } from '../options.ts';
import {
  FORMS_WITH_ATTACHMENTS,
  type FormName,
  isFormName,
  isHoneypotFilled,
  validateForm,
} from '../schemas.ts';
import { insertSubmission, type StoredAttachment } from '../store/submissions.ts';
import { createFormsCsrf, csrfSecret, type FormsCsrf } from './csrf.ts';
import { type BodyRefusal, type ReceivedFile, readMultipart, removeFiles } from './multipart.ts';
import { type FormsProblemType, sendProblem } from './problem.ts';
import type { FormsService } from './service.ts';

/**
 * The public forms' API, mounted at `/api/forms` behind the runtime's API guards
 * (same Origin and `rateLimits.api` for every POST, docs/security.md rules 1 and 6):
 *
 * - `GET /csrf` → `{ token }`, and sets the CSRF cookie (server/csrf.ts);
 * - `POST /{form}` (`service-request`, `open-source-request`, `story-feedback`, `whitepaper-download`),
 *   `multipart/form-data`: the fields as form fields, files as `attachments` (service request only),
 *   header `x-csrf-token`. Answers: 201 `{ id, downloadUrl? }` (`/file/{whitepaper}`, with `?l={locale}`
 *   but for `en`, public-site §2 file links, for the whitepaper form) once the submission and its outbox
 *   entry are committed; 400 `{ type, title, errors }` (field → message key, schemas.ts); 403 without a
 *   valid CSRF token; 404 for another form name, or where no site is served at the request's host; 413
 *   `{ title, messageKey: 'uploadTooLarge' }` once the files pass 100 MB together (reading stops, the
 *   connection closes); 415 `uploadType` for a file that is not an image or video by its first bytes
 *   (reading stops there), or a body that is not multipart; 429 over `perMinute` per address and form;
 *   503 while the store is not open (or the runtime has no forms settings or secret); 500 when storing
 *   fails. Every problem is JSON (server/problem.ts) with the `messageKey` the island shows; a 5xx gives
 *   `failedApology` and `contact`, the site's `supportContact` (public-site §8), the other failures the
 *   short `failed`.
 *   A filled honeypot answers 201 with an id, stores nothing and logs it: a bot learns nothing.
 *
 * The submission names the site the visitor was on ({@link submissionSite}), never the host.
 */
export function createFormsRouter(input: {
  context: RuntimeContext;
  /** The fleet-wide options (`perMinute`: the limiter counts before the site is known). */
  options: ResolvedOptions;
  /** A site's options, by site key: its own `destinations` and `supportContact`. */
  optionsOf: (siteKey: string) => ResolvedOptions;
  service: Promise<FormsService> | null;
  formsSecret?: string;
}): express.Router {
  const { context, options } = input;
  const router = express.Router();
  const secret = csrfSecret({ formsSecret: input.formsSecret, serverSecret: context.editor?.secret });
  const csrf: FormsCsrf | null = secret ? createFormsCsrf(secret) : null;
  // Requests wait for the store to open (at start); null when it cannot be (logged once, then 503).
  const ready: Promise<FormsService | null> = input.service
    ? input.service.catch((error: unknown) => {
        context.logger.error({ err: error }, 'the forms store could not be opened');
        return null;
      })
    : Promise.resolve(null);

  // The support contact of a 5xx: the submission's site's, else (before the fields are read) the host's.
  const contactOf = (request: Request, site?: ServedSite | null) => {
    const known = site ?? submissionSite({ sites: context.sites(), request, claimed: undefined });
    return (known ? input.optionsOf(known.site.key) : options).supportContact;
  };
  const unavailable = (request: Request, response: Response, why: string) => {
    context.logger.warn(`forms API unavailable: ${why}`);
    sendProblem(request, response, {
      status: 503,
      type: 'unavailable',
      title: why,
      messageKey: 'failedApology',
      contact: contactOf(request),
    });
  };

  router.get('/csrf', (request, response) => {
    if (!csrf)
      return unavailable(request, response, 'The forms have no secret: set forms.secret or editor.secret.');
    response.setHeader('cache-control', 'no-store');
    response.json({ token: csrf.issue(request, response) });
  });

  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'forms',
    // Shared by the runtime instances when config `redis.url` is set, like the runtime's own limits.
    store: createRateLimitStore({ context, name: 'forms' }),
    keyGenerator: (request) => `${String(request.params.form)}:${ipKeyGenerator(request.ip ?? '')}`,
    handler: (request, response) =>
      sendProblem(request, response, {
        status: 429,
        type: 'rate-limited',
        title: `Too many submissions: at most ${options.perMinute} a minute from one address.`,
        messageKey: 'failed',
      }),
  });

  router.post('/:form', limiter, async (request: Request, response: Response, next: NextFunction) => {
    const state: SubmitState = { site: null };
    try {
      await submit(request, response, state);
    } catch (error) {
      if (response.headersSent) return next(error);
      context.logger.error({ err: error }, 'form submission failed');
      sendProblem(request, response, {
        status: 500,
        type: 'failed',
        title: 'The submission could not be stored.',
        messageKey: 'failedApology',
        contact: contactOf(request, state.site),
      });
    }
  });

  async function submit(request: Request, response: Response, state: SubmitState): Promise<void> {
    const form = String(request.params.form);
    if (!isFormName(form)) {
      sendProblem(request, response, {
        status: 404,
        type: 'unknown-form',
        title: `No form named ${form}.`,
        messageKey: 'failed',
      });
      return;
    }
    if (!csrf)
      return unavailable(request, response, 'The forms have no secret: set forms.secret or editor.secret.');
    if (!csrf.verify(request)) {
      sendProblem(request, response, {
        status: 403,
        type: 'csrf',
        title: 'The form is missing its CSRF token or cookie: reload the page and send it again.',
        messageKey: 'failed',
      });
      return;
    }
    if (!request.is('multipart/form-data')) {
      sendProblem(request, response, {
        status: 415,
        type: 'unsupported-body',
        title: 'Send the form as multipart/form-data.',
        messageKey: 'failed',
      });
      return;
    }
    const service = await ready;
    if (!service) return unavailable(request, response, 'The forms store is not open.');
    const body = await readMultipart({
      request,
      tempDir: service.tempDir,
      acceptFiles: FORMS_WITH_ATTACHMENTS.includes(form),
    });
    if (!body.ok) {
      const { refusal } = body;
      sendProblem(request, response, {
        status: refusal.status,
        type: REFUSAL_TYPES[refusal.status],
        title: refusal.detail,
        messageKey: refusal.messageKey,
        ...(refusal.status === 400 && refusal.field
          ? { errors: { [refusal.field]: refusal.messageKey } }
          : {}),
      });
      return;
    }
    const { fields, files } = body;
    try {
      const site = submissionSite({ sites: context.sites(), request, claimed: fields.site });
      if (!site) {
        sendProblem(request, response, {
          status: 404,
          type: 'unknown-site',
          title: `No site is served at ${request.headers.host ?? 'this address'}.`,
          messageKey: 'failed',
        });
        return;
      }
      state.site = site;
      if (isHoneypotFilled(fields)) {
        await removeFiles(files);
        context.logger.info({ form, ip: request.ip }, 'form submission with a filled honeypot: not stored');
        response.status(201).json({ id: randomUUID() });
        return;
      }
      const validation = validateForm({ form, fields });
      if (!validation.ok) {
        await removeFiles(files);
        sendProblem(request, response, {
          status: 400,
          type: 'invalid-fields',
          title: 'Some fields are not valid.',
          messageKey: 'failed',
          errors: validation.errors,
        });
        return;
      }
      const id = randomUUID();
      const { website: _honeypot, ...values } = validation.value as Record<string, unknown>;
      try {
        const attachments = await keepAttachments({ uploadsDir: service.uploadsDir, id, files });
        await insertSubmission({
          store: service.store,
          submission: {
            id,
            form,
            site: site.site.key,
            locale: String(values.locale),
            fields: values,
            attachments,
            createdAt: Date.now(),
          },
          destination: input.optionsOf(site.site.key).destinations[form] ?? DEFAULT_DESTINATION,
        });
      } catch (error) {
        await rm(path.join(service.uploadsDir, id), { recursive: true, force: true });
        throw error;
      }
      service.worker.wake();
      response.setHeader('cache-control', 'no-store');
      response.status(201).json({ id, ...downloadOf(form, values) });
    } finally {
      // Whatever was not moved into the uploads folder (an error on the way).
      await removeFiles(files);
    }
  }

  return router;
}

/** The problem type of each refusal of a body. */
const REFUSAL_TYPES = {
  400: 'invalid-fields',
  413: 'upload-too-large',
  415: 'upload-type',
} as const satisfies Record<BodyRefusal['status'], FormsProblemType>;

/** What a submission's failure answer needs to know: its site, once the fields named it. */
interface SubmitState {
  site: ServedSite | null;
}

/**
 * The whitepaper form's download link in the visitor's locale (core/routing/file-link.ts, public-site
 * §2: `/file/{whitepaper}?l=de-ch`, no `l` for `en`), so the file's version in the page's language is
 * handed out; nothing for the other forms.
 */
function downloadOf(form: FormName, values: Record<string, unknown>): { downloadUrl?: string } {
  if (form !== 'whitepaper-download') return {};
  const localeUrlCode = String(values.locale).toLowerCase();
  return { downloadUrl: fileLink({ slug: String(values.whitepaper), localeUrlCode }) };
}

/**
 * The site a submission names (public-site §2 site matching, §3 site): the site the visitor was on. The
 * island sends its page's site key (`sf-site`) as the field `site`; it is taken when it names a served
 * site that site matching gives for the request's `Host` and that site's slug, i.e. a site the visitor
 * can have been on at this address. Otherwise (no field, an unknown or foreign key) the site the host
 * alone selects, the main site when no domain matches.
 *
 * @returns the served site, or null when none answers at this host (a fleet without a main site).
 */
export function submissionSite(input: {
  sites: readonly ServedSite[];
  request: Pick<Request, 'headers'>;
  claimed: string | undefined;
}): ServedSite | null {
  const { sites } = input;
  const host = input.request.headers.host ?? '';
  const records = sites.map((served) => served.site);
  const served = (record: ServedSite['site'] | null) =>
    (record && sites.find((site) => site.site.id === record.id)) ?? null;
  const claimed = sites.find((site) => site.site.key === input.claimed);
  if (claimed) {
    const atHost = matchSite({ sites: records, host, firstSegment: claimed.site.slug || null });
    if (atHost?.id === claimed.site.id) return claimed;
  }
  return served(matchSite({ sites: records, host, firstSegment: null }));
}

/**
 * Moves the checked files into `{uploadsDir}/{id}/` (`1-photo.png`, …) and flushes the folder, before
 * the submission commits: a crash leaves at worst a folder no submission names.
 */
async function keepAttachments(input: {
  uploadsDir: string;
  id: string;
  files: readonly ReceivedFile[];
}): Promise<StoredAttachment[]> {
  if (input.files.length === 0) return [];
  const folder = path.join(input.uploadsDir, input.id);
  await mkdir(folder, { recursive: true });
  // The new folder's entry in the uploads folder must reach the disk too (power loss, not only a crash).
  await syncFolder(input.uploadsDir);
  const kept = await Promise.all(
    input.files.map(async (file, index) => {
      // Every file received has its type (multipart.ts refuses the others); the fallback is for the types.
      const type = file.type ?? { mime: 'application/octet-stream', ext: 'bin' };
      const name = safeFileName(file.name, type.ext);
      const relative = path.join(input.id, `${index + 1}-${name}`);
      await rename(file.tempPath, path.join(input.uploadsDir, relative));
      return { path: relative, name, type: type.mime, size: file.size };
    }),
  );
  await syncFolder(folder);
  return kept;
}

/** Flushes a folder's entries (names of files moved or created in it) to the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A file name safe on any disk and in a mail header: word characters, dots and dashes, the type's extension. */
export function safeFileName(name: string, ext: string): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '');
  const trimmed = base.slice(0, 100) || 'attachment';
  return trimmed.toLowerCase().endsWith(`.${ext}`) ? trimmed : `${trimmed}.${ext}`;
}
