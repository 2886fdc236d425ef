import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../core/forms/email.ts';
import { COUNTRY_CODES } from '../../core/model/country-codes.ts';
import type { FormMessageKey } from './messages.ts';

/**
 * The public forms' rules (public-site §3 public forms, §5 validation rules, §9 upload maximum and country
 * codes): one zod schema per form, shared by the form islands (browser bundle: this module imports
 * `zod/mini` and no node module) and the server. Every rule answers with a message KEY of
 * `messages.ts`, never with text, so the island shows the text in the page's language and the server's
 * 400 answer names the same keys.
 */

/** The four public forms, as named in their routes (`POST /api/forms/{form}`). */
export const FORM_NAMES = [
  'service-request',
  'open-source-request',
  'story-feedback',
  'whitepaper-download',
] as const;

/** One of {@link FORM_NAMES}. */
export type FormName = (typeof FORM_NAMES)[number];

/** Tells whether `name` is one of {@link FORM_NAMES}. */
export function isFormName(name: string): name is FormName {
  return (FORM_NAMES as readonly string[]).includes(name);
}

/** The ISO 3166-1 alpha-2 codes a country field takes (core/model/country-codes.ts). */
export { COUNTRY_CODES };

const COUNTRY_SET = new Set(COUNTRY_CODES);

/**
 * The services a service request can ask for (public-site §3 service request "requested service"); the
 * island labels them with the `service.{value}` message keys.
 */
export const REQUESTED_SERVICES = [
  'repair',
  'maintenance',
  'spareParts',
  'installation',
  'training',
  'other',
] as const;

/** One of {@link REQUESTED_SERVICES}. */
export type RequestedService = (typeof REQUESTED_SERVICES)[number];

/**
 * Upload maximum of one submission, all its files together, in bytes: 100 MB = 104 857 600 (public-site
 * §5 uploads, §9). Held per request, not per file, so that no request brings more to the disk.
 */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** Most attachments one service request carries. */
export const UPLOAD_MAX_FILES = 10;

/** The forms that accept attachments (multipart field `attachments`): only the service request. */
export const FORMS_WITH_ATTACHMENTS: readonly FormName[] = ['service-request'];

/** The name of the multipart field that carries attachments. */
export const ATTACHMENTS_FIELD = 'attachments';

/** The honeypot field: hidden from people, left empty by them; a bot that fills it is not stored. */
export const HONEYPOT_FIELD = 'website';

/**
 * Tells whether a media type is one public-site §5 accepts for uploads: an image or a video
 * (`image/png`, `video/mp4`; parameters and case ignored). The island checks the declared type with it;
 * the server checks the type read from the file's content (`file-type`), never the declared one.
 */
export function isAcceptedUploadType(mediaType: string | undefined): boolean {
  return /^(image|video)\/[\w.+-]+$/i.test((mediaType ?? '').split(';')[0]?.trim() ?? '');
}

/** Tells whether the honeypot field of raw form fields holds anything (a bot filled it). */
export function isHoneypotFilled(raw: Readonly<Record<string, unknown>>): boolean {
  const value = raw[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

// ---- field rules: each answers with one message key --------------------------------------------------

const NAME_MAX = 200;
const TEXT_MAX = 5000;

/** Line and paragraph breaks of every kind (CR, LF, NEL, U+2028, U+2029) and the other control characters. */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029\p{Cc}]+/gu;

/**
 * Makes a one-line field one line: every run of line breaks (and other control characters) becomes a
 * space. A value pasted with a break is kept readable, and no field can add a line of its own to the
 * notification mail (a forged `Site:` line) or to a mail header. Long texts keep their breaks.
 */
const oneLine = z.overwrite((value: string) => value.replace(LINE_BREAKS, ' '));

/** Required one-line text: one line, trimmed, 1..`max` characters; missing, blank or too long gives `key`. */
function required(key: FormMessageKey, max = NAME_MAX) {
  return z
    .string({ error: key })
    .check(oneLine, z.trim(), z.minLength(1, { error: key }), z.maxLength(max, { error: key }));
}

/** Required long text (description, message): line breaks kept, trimmed, 1..`max` characters. */
function requiredText(key: FormMessageKey, max = TEXT_MAX) {
  return z
    .string({ error: key })
    .check(z.trim(), z.minLength(1, { error: key }), z.maxLength(max, { error: key }));
}

/** Optional one-line text: one line, trimmed, at most `max` characters ('' when missing). */
function optional(max = NAME_MAX) {
  return z._default(
    z.string({ error: 'invalid' }).check(oneLine, z.trim(), z.maxLength(max, { error: 'invalid' })),
    '',
  );
}

/** Required e-mail address (core/forms/email.ts rule), `key` for missing or malformed. */
function email(key: FormMessageKey) {
  return z
    .string({ error: key })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, { error: key }), z.refine(isEmailAddress, { error: key }));
}

