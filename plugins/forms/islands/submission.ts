import { type FormMessageKey, isFormMessageKey } from '../messages.ts';
import {
  ATTACHMENTS_FIELD,
  type FormErrors,
  type FormName,
  isAcceptedUploadType,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
} from '../schemas.ts';

/**
 * How a form island talks to the forms API (plugins/forms/server): the fields as `multipart/form-data`,
 * the attachments checked before they are sent, the answer read into what the visitor sees
 * (public-site §5 uploads, §8 form failures). Pure but for {@link sendForm} and {@link fetchCsrfToken}.
 */

/** The CSRF token's route: `GET` answers `{ token }` and sets its double-submit cookie. */
export const CSRF_PATH = '/api/forms/csrf';

/** The header carrying the CSRF token on a submission. */
export const CSRF_HEADER = 'x-csrf-token';

/** The route a form is sent to: `/api/forms/{form}`. */
export function formPath(form: FormName): string {
  return `/api/forms/${form}`;
}

/** A form's fields as the island read them: texts as typed, checkboxes as booleans. */
export type FieldValues = Readonly<Record<string, string | boolean>>;

/**
 * The multipart body of a submission: each field under its name, checkboxes as `'true'`/`'false'` (an
 * HTML form would leave an unticked box out), then each file under `attachments`.
 *
 * @param input.fields the fields in form order.
 * @param input.files the attachments (service request only); default none.
 */
export function encodeFormData(input: { fields: FieldValues; files?: readonly File[] }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(input.fields)) {
    data.append(name, typeof value === 'boolean' ? String(value) : value);
  }
  for (const file of input.files ?? []) data.append(ATTACHMENTS_FIELD, file, file.name);
  return data;
}

/**
 * Checks attachments before they are sent (public-site §5 "Uploads: images or videos, maximum 100 MB",
 * §9): at most `UPLOAD_MAX_FILES` files, each an image or a video by its declared type, all together at
 * most `UPLOAD_MAX_BYTES` (100 MB = 104,857,600 bytes: the limit is per submission, as the server
 * holds it). The server checks again, the types by content.
 *
 * @returns the message key of the first rule broken (`uploadTooMany`, `uploadType`, `uploadTooLarge`),
 *   or null when the files may be sent.
 */
export function checkUploads(files: readonly { type: string; size: number }[]): FormMessageKey | null {
  if (files.length > UPLOAD_MAX_FILES) return 'uploadTooMany';
  if (files.some((file) => !isAcceptedUploadType(file.type))) return 'uploadType';
  if (files.reduce((total, file) => total + file.size, 0) > UPLOAD_MAX_BYTES) return 'uploadTooLarge';
  return null;
}

/** What a submission came to, as the island shows it. */
export type SubmitOutcome =
  /** Stored: the confirmation replaces the form; a whitepaper download links `downloadUrl`. */
  | { kind: 'sent'; id: string; downloadUrl: string | null }
  /** Refused fields (400, or 413/415 for the attachments): each field's message key. */
  | { kind: 'invalid'; errors: FormErrors }
  /** The CSRF check failed (403): fetch a fresh token and send once more. */
  | { kind: 'forbidden' }
  /**
   * Anything else, the visitor's input kept, with one of the two §8 messages: `failedApology` (the
   * longer apology naming `contact`, the site's support contact) for a 5xx whose answer names the
   * contact; `failed` (the short message, `contact` null) for 429, no answer, an unreadable success,
   * and a 5xx without a contact (a proxy's error page): the apology must not promise a contact it
   * cannot name.
   */
  | { kind: 'failed'; messageKey: 'failed' | 'failedApology'; contact: string | null };

/** The short §8 failure (no answer, or one that names nothing more). */
export const FAILED: Extract<SubmitOutcome, { kind: 'failed' }> = {
  kind: 'failed',
  messageKey: 'failed',
  contact: null,
};

/**
 * Reads the forms API's answer (201 `{ id, downloadUrl? }`; 400 `{ errors: { field: messageKey } }`; 403;
 * 413 `{ messageKey }` for uploads over 100 MB; 415 for a file that is no image or video; 429; 5xx
 * `{ messageKey: 'failedApology', contact }`).
 *
 * @param status the HTTP status; 0 when no answer came (network failure, aborted).
 * @param body the answer parsed as JSON, or null.
 */
export function submitOutcome(status: number, body: unknown): SubmitOutcome {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (status === 200 || status === 201) {
    if (typeof record.id !== 'string') return FAILED;
    const downloadUrl = typeof record.downloadUrl === 'string' ? record.downloadUrl : null;
    return { kind: 'sent', id: record.id, downloadUrl };
  }
  if (status === 400) {
    const raw = record.errors !== null && typeof record.errors === 'object' ? record.errors : {};
    const errors: FormErrors = {};
    for (const [field, key] of Object.entries(raw)) {
      errors[field] = typeof key === 'string' && isFormMessageKey(key) ? key : 'invalid';
    }
    return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : FAILED;
  }
  if (status === 413) {
    const key = typeof record.messageKey === 'string' && isFormMessageKey(record.messageKey);
    return {
      kind: 'invalid',
      errors: { [ATTACHMENTS_FIELD]: key ? (record.messageKey as FormMessageKey) : 'uploadTooLarge' },
    };
  }
  if (status === 415) return { kind: 'invalid', errors: { [ATTACHMENTS_FIELD]: 'uploadType' } };
  if (status === 403) return { kind: 'forbidden' };
  if (status >= 500 && typeof record.contact === 'string' && record.contact.trim() !== '') {
    return { kind: 'failed', messageKey: 'failedApology', contact: record.contact.trim() };
  }
  return FAILED;
}

/**
 * Fetches a CSRF token (and its cookie) from {@link CSRF_PATH}.
 * @throws Error when the route answers no token.
 */
export async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_PATH, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body: unknown = response.ok ? await response.json() : null;
  const token = body !== null && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string') throw new Error(`No CSRF token (${response.status})`);
  return token;
}

/**
 * Sends a submission with `XMLHttpRequest`, whose upload events report progress (public-site §5
 * uploads; `fetch` reports none).
 *
 * @param input.onProgress called with the share sent so far, 0..1, while the body uploads.
 * @returns the status (0 without an answer) and the answer parsed as JSON (null when it is not JSON).
 *   Never rejects.
 */
export function sendForm(input: {
  form: FormName;
  data: FormData;
  token: string;
  onProgress?: (share: number) => void;
}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', formPath(input.form));
    request.setRequestHeader(CSRF_HEADER, input.token);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    if (input.onProgress) {
      const report = input.onProgress;
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    });
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(failure, () => resolve({ status: 0, body: null }));
    }
    request.send(input.data);
  });
}