/** Required ISO 3166-1 alpha-2 country code (any case in, upper case out), `key` otherwise. */
function country(key: FormMessageKey) {
  return z.string({ error: key }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((code) => COUNTRY_SET.has(code), { error: key }),
  );
}

/**
 * A checkbox: `true`, `'true'`, `'on'` or `'1'` read as ticked; `false`, `'false'`, `'0'` or `''` as not
 * ticked; a missing value gives `fallback`. (An HTML form leaves an unticked box out, so the island sends
 * every checkbox explicitly as `'true'`/`'false'`.)
 */
function checkbox(fallback: boolean) {
  return z._default(
    z.pipe(
      z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])], { error: 'invalid' }),
      z.transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
    ),
    fallback,
  );
}

/** A checkbox that must be ticked (public-site §5 'Please select the checkbox to continue.'). */
const requiredCheckbox = z.pipe(
  checkbox(false),
  z.boolean().check(z.refine((ticked) => ticked, { error: 'checkboxRequired' })),
);

/** Every form: the page's locale (BCP 47, e.g. `de-CH`) and the honeypot, which must stay empty. */
const common = {
  locale: z
    .string({ error: 'invalid' })
    .check(z.trim(), z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/, { error: 'invalid' })),
  [HONEYPOT_FIELD]: z._default(
    z.string({ error: 'invalid' }).check(z.maxLength(0, { error: 'invalid' })),
    '',
  ),
};

/**
 * Service request (public-site §3, §5): required first and last name, e-mail ('Please enter your email'),
 * company, address, city, state, zip code, country ('Please select your country'), requested service
 * ('Please select a requested service'), subject, description, machine name and serial number; telephone
 * and reason optional; the case ID ('Please enter a case ID') required only when `existingCase`; the
 * return address required only when `sameAddress` (default on) is off.
 */
export const serviceRequestSchema = z
  .object({
    ...common,
    firstName: required('invalid'),
    lastName: required('invalid'),
    email: email('enterEmail'),
    telephone: optional(),
    company: required('invalid'),
    address: required('invalid'),
    city: required('invalid'),
    state: required('invalid'),
    zipCode: required('invalid'),
    country: country('selectCountry'),
    sameAddress: checkbox(true),
    returnAddress: optional(),
    returnCity: optional(),
    returnState: optional(),
    returnZipCode: optional(),
    returnCountry: z._default(
      z.string({ error: 'selectCountry' }).check(oneLine, z.trim(), z.toUpperCase()),
      '',
    ),
    requestedService: z.enum(REQUESTED_SERVICES, { error: 'selectRequestedService' }),
    reason: optional(),
    subject: required('invalid'),
    description: requiredText('invalid'),
    existingCase: checkbox(false),
    caseId: optional(),
    machineName: required('invalid'),
    serialNumber: required('invalid'),
    warranty: checkbox(false),
    serviceContract: checkbox(false),
  })
  .check(
    // Runs even when other fields failed (`when`), so an empty form shows the case ID and return address
    // messages too; `request` may then hold unparsed values, hence the loose reads.
    z.superRefine(
      (request: Record<string, unknown>, context) => {
        const blank = (field: string) => typeof request[field] !== 'string' || request[field] === '';
        if (request.existingCase === true && blank('caseId')) {
          context.addIssue({
            code: 'custom',
            path: ['caseId'],
            message: 'enterCaseId',
            input: request.caseId,
          });
        }
        if (request.sameAddress !== false) return;
        for (const field of ['returnAddress', 'returnCity', 'returnState', 'returnZipCode']) {
          if (blank(field))
            context.addIssue({ code: 'custom', path: [field], message: 'invalid', input: '' });
        }
        if (!COUNTRY_SET.has(String(request.returnCountry))) {
          context.addIssue({ code: 'custom', path: ['returnCountry'], message: 'selectCountry', input: '' });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

/** Open-source-software request (public-site §3, §5): every field required, each with its own message. */
export const openSourceRequestSchema = z.object({
  ...common,
  email: email('provideValidEmail'),
  firstName: required('enterFirstName'),
  lastName: required('enterLastName'),
  company: required('enterCompany'),
  country: country('enterCountry'),
  product: required('specifyProduct'),
  serialNumber: required('enterSerialNumber'),
  message: requiredText('addMoreDetails'),
});

/**
 * Story feedback (public-site §3): first and last name, company, country, message (all required, the
 * default message), plus `story`: the path of the story page it was sent from.
 */
export const storyFeedbackSchema = z.object({
  ...common,
  firstName: required('invalid'),
  lastName: required('invalid'),
  company: required('invalid'),
  country: country('invalid'),
  message: requiredText('invalid'),
  story: z.string({ error: 'invalid' }).check(z.trim(), z.regex(/^\/[^\s?#]{0,500}$/, { error: 'invalid' })),
});

/**
 * Whitepaper download (public-site §1, §3; fields not shown by the spec): first and last name, e-mail,
 * company, country and the consent checkbox (all required), plus `whitepaper`: the CMS file id served
 * at `/file/{whitepaper}` once the form is sent.
 */
export const whitepaperDownloadSchema = z.object({
  ...common,
  firstName: required('invalid'),
  lastName: required('invalid'),
  email: email('invalid'),
  company: required('invalid'),
  country: country('invalid'),
  consent: requiredCheckbox,
  whitepaper: z
    .string({ error: 'invalid' })
    .check(z.trim(), z.regex(/^[\w.-]{1,200}$/, { error: 'invalid' })),
});

/** The schema of each form. */
export const formSchemas = {
  'service-request': serviceRequestSchema,
  'open-source-request': openSourceRequestSchema,
  'story-feedback': storyFeedbackSchema,
  'whitepaper-download': whitepaperDownloadSchema,
} as const satisfies Record<FormName, z.ZodMiniType>;

/** The validated fields of each form (booleans as booleans, texts trimmed, country codes upper case). */
export type FormValues = { [Name in FormName]: z.output<(typeof formSchemas)[Name]> };

/** A form's fields that failed, each with its message key (the first rule it broke). */
export type FormErrors = Record<string, FormMessageKey>;

/** The result of {@link validateForm}. */
export type FormValidation<Name extends FormName> =
  | { ok: true; value: FormValues[Name] }
  | { ok: false; errors: FormErrors };

/**
 * Validates a form's raw fields (public-site §5): strings as a form sends them (checkboxes as
 * `'true'`/`'false'`), unknown fields dropped.
 *
 * @param input.form which form.
 * @param input.fields the raw fields, e.g. `Object.fromEntries(new FormData(form))` or the server's
 *   multipart fields.
 * @returns `{ ok: true, value }` with the validated values, or `{ ok: false, errors }` mapping each
 *   failing field to its message key (`{ email: 'enterEmail', caseId: 'enterCaseId' }`). Never throws.
 */
export function validateForm<Name extends FormName>(input: {
  form: Name;
  fields: Readonly<Record<string, unknown>>;
}): FormValidation<Name> {
  const schema = formSchemas[input.form] as unknown as z.ZodMiniType<FormValues[Name]>;
  const result = z.safeParse(schema, input.fields);
  if (result.success) return { ok: true, value: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= isMessageKey(issue.message) ? issue.message : 'invalid';
  }
  return { ok: false, errors };
}

function isMessageKey(text: string): text is FormMessageKey {
  return /^[a-zA-Z.]+$/.test(text) && text.length < 40;
}
